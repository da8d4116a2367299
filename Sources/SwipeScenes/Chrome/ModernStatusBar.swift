import Drawing
import Foundation
import TextShaping

// Today's iPhone status bar (docs/ios-metrics.md §6), 54 pt tall, measured on
// iPhone 14 Pro–class screens (393 pt): the Dynamic Island, a black capsule
// 126.3 × 37.3 pt 11.3 pt from the top, centred; "9:41" in 17-pt semibold
// centred in the leading ear, its vertical centre level with the island's;
// on the trailing side, centred on the same line, the cellular bars (17 × 11),
// Wi-Fi (15.5 × 11) and the battery (27.3 × 13 outline at 35 % opacity with a
// 1.3-pt nub, filled 2 pt inside), 7 pt and 5 pt apart, ending 21 pt from the edge.

/// Draws the modern status bar's items (not its background).
struct ModernStatusBar {
  /// The bar's height.
  static let height = 54.0
  /// The Dynamic Island's size.
  static let islandSize = Size(width: 126.3, height: 37.3)
  /// The island's distance from the top.
  static let islandTop = 11.3

  var palette: TablePalette
  var typography: Typography

  /// Records the items in `bar` (its width the screen's).
  func draw(in bar: Rect, into list: inout DisplayList) {
    let island = Rect(
      x: bar.midX - Self.islandSize.width / 2, y: bar.minY + Self.islandTop, width: Self.islandSize.width,
      height: Self.islandSize.height)
    list.fill(.roundedRect(island, radius: island.height / 2), color: .black)
    let centerY = island.midY
    // The time, centred in the ear left of the island.
    let font = typography.font(.semibold, 17)
    let ear = island.minX - bar.minX
    let clock = TextLayout("9:41", font: font, width: ear, maxLines: 1, alignment: .center)
    list.draw(clock, at: Point(x: bar.minX + 3, y: centerY - font.lineHeight / 2), color: palette.label)
    // Trailing: battery at the edge, Wi-Fi and cellular before it.
    let battery = Rect(x: bar.maxX - 21 - 27.3 - 1.3, y: centerY - 6.5, width: 27.3, height: 13)
    var outline = PathBuilder()
    outline.addRoundedRect(battery, radius: 4.3)
    outline.addRoundedRect(battery.insetBy(dx: 1, dy: 1), radius: 3.3)
    list.fill(outline.finish() ?? .empty, color: palette.label.withAlphaMultiplied(by: 0.35), rule: .evenOdd)
    list.fill(.roundedRect(battery.insetBy(dx: 2, dy: 2), radius: 2.5), color: palette.label)
    var nub = PathBuilder()
    nub.addRoundedRect(Rect(x: battery.maxX + 0.3, y: centerY - 2.2, width: 1.3, height: 4.4), radius: 0.65)
    list.fill(nub.finish() ?? .empty, color: palette.label.withAlphaMultiplied(by: 0.35))
    let wifiRight = battery.minX - 5
    drawWiFi(center: Point(x: wifiRight - 7.75, y: centerY + 5), into: &list)
    let cellularRight = wifiRight - 15.5 - 5
    for k in 0..<4 {
      let h = 4.0 + Double(k) * 2.35
      let bar = Rect(x: cellularRight - 17 + Double(k) * 4.7, y: centerY + 5.5 - h, width: 3.2, height: h)
      list.fill(.roundedRect(bar, radius: 1), color: palette.label)
    }
  }

  /// Wi-Fi: three nested 90° sectors fanning up from a point `center`, each a band 2.2 pt thick.
  private func drawWiFi(center: Point, into list: inout DisplayList) {
    var wifi = PathBuilder()
    for (outer, inner) in [(11.0, 8.2), (6.9, 4.1)] {
      let steps = 12
      func point(_ r: Double, _ k: Int) -> Point {
        let angle = -Double.pi * 0.75 + Double(k) / Double(steps) * Double.pi / 2
        return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
      }
      wifi.move(to: point(outer, 0))
      for k in 1...steps { wifi.line(to: point(outer, k)) }
      for k in (0...steps).reversed() { wifi.line(to: point(inner, k)) }
      wifi.close()
    }
    // The innermost sector: a wedge to the point.
    wifi.move(to: center)
    for k in 0...12 {
      let angle = -Double.pi * 0.75 + Double(k) / 12 * Double.pi / 2
      wifi.line(to: Point(x: center.x + 2.8 * cos(angle), y: center.y + 2.8 * sin(angle)))
    }
    wifi.close()
    list.fill(wifi.finish() ?? .empty, color: palette.label)
  }
}
