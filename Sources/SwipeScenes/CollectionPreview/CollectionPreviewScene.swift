import Drawing

/// One collection-preview scene of the catalog: the grid with a preview opened over it.
public struct CollectionPreviewScene: Hashable, Sendable {
  /// The canvas, a macOS window's content in points.
  public static let canvasSize = Size(width: 800, height: 600)
  /// The items in each section of the demo grid.
  public static let itemCounts = [10, 6]

  /// The catalog name.
  public var name: String
  /// A one-line description for listings.
  public var summary: String
  /// The behaviour model.
  public var preview: CollectionPreview
  /// The scene's length in seconds.
  public var duration: Double

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: The catalog name.
  ///   - summary: A one-line description.
  ///   - preview: The model.
  ///   - duration: The length in seconds.
  public init(name: String, summary: String, preview: CollectionPreview, duration: Double) {
    self.name = name
    self.summary = summary
    self.preview = preview
    self.duration = duration
  }

  /// The demo grid on the canvas.
  public static var grid: CollectionPreviewGrid {
    CollectionPreviewGrid(viewSize: canvasSize, itemCounts: itemCounts)
  }
}
