import Drawing
import TextShaping

// TableViewCellOnboarding's demo screen (docs/onboarding-stateanimator-preview.md §1.6): a plain table under the status bar, with
// 28-pt sticky headers "A"…"E" and 126-pt animal rows (picture, 17-pt medium name, 17-pt
// description). The name is centred in its 21-pt label; the description starts at its label's
// top, as a label sized to its lines would, and wraps flush left (the original is justified;
// the text stack has no justification). The hint (docs/onboarding-stateanimator-preview.md §1.3) lays the row's snapshot and one block per action over
// the first row, clipped to it, and slides them by the state's offset; the live row beneath
// never moves. Right to left, the rows' content is laid out mirrored: the picture on the
// right, the text flush right. Headers are drawn last, as a table keeps them above its cells.

/// Draws the onboarding demo table and the hint's overlay at one moment.
struct OnboardingRenderer {
  /// The inset of a header title from the leading edge, matching the separators' inset.
  static let headerInset = 15.0

  var palette: TablePalette
  var typography: Typography
  var direction: OnboardingHint.Direction
  /// A plain table's section header background.
  var headerBackground: Color

  /// Creates a renderer for an appearance.
  init(appearance: Appearance, typography: Typography, direction: OnboardingHint.Direction) {
    palette = TablePalette.standard(appearance)
    self.typography = typography
    self.direction = direction
    headerBackground =
      appearance == .light ? Color(red255: 247, green255: 247, blue255: 247) : Color(red255: 28, green255: 28, blue255: 30)
  }

  /// Records the screen showing `state` over `table`.
  func draw(_ state: OnboardingState, table: OnboardingDemoTable, into list: inout DisplayList) {
    let size = OnboardingDemoTable.canvasSize
    list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: palette.background)
    for (index, row) in table.rows.enumerated() {
      drawRow(row, seed: index, into: &list)
    }
    if state.overlayVisible, let row = table.hintedRow {
      list.clipped(to: state.cellFrame) { list in
        // The snapshot and the blocks always cover the whole cell; covering it first keeps the
        // live row from showing through their shared, antialiased edge.
        list.fill(state.cellFrame, color: palette.background)
        list.transformed(by: .translation(x: state.snapshotFrame.minX - state.cellFrame.minX, y: 0)) { list in
          drawRow(row, seed: 0, into: &list)
        }
        state.drawBlocks(typography: typography, into: &list)
      }
    }
    for header in table.headers {
      drawHeader(header, into: &list)
    }
    list.fill(Rect(x: 0, y: 0, width: size.width, height: StatusBar.height), color: palette.background)
    StatusBar(palette: palette, typography: typography)
      .draw(in: Rect(x: 0, y: 0, width: size.width, height: StatusBar.height), into: &list)
  }

  /// `rect` as the layout direction places it: mirrored about the canvas' centre right to left.
  func placed(_ rect: Rect) -> Rect {
    guard direction == .rightToLeft else { return rect }
    return Rect(x: OnboardingDemoTable.canvasSize.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
  }

  /// Where text starts on its line: the leading edge of the label.
  var textAlignment: TextLayout.Alignment { direction == .leftToRight ? .left : .right }

  /// Records one cell: background, picture, name, description and separator.
  func drawRow(_ row: OnboardingDemoTable.Row, seed: Int, into list: inout DisplayList) {
    list.fill(row.frame, color: palette.background)
    LandscapeArtwork(seed: seed).draw(in: placed(row.imageFrame), into: &list)
    let titleFont = typography.font(.medium, 17)
    let title = TextLayout(row.title, font: titleFont, width: row.titleFrame.width, maxLines: 1, alignment: textAlignment)
    drawCentred(title, in: placed(row.titleFrame), color: palette.label, into: &list)
    let bodyFont = typography.font(.regular, 17)
    let lines = Swift.max(1, Int(row.descriptionFrame.height / bodyFont.lineHeight))
    let body = TextLayout(
      row.description, font: bodyFont, width: row.descriptionFrame.width, maxLines: lines, alignment: textAlignment)
    list.draw(body, at: placed(row.descriptionFrame).origin, color: palette.label)
    list.fill(placed(row.separatorFrame), color: palette.separator)
  }

  /// Records a sticky header: its background and its title on the leading side.
  func drawHeader(_ header: OnboardingDemoTable.Header, into list: inout DisplayList) {
    list.fill(header.frame, color: headerBackground)
    let font = typography.font(.semibold, 17)
    let box = header.frame.insetBy(dx: Self.headerInset, dy: 0)
    let title = TextLayout(header.title, font: font, width: box.width, maxLines: 1, alignment: textAlignment)
    drawCentred(title, in: box, color: palette.label, into: &list)
  }

  /// Records `layout` with its lines centred vertically in `box`, as a label centres its text.
  func drawCentred(_ layout: TextLayout, in box: Rect, color: Color, into list: inout DisplayList) {
    list.draw(layout, at: Point(x: box.minX, y: box.midY - layout.size.height / 2), color: color)
  }
}
