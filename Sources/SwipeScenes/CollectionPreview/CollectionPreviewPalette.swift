import Drawing

/// The colours of the collection-preview scenes: the window, the overlay and the Example's grid cells.
///
/// Light values are the Example app's (docs/onboarding-stateanimator-preview.md §3.2, §3.8): a white overlay, cells of white 0.98,
/// selected cells of white 0.95 with a white 0.9 border, a gray 0.8 badge. The grid sits on
/// macOS's light window background. Dark values are macOS's dark window and control colours,
/// with the overlay the window's own colour, so the grid fades into the background either way.
public struct CollectionPreviewPalette: Hashable, Sendable {
  /// The window behind the grid.
  public var background: Color
  /// The overlay under the preview (the controller's `backgroundColor`).
  public var overlay: Color
  /// A cell at rest.
  public var cell: Color
  /// A selected cell.
  public var selectedCell: Color
  /// A selected cell's 5-pt border.
  public var selectedBorder: Color
  /// Cell titles.
  public var title: Color
  /// The item-number badge.
  public var badge: Color
  /// Section header titles.
  public var header: Color
  /// The preview's own background behind its pages, shown between them while paging (clear in
  /// the library).
  public var pageBackground: Color = .clear
  /// The cells' corner radius.
  public var cornerRadius = CollectionPreviewGrid.CellStyle.cornerRadius
  /// The border width of a selected cell.
  public var selectedBorderWidth = CollectionPreviewGrid.CellStyle.selectedBorderWidth

  /// The colours the palette uses, in a fixed order.
  public var colors: [Color] { [background, overlay, cell, selectedCell, selectedBorder, title, badge, header, pageBackground] }

  /// The palette with every colour that has an entry in `map` replaced by it.
  ///
  /// - Parameter map: Colours to replace, e.g. light → dark.
  /// - Returns: The palette.
  public func replacing(_ map: [Color: Color]) -> CollectionPreviewPalette {
    func swap(_ color: Color) -> Color { map[color] ?? color }
    var palette = self
    palette.background = swap(background)
    palette.overlay = swap(overlay)
    palette.cell = swap(cell)
    palette.selectedCell = swap(selectedCell)
    palette.selectedBorder = swap(selectedBorder)
    palette.title = swap(title)
    palette.badge = swap(badge)
    palette.header = swap(header)
    palette.pageBackground = swap(pageBackground)
    return palette
  }

  /// The Example's dark colours keyed by its light ones, for ``replacing(_:)``.
  public static var standardDarkColors: [Color: Color] {
    Dictionary(zip(standard(.light).colors, standard(.dark).colors).filter { $0 != $1 }, uniquingKeysWith: { first, _ in first })
  }

  /// The palette for an appearance.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: The colours.
  public static func standard(_ appearance: Appearance) -> CollectionPreviewPalette {
    typealias Style = CollectionPreviewGrid.CellStyle
    switch appearance {
    case .light:
      return CollectionPreviewPalette(
        background: Color(red255: 236, green255: 236, blue255: 236), overlay: .white,
        cell: Style.background, selectedCell: Style.selectedBackground, selectedBorder: Style.selectedBorder,
        title: Color(red: 0, green: 0, blue: 0, alpha: 0.85), badge: Style.badgeColor,
        header: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    case .dark:
      return CollectionPreviewPalette(
        background: Color(red255: 30, green255: 30, blue255: 30), overlay: Color(red255: 30, green255: 30, blue255: 30),
        cell: Color(red255: 50, green255: 50, blue255: 52), selectedCell: Color(red255: 58, green255: 58, blue255: 60),
        selectedBorder: Color(red255: 84, green255: 84, blue255: 88), title: Color(red: 1, green: 1, blue: 1, alpha: 0.85),
        badge: Color(red255: 96, green255: 96, blue255: 100), header: Color(red: 1, green: 1, blue: 1, alpha: 0.55))
    }
  }
}
