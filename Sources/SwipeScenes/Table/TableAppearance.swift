import Drawing

/// How a table draws its sections: UIKit's list appearances
/// (`UICollectionLayoutListConfiguration.Appearance`, `UITableView.Style`).
public enum TableStyle: String, Hashable, Sendable, CaseIterable {
  /// Rows edge to edge on the table's background, sections one after another.
  case plain
  /// Sections on `systemGroupedBackground`, separated by gaps, rows on
  /// `secondarySystemGroupedBackground` the full width.
  case grouped
  /// As grouped, each section inset by the layout margins with its corners rounded to 10 pt.
  case insetGrouped

  /// Whether sections sit on the grouped background with gaps between them.
  public var isGrouped: Bool { self != .plain }
}

/// Whether rows are separated by lines (`UITableView.SeparatorStyle`).
public enum TableSeparatorStyle: String, Hashable, Sendable, CaseIterable {
  /// A hairline under each row (in grouped styles, between the rows of a section).
  case singleLine
  /// No separators.
  case none
}

/// One section of a table: a header, a footer, and how many of the table's rows it holds.
///
/// Rows are numbered across sections: the first section holds rows `0..<rowCount`, the next the
/// rows after them, and so on.
public struct TableSection: Hashable, Sendable {
  /// The header text (`titleForHeaderInSection`), or "" for none.
  public var header: String
  /// The footer text (`titleForFooterInSection`), or "" for none.
  public var footer: String
  /// The number of rows in the section (at least 1).
  public var rowCount: Int

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - header: The header text. Default: none.
  ///   - footer: The footer text. Default: none.
  ///   - rowCount: How many consecutive rows it holds.
  public init(header: String = "", footer: String = "", rowCount: Int) {
    self.header = header
    self.footer = footer
    self.rowCount = rowCount
  }
}

/// The table around a scene's rows: its style, sections, spacing between rows and separators.
///
/// The default is what version 1 scenes draw: one plain section without header or footer, rows
/// touching, a separator under each.
public struct TableAppearance: Hashable, Sendable {
  /// The list appearance.
  public var style: TableStyle
  /// The sections in order; empty means one section of every row without header or footer.
  public var sections: [TableSection]
  /// Points between consecutive rows of a section, showing the table's background.
  public var rowSpacing: Double
  /// Whether rows get separators.
  public var separatorStyle: TableSeparatorStyle

  /// Creates a table appearance.
  ///
  /// - Parameters:
  ///   - style: The list appearance. Default: plain.
  ///   - sections: The sections. Default: one of every row.
  ///   - rowSpacing: The gap between rows in points. Default: 0.
  ///   - separatorStyle: Separators or none. Default: single lines.
  public init(
    style: TableStyle = .plain, sections: [TableSection] = [], rowSpacing: Double = 0,
    separatorStyle: TableSeparatorStyle = .singleLine
  ) {
    self.style = style
    self.sections = sections
    self.rowSpacing = rowSpacing
    self.separatorStyle = separatorStyle
  }

  /// The sections for `rowCount` rows: ``sections``, or one section of them all.
  public func resolvedSections(rowCount: Int) -> [TableSection] {
    sections.isEmpty ? [TableSection(rowCount: rowCount)] : sections
  }

  /// The background behind the rows in `appearance`: the grouped background for grouped styles.
  public func tableBackground(_ palette: TablePalette, appearance: Appearance) -> Color {
    style.isGrouped ? SystemColor.systemGroupedBackground.resolved(in: appearance) : palette.background
  }

  /// A row's background when it sets none: `secondarySystemGroupedBackground` in grouped styles.
  public func cellBackground(_ palette: TablePalette, appearance: Appearance) -> Color {
    style.isGrouped ? SystemColor.secondarySystemGroupedBackground.resolved(in: appearance) : palette.background
  }
}
