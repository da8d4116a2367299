import TextShaping

extension LayoutDirection {
  /// The direction a paragraph of the table's text takes when it has no strongly directional
  /// character (UAX #9 rule P3 finds none), as UIKit gives text the user interface's direction:
  /// "12/05", "(1)" or "—" in a right-to-left table are right-to-left paragraphs.
  public var textDirection: TextDirection { self == .leftToRight ? .leftToRight : .rightToLeft }
}
