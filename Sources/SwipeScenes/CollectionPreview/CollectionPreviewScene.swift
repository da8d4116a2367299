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

  /// `collection-preview`: item 5 opens at 0.5 s, stays, and closes at 1.5 s.
  public static let collectionPreview = CollectionPreviewScene(
    name: "collection-preview",
    summary: "A grid item flies open to a full page over a white overlay, then flies back.",
    preview: CollectionPreview(grid: grid, item: 4, presentTime: 0.5, dismissTime: 1.5), duration: 2.25)

  /// `collection-preview-paging`: item 8 opens, the preview pages to item 9 (off-screen in
  /// the grid, so the grid scrolls to it before the dismiss) and closes onto it.
  public static let collectionPreviewPaging = CollectionPreviewScene(
    name: "collection-preview-paging",
    summary: "A grid item opens, the preview pages to the next item, which flies back to its own cell.",
    preview: CollectionPreview(grid: grid, item: 7, presentTime: 0.5, pageTime: 1.0, dismissTime: 2.25), duration: 3.0)

  /// The collection-preview scenes.
  public static let all: [CollectionPreviewScene] = [collectionPreview, collectionPreviewPaging]
}
