/// A scene name that is neither in the catalog nor a scene file's path, with the names there are.
public struct UnknownSceneError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name as given.
  public var name: String
  /// The catalog's scene names, in order.
  public var knownNames: [String]

  /// An error for `name`, which is none of `knownNames`.
  public init(name: String, knownNames: [String]) {
    self.name = name
    self.knownNames = knownNames
  }

  /// One line naming the scene and listing every known name, e.g. "Unknown scene 'heor': use one
  /// of hero, …, or a scene file (see render-gifs list)."
  public var description: String {
    "Unknown scene '\(name)': use one of \(knownNames.joined(separator: ", ")), or a scene file (see render-gifs list)."
  }
}
