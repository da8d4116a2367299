import Drawing

/// How a swipe scene is staged: what surrounds the table and how it looks.
public struct SwipeStage: Hashable, Sendable {
  /// What surrounds the table.
  public enum Chrome: String, Hashable, Sendable, CaseIterable {
    /// The rows alone.
    case none
    /// A 20-pt status bar and a 44-pt navigation bar titled ``SwipeStage/title`` above the rows.
    case phone
    /// Hero.gif's device mock-up: the phone's body around a 414-pt screen with status bar,
    /// a navigation bar titled ``SwipeStage/title`` with "Edit", and the rows (a canvas of the GIF's 494 × 344 px at 0.9507 px/pt, 519.6 × 361.8 pt).
    case phoneMockup
    /// Vertical-Centering.gif's large-title bar over tall rows, the table scrolling up 167 pt
    /// from 1.1 s (a 375 × 369-pt canvas).
    case largeTitle
  }

  /// Which status bar the phone chrome shows.
  public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
    /// The 2017 status bar, 20 pt: carrier dots and Wi-Fi, "9:41 AM" centred, battery (Hero.gif's).
    case classic
    /// Today's iPhone, 54 pt: "9:41" on the leading side, the Dynamic Island, cellular, Wi-Fi and battery.
    case modern
  }

  /// What surrounds the table.
  public var chrome: Chrome
  /// The phone chrome's status bar. Default: classic, as the built-in scenes draw it.
  public var statusBar = StatusBarStyle.classic
  /// The navigation bar's title.
  public var title: String
  /// The canvas height in points, or nil for the rows' heights plus the chrome's.
  ///
  /// A taller canvas shows the background below the rows; a shorter one cuts them off.
  /// The mock-up and large-title chromes have canvases of their own size.
  public var height: Double?
  /// The 2017 button content placement, or nil for the current layout (docs/swipecellkit.md §2.3).
  public var placement: LegacyButtonPlacement?
  /// The colours in light appearance, when the scene reproduces a capture; nil for iOS's own.
  public var lightPalette: TablePalette?
  /// What shows where no row is (below the rows of a taller canvas): a colour, `.clear` for
  /// transparency, or nil for the table's background.
  public var background: Color?
  /// The canvas width in points when it differs from the swiped cell's (a row inset from the
  /// table's sides, an insetGrouped section), or nil for the cell's width.
  public var width: Double?
  /// Whether action colours run the row's full height when vertical centering narrows the
  /// wrappers to the visible band (the May 2018 README GIF, docs/swipecellkit.md §9); false keeps them in the band,
  /// as the library does now.
  public var actionColorsFillRow: Bool

  /// The palette for an appearance.
  public func palette(_ appearance: Appearance) -> TablePalette {
    appearance == .light ? lightPalette ?? .standard(.light) : .standard(appearance)
  }

  /// Creates a stage.
  ///
  /// - Parameters:
  ///   - chrome: The surroundings. Default: none.
  ///   - title: The navigation bar's title. Default: none.
  ///   - height: The canvas height in points. Default: the rows' and the chrome's.
  ///   - placement: The README GIFs' button placement, or nil for docs/swipecellkit.md §2.3's. Default: nil.
  ///   - lightPalette: Light colours of a capture, or nil for iOS's. Default: nil.
  ///   - background: The canvas background, `.clear` for transparency. Default: the table's.
  ///   - actionColorsFillRow: Action colours over the row's full height under vertical centering. Default: false.
  public init(
    chrome: Chrome = .none, title: String = "", height: Double? = nil, placement: LegacyButtonPlacement? = nil,
    lightPalette: TablePalette? = nil, background: Color? = nil, actionColorsFillRow: Bool = false
  ) {
    self.chrome = chrome
    self.title = title
    self.height = height
    self.placement = placement
    self.lightPalette = lightPalette
    self.background = background
    self.actionColorsFillRow = actionColorsFillRow
  }

  /// The height of the phone chrome's bars above the rows with the classic status bar.
  public static let phoneBarsHeight = 64.0

  /// The height of the phone chrome's bars above the rows: the status bar's and the 44-pt navigation bar's.
  public var barsHeight: Double { statusBar == .modern ? ModernStatusBar.height + 44 : Self.phoneBarsHeight }

  /// The drawing's size in points for rows `cellWidth` wide and `rowsHeight` tall in all.
  public func size(cellWidth: Double, rowsHeight: Double) -> Size {
    switch chrome {
    case .none: Size(width: cellWidth, height: height ?? rowsHeight)
    case .phone: Size(width: cellWidth, height: height ?? rowsHeight + barsHeight)
    case .phoneMockup: PhoneChrome.canvasSize
    case .largeTitle: TallCellChrome.canvasSize
    }
  }
}
