import Drawing
import TextShaping

// StateAnimator's demo screen (docs/onboarding-stateanimator-preview.md §2.4–§2.5), drawn from the model's views back to front.
// A hidden view draws nothing, its subviews included; otherwise a view and its subviews are
// one group at the view's alpha. Each view draws by its role: the backdrop photo, the blur
// (a dark translucent fill, [approx]), the white card with its rounded corners, the title
// (heaviest weight, centred both ways in its frame), the body text view (UITextView's insets:
// 8 pt above and below, 5 pt of line padding each side) and the photo card. firstView's
// background is clear, so its layer shadow follows its opaque content, the photo's rounded
// rectangle, and its own corner radius has nothing to round.
//
// Dark appearance keeps the photo, the blur and the gray title, and gives the white card and
// the black text iOS's dark equivalents: an elevated system background and white.

/// Draws the StateAnimator demo at one moment.
struct StateAnimatorRenderer {
  /// UITextView's default text container inset, top and bottom.
  static let textInsetVertical = 8.0
  /// UITextView's default line fragment padding, left and right.
  static let textInsetHorizontal = 5.0

  var appearance: Appearance
  var typography: Typography

  /// Records every view of `state`.
  func draw(_ state: StateAnimatorState, into list: inout DisplayList) {
    for view in state.views where view.superview == nil {
      draw(view, in: state, into: &list)
    }
  }

  /// Records `view` and, above it, its subviews.
  func draw(_ view: StateAnimatorState.View, in state: StateAnimatorState, into list: inout DisplayList) {
    guard !view.isHidden else { return }
    let subviews = state.views.filter { $0.superview == view.name && !$0.isHidden }
    if view.backgroundColor.alpha == 0 {
      // The shadow of a clear layer follows its subviews' opaque shapes.
      for subview in subviews {
        shadow(of: view)?.draw(under: subview.screenFrame, cornerRadius: subview.cornerRadius, into: &list)
      }
    } else {
      shadow(of: view)?.draw(under: view.screenFrame, cornerRadius: view.cornerRadius, into: &list)
    }
    list.withOpacity(view.alpha) { list in
      drawContent(of: view, into: &list)
      for subview in subviews {
        draw(subview, in: state, into: &list)
      }
    }
  }

  /// The view's layer shadow, or nil when it has none.
  func shadow(of view: StateAnimatorState.View) -> SoftShadow? {
    let shadow = view.shadow
    guard shadow.opacity > 0, shadow.color.alpha > 0 else { return nil }
    return SoftShadow(
      color: shadow.color, opacity: shadow.opacity * view.alpha, offset: shadow.offset, radius: shadow.radius)
  }

  /// Records what the view itself shows, by its role in the demo.
  func drawContent(of view: StateAnimatorState.View, into list: inout DisplayList) {
    let frame = view.screenFrame
    switch view.name {
    case "background":
      MountainBackdrop().draw(in: frame, into: &list)
    case "photo":
      CityPhoto().draw(in: frame, cornerRadius: view.cornerRadius, into: &list)
    default:
      list.fill(.roundedRect(frame, radius: Swift.min(view.cornerRadius, frame.width / 2, frame.height / 2)), color: adapted(view.backgroundColor))
    }
    guard let text = view.text, let size = view.fontSize else { return }
    let color = adapted(view.textColor ?? .black)
    if view.name == "label" {
      let layout = TextLayout(text, font: typography.font(.bold, size), width: frame.width, maxLines: 1, alignment: .center)
      list.draw(layout, at: Point(x: frame.minX, y: frame.midY - layout.size.height / 2), color: color)
    } else {
      let box = frame.insetBy(dx: Self.textInsetHorizontal, dy: Self.textInsetVertical)
      let font = typography.font(.regular, size)
      let lines = Swift.max(0, Int(box.height / font.lineHeight))
      guard lines > 0 else { return }
      list.draw(TextLayout(text, font: font, width: box.width, maxLines: lines, alignment: .left), at: box.origin, color: color)
    }
  }

  /// `color` in the current appearance: in dark mode the white card and black text swap.
  func adapted(_ color: Color) -> Color {
    guard appearance == .dark else { return color }
    if color == .white { return Color(red255: 28, green255: 28, blue255: 30) }
    if color == .black { return .white }
    return color
  }
}
