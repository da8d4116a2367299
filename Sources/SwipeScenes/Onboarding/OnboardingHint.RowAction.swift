import Drawing

extension OnboardingHint {
  /// One row action the hint reveals: a title and a colour, like a `UITableViewRowAction`, and
  /// optionally an image over the title, as a swipe action button shows one.
  public struct RowAction: Hashable, Sendable {
    /// The action's style, which picks the default colour.
    public enum Style: String, Hashable, Sendable, Encodable {
      /// A destructive action (e.g. Delete): system red by default.
      case destructive
      /// A normal action: light gray by default.
      case normal

      /// The colour a row action of this style has when none is set.
      ///
      /// UIKit documents the default as style-dependent without giving values; these are the
      /// iOS 7–12 values widely used by clones (docs/onboarding-stateanimator-preview.md §1.7, marked unverified there):
      /// destructive #FF3B30, normal #C7C7CC.
      public var defaultColor: Color {
        switch self {
        case .destructive: Color(red255: 255, green255: 59, blue255: 48)
        case .normal: Color(red255: 199, green255: 199, blue255: 204)
        }
      }
    }

    /// The title shown on the block; may be empty when the action has an image.
    public var title: String
    /// The image over the title, tinted with ``textColor`` unless it is a bitmap, or nil for a
    /// title alone as the library draws it.
    public var image: ActionImage?
    /// The colour of the title and the tint of the image. Default: white, the library's.
    public var textColor: Color
    /// The style.
    public var style: Style
    /// The block's colour. Default: the style's ``Style/defaultColor``.
    public var backgroundColor: Color

    /// Creates a row action.
    ///
    /// - Parameters:
    ///   - title: The block's title.
    ///   - style: The style. Default: `.normal`.
    ///   - backgroundColor: The block colour. Default: the style's default colour.
    ///   - image: The image over the title. Default: none.
    ///   - textColor: The title colour and image tint. Default: white.
    public init(
      title: String, style: Style = .normal, backgroundColor: Color? = nil, image: ActionImage? = nil,
      textColor: Color = .white
    ) {
      self.title = title
      self.style = style
      self.backgroundColor = backgroundColor ?? style.defaultColor
      self.image = image
      self.textColor = textColor
    }
  }
}
