import Drawing

extension StateAnimatorDemo {
  /// The average colour of the mountain backdrop photo, which stands in for the photo.
  public static let backdropColor = Color(red255: 215, green255: 226, blue255: 232)
  /// The dark blur over the backdrop, modelled as a translucent dark fill [approx].
  public static let blurColor = Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.73)
  /// The photo's natural size in points (1152 × 768 px at 2×); it is never scaled, only cropped
  /// around its centre by the card (content mode centre).
  public static let photoSize = Size(width: 576, height: 384)
  /// The photo card's own corner radius, which never changes.
  public static let photoCornerRadius = 4.0
  /// The title's point size (system 32, asked with an out-of-range weight: the heaviest).
  public static let titleFontSize = 32.0
  /// The body text's point size: UITextView's default [unverified].
  public static let bodyFontSize = 12.0
  /// The title text.
  public static let titleText = "New York"
  /// The body text, Latin filler.
  public static let bodyText = """
    Lorem ipsum dolor sit amet conubia, nostra per inceptos himenaeos. Curabitur sodales ligula \
    in libero, sed dignissim lacinia nunc. Mauris massa vestibulum lacinia arcu eget nulla, \
    class aptent taciti sociosqu ad litora torquent per conubia nostra.
    """
  /// Dark appearance keeps the photo, the blur and the gray title, and gives the white card and
  /// the black text iOS's dark equivalents: an elevated system background and white.
  public static let darkColors: [Color: Color] = [.white: Color(red255: 28, green255: 28, blue255: 30), .black: .white]

  /// The views back to front: the full-screen backdrop and blur, the white card with its title
  /// and body text, and the photo card, whose photo is pinned to its edges.
  public static var views: [StateAnimator.View] {
    let screen = Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
    let card = cardFrame(.collapsed)
    return [
      .init("background", look: .init(frame: screen), content: .picture(Picture(.mountainBackdrop))),
      .init("blur", look: .init(frame: screen), backgroundColor: blurColor),
      .init("secondView", backgroundColor: .white),
      .init(
        "label", parent: "secondView",
        content: .label(.init(titleText, fontSize: titleFontSize, weight: .bold, alignment: .center))),
      .init(
        "textView", parent: "secondView",
        content: .textView(.init(bodyText, fontSize: bodyFontSize, alignment: .left, numberOfLines: 0))),
      .init("firstView"),
      .init(
        "photo", parent: "firstView",
        look: .init(frame: Rect(x: 0, y: 0, width: card.width, height: card.height), cornerRadius: photoCornerRadius),
        content: .picture(Picture(.cityPhoto)), autoresizingMask: [.flexibleWidth, .flexibleHeight]),
    ]
  }
}
