import SceneRendering
import SwipeScenes

// The golden check of scenes: every key frame (CatalogKeyFrame) rendered in
// its appearance at its scale and compared with, or recorded as, its golden.
// `render-gifs golden verify|record` and the golden tests both call this, so
// the two cannot drift apart.

extension GoldenStore {
  /// One key frame's check.
  public struct KeyFrameCheck: Sendable {
    /// The key frame.
    public var frame: CatalogKeyFrame
    /// What the store found or did.
    public var outcome: Outcome
  }

  /// Renders every key frame of `scenes` and checks each against its golden in this store's mode.
  ///
  /// Frames are drawn in their appearance at their scale, at 30 fps for
  /// frame-dependent effects. Matching goldens are only read; the others are recorded,
  /// reported missing or written with their difference panels, as ``check(_:named:tolerance:)`` does.
  ///
  /// - Parameters:
  ///   - scenes: The scenes, in the order their checks are returned.
  ///   - typography: The fonts to draw with.
  /// - Returns: One check per key frame, scene by scene in time order.
  /// - Throws: Rendering errors and file errors while reading or writing.
  public func checkKeyFrames(of scenes: [any CatalogScene], typography: Typography) throws -> [KeyFrameCheck] {
    let light = SceneContext(typography: typography)
    var checks: [KeyFrameCheck] = []
    for scene in scenes {
      for frame in CatalogKeyFrame.all(of: [scene], in: light) {
        let renderer = FrameRenderer(context: SceneContext(appearance: frame.appearance, typography: typography))
        let pixmap = try renderer.render(scene, at: frame.moment.time, scale: frame.scale)
        checks.append(KeyFrameCheck(frame: frame, outcome: try check(pixmap, named: frame.goldenName)))
      }
    }
    return checks
  }
}
