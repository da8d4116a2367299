import Drawing

/// The demo app's table, laid out on a 375 × 667 canvas (docs/onboarding-stateanimator-preview.md §1.6).
///
/// A plain white table starts under a 20 pt status bar, with 28 pt section headers "A"…"E" and
/// 126 pt animal rows. Nothing scrolls, so every header sits where its section starts; rows and
/// headers below the canvas are listed too and are simply clipped when drawn.
public struct OnboardingDemoTable: Hashable, Sendable {
  /// The canvas size, an iPhone 8 screen in points.
  public static let canvasSize = Size(width: 375, height: 667)
  /// The status bar height; the table starts below it.
  public static let statusBarHeight = 20.0
  /// The section header height.
  public static let headerHeight = 28.0
  /// The row height.
  public static let rowHeight = 126.0
  /// The sections, titled "A"…"E", with their animals.
  public static let sections: [(title: String, rows: [String])] = [
    ("A", ["Anaconda"]), ("B", ["Bear", "Beaver"]), ("C", ["Cat", "Camel"]), ("D", ["Dingo"]),
    ("E", ["Elephant"]),
  ]
  /// The description every row shows under its title.
  public static let descriptionText = "This would be a description of the animal and its habits."
  /// The actions the demo's delegate returns for every row: Delete, then Amend.
  public static let actions = [
    OnboardingHint.RowAction(title: "Delete", style: .destructive),
    OnboardingHint.RowAction(title: "Amend", style: .normal),
  ]

  /// A sticky section header.
  public struct Header: Hashable, Sendable, Encodable {
    /// The section's title.
    public var title: String
    /// The header's rectangle on the canvas.
    public var frame: Rect
  }

  /// One row and the frames of its content, all on the canvas.
  public struct Row: Hashable, Sendable, Encodable {
    /// The animal's name, the title label's text (17 pt medium).
    public var title: String
    /// The description label's text (17 pt regular, justified, several lines).
    public var description: String
    /// The cell's rectangle.
    public var frame: Rect
    /// The 85 × 105 image placeholder at (15, 11) in the cell.
    public var imageFrame: Rect
    /// The title label: x 108, y 11, 21 tall, 16 from the trailing edge.
    public var titleFrame: Rect
    /// The description label: x 108, y 40, 15 from the trailing edge, down to the image's bottom.
    public var descriptionFrame: Rect
    /// The bottom separator line, inset 15 on the left, one 2× pixel thick.
    public var separatorFrame: Rect
  }

  /// The headers in order.
  public let headers: [Header]
  /// The rows in order, section by section.
  public let rows: [Row]

  /// Lays out the demo table.
  public init() {
    var y = Self.statusBarHeight
    var headers: [Header] = []
    var rows: [Row] = []
    let width = Self.canvasSize.width
    for section in Self.sections {
      headers.append(Header(title: section.title, frame: Rect(x: 0, y: y, width: width, height: Self.headerHeight)))
      y += Self.headerHeight
      for title in section.rows {
        rows.append(Self.row(title: title, top: y, width: width))
        y += Self.rowHeight
      }
    }
    self.headers = headers
    self.rows = rows
  }

  /// The cell the hint plays on: the first row of the first section ("Anaconda").
  public var hintedRow: Row? { rows.first }

  private static func row(title: String, top: Double, width: Double) -> Row {
    let image = Rect(x: 15, y: top + 11, width: 85, height: 105)
    let hairline = 0.5
    return Row(
      title: title, description: descriptionText,
      frame: Rect(x: 0, y: top, width: width, height: rowHeight),
      imageFrame: image,
      titleFrame: Rect(x: 108, y: top + 11, width: width - 108 - 16, height: 21),
      descriptionFrame: Rect(x: 108, y: top + 40, width: width - 108 - 15, height: image.maxY - (top + 40)),
      separatorFrame: Rect(x: 15, y: top + rowHeight - hairline, width: width - 15, height: hairline))
  }
}
