/// One row of a scene's table: what it shows, as `UITableViewCell`'s content would.
///
/// A swipe scene draws its own rows, top to bottom; the row at the scene's
/// `swipeRow` is the one that moves and shows actions. Text that does not fit
/// is cut with an ellipsis, as `UILabel` does.
public struct TableRow: Hashable, Sendable {
  /// How the row lays out its text.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// The Mail demo's layout: sender and date on one line, the subject, a body preview and an unread dot.
    case mail
  }

  /// The layout.
  public var style: Style
  /// The main text (`textLabel`; the sender in the Mail layout).
  public var title: String
  /// The text under the title (`detailTextLabel`; the subject in the Mail layout).
  public var subtitle: String
  /// The right-hand text (the date in the Mail layout).
  public var detail: String
  /// The preview under the subtitle in the Mail layout.
  public var body: String
  /// Whether the Mail layout shows the blue unread dot at rest.
  public var unread: Bool

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - style: The layout. Default: `.mail`.
  ///   - title: The main text.
  ///   - subtitle: The text under it. Default: none.
  ///   - detail: The right-hand text. Default: none.
  ///   - body: The preview text. Default: none.
  ///   - unread: Whether the unread dot shows. Default: `false`.
  public init(
    style: Style = .mail, title: String, subtitle: String = "", detail: String = "", body: String = "",
    unread: Bool = false
  ) {
    self.style = style
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.body = body
    self.unread = unread
  }
}
