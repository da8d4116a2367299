import Drawing
import Layout
import TextShaping

// A row's trailing accessories (docs/ios-metrics.md §4), laid out from the
// trailing margin inward: the last accessory ends at the margin, each one
// before it 10 pt further in, and the text ends 10 pt before the first. Shapes
// (chevron, check mark, info button, switch) are drawn left to right and
// mirrored in a right-to-left row; text (labels, badge counts) is placed in the
// mirrored frame but never mirrored itself.

extension TableRowRenderer {
  /// Points between two accessories, and between the text and the first one.
  static let accessoryGap = 10.0
  /// A badge accessory's height.
  static let badgeHeight = 20.0

  /// Records the row's accessories ending at `right`; returns the width they and their gap take from the text.
  func drawAccessories(of row: TableRow, right: Double, box: Rect, into list: inout DisplayList) -> Double {
    guard !row.accessories.isEmpty else {
      var room = 0.0
      mirrored(box.origin, into: &list) { list in
        room = drawAccessory(row.accessory, right: right, centerY: box.midY, into: &list)
      }
      return room
    }
    var end = right
    for accessory in row.accessories.reversed() {
      let width = accessoryWidth(accessory)
      draw(accessory, frame: Rect(x: end - width, y: box.midY, width: width, height: 0), box: box, into: &list)
      end -= width + Self.accessoryGap
    }
    return right - end
  }

  /// The width an accessory takes.
  func accessoryWidth(_ accessory: CellAccessory) -> Double {
    switch accessory {
    case .disclosureIndicator: 7.5
    case .checkmark: 14
    case .detail: 22
    case .label(let text): TextLayout(text, font: typography.font(.regular, 17), maxLines: 1, direction: direction.textDirection).size.width
    case .badge(let text, _, _): badge(text).size.width
    case .toggle: SwitchControl.size.width
    case .image(let image): image.size.width
    }
  }

  /// The badge of an accessory.
  func badge(_ text: String) -> NotificationBadge {
    NotificationBadge(text, font: typography.font(.regular, 13), height: Self.badgeHeight)
  }

  /// Records `accessory` in `frame` (left to right; its vertical centre at `frame.minY`).
  func draw(_ accessory: CellAccessory, frame: Rect, box: Rect, into list: inout DisplayList) {
    let centerY = frame.minY
    let placed = self.placed(frame, origin: box.origin)
    switch accessory {
    case .disclosureIndicator, .checkmark:
      mirrored(box.origin, into: &list) { list in
        _ = drawAccessory(accessory == .checkmark ? .checkmark : .disclosureIndicator, right: frame.maxX, centerY: centerY, into: &list)
      }
    case .detail:
      let center = Point(x: placed.midX, y: centerY)
      var ring = PathBuilder()
      ring.addCircle(center: center, radius: 10.5)
      ring.addCircle(center: center, radius: 9.3, clockwise: false)
      ring.addCircle(center: Point(x: center.x, y: center.y - 4.6), radius: 1.15)
      ring.addRoundedRect(Rect(x: center.x - 0.9, y: center.y - 1.8, width: 1.8, height: 7.4), radius: 0.6)
      list.fill(ring.finish() ?? .empty, color: palette.tint)
    case .label(let string):
      let font = typography.font(.regular, 17)
      let text = TextLayout(string, font: font, maxLines: 1, direction: direction.textDirection)
      list.draw(text, at: Point(x: placed.minX, y: centerY - font.lineHeight / 2), color: palette.secondaryLabel)
    case .badge(let text, let color, let textColor):
      let gray = SystemColor.named("systemGray")?.resolved(in: appearance) ?? palette.chevron
      badge(text).draw(
        at: Point(x: placed.minX, y: centerY - Self.badgeHeight / 2), color: color ?? gray, textColor: textColor ?? .white,
        into: &list)
    case .toggle(let isOn):
      SwitchControl(isOn: isOn).draw(
        at: Point(x: placed.minX, y: centerY - SwitchControl.size.height / 2), colors: ControlColors(appearance),
        isRightToLeft: direction == .rightToLeft, into: &list)
    case .image(let image):
      image.draw(at: Point(x: placed.minX, y: centerY - image.size.height / 2), color: palette.tint, into: &list)
    }
  }

  /// Records the accessory ending at `right`; returns the width it and its gap take from the text.
  func drawAccessory(_ accessory: TableRow.Accessory, right: Double, centerY: Double, into list: inout DisplayList) -> Double {
    switch accessory {
    case .none:
      return 0
    case .disclosureIndicator:
      drawChevron(right: right, centerY: centerY, into: &list)
      return 7.5 + 10
    case .checkmark:
      var b = PathBuilder()
      b.addPolyline(
        [Point(x: right - 13.5, y: centerY), Point(x: right - 9, y: centerY + 4.8), Point(x: right - 0.8, y: centerY - 5.2)],
        width: 2)
      list.fill(b.finish() ?? .empty, color: palette.tint)
      return 14 + 10
    }
  }
}
