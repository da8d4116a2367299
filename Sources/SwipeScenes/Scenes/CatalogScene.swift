import Drawing
import JSONText

/// A scene the command line can name, inspect and draw.
///
/// Each scene kind (swipe actions, onboarding, StateAnimator, collection
/// preview) conforms. Both ``inspection(at:in:)`` and ``displayList(at:in:)``
/// are pure functions of the scene and the time: evaluating one time alone
/// gives exactly what that frame of a whole sequence gives.
public protocol CatalogScene: Sendable {
  /// The kebab-case name used on the command line.
  var name: String { get }
  /// One line saying what the scene shows.
  var summary: String { get }
  /// The length in seconds.
  var duration: Double { get }
  /// The drawing's size in points.
  var size: Size { get }
  /// The model state at `time` seconds, as `frame --json` prints it.
  func inspection(at time: Double, in context: SceneContext) -> JSONValue
  /// What the scene shows at `time` seconds, in points.
  func displayList(at time: Double, in context: SceneContext) -> DisplayList
  /// The instants worth a golden or a contact-sheet cell, in time order.
  func keyMoments(in context: SceneContext) -> [KeyMoment]
  /// How the scene is rendered when the caller does not say.
  var renderingDefaults: RenderingDefaults { get }
}

/// How a scene is rendered when the caller does not say: its scale, appearance and rate.
public struct RenderingDefaults: Hashable, Sendable {
  /// Pixels per point. Default: 2.
  public var scale: Double
  /// Light or dark. Default: light.
  public var appearance: Appearance
  /// Frames per second. Default: 30.
  public var frameRate: Double
  /// Pixels per point of the scene's small previews (its GIF and contact sheet in the demo):
  /// the README GIF's width over the scene's, for scenes that reproduce one. Default: 1.
  public var previewScale: Double
  /// Which frames keep goldens, when the scene chooses (a scene file's `goldens` key). Default:
  /// nil, the key moments in light and dark at scale 1 and one moment at scale 2.
  public var goldens: GoldenSelection?

  /// Creates defaults.
  public init(
    scale: Double = 2, appearance: Appearance = .light, frameRate: Double = 30, previewScale: Double = 1,
    goldens: GoldenSelection? = nil
  ) {
    self.scale = scale
    self.appearance = appearance
    self.frameRate = frameRate
    self.previewScale = previewScale
    self.goldens = goldens
  }
}

/// The scenes the command line knows, by name.
public struct SceneCatalog: Sendable {
  /// The scenes in presentation order.
  public var scenes: [any CatalogScene]

  /// Creates a catalog.
  ///
  /// - Parameter scenes: The scenes; names should be unique (the first of a name wins).
  public init(scenes: [any CatalogScene]) { self.scenes = scenes }

  /// The scene with this name, or nil.
  ///
  /// - Parameter name: A scene name.
  /// - Returns: The scene.
  public func scene(named name: String) -> (any CatalogScene)? { scenes.first { $0.name == name } }

  /// Every scene name, in order.
  public var names: [String] { scenes.map(\.name) }
}

/// A named instant of a scene worth looking at: a golden key frame, a contact-sheet cell.
public struct KeyMoment: Hashable, Sendable {
  /// What happens then, e.g. "rest", "open", "expanded", "fill".
  public var name: String
  /// The time in seconds.
  public var time: Double

  /// Creates a key moment.
  public init(name: String, time: Double) {
    self.name = name
    self.time = time
  }
}

extension CatalogScene {
  /// Scale 2, light, 30 fps, previews at scale 1: scene kinds that store their own override this.
  public var renderingDefaults: RenderingDefaults { RenderingDefaults() }

  /// The scene's key moments: by default the start, quarters and the last frame at 30 fps.
  ///
  /// Scene kinds with phases of their own override this.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    let last = Swift.max(0, duration - 1.0 / 30)
    return [
      KeyMoment(name: "start", time: 0), KeyMoment(name: "quarter", time: last / 4),
      KeyMoment(name: "half", time: last / 2), KeyMoment(name: "three-quarters", time: 3 * last / 4),
      KeyMoment(name: "end", time: last),
    ]
  }

  /// `time` clamped into `0...duration`: scenes show their first frame before the start and
  /// their last after the end.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The time the scene is evaluated at.
  public func clampedTime(_ time: Double) -> Double { Swift.min(Swift.max(time, 0), duration) }
}
