import Drawing

/// How a swipe scene is staged: what surrounds the swiped cell and how it looks.
public struct SwipeStage: Hashable, Sendable {
  /// What surrounds the cell.
  public enum Kind: Hashable, Sendable {
    /// The rows alone, the swiped row at the top (the 440-px README GIFs).
    case row
    /// Hero.gif's phone: device frame, status bar, "Inbox" bar, the list.
    case phone
    /// Vertical-Centering.gif's large-title bar over a tall cell, with the table scrolling up first.
    case tallCell
  }

  /// What surrounds the cell.
  public var kind: Kind
  /// The 2017 button content placement, or nil for the current layout.
  public var placement: LegacyButtonPlacement?
  /// The colours in light appearance, when the scene reproduces a capture; nil for iOS's own.
  public var lightPalette: TablePalette?

  /// The palette for an appearance.
  public func palette(_ appearance: Appearance) -> TablePalette {
    appearance == .light ? lightPalette ?? .standard(.light) : .standard(appearance)
  }

  /// Creates a stage.
  ///
  /// - Parameters:
  ///   - kind: The surroundings. Default: one row.
  ///   - placement: The README GIFs' button placement, or nil for §2.3's. Default: the README GIFs'.
  ///   - lightPalette: Light colours of a capture, or nil for iOS's. Default: the 440-px GIFs'.
  public init(
    kind: Kind = .row, placement: LegacyButtonPlacement? = .readme2017,
    lightPalette: TablePalette? = .readmeCapture
  ) {
    self.kind = kind
    self.placement = placement
    self.lightPalette = lightPalette
  }

  /// The drawing's size in points for a cell of `cellWidth` × `cellHeight`.
  public func size(cellWidth: Double, cellHeight: Double) -> Size {
    switch kind {
    case .row: Size(width: cellWidth, height: cellHeight)
    case .phone: PhoneChrome.canvasSize
    case .tallCell: TallCellChrome.canvasSize
    }
  }
}
