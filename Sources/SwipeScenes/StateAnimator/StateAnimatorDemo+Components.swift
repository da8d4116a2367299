// The demo's component states (docs/onboarding-stateanimator-preview.md §2.5), frames derived from its constraints on 375 × 667.
//
// Each transition is named after its view and the state it leads to, so that a file can name
// every one of them. The outer component is firstView + secondView; secondView's transition hands the inner
// BackView (label + textView) its own state, which its own animators time. Each
// subcomponent keeps its own curve and duration (the intended semantics of docs/onboarding-stateanimator-preview.md §2.9).
// The fully expanded title keeps the width it had when its closure ran; the tap cycle only
// reaches that state from expanded, so it is the expanded width. The body text's layout in
// that state is applied as the after transition starts, and it then fades in.

import Drawing


extension StateAnimatorDemo {
  typealias Transition = StateAnimator.Transition
  typealias Details = StateAnimator.AnimationDetails

  /// The small shadow of the collapsed card.
  public static let smallShadow = StateAnimator.Shadow(
    color: .black, opacity: 0.4, offset: Size(width: 0, height: 4), radius: 5)
  /// The big shadow of the expanded card.
  public static let bigShadow = StateAnimator.Shadow(
    color: .black, opacity: 0.4, offset: Size(width: 0, height: 20), radius: 20)
  /// The expanded title's gray.
  public static let titleGray = Color(red: 0.7, green: 0.7, blue: 0.7)

  /// The whole demo's transitions to `state`: firstView + secondView (with BackView nested).
  ///
  /// - Parameter state: The target state.
  /// - Returns: The component state.
  public static func componentState(_ state: State) -> [StateAnimator.Transition] {
    firstView(state) + secondView(state)
  }

  static func cardFrame(_ state: State) -> Rect {
    let (w, h) = (canvasSize.width, canvasSize.height)
    switch state {
    case .collapsed: return Rect(x: (w - w * 3 / 4) / 2, y: (h - h / 1.8) / 2, width: w * 3 / 4, height: h / 1.8)
    case .expanded: return Rect(x: (w - w * 3 / 4) / 2, y: 100, width: w * 3 / 4, height: h / 1.8)
    case .fullyExpanded: return Rect(x: 0, y: 0, width: w, height: 200)
    }
  }

  static func sheetFrame(_ state: State) -> Rect {
    let (w, h) = (canvasSize.width, canvasSize.height)
    switch state {
    case .collapsed: return cardFrame(.collapsed)
    case .expanded: return Rect(x: (w - w * 9 / 10) / 2, y: 140, width: w * 9 / 10, height: h / 1.5)
    case .fullyExpanded: return Rect(x: 0, y: 200, width: w, height: h - 200)
    }
  }

  /// The title in secondView: bottom inset 40, sides 20, 40 tall; fully expanded, centred
  /// 187.5 from the left edge (SnapKit 3.1+) at the top, 20 down.
  static func labelFrame(_ state: State) -> Rect {
    let sheet = sheetFrame(state)
    switch state {
    case .collapsed, .expanded:
      return Rect(x: 20, y: sheet.height - 40 - 40, width: sheet.width - 40, height: 40)
    case .fullyExpanded:
      let width = labelFrame(.expanded).width
      return Rect(x: 187.5 - width / 2, y: 20, width: width, height: 40)
    }
  }

  /// The body text in secondView: 16 below the title, sides 20, bottom inset 10.
  static func textViewFrame(_ state: State) -> Rect {
    let sheet = sheetFrame(state)
    let top = labelFrame(state).maxY + 16
    return Rect(x: 20, y: top, width: sheet.width - 40, height: sheet.height - 10 - top)
  }

  static func firstView(_ state: State) -> [Transition] {
    let (radius, shadow, details): (Double, StateAnimator.Shadow, Details) =
      switch state {
      case .collapsed: (4, smallShadow, Details(curve: .easeOut, duration: 0.2))
      case .expanded: (4, bigShadow, Details(curve: .easeInOut, duration: 0.1))
      case .fullyExpanded: (0, .none, Details(curve: .easeInOut, duration: 0.2))
      }
    let look: [StateAnimator.Property] = [.frame(cardFrame(state)), .cornerRadius(radius), .shadow(shadow)]
    return [Transition(name: "firstView-\(state.rawValue)", endState: [.init("firstView", look)], details: details)]
  }

  static func secondView(_ state: State) -> [Transition] {
    let (radius, details): (Double, Details) =
      switch state {
      case .collapsed: (4, Details(curve: .linear, duration: 0.22))
      case .expanded: (10, Details(curve: .easeInOut, duration: 0.2))
      case .fullyExpanded: (0, Details(curve: .easeInOut, duration: 0.2))
      }
    let look: [StateAnimator.Property] = [.frame(sheetFrame(state)), .cornerRadius(radius)]
    return [
      Transition(
        name: "secondView-\(state.rawValue)", endState: [.init("secondView", look)], nested: backView(state),
        details: details)
    ]
  }

  /// BackView's own states: the title and the body text.
  static func backView(_ state: State) -> [Transition] {
    switch state {
    case .collapsed:
      return label(.collapsed, [.isHidden(true), .alpha(0), .textColor(.black)], Details(duration: 0.2))
        + textView(.collapsed, [.frame(textViewFrame(.collapsed)), .isHidden(true), .alpha(0)])
    case .expanded:
      return label(.expanded, [.isHidden(false), .alpha(1), .textColor(titleGray)], Details(curve: .easeInOut, duration: 0.4), before: [.alpha(0)])
        + textView(.expanded, [.frame(textViewFrame(.expanded)), .isHidden(true), .alpha(0)])
    case .fullyExpanded:
      let body = Transition(
        name: "textView-fullyExpanded", before: [.init("textView", [.frame(textViewFrame(.fullyExpanded))])],
        endState: [.init("textView", [.isHidden(false), .alpha(1)])], details: Details(curve: .easeIn, duration: 0.1))
      return label(.fullyExpanded, [.isHidden(false), .textColor(.black)], Details(curve: .easeInOut, duration: 0.2), after: [body])
    }
  }

  static func label(
    _ state: State, _ properties: [StateAnimator.Property], _ details: Details,
    before: [StateAnimator.Property] = [], after: [Transition] = []
  ) -> [Transition] {
    [
      Transition(
        name: "label-\(state.rawValue)", before: before.isEmpty ? [] : [.init("label", before)],
        endState: [.init("label", [.frame(labelFrame(state))] + properties)], after: after, details: details)
    ]
  }

  static func textView(_ state: State, _ properties: [StateAnimator.Property]) -> [Transition] {
    [Transition(name: "textView-\(state.rawValue)", endState: [.init("textView", properties)])]
  }
}
