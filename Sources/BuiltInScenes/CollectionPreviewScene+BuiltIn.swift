import SwipeScenes

extension CollectionPreviewScene {
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
    preview: CollectionPreview(grid: grid, item: 7, presentTime: 0.5, pageTime: 1.0, dismissTime: 2.25, pageTarget: 8),
    duration: 3.0)

  /// The collection-preview scenes.
  public static let all: [CollectionPreviewScene] = [collectionPreview, collectionPreviewPaging]
}
