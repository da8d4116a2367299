import Drawing
import Foundation
import TextShaping

// Hero.gif's phone mock-up, drawn with vector shapes. Positions are the GIF's
// pixels (docs/readme-gif-measurements.md §5.9) divided by the GIF's 0.9507 px/pt (a 74-pt button
// measures 70.35 px), and the canvas is the GIF's 494 × 344 px at that scale,
// so a GIF pixel position lands where it was measured: device body from
// (19.7, 22.9) px with 70-px
// corners, side buttons, sensor dot, camera and earpiece; a 3-px dark bezel;
// a 414-pt screen at (50, 143) px with a 20-pt status bar ("9:41 AM"), a 44-pt
// "Inbox" bar with "Edit", and the list from 64 pt below the screen's top.

/// Draws Hero.gif's phone, status bar and navigation bar around a list.
struct PhoneChrome {
  /// GIF pixels per point: a 74-pt button measures 70.35 px.
  static let pixelsPerPoint = 70.35 / 74
  /// Hero.gif's 494 × 344 px at ``pixelsPerPoint`` (519.6 × 361.8 pt).
  static let canvasSize = Size(width: 494 / pixelsPerPoint, height: 344 / pixelsPerPoint)
  /// The screen's top-left corner.
  static let screenOrigin = Point(x: 50 / pixelsPerPoint, y: 143 / pixelsPerPoint)
  /// Where the swiped row's top-left corner is: on the screen, under the 64-pt bars.
  static let rowsOrigin = Point(x: screenOrigin.x, y: screenOrigin.y + 64)
  /// The screen's width: the 414-pt iPhone the GIF was recorded on.
  static let screenWidth = 414.0

  var palette: TablePalette
  var typography: Typography

  /// A GIF pixel coordinate in points.
  func pt(_ px: Double) -> Double { px / Self.pixelsPerPoint }

  func draw(rows: SwipeRowsDrawing, title: String, into list: inout DisplayList) {
    let size = Self.canvasSize
    list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: .white)
    drawDevice(into: &list)
    let screen = Rect(x: Self.screenOrigin.x, y: Self.screenOrigin.y, width: Self.screenWidth, height: size.height)
    list.clipped(to: screen) { list in
      list.fill(screen, color: palette.background)
      rows.draw(at: Self.rowsOrigin, bodyLines: 2, limit: size.height, into: &list)
      drawBars(screen: screen, title: title, showsEdit: true, into: &list)
    }
  }

  /// The rim's grey levels from the body's outer edge inward, one per GIF pixel (docs/readme-gif-measurements.md §5.9).
  static let rimLevels: [Double] = [146, 160, 178, 200, 212, 219, 227, 219, 219, 227]

  private func drawDevice(into list: inout DisplayList) {
    let face = Color(red255: 236, green255: 238, blue255: 240)
    let dark = Color(red255: 30, green255: 30, blue255: 32)
    let button = Color(red255: 200, green255: 201, blue255: 204)
    // Side buttons, 2.5 px proud of the rim: the mute switch and the volume keys on the left,
    // the sleep key on the right.
    for (x, y0, y1) in [(17.0, 144.0, 176.0), (17.0, 224.0, 288.0), (17.0, 308.0, 372.0), (469.5, 224.0, 288.0)] {
      list.fill(.roundedRect(Rect(x: pt(x), y: pt(y0), width: pt(5), height: pt(y1 - y0)), radius: 1.5), color: button)
    }
    // The body: a metallic rim shading from dark to light over ten pixels, then white.
    let body = Rect(x: pt(19.7), y: pt(22.9), width: pt(452.6), height: 400)
    let corner = pt(70.2)
    for (k, level) in Self.rimLevels.enumerated() {
      let inset = pt(Double(k))
      list.fill(.roundedRect(body.insetBy(dx: inset, dy: inset), radius: corner - inset), color: Color(red255: level, green255: level, blue255: level))
    }
    let inner = pt(Double(Self.rimLevels.count))
    list.fill(.roundedRect(body.insetBy(dx: inner, dy: inner), radius: corner - inner), color: .white)
    // The front glass: 21.5 px in from the sides, and at the top right under the rim.
    let glass = Rect(x: pt(41.2), y: pt(33), width: pt(410.1), height: 400)
    list.fill(.roundedRect(glass, radius: pt(49)), color: face)
    list.fill(.circle(center: Point(x: pt(246.5), y: pt(58.5)), radius: pt(4.7)), color: dark)
    list.fill(.circle(center: Point(x: pt(173.9), y: pt(83.3)), radius: pt(7.5)), color: dark)
    list.fill(.circle(center: Point(x: pt(173.9), y: pt(83.3)), radius: pt(3)), color: Color(red255: 55, green255: 62, blue255: 92))
    var earpiece = PathBuilder()
    earpiece.addCapsule(from: Point(x: pt(209.9), y: pt(83.9)), to: Point(x: pt(282.1), y: pt(83.9)), width: pt(7.2))
    list.fill(earpiece.finish() ?? .empty, color: Color(red255: 44, green255: 44, blue255: 47))
    // The screen's 3-px black bezel.
    list.fill(Rect(x: pt(47), y: pt(140), width: pt(401), height: 400), color: Color(red255: 37, green255: 37, blue255: 37))
    list.fill(Rect(x: pt(50), y: pt(143), width: pt(395), height: 400), color: palette.background)
  }

  func drawBars(
    screen: Rect, title: String, showsEdit: Bool = false, statusBar: SwipeStage.StatusBarStyle = .classic,
    into list: inout DisplayList
  ) {
    let x0 = screen.minX, y0 = screen.minY, w = screen.width
    // The navigation bar sits under the status bar: 20 pt (classic) or 54 pt (modern).
    let status = statusBar == .modern ? ModernStatusBar.height : StatusBar.height
    let bars = status + 44
    list.fill(Rect(x: x0, y: y0, width: w, height: bars), color: palette.background)
    // The mock-up's hairline is the colour Hero.gif shows; the plain bars take the palette's.
    let hairline = showsEdit ? Color(red255: 224, green255: 224, blue255: 226) : palette.barHairline
    list.fill(Rect(x: x0, y: y0 + (bars - 0.5), width: w, height: 0.5), color: hairline)
    let statusRect = Rect(x: x0, y: y0, width: w, height: status)
    switch statusBar {
    case .classic: StatusBar(palette: palette, typography: typography).draw(in: statusRect, into: &list)
    case .modern: ModernStatusBar(palette: palette, typography: typography).draw(in: statusRect, into: &list)
    }
    // Navigation bar: the title centred, and in the mock-up "Edit" on the right.
    let titleFont = typography.font(.semibold, 17)
    let titleText = TextLayout(title, font: titleFont, width: w, maxLines: 1, alignment: .center)
    list.draw(titleText, at: Point(x: x0, y: y0 + (status + 28.3) - titleFont.ascent), color: palette.label)
    guard showsEdit else { return }
    let editFont = typography.font(.regular, 17)
    let edit = TextLayout("Edit", font: editFont, maxLines: 1)
    list.draw(
      edit, at: Point(x: x0 + 395.1 - edit.size.width, y: y0 + 48.3 - editFont.ascent),
      color: Color(red255: 39, green255: 119, blue255: 229))
  }
}
