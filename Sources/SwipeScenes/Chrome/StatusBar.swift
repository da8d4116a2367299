import Drawing
import Foundation
import TextShaping

// The 20-pt iOS status bar of Hero.gif (docs/readme-gif-measurements.md §5.9): five signal dots and Wi-Fi on the
// left, "9:41 AM" centred, then location, Bluetooth and a charging battery on the right.
// Positions were measured on the GIF's 414-pt screen; on other widths the left items keep
// their distance from the left edge and the right items theirs from the right edge.

/// Draws the status bar's items (not its background) in a 20-pt bar.
struct StatusBar {
  /// The screen width the item positions were measured on.
  static let referenceWidth = 414.0
  /// The bar's height.
  static let height = 20.0

  var palette: TablePalette
  var typography: Typography

  /// Records the items of a bar whose top-left corner is at `bar.origin` and whose width is `bar.width`.
  func draw(in bar: Rect, into list: inout DisplayList) {
    let x0 = bar.minX, y0 = bar.minY, w = bar.width
    // Right-hand items are placed from where the left edge of a reference-width bar would be.
    let right = bar.maxX - Self.referenceWidth
    for k in 0..<5 {
      list.fill(.circle(center: Point(x: x0 + 9.25 + Double(k) * 7.02, y: y0 + 10.0), radius: 2.7), color: palette.label)
    }
    // Wi-Fi: a dot and two 90° arcs fanning up from it, as round-capped polylines.
    var wifi = PathBuilder()
    let hub = Point(x: x0 + 49.2, y: y0 + 14.6)
    wifi.addCircle(center: Point(x: hub.x, y: hub.y - 1.2), radius: 1.2)
    for radius in [4.6, 8.0] {
      let arc = (0...8).map { k -> Point in
        let angle = -Double.pi * 0.75 + Double(k) / 8 * Double.pi / 2
        return Point(x: hub.x + radius * cos(angle), y: hub.y + radius * sin(angle))
      }
      wifi.addPolyline(arc, width: 1.4)
    }
    list.fill(wifi.finish() ?? .empty, color: palette.label)
    let clockFont = typography.font(.semibold, 12.5)
    let clock = TextLayout("9:41 AM", font: clockFont, width: w, maxLines: 1, alignment: .center)
    list.draw(clock, at: Point(x: x0 + 2.2, y: y0 + 14.4 - clockFont.ascent), color: palette.label)
    var arrow = PathBuilder()
    arrow.move(to: Point(x: right + 356.6, y: y0 + 6))
    arrow.line(to: Point(x: right + 347.6, y: y0 + 10.5))
    arrow.line(to: Point(x: right + 351.9, y: y0 + 10.9))
    arrow.line(to: Point(x: right + 352.3, y: y0 + 15.2))
    arrow.close()
    list.fill(arrow.finish() ?? .empty, color: palette.label)
    var bluetooth = PathBuilder()
    bluetooth.addPolyline(
      [Point(x: right + 363.1, y: y0 + 7.4), Point(x: right + 368.9, y: y0 + 12.8), Point(x: right + 365.9, y: y0 + 15.6),
       Point(x: right + 365.9, y: y0 + 4.6), Point(x: right + 368.9, y: y0 + 7.4), Point(x: right + 363.1, y: y0 + 12.8)], width: 0.7)
    list.fill(bluetooth.finish() ?? .empty, color: palette.label)
    // A full, charging battery: green up to a thin outline, and the terminal nub.
    let battery = Rect(x: right + 376.1, y: y0 + 5.6, width: 22.5, height: 9.4)
    list.fill(.roundedRect(battery, radius: 2.2), color: palette.label)
    list.fill(.roundedRect(battery.insetBy(dx: 0.7, dy: 0.7), radius: 1.6), color: Color(red255: 86, green255: 217, blue255: 91))
    list.fill(.roundedRect(Rect(x: battery.maxX, y: y0 + 8.4, width: 1.9, height: 3.2), radius: 0.6), color: palette.label)
    var bolt = PathBuilder()
    bolt.move(to: Point(x: right + 407.0, y: y0 + 5.6))
    bolt.line(to: Point(x: right + 404.5, y: y0 + 11.4))
    bolt.line(to: Point(x: right + 406.7, y: y0 + 11.4))
    bolt.line(to: Point(x: right + 405.9, y: y0 + 16.8))
    bolt.line(to: Point(x: right + 408.9, y: y0 + 10.0))
    bolt.line(to: Point(x: right + 406.8, y: y0 + 10.0))
    bolt.close()
    list.fill(bolt.finish() ?? .empty, color: palette.label)
  }
}
