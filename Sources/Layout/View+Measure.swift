import Drawing
import TextShaping

// How each node and modifier chooses its size for a proposal, as SwiftUI's layout
// protocol describes it (docs/layout.md §2–§3): the parent proposes, the child
// answers with its size, and the parent places it. A proposal of nil on a side
// asks for the ideal size there; .infinity for the largest.

/// A size a view chose, and where its first text baseline is from its top.
struct Measure: Hashable {
  var size: Size
  var baseline: Double?
}

/// The axis of the stack a view is in, for spacers.
enum StackAxis: Hashable, Sendable {
  case none, horizontal, vertical
}

/// One layout pass: the environment at each node and the sizes already measured.
///
/// A node is named by the path of child indices from the root and its modifier depth, so a
/// size measured once for a proposal is reused: stacks ask each child three times (least,
/// most and final), and without the cache nesting would cost 3^depth.
final class LayoutPass {
  struct Key: Hashable {
    var path: [Int]
    var depth: Int
    var proposal: ProposedSize
  }
  private var sizes: [Key: Measure] = [:]

  func measure(_ node: NodeRef, depth: Int, _ p: ProposedSize) -> Measure {
    let key = Key(path: node.path, depth: depth, proposal: p)
    if let known = sizes[key] { return known }
    let result = depth == 0 ? measureContent(node, p) : measureModifier(node, depth: depth, p)
    sizes[key] = result
    return result
  }

  private func measureModifier(_ node: NodeRef, depth: Int, _ p: ProposedSize) -> Measure {
    switch node.view.modifiers[depth - 1] {
    case .padding(let i):
      let inner = measure(node, depth: depth - 1, p.inset(by: i))
      return Measure(
        size: Size(width: inner.size.width + i.leading + i.trailing, height: inner.size.height + i.top + i.bottom),
        baseline: inner.baseline.map { $0 + i.top })
    case .frame(let width, let height, let alignment):
      let inner = measure(node, depth: depth - 1, ProposedSize(width: width ?? p.width, height: height ?? p.height))
      let size = Size(width: width ?? inner.size.width, height: height ?? inner.size.height)
      return Measure(size: size, baseline: inner.baseline.map { $0 + alignment.vertical.offset(inner.size.height, in: size.height) })
    case .flexibleFrame(let f):
      let inner = measure(node, depth: depth - 1, f.childProposal(p))
      let size = f.size(for: inner.size, proposal: p)
      return Measure(size: size, baseline: inner.baseline.map { $0 + f.alignment.vertical.offset(inner.size.height, in: size.height) })
    default:
      return measure(node, depth: depth - 1, p)
    }
  }

  private func measureContent(_ node: NodeRef, _ p: ProposedSize) -> Measure {
    let env = node.environment
    switch node.view.content {
    case .text(let string):
      let text = textLayout(string, env, width: p.width)
      return Measure(size: text.size, baseline: text.lines.first?.origin.y)
    case .image(let image, let size):
      return Measure(size: size ?? image.base.size, baseline: nil)
    case .spacer(let minLength):
      let least = minLength ?? View.defaultSpacing
      switch node.axis {
      case .horizontal: return Measure(size: Size(width: Swift.max(least, p.width ?? least), height: 0), baseline: nil)
      case .vertical: return Measure(size: Size(width: 0, height: Swift.max(least, p.height ?? least)), baseline: nil)
      case .none: return Measure(size: Size(width: p.width ?? least, height: p.height ?? least), baseline: nil)
      }
    case .shape(_, let size):
      return Measure(size: size ?? Size(width: p.width ?? 10, height: p.height ?? 10), baseline: nil)
    case .badge(let text):
      let badge = NotificationBadge(text, font: env.systemFont(.semibold, NotificationBadge.fontSize))
      return Measure(size: badge.size, baseline: badge.firstBaseline)
    case .toggle:
      return Measure(size: SwitchControl.size, baseline: nil)
    case .hstack, .vstack:
      return stackLayout(node, p).measure
    case .zstack(_, let alignment):
      return zstackLayout(node, p, alignment: alignment).measure
    }
  }

  /// `string` laid out in the environment's font and line limit, wrapped to `width` (nil: unwrapped).
  func textLayout(_ string: String, _ env: LayoutEnvironment, width: Double?) -> TextLayout {
    TextLayout(
      string, font: env.font(env.font), width: width ?? .infinity, maxLines: env.lineLimit ?? 0,
      alignment: env.isRightToLeft ? .right : .left, direction: env.isRightToLeft ? .rightToLeft : .leftToRight)
  }
}

extension View {
  /// The space SwiftUI puts between stacked views and a spacer's least length when none is given.
  public static let defaultSpacing = 8.0
}

extension ProposedSize {
  /// The proposal less `insets` on each side (never below 0; nil and infinity stay).
  func inset(by i: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { Swift.max(0, $0 - i.leading - i.trailing) },
      height: height.map { Swift.max(0, $0 - i.top - i.bottom) })
  }
}

extension VerticalAlignment {
  /// The y of a child `child` tall in a box `box` tall (baselines place as top here).
  func offset(_ child: Double, in box: Double) -> Double {
    switch self {
    case .top, .firstTextBaseline: return 0
    case .center: return (box - child) / 2
    case .bottom: return box - child
    }
  }
}

extension HorizontalAlignment {
  /// The x of a child `child` wide in a box `box` wide, left to right.
  func offset(_ child: Double, in box: Double, rightToLeft: Bool) -> Double {
    switch (self, rightToLeft) {
    case (.center, _): return (box - child) / 2
    case (.leading, false), (.trailing, true): return 0
    case (.trailing, false), (.leading, true): return box - child
    }
  }
}

extension FlexibleFrame {
  /// What the frame offers its child: the proposal clamped to the bounds (SwiftUI's `_FlexFrameLayout`).
  func childProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: clamp(p.width, minWidth, maxWidth), height: clamp(p.height, minHeight, maxHeight))
  }

  /// The frame's size around a child of `child` size, for proposal `p`: on each side the
  /// child's size, at least the offer when there is a maximum, at most it when there is a minimum,
  /// then within the bounds.
  func size(for child: Size, proposal p: ProposedSize) -> Size {
    Size(
      width: resolve(child.width, p.width, minWidth, maxWidth),
      height: resolve(child.height, p.height, minHeight, maxHeight))
  }

  private func clamp(_ value: Double?, _ low: Double?, _ high: Double?) -> Double? {
    guard var v = value else { return nil }
    if let high { v = Swift.min(v, high) }
    if let low { v = Swift.max(v, low) }
    return v
  }

  private func resolve(_ child: Double, _ offer: Double?, _ low: Double?, _ high: Double?) -> Double {
    var result = child
    if let low { result = Swift.max(low, Swift.min(result, offer ?? result)) }
    if let high { result = Swift.min(high, Swift.max(result, offer ?? result)) }
    return result
  }
}

extension NotificationBadge {
  /// The text's baseline from the capsule's top.
  var firstBaseline: Double? {
    text.lines.first.map { (size.height - text.font.lineHeight) / 2 + $0.origin.y }
  }
}
