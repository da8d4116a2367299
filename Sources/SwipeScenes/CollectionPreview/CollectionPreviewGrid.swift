// The source grid of the collection-preview scenes: the Example app's flow layout (docs/onboarding-stateanimator-preview.md §3.8).
//
// A vertical flow layout under a 70 pt top content inset: each section has a 50 pt header,
// then its items left to right with 8 pt section insets, wrapping to a new line when the next
// item would cross the right inset. Items are 150 tall and 150 + 50·(v mod 5) wide, v being the
// item's number across all sections. The spacing between items and lines, which the docs do
// not give, is taken equal to the section inset.

import Drawing


/// The grid of items the preview opens from, laid out in document coordinates.
public struct CollectionPreviewGrid: Hashable, Sendable {
  /// The top content inset: document y = 0 shows this far below the view's top at rest.
  public static let contentInsetTop = 70.0
  /// The section insets on all four sides, also used between items and between lines.
  public static let sectionInset = 8.0
  /// The section header height.
  public static let headerHeight = 50.0
  /// The item height.
  public static let itemHeight = 150.0

  /// One item of the grid.
  public struct Item: Hashable, Sendable, Encodable {
    /// The item's number across all sections, from 0; also the preview page index.
    public var index: Int
    /// The section.
    public var section: Int
    /// The item within its section.
    public var item: Int
    /// The frame in document coordinates.
    public var frame: Rect
    /// The title the cell shows.
    public var title: String
  }

  /// One section header.
  public struct Header: Hashable, Sendable, Encodable {
    /// The section.
    public var section: Int
    /// The title.
    public var title: String
    /// The frame in document coordinates.
    public var frame: Rect
  }

  /// The view's size in points.
  public let viewSize: Size
  /// The items in order.
  public let items: [Item]
  /// The headers in order.
  public let headers: [Header]
  /// The height of the laid-out content.
  public let contentHeight: Double

  /// Lays out a grid.
  ///
  /// - Parameters:
  ///   - viewSize: The view's size in points.
  ///   - itemCounts: The number of items in each section.
  public init(viewSize: Size, itemCounts: [Int]) {
    let inset = Self.sectionInset
    var items: [Item] = [], headers: [Header] = []
    var y = 0.0
    for (section, count) in itemCounts.enumerated() {
      headers.append(Header(section: section, title: "Section \(section + 1)", frame: Rect(x: 0, y: y, width: viewSize.width, height: Self.headerHeight)))
      y += Self.headerHeight + inset
      var x = inset
      for item in 0..<Swift.max(0, count) {
        let index = items.count
        let width = Swift.min(150 + 50 * Double(index % 5), viewSize.width - 2 * inset)
        if x > inset, x + width > viewSize.width - inset {
          x = inset
          y += Self.itemHeight + inset
        }
        items.append(Item(index: index, section: section, item: item, frame: Rect(x: x, y: y, width: width, height: Self.itemHeight), title: "Item \(index + 1)"))
        x += width + inset
      }
      y += (count > 0 ? Self.itemHeight : 0) + inset
    }
    self.viewSize = viewSize
    self.items = items
    self.headers = headers
    self.contentHeight = y
  }

  /// The content offset at rest: the top inset shows above the content.
  public var restingOffset: Double { -Self.contentInsetTop }

  /// The content offset after the Example's `closePreview` (docs/onboarding-stateanimator-preview.md §3.5.5) for the item shown.
  ///
  /// If the item lies wholly in the visible part below the top inset, the offset is kept;
  /// otherwise the grid scrolls, without animation, to centre the item in that part, within
  /// the content's bounds.
  ///
  /// - Parameters:
  ///   - index: The item shown when the preview is dismissed.
  ///   - offset: The current content offset.
  /// - Returns: The content offset to dismiss with.
  public func offset(revealing index: Int, from offset: Double) -> Double {
    guard items.indices.contains(index) else { return offset }
    let frame = items[index].frame
    let top = offset + Self.contentInsetTop, bottom = offset + viewSize.height
    if frame.minY >= top, frame.maxY <= bottom { return offset }
    let centred = frame.midY - (Self.contentInsetTop + viewSize.height) / 2
    let maximum = Swift.max(restingOffset, contentHeight - viewSize.height)
    return Swift.min(maximum, Swift.max(restingOffset, centred))
  }
}
