import Drawing

extension CollectionPreviewGrid {
  /// The Example app's `GridCell` look (docs/onboarding-stateanimator-preview.md §3.8), for grid cells and the preview cell alike.
  ///
  /// Text keeps its point size and the border and corners their thickness while the preview
  /// cell's frame changes: the title stays centred with its bottom on the frame's vertical
  /// centre, the badge stays at ``badgeOrigin`` from the frame's top-left corner.
  public enum CellStyle {
    /// The layer corner radius.
    public static let cornerRadius = 3.0
    /// The background at rest (white 0.98).
    public static let background = Color(red: 0.98, green: 0.98, blue: 0.98)
    /// The background when selected or highlighted (white 0.95).
    public static let selectedBackground = Color(red: 0.95, green: 0.95, blue: 0.95)
    /// The border width of a selected cell.
    public static let selectedBorderWidth = 5.0
    /// The border colour of a selected cell (white 0.9).
    public static let selectedBorder = Color(red: 0.9, green: 0.9, blue: 0.9)
    /// The title's point size (system medium).
    public static let titleFontSize = 14.0
    /// The title's leading and trailing inset.
    public static let titleInset = 6.0
    /// The badge's point size (system black); the badge shows the item's number.
    public static let badgeFontSize = 30.0
    /// The badge's colour (gray 0.8).
    public static let badgeColor = Color(red: 0.8, green: 0.8, blue: 0.8)
    /// The badge's top-left corner relative to the cell's.
    public static let badgeOrigin = Point(x: 4, y: 2)
  }
}
