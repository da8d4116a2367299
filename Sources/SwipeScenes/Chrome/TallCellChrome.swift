import Drawing
import TextShaping

// Vertical-Centering.gif's screen (docs/readme-gif-measurements.md §5.10), at 1.0027 px/pt, so its
// pixels are points to within a third of a point. At rest a 96-pt bar holds
// "Edit" and the 34-pt bold large title "Inbox", with the tall Realm cell from
// y = 97. From t = 1.1 s the table scrolls up 167 pt along the GIF's measured
// track (frames 12–21); the large title rides up with it and gives way to the
// compact 17-pt title as the bar's bottom edge rises from 96 to 44 pt. The bar
// is translucent, so the cell and its actions show faintly beneath it. While the
// table scrolls, its vertical scroll indicator shows at the right edge and fades
// out once the scroll has stopped (docs/readme-gif-measurements.md §5.10).

/// Draws Vertical-Centering.gif's large-title bar over a scrolling table of tall cells.
struct TallCellChrome {
  /// Vertical-Centering.gif's 376 × 370 px at 1.0027 px/pt.
  static let canvasSize = Size(width: 375, height: 369)
  /// The swiped cell's top before the scroll.
  static let restingCellTop = 97.0
  /// How far the table scrolls: the cell ends 70 pt above the top, as the model places it.
  static let scrollDistance = 167.0
  /// The scroll, as a fraction of its distance, at the GIF's frames 11–21 (0.1 s apart from 1.1 s).
  static let scrollTrack = [0, 9.55, 47.65, 77.2, 105.3, 124.35, 134.45, 146.45, 158.5, 166.0, 167.0].map { $0 / 167 }
  /// When the scroll starts.
  static let scrollStart = 1.1
  /// The compact bar's height and the large-title bar's.
  static let compactBarHeight = 44.0, largeBarHeight = 96.0
  /// How opaque the bar is over content: blending (249,249,249) with the buttons beneath gives the GIF's bar colours at 0.76.
  static let barOpacity = 0.76

  /// The scroll indicator: a bar this wide, this far from the right edge, in the label colour at this opacity.
  static let indicatorWidth = 2.5, indicatorInset = 3.0, indicatorOpacity = 0.37
  /// The screen's bottom below the crop (a 667-pt screen less its 20-pt status bar): the indicator's track ends 3 pt above it.
  static let screenBottom = 647.0
  /// The indicator's length as a fraction of its track, and how far it moves per point scrolled once the bar is compact.
  static let indicatorLengthFraction = 0.289, indicatorTravel = 0.259
  /// How long the indicator takes to fade out after the scroll stops.
  static let indicatorFade = 0.2

  var palette: TablePalette
  var typography: Typography

  /// The table's scroll in points at `time`: the measured track, linear between frames.
  static func scroll(at time: Double) -> Double {
    let position = (time - scrollStart) / 0.1
    guard position > 0 else { return 0 }
    let index = Int(position)
    guard index + 1 < scrollTrack.count else { return scrollDistance }
    let fraction = position - Double(index)
    return scrollDistance * (scrollTrack[index] + (scrollTrack[index + 1] - scrollTrack[index]) * fraction)
  }

  /// When the scroll stops: the track's last sample.
  static var scrollEnd: Double { scrollStart + 0.1 * Double(scrollTrack.count - 1) }

  /// The scroll indicator's opacity (0–1 of `indicatorOpacity`) at `time`: full while the table
  /// scrolls, then an ease-in fade, 1 − t², so most of it is still there halfway through.
  static func indicatorAlpha(at time: Double) -> Double {
    guard time > scrollStart else { return 0 }
    let t = (time - scrollEnd) / indicatorFade
    guard t > 0 else { return 1 }
    // The tolerance keeps frame times that land on the fade's end by rounding (2.3 − 2.1) out.
    return t >= 1 - 1e-9 ? 0 : 1 - t * t
  }

  /// The scroll indicator's frame for a scroll of `scroll` points under a bar ending at `barBottom`.
  /// Its track runs from 3 pt under the bar to 3 pt above the screen's bottom; while the bar
  /// collapses the indicator stays at the track's top, then it moves down as the table scrolls on.
  static func indicatorFrame(scroll: Double, barBottom: Double) -> Rect {
    let trackTop = barBottom + indicatorInset
    let length = indicatorLengthFraction * (screenBottom - indicatorInset - trackTop)
    let travel = indicatorTravel * Swift.max(0, scroll - (largeBarHeight - compactBarHeight))
    return Rect(
      x: canvasSize.width - indicatorInset - indicatorWidth, y: trackTop + travel, width: indicatorWidth, height: length)
  }

  /// Where the swiped row's top-left corner is at `time`: its resting place, less the table's scroll.
  static func rowsOrigin(at time: Double) -> Point { Point(x: 0, y: restingCellTop - scroll(at: time)) }

  func draw(rows: SwipeRowsDrawing, title: String, at time: Double, into list: inout DisplayList) {
    let size = Self.canvasSize
    let scroll = Self.scroll(at: time)
    list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: palette.background)
    rows.draw(at: Self.rowsOrigin(at: time), bodyLines: 0, limit: size.height, into: &list)
    let barBottom = Swift.max(Self.compactBarHeight, Self.largeBarHeight - scroll)
    // The indicator belongs to the table, so it is drawn over the rows and under the bar.
    let indicatorAlpha = Self.indicatorAlpha(at: time)
    if indicatorAlpha > 0 {
      list.withOpacity(Self.indicatorOpacity * indicatorAlpha) { list in
        list.fill(
          .roundedRect(Self.indicatorFrame(scroll: scroll, barBottom: barBottom), radius: Self.indicatorWidth / 2),
          color: palette.label)
      }
    }
    list.withOpacity(Self.barOpacity) { list in
      list.fill(Rect(x: 0, y: 0, width: size.width, height: barBottom), color: palette.bar)
    }
    // The GIF's hairline is one whole pixel (≈ 1 pt here) in the row under the bar (y = 96, then 44).
    list.fill(Rect(x: 0, y: barBottom - 0.2, width: size.width, height: 1), color: palette.barHairline)
    let editFont = typography.font(.regular, 17)
    let edit = TextLayout("Edit", font: editFont, maxLines: 1)
    list.draw(edit, at: Point(x: 359 - edit.size.width, y: 28 - editFont.ascent), color: palette.tint)
    // The large title scrolls away with the content; the compact one fades in as the bar settles.
    let largeAlpha = Swift.min(1, Swift.max(0, (47 - scroll) / 10))
    let largeFont = typography.font(.bold, 34)
    list.clipped(to: Rect(x: 0, y: 0, width: size.width, height: barBottom)) { list in
      list.withOpacity(largeAlpha) { list in
        list.draw(TextLayout(title, font: largeFont, maxLines: 1), at: Point(x: 16, y: 79 - scroll - largeFont.ascent), color: palette.label)
      }
    }
    let compactAlpha = Swift.min(1, Swift.max(0, (scroll - 45) / 12))
    let compactFont = typography.font(.semibold, 17)
    list.withOpacity(compactAlpha) { list in
      let title = TextLayout(title, font: compactFont, width: size.width, maxLines: 1, alignment: .center)
      list.draw(title, at: Point(x: 0, y: 27.5 - compactFont.ascent), color: palette.label)
    }
  }
}
