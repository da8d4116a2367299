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
    /// The badge text at the cell's top-left corner, or nil (the Example shows the item's number).
    public var badge: String? = nil
    /// The cell's own background colour, or nil for the grid's cell colour.
    public var color: Color? = nil
    /// A picture filling the cell, or nil.
    public var picture: Picture? = nil
  }

  /// One item as a file or the Example describes it, before layout.
  public struct ItemSpec: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The badge text, or nil.
    public var badge: String?
    /// The background colour, or nil for the grid's.
    public var color: Color?
    /// A picture filling the cell, or nil.
    public var picture: Picture?
    /// The item's own size, or nil for the layout's column size.
    public var size: Size?

    /// Creates an item.
    public init(title: String = "", badge: String? = nil, color: Color? = nil, picture: Picture? = nil, size: Size? = nil) {
      self.title = title
      self.badge = badge
      self.color = color
      self.picture = picture
      self.size = size
    }
  }

  /// One section as given: its header title (nil for none) and its items.
  public struct SectionSpec: Hashable, Sendable {
    /// The header's title, or nil for a section without a header.
    public var header: String?
    /// The items.
    public var items: [ItemSpec]

    /// Creates a section.
    public init(header: String?, items: [ItemSpec]) {
      self.header = header
      self.items = items
    }
  }

  /// The flow layout's measures.
  public struct Layout: Hashable, Sendable {
    /// Items per line for items without a size of their own.
    public var columns: Int = 3
    /// An item's height over its width, for items without a size of their own.
    public var itemAspectRatio: Double = 1
    /// The space between items and between lines.
    public var spacing: Double = 8
    /// The section insets on all four sides.
    public var insets: Double = 8
    /// The header height.
    public var headerHeight: Double = 50
    /// The top content inset: document y = 0 shows this far below the view's top at rest.
    public var contentInsetTop: Double = 0

    /// Creates a layout; every measure has the default shown on its property.
    public init() {}
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

  /// The sections as given.
  public let sections: [SectionSpec]
  /// The measures.
  public let layout: Layout

  /// Lays out the Example app's grid: sections titled "Section N" of items "Item N", each with
  /// its number as badge, 150 tall and 150 + 50·(v mod 5) wide, under a 70-pt top inset.
  ///
  /// - Parameters:
  ///   - viewSize: The view's size in points.
  ///   - itemCounts: The number of items in each section.
  public init(viewSize: Size, itemCounts: [Int]) {
    var layout = Layout()
    layout.contentInsetTop = Self.contentInsetTop
    var number = 0
    let sections = itemCounts.enumerated().map { section, count in
      SectionSpec(
        header: "Section \(section + 1)",
        items: (0..<Swift.max(0, count)).map { _ in
          number += 1
          return ItemSpec(
            title: "Item \(number)", badge: String(number),
            size: Size(width: 150 + 50 * Double((number - 1) % 5), height: Self.itemHeight))
        })
    }
    self.init(viewSize: viewSize, sections: sections, layout: layout)
  }

  /// Lays out sections in a vertical flow: each section's header (when it has one), then its
  /// items left to right from the leading inset, wrapping to a new line when the next item would
  /// cross the trailing inset; an item without a size is a column's width (the width inside the
  /// insets less the spacing, over the columns) by that times the aspect ratio.
  ///
  /// - Parameters:
  ///   - viewSize: The view's size in points.
  ///   - sections: The sections.
  ///   - layout: The measures.
  public init(viewSize: Size, sections: [SectionSpec], layout: Layout) {
    let inset = layout.insets
    let columns = Double(Swift.max(1, layout.columns))
    let columnWidth = Swift.max(0, (viewSize.width - 2 * inset - (columns - 1) * layout.spacing) / columns)
    var items: [Item] = [], headers: [Header] = []
    var y = 0.0
    for (section, spec) in sections.enumerated() {
      if let title = spec.header {
        headers.append(Header(section: section, title: title, frame: Rect(x: 0, y: y, width: viewSize.width, height: layout.headerHeight)))
        y += layout.headerHeight
      }
      y += inset
      var x = inset, lineHeight = 0.0
      for (item, itemSpec) in spec.items.enumerated() {
        let size = itemSpec.size ?? Size(width: columnWidth, height: columnWidth * layout.itemAspectRatio)
        let width = Swift.min(size.width, viewSize.width - 2 * inset)
        if x > inset, x + width > viewSize.width - inset + 1e-9 {
          x = inset
          y += lineHeight + layout.spacing
          lineHeight = 0
        }
        var placed = Item(
          index: items.count, section: section, item: item, frame: Rect(x: x, y: y, width: width, height: size.height),
          title: itemSpec.title)
        placed.badge = itemSpec.badge
        placed.color = itemSpec.color
        placed.picture = itemSpec.picture
        items.append(placed)
        lineHeight = Swift.max(lineHeight, size.height)
        x += width + layout.spacing
      }
      y += lineHeight + inset
    }
    self.viewSize = viewSize
    self.items = items
    self.headers = headers
    self.contentHeight = y
    self.sections = sections
    self.layout = layout
  }

  /// The content offset at rest: the top inset shows above the content.
  public var restingOffset: Double { -layout.contentInsetTop }

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
    let top = offset + layout.contentInsetTop, bottom = offset + viewSize.height
    if frame.minY >= top, frame.maxY <= bottom { return offset }
    let centred = frame.midY - (layout.contentInsetTop + viewSize.height) / 2
    let maximum = Swift.max(restingOffset, contentHeight - viewSize.height)
    return Swift.min(maximum, Swift.max(restingOffset, centred))
  }
}
