/// A scene the command line can name: what it shows and how long it runs.
///
/// Each scene kind (swipe actions, onboarding, StateAnimator, collection
/// preview) conforms; commands that need a kind's state cast to it.
public protocol CatalogScene: Sendable {
  /// The kebab-case name used on the command line.
  var name: String { get }
  /// One line saying what the scene shows.
  var summary: String { get }
  /// The length in seconds.
  var duration: Double { get }
}

/// The scenes the command line knows, by name.
public struct SceneCatalog: Sendable {
  /// The scenes in presentation order.
  public var scenes: [any CatalogScene]

  /// Creates a catalog.
  ///
  /// - Parameter scenes: The scenes; names should be unique (the first of a name wins).
  public init(scenes: [any CatalogScene]) { self.scenes = scenes }

  /// The catalog of every scene in the package: today the ten README swipe scenes.
  public static let standard = SceneCatalog(scenes: SwipeScene.readmeScenes)

  /// The scene with this name, or nil.
  ///
  /// - Parameter name: A scene name.
  /// - Returns: The scene.
  public func scene(named name: String) -> (any CatalogScene)? { scenes.first { $0.name == name } }

  /// Every scene name, in order.
  public var names: [String] { scenes.map(\.name) }
}
