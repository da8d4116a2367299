import Drawing
import TextShaping

// A placed tree as display-list items. Modifiers draw from the outside in:
// opacity opens a group, offset a translation, a background fills its level's
// frame, and cornerRadius rounds every background and rectangle inside it (the
// display list clips to rectangles only, so content other than backgrounds and
// shapes is not cut to the rounded corners; docs/layout.md §4).

extension Placement {
  /// Records the tree with the layout's origin at `origin`.
  public func draw(at origin: Point, into list: inout DisplayList) {
    draw(level: frames.count - 1, offset: origin, radius: nil, into: &list)
  }

  private func draw(level: Int, offset: Point, radius: Double?, into list: inout DisplayList) {
    guard level > 0 else { return drawContent(offset: offset, radius: radius, into: &list) }
    let frame = frames[level].offsetBy(dx: offset.x, dy: offset.y)
    switch view.modifiers[level - 1] {
    case .opacity(let opacity):
      list.withOpacity(opacity) { list in draw(level: level - 1, offset: offset, radius: radius, into: &list) }
    case .offset(let x, let y):
      draw(level: level - 1, offset: Point(x: offset.x + x, y: offset.y + y), radius: radius, into: &list)
    case .cornerRadius(let r):
      draw(level: level - 1, offset: offset, radius: Swift.max(0, r), into: &list)
    case .background(let color):
      list.fill(Self.rounded(frame, radius), color: color)
      draw(level: level - 1, offset: offset, radius: radius, into: &list)
    default:
      draw(level: level - 1, offset: offset, radius: radius, into: &list)
    }
  }

  private func drawContent(offset: Point, radius: Double?, into list: inout DisplayList) {
    let frame = contentFrame.offsetBy(dx: offset.x, dy: offset.y)
    switch drawing {
    case .none:
      break
    case .text(let text, let color):
      list.draw(text, at: frame.origin, color: color)
    case .image(let image, let tint):
      image.base.draw(in: frame, tint: tint, into: &list)
    case .shape(let kind, let color):
      switch kind {
      case .rectangle: list.fill(Self.rounded(frame, radius), color: color)
      case .circle:
        let d = Swift.min(frame.width, frame.height)
        list.fill(.circle(center: frame.center, radius: d / 2), color: color)
      case .capsule: list.fill(.roundedRect(frame, radius: Swift.min(frame.width, frame.height) / 2), color: color)
      }
    case .badge(let badge, let colors):
      badge.draw(at: frame.origin, color: colors.badge, textColor: colors.badgeText, into: &list)
    case .toggle(let control, let colors, let isRightToLeft):
      control.draw(at: frame.origin, colors: colors, isRightToLeft: isRightToLeft, into: &list)
    }
    for child in children { child.draw(at: offset, into: &list) }
  }

  /// `rect` with its corners rounded by `radius` (none when nil or 0).
  private static func rounded(_ rect: Rect, _ radius: Double?) -> Path {
    guard let radius, radius > 0 else { return .rect(rect) }
    return .roundedRect(rect, radius: Swift.min(radius, rect.width / 2, rect.height / 2))
  }
}
