import Layout
import TextShaping

extension StateAnimator {
  /// What a view shows over its background, as the UIKit view it stands for draws it.
  public enum ViewContent: Hashable, Sendable {
    /// Nothing: a plain `UIView`.
    case none
    /// A `UIImageView` showing a built-in picture, placed as the picture's kind says.
    case picture(Picture)
    /// A `UILabel`: the text laid out across the frame's width and centred vertically in it.
    case label(Text)
    /// A `UITextView`: the text from the top, inside UITextView's default insets (8 pt above and
    /// below, 5 pt of line padding each side), as many whole lines as fit.
    case textView(Text)
    /// A view of SwiftUI's vocabulary (the Layout target, docs/layout.md), as a hosting view
    /// shows it: offered the frame's size, centred in the frame, in the view's text colour.
    case content(Layout.View)

    /// The text shown, for labels and text views.
    public var text: Text? {
      switch self {
      case .label(let text), .textView(let text): text
      case .none, .picture, .content: nil
      }
    }
  }

  /// A label's or text view's text and how it is set. Its colour is the view's ``ViewLook/textColor``.
  public struct Text: Hashable, Sendable {
    /// The string.
    public var string: String
    /// The point size. Default: 17, UIKit's body size.
    public var fontSize: Double
    /// The weight. Default: regular.
    public var weight: FontWeight
    /// The horizontal alignment. Default: natural.
    public var alignment: TextLayout.Alignment
    /// The most lines shown, 0 for no limit (a text view shows what fits). Default: 1 for a
    /// label as UILabel's `numberOfLines`, 0 for a text view.
    public var numberOfLines: Int

    /// Creates text.
    ///
    /// - Parameters:
    ///   - string: The string.
    ///   - fontSize: The point size. Default: 17.
    ///   - weight: The weight. Default: regular.
    ///   - alignment: The alignment. Default: natural.
    ///   - numberOfLines: The most lines, 0 for no limit. Default: 1.
    public init(
      _ string: String, fontSize: Double = 17, weight: FontWeight = .regular, alignment: TextLayout.Alignment = .natural,
      numberOfLines: Int = 1
    ) {
      self.string = string
      self.fontSize = fontSize
      self.weight = weight
      self.alignment = alignment
      self.numberOfLines = numberOfLines
    }
  }
}
