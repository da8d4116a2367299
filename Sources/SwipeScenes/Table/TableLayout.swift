import Drawing
import TextShaping

// Where a table's rows, section headers and footers go (docs/ios-metrics.md §2).
//
// Rows sit in slots stacked top to bottom. Between two rows of a section is
// the table's `rowSpacing`; between sections, the first section's footer and
// the next one's header, each a region of fixed padding around its wrapped
// text. Grouped styles add a gap above the first section and below the last.
// insetGrouped narrows every slot by the layout margins (16 pt under 414 pt,
// 20 pt from 414 pt) and rounds the outer corners of each section's first and
// last rows to 10 pt. A row's shape is its slot less its own insets.
//
// Positions are computed outward from one anchor row (the swiped row, whose
// top the chrome places), walking up and down the gaps and heights; with no
// gaps this adds and subtracts exactly the heights the version-1 table did, so
// tables without sections draw the same bytes.

/// The frames of a table's rows and the text of its section headers and footers.
public struct TableLayout: Sendable {
  /// One row's place.
  public struct RowFrame: Hashable, Sendable {
    /// The row's slot: the section's width, the row's height.
    public var slot: Rect
    /// The row's shape: the slot less the row's insets; its background, content and actions are clipped to it.
    public var shape: Rect
    /// The shape's corner radii (zero when square).
    public var radii: CornerRadii
    /// The section the row is in.
    public var section: Int
    /// Whether the row is its section's last.
    public var isLastInSection: Bool

    /// Whether the shape has a rounded corner.
    public var isRounded: Bool { radii != CornerRadii(0) }
  }

  /// A header's or footer's text, placed.
  public struct SectionText: Sendable {
    /// The laid-out text.
    public var text: TextLayout
    /// The top-left corner of its line box.
    public var origin: Point
    /// Whether it is a header (else a footer).
    public var isHeader: Bool
  }

  /// Every row's frame, in row order.
  public var rows: [RowFrame]
  /// Every header and footer with text.
  public var texts: [SectionText]
  /// The table's top: above the first section's header region.
  public var top: Double
  /// The table's bottom: below the last section's footer region.
  public var bottom: Double

