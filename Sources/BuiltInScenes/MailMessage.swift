/// One e-mail of the Mail demo's inbox (docs/swipecellkit.md §11.1).
///
/// The first three rows read as the README GIFs show them; the later rows keep
/// the demo's senders with subjects and bodies of our own.

import SwipeScenes

public struct MailMessage: Hashable, Sendable {
  /// The sender, in the headline font.
  public var sender: String
  /// The date, right-aligned on the header line.
  public var date: String
  /// The subject line.
  public var subject: String
  /// The body, shown on two lines (or in full in the tall layout).
  public var body: String

  /// Creates a message.
  public init(sender: String, date: String, subject: String, body: String) {
    self.sender = sender
    self.date = date
    self.subject = subject
    self.body = body
  }

  /// The inbox in table order.
  public static let inbox: [MailMessage] = [
    MailMessage(
      sender: "Realm", date: "3:06 PM", subject: "Video: Operators and Strong Opinions with Erica Sadun",
      body: "Swift operators are flexible and powerful. They’re symbols that behave like functions, adopting a "
        + "natural mathematical syntax, for example 1 + 2 versus add(1, 2). So why is it so important that you "
        + "treat them like potential Swift Kryptonite? Erica Sadun discusses why your operators should be few, "
        + "well-chosen, and heavily used. There’s even a fun interactive quiz! Play along with “Name That "
        + "Operator!” and learn about an essential Swift best practice."),
    MailMessage(
      sender: "The Pragmatic Bookstore", date: "9:04 AM",
      subject: "[Pragmatic Bookstore] Your eBook 'Swift Style' is ready for download",
      body: "Hello, The gerbils at the Pragmatic Bookstore have just finished hand-crafting your eBook of Swift "
        + "Style. It's available for download at the following URL."),
    MailMessage(
      sender: "Instagram", date: "Yesterday", subject: "mrx, go live and send disappearing photos and videos",
      body: "Go live and send disappearing photos and videos to groups of friends, right from the Direct inbox."),
    MailMessage(
      sender: "Smithsonian Magazine", date: "Tuesday", subject: "Ten museum objects that changed how we travel",
      body: "From a brass sextant to the first folding map, a look at the small things that made long journeys "
        + "possible, and the people who carried them."),
    MailMessage(
      sender: "Apple News", date: "Monday", subject: "Your weekly digest of top stories",
      body: "The stories people read most this week, picked for you from the sources you follow most often."),
    MailMessage(
      sender: "Wordpress", date: "Sunday", subject: "Your site had a busy week",
      body: "Visits to your blog rose over the last seven days. See which posts readers liked and where they came "
        + "from."),
    MailMessage(
      sender: "IFTTT", date: "Saturday", subject: "New applets for your smart home",
      body: "Turn the lights on when you arrive, mute the phone at bedtime and more, each set up in one tap."),
  ]
}

extension MailDemo {
  /// The inbox as table rows in the Mail layout, the first row's date replaced by `date`.
  ///
  /// - Parameter date: What the swiped (first) row's date reads. Default: "3:06 PM".
  /// - Returns: One row per message, in table order.
  public static func inbox(date: String = "3:06 PM") -> [TableRow] {
    MailMessage.inbox.enumerated().map { index, message in
      TableRow(
        style: .mail, title: message.sender, subtitle: message.subject, detail: index == 0 ? date : message.date,
        body: message.body)
    }
  }
}
