import Drawing
import SwipeScenes
import TextShaping

// A layer (a view's alpha, a rounded clip) is drawn into a buffer the size of the whole frame, so
// a frame holds one more frame's worth for every layer open at once. How deep a scene's layers go
// is read from its display lists, which are cheap beside drawing them: at 49 evenly spaced times
// and at every key moment. The depth is a property of the scene's structure (sections, rounded
// rows, views with their subviews), which those times cover.

extension MemorySize {
  /// The most layers `scene` holds open at once (``DisplayList/layerDepth``), over its display
  /// lists at 49 evenly spaced times and at its key moments.
  public static func layerDepth(of scene: any CatalogScene) -> Int {
    guard let typography = try? Typography() else { return 0 }
    let context = SceneContext(appearance: scene.renderingDefaults.appearance, typography: typography)
    let times = (0...48).map { scene.duration * Double($0) / 48 } + scene.keyMoments(in: context).map(\.time)
    return times.map { scene.displayList(at: $0, in: context).layerDepth }.max() ?? 0
  }
}