  /// Lays out a table.
  ///
  /// - Parameters:
  ///   - appearance: The style, sections, spacing.
  ///   - rows: The rows (for their insets and corner radii).
  ///   - heights: Each row's slot height.
  ///   - width: The table's width.
  ///   - x: The table's left edge.
  ///   - anchor: The row whose slot top is given.
  ///   - anchorTop: That row's slot top.
  ///   - typography: The fonts of headers and footers (nil: they take no room and are not drawn).
  ///   - direction: Which side is leading.
  public init(
    _ appearance: TableAppearance, rows: [TableRow], heights: [Double], width: Double, x: Double = 0, anchor: Int = 0,
    anchorTop: Double = 0, typography: Typography?, direction: LayoutDirection = .leftToRight
  ) {
    let metrics = TableMetrics(appearance.style, tableWidth: width)
    let sections = appearance.resolvedSections(rowCount: rows.count)
    var sectionOf: [Int] = []
    var lastInSection = Set<Int>()
    var firstRow: [Int] = []
    for (index, section) in sections.enumerated() {
      firstRow.append(sectionOf.count)
      sectionOf += Array(repeating: index, count: section.rowCount)
      lastInSection.insert(sectionOf.count - 1)
    }
    let sectionX = x + metrics.sectionInset
    let sectionWidth = Swift.max(0, width - 2 * metrics.sectionInset)
    let labels = sections.map { section in
      (
        header: metrics.text(
          section.header, header: true, sectionWidth: sectionWidth, typography: typography, direction: direction),
        footer: metrics.text(
          section.footer, header: false, sectionWidth: sectionWidth, typography: typography, direction: direction)
      )
    }
    // gaps[i]: the space above row i (the header region above a section's first row).
    var gaps = [Double](repeating: appearance.rowSpacing, count: rows.count)
    for (index, first) in firstRow.enumerated() where index > 0 && first < rows.count {
      gaps[first] = metrics.footerRegion(labels[index - 1].footer) + metrics.headerRegion(labels[index].header, first: false)
    }
    if !gaps.isEmpty { gaps[0] = 0 }
    let topRegion = labels.first.map { metrics.headerRegion($0.header, first: true) } ?? 0
    let bottomRegion = metrics.footerRegion(labels.last?.footer) + metrics.endGap

    var tops = [Double](repeating: 0, count: rows.count)
    if rows.indices.contains(anchor) {
      tops[anchor] = anchorTop
      var y = anchorTop + heights[anchor]
      for i in rows.indices where i > anchor {
        y += gaps[i]
        tops[i] = y
        y += heights[i]
      }
      y = anchorTop
      for i in (0..<anchor).reversed() {
        y -= gaps[i + 1]
        y -= heights[i]
        tops[i] = y
      }
    }
    top = (tops.first ?? anchorTop) - topRegion
    bottom = (tops.last.map { $0 + (heights.last ?? 0) } ?? anchorTop) + bottomRegion

    self.rows = rows.indices.map { i in
      let row = rows[i]
      let slot = Rect(x: sectionX, y: tops[i], width: sectionWidth, height: heights[i])
      let left = direction == .rightToLeft ? row.insets.trailing : row.insets.leading
      let right = direction == .rightToLeft ? row.insets.leading : row.insets.trailing
      let shape = Rect(
        x: slot.minX + left, y: slot.minY + row.insets.top, width: Swift.max(0, slot.width - left - right),
        height: Swift.max(0, slot.height - row.insets.top - row.insets.bottom))
      let section = sectionOf.indices.contains(i) ? sectionOf[i] : 0
      var radii = CornerRadii(0)
      if let corner = row.cornerRadius {
        radii = CornerRadii(corner.radius(for: shape.size))
      } else if appearance.style == .insetGrouped {
        let r = RowCornerRadius.points(metrics.sectionCornerRadius).radius(for: shape.size)
        let isFirst = firstRow.contains(i)
        let isLast = lastInSection.contains(i)
        radii = CornerRadii(
          topLeft: isFirst ? r : 0, topRight: isFirst ? r : 0, bottomRight: isLast ? r : 0, bottomLeft: isLast ? r : 0)
      }
      return RowFrame(slot: slot, shape: shape, radii: radii, section: section, isLastInSection: lastInSection.contains(i))
    }

    var placed: [SectionText] = []
    let textX = sectionX + metrics.textMargin(sectionWidth)
    for (index, first) in firstRow.enumerated() where first < rows.count {
      if let header = labels[index].header {
        let y = tops[first] - metrics.headerBottom - header.size.height
        placed.append(SectionText(text: header, origin: Point(x: textX, y: y), isHeader: true))
      }
      let last = first + sections[index].rowCount - 1
      if let footer = labels[index].footer, rows.indices.contains(last) {
        placed.append(
          SectionText(text: footer, origin: Point(x: textX, y: tops[last] + heights[last] + metrics.footerTop), isHeader: false))
      }
    }
    texts = placed
  }

  /// How far a section of `style` is inset from the sides of a table `tableWidth` points wide.
  public static func sectionInset(_ style: TableStyle, tableWidth: Double) -> Double {
    TableMetrics(style, tableWidth: tableWidth).sectionInset
  }

  /// The table's height: from its top to its bottom.
  public var height: Double { bottom - top }
}

extension TableLayout {
  /// Moves every frame and text vertically so that the table's top is at `y`.
  public mutating func moveTop(to y: Double) {
    let dy = y - top
    guard dy != 0 else { return }
    for i in rows.indices {
      rows[i].slot.y += dy
      rows[i].shape.y += dy
    }
    for i in texts.indices { texts[i].origin.y += dy }
    top += dy
    bottom += dy
  }
}
