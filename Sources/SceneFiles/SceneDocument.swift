import SwipeScenes

/// A decoded scene file: the scene, and the settings the file gives for rendering it.
///
/// The scene is what every frame shows; scale, frame rate and appearance are how the
/// command line renders it unless its options say otherwise (`--scale`, `--fps`,
/// `--appearance`).
public struct SceneDocument: Sendable {
  /// The scene: a ``SwipeScenes/SwipeScene`` or an ``SwipeScenes/OnboardingScene``.
  public var scene: any CatalogScene
  /// Pixels per point (`canvas.scale`). Default: 2.
  public var scale: Double
  /// Frames per second (`fps`). Default: 30.
  public var fps: Double
  /// Which iOS colours apply (`canvas.appearance`). Default: light.
  public var appearance: Appearance

  /// Creates a document.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - scale: Pixels per point. Default: 2.
  ///   - fps: Frames per second. Default: 30.
  ///   - appearance: Light or dark. Default: light.
  public init(scene: any CatalogScene, scale: Double = 2, fps: Double = 30, appearance: Appearance = .light) {
    self.scene = scene
    self.scale = scale
    self.fps = fps
    self.appearance = appearance
  }
}
