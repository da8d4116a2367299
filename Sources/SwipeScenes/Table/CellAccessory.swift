import Drawing

/// One accessory at a row's trailing side, as `UICellAccessory` draws it (docs/ios-metrics.md §4).
public enum CellAccessory: Hashable, Sendable {
  /// A chevron in the chevron grey: the row leads somewhere.
  case disclosureIndicator
  /// A check mark in the tint colour.
  case checkmark
  /// The info button: a 22-pt ring with an "i", in the tint colour.
  case detail
  /// Text in 17-pt secondary label colour (`UICellAccessory.label`).
  case label(String)
  /// A count in a capsule 22 pt tall, by default systemGray with white 15-pt semibold text.
  case badge(String, color: Color? = nil, textColor: Color? = nil)
  /// A UISwitch (``SwitchControl``), on or off.
  case toggle(Bool)
  /// An image at its size, tinted with the tint colour unless it is a bitmap.
  case image(ActionImage)

  /// The colours it sets, passed through `map`.
  func mappingColors(_ map: (Color) -> Color) -> CellAccessory {
    guard case .badge(let text, let color, let textColor) = self else { return self }
    return .badge(text, color: color.map(map), textColor: textColor.map(map))
  }
}

extension TableRow.Accessory {
  /// The same accessory as a ``CellAccessory``, or nil for none.
  var cellAccessory: CellAccessory? {
    switch self {
    case .none: nil
    case .disclosureIndicator: .disclosureIndicator
    case .checkmark: .checkmark
    }
  }
}
