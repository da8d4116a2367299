import Drawing
import SwipeScenes

extension TablePalette {
  /// The 440-px README GIFs' look: text as light as the GIFs show it on average.
  ///
  /// The captures are lighter than the storyboard's colours (as their button
  /// colours are, docs/readme-gif-measurements.md §3a), and Inter's strokes carry more ink than San
  /// Francisco's, so black and (102,102,102) text measure darker than the GIFs
  /// over each text band. These inks give each band the GIFs' mean darkness
  /// (sender, subject, date and body rows of Transition-Border's rest frame).
  public static let readmeCapture: TablePalette = {
    var p = standard(.light)
    p.label = Color(red255: 36, green255: 36, blue255: 36)
    p.secondaryLabel = Color(red255: 136, green255: 136, blue255: 136)
    p.chevron = Color(red255: 206, green255: 206, blue255: 205)
    p.tint = Color(red255: 42, green255: 135, blue255: 255)
    return p
  }()
}

extension TablePalette {
  /// Hero.gif's look: darker text than the 440-px GIFs, as its smaller capture shows it.
  ///
  /// Hero's rows carry about 1.2–1.3 times the ink of our text in the 440-px
  /// inks over each text band (docs/readme-gif-measurements.md §5.9: body darkest 99–108), so labels
  /// are black and the date and body (106,106,106). Its separator is a whole
  /// GIF pixel of (219,219,220); drawn as a half-point line it takes the
  /// darker grey that puts the same ink in the row.
  public static let heroCapture: TablePalette = {
    var p = standard(.light)
    p.label = .black
    p.secondaryLabel = Color(red255: 106, green255: 106, blue255: 106)
    p.chevron = Color(red255: 202, green255: 202, blue255: 203)
    p.separator = Color(red255: 183, green255: 183, blue255: 185)
    p.tint = Color(red255: 34, green255: 111, blue255: 253)
    return p
  }()
}
