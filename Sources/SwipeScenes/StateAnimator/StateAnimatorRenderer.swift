import Drawing
import Layout
import TextShaping

// A StateAnimator component drawn from the model's views back to front
// (docs/onboarding-stateanimator-preview.md §2.4–§2.6). A hidden view draws nothing, its subviews
// included; otherwise a view and its subviews are one group at the view's alpha. The layer
// shadow goes under the view's background, rounded by its corner radius; a view with a clear
// background casts the shadow of its subviews' shapes instead, as a layer's shadow follows its
// opaque content. Then the background (rounded by the corner radius) and the content: a picture
// placed as its kind says, a label's text laid across the frame and centred vertically, a text
// view's text inside UITextView's default insets (8 pt above and below, 5 pt of line padding
// each side); a content view laid out in the frame's size and centred in it, as a hosting
// view centres its root view. A view with a corner radius clips its content to its rounded frame. Subviews follow in
// order, unclipped, as UIKit draws them without `clipsToBounds`.
//
// In dark appearance every background and text colour with an entry in the component's dark
// colours takes it; shadows stay as given, as iOS's do.

/// Draws a StateAnimator component at one moment.
struct StateAnimatorRenderer {
  /// UITextView's default text container inset, top and bottom.
  static let textInsetVertical = 8.0
  /// UITextView's default line fragment padding, left and right.
  static let textInsetHorizontal = 5.0

  /// The colours to replace, light → dark; empty in light appearance.
  var darkColors: [Color: Color]
  var typography: Typography
  /// The appearance, which chooses the content views' control colours (switches, badges).
  var appearance: Appearance = .light

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

  /// Records the view's background and content.
  func drawContent(of view: StateAnimatorState.View, into list: inout DisplayList) {
    let frame = view.screenFrame
    let radius = Swift.max(0, Swift.min(view.cornerRadius, frame.width / 2, frame.height / 2))
    if view.backgroundColor.alpha > 0 {
      list.fill(.roundedRect(frame, radius: radius), color: adapted(view.backgroundColor))
    }
    switch view.content {
    case .none: return
    case .picture(let picture): picture.draw(in: frame, cornerRadius: radius, into: &list)
    case .label(let text), .textView(let text):
      guard radius > 0 else { return drawText(text, of: view, into: &list) }
      list.clipped(to: frame) { list in drawText(text, of: view, into: &list) }
    case .content(let content):
      guard radius > 0 else { return drawContent(content, of: view, into: &list) }
      list.clipped(to: Path.roundedRect(frame, radius: radius)) { list in drawContent(content, of: view, into: &list) }
    }
  }

  /// Records a content view, laid out in the view's frame and centred in it.
  func drawContent(_ content: Layout.View, of view: StateAnimatorState.View, into list: inout DisplayList) {
    let frame = view.screenFrame
    let typography = self.typography
    let environment = LayoutEnvironment(
      systemFont: { weight, size in typography.font(weight, size) }, foreground: adapted(view.textColor ?? .black),
      controls: ControlColors(appearance))
    let placed = content.mappingColors(adapted)
      .layout(in: ProposedSize(width: frame.width, height: frame.height), environment: environment)
    let origin = Point(
      x: frame.minX + (frame.width - placed.frame.width) / 2, y: frame.minY + (frame.height - placed.frame.height) / 2)
    placed.draw(at: origin, into: &list)
  }

  /// Records a label's or text view's text.
  func drawText(_ text: StateAnimator.Text, of view: StateAnimatorState.View, into list: inout DisplayList) {
    let frame = view.screenFrame
    let color = adapted(view.textColor ?? .black)
    let font = typography.font(text.weight, text.fontSize)
    if case .label = view.content {
      let layout = TextLayout(
        text.string, font: font, width: frame.width, maxLines: text.numberOfLines, alignment: text.alignment)
      list.draw(layout, at: Point(x: frame.minX, y: frame.midY - layout.size.height / 2), color: color)
    } else {
      let box = frame.insetBy(dx: Self.textInsetHorizontal, dy: Self.textInsetVertical)
      let fitting = Swift.max(0, Int(box.height / font.lineHeight))
      let lines = text.numberOfLines > 0 ? Swift.min(fitting, text.numberOfLines) : fitting
      guard lines > 0 else { return }
      list.draw(
        TextLayout(text.string, font: font, width: box.width, maxLines: lines, alignment: text.alignment), at: box.origin,
        color: color)
    }
  }

  /// `color` in the current appearance.
  func adapted(_ color: Color) -> Color { darkColors[color] ?? color }
}
