import Drawing
import Layout

/// One row of a scene's table: what it shows, as `UITableViewCell`'s content would.
///
/// A swipe scene draws its own rows, top to bottom; the row at the scene's
/// `swipeRow` is the one that moves and shows actions. Text that does not fit
/// is cut with an ellipsis, as `UILabel` does.
public struct TableRow: Hashable, Sendable {
  /// How the row lays out its text.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// `UITableViewCell.CellStyle.default`: an optional image and the title.
    case `default`
    /// `.subtitle`: the title with the subtitle under it in smaller, secondary text.
    case subtitle
    /// `.value1`: the title on the left and the detail right-aligned in secondary text.
    case value1
    /// `.value2`: the title right-aligned in a narrow tinted column, the detail after it.
    case value2
    /// The Mail demo's layout: sender and date on one line, the subject, a body preview and an unread dot.
    case mail
  }

  /// What the row shows at its trailing edge.
  public enum Accessory: String, Hashable, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A check mark in the tint colour.
    case checkmark
  }

  /// The layout.
  public var style: Style
  /// The main text (`textLabel`; the sender in the Mail layout).
  public var title: String
  /// The text under the title (the subtitle style's `detailTextLabel`; the subject in the Mail layout).
  public var subtitle: String
  /// The right-hand text: value1's and value2's `detailTextLabel`, the date in the Mail layout.
  public var detail: String
  /// The preview under the subtitle in the Mail layout.
  public var body: String
  /// Whether the Mail layout shows the blue unread dot at rest.
  public var unread: Bool
  /// The image at the leading edge (not in the Mail layout).
  public var image: ActionImage?
  /// The trailing accessory (the Mail layout always shows its chevron).
  public var accessory: Accessory
  /// The height in points, or nil for the style's natural height (``naturalHeight``).
  public var height: Double?
  /// The row's own background, or nil for the table's.
  public var backgroundColor: Color?
  /// A view drawn in the row's layout margins instead of the style's layout (TableRow+Content.swift).
  public var content: View?
  /// The row's shape inside its slot (``TableRow+Shape``). Default: none.
  public var insets = RowInsets.zero
  /// The trailing accessories, the first nearest the content; when not empty they replace ``accessory``.
  public var accessories: [CellAccessory] = []
  /// How the title is set (``TextProperties``). Default: the style's.
  public var textProperties = TextProperties()
  /// How the secondary text (subtitle, detail, body) is set. Default: the style's.
  public var secondaryTextProperties = TextProperties()
  /// How the image is drawn. Default: at its size, tinted with the tint colour.
  public var imageProperties = ImageProperties()
  /// The rounding of the row's shape, which clips its content and actions. Default: square.
  public var cornerRadius: RowCornerRadius?
  /// The separator under the row. Default: the table's.
  public var separator = RowSeparator.default

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - style: The layout. Default: `.mail`.
  ///   - title: The main text.
  ///   - subtitle: The text under it. Default: none.
  ///   - detail: The right-hand text. Default: none.
  ///   - body: The preview text. Default: none.
  ///   - unread: Whether the unread dot shows. Default: `false`.
  ///   - image: The leading image. Default: none.
  ///   - accessory: The trailing accessory. Default: none.
  ///   - height: The height in points. Default: the style's natural height.
  ///   - backgroundColor: The row's background. Default: the table's.
  public init(
    style: Style = .default, title: String, subtitle: String = "", detail: String = "", body: String = "",
    unread: Bool = false, image: ActionImage? = nil, accessory: Accessory = .none, height: Double? = nil,
    backgroundColor: Color? = nil
  ) {
    self.style = style
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.body = body
    self.unread = unread
    self.image = image
    self.accessory = accessory
    self.height = height
    self.backgroundColor = backgroundColor
  }

  /// The height UIKit gives the style when none is set, in points.
  ///
  /// One-line styles are 44 pt, or the image's height plus 6 pt above and below when that is
  /// more; the subtitle style is 56 pt; the Mail layout is the demo's 96 pt.
  public var naturalHeight: Double {
    let imageHeight = (image?.size.height ?? 0) + 12
    switch style {
    case .default, .value1, .value2: return Swift.max(44, imageHeight)
    case .subtitle: return Swift.max(56, imageHeight)
    case .mail: return 96
    }
  }

  /// The row's height: ``height`` when set, else ``naturalHeight``.
  public var resolvedHeight: Double { height ?? naturalHeight }
}
