import Drawing
import SwipeScenes

extension TablePalette {
  /// The 440-px README GIFs' look: text as light as the GIFs show it on average.
  ///
  /// The captures are lighter than the storyboard's colours (as their button
  /// colours are, reference §3a), and Inter's strokes carry more ink than San
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
