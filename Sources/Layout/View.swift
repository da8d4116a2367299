import Drawing
import TextShaping

/// A piece of user interface described as SwiftUI describes one: a content node and the
/// modifiers applied to it, innermost first.
///
/// Build views with SwiftUI's names — ``HStack(alignment:spacing:content:)``, ``Text(_:)``,
/// ``Spacer(minLength:)``, `.padding()`, `.frame(maxWidth: .infinity)` — then lay them out with
/// ``View/layout(in:environment:)``, which places every node by SwiftUI's rules (docs/layout.md)
/// and gives a ``Placement`` tree that records itself into a display list. A view is a plain
/// value: equal views lay out and draw the same.
///
/// ```swift
/// let row = HStack(spacing: 12) {
///   Circle().frame(width: 40, height: 40)
///   Text("Ada Lovelace").font(.system(size: 17, weight: .semibold))
///   Spacer()
///   Badge("3")
/// }
/// let placed = row.layout(in: ProposedSize(width: 358, height: nil), environment: environment)
/// placed.draw(at: Point(x: 16, y: 11), into: &list)
/// ```
public struct View: Hashable, Sendable {
  /// What a view is before its modifiers.
  public indirect enum Content: Hashable, Sendable {
    /// Children side by side, leading to trailing, aligned vertically.
    case hstack([View], alignment: VerticalAlignment, spacing: Double?)
    /// Children top to bottom, aligned horizontally.
    case vstack([View], alignment: HorizontalAlignment, spacing: Double?)
    /// Children over each other, later over earlier.
    case zstack([View], alignment: Alignment)
    /// Text that wraps to the width it is offered.
    case text(String)
    /// An image at its own size (or `size`), tinted by the foreground colour when it takes a tint.
    case image(AnyImage, size: Size?)
    /// Flexible space along its stack's axis, at least `minLength` (8 pt when nil).
    case spacer(minLength: Double?)
    /// A filled shape at `size`, or the size it is offered when nil.
    case shape(ShapeKind, size: Size?)
    /// iOS's red notification badge with this text.
    case badge(String)
    /// A UISwitch, on or off.
    case toggle(Bool)
  }

  /// The node.
  public var content: Content
  /// The modifiers, innermost (applied first) to outermost.
  public var modifiers: [Modifier]

  /// A view of `content` with `modifiers`.
  public init(_ content: Content, modifiers: [Modifier] = []) {
    self.content = content
    self.modifiers = modifiers
  }

  /// This view with `modifier` applied outside the ones it has.
  public func modifier(_ modifier: Modifier) -> View {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// The stack's or zstack's children (none for other nodes).
  public var children: [View] {
    switch content {
    case .hstack(let views, _, _), .vstack(let views, _, _), .zstack(let views, _): return views
    default: return []
    }
  }
}

/// The shapes a view can be: SwiftUI's `Rectangle`, `Circle` and `Capsule`.
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
  /// Fills its frame.
  case rectangle
  /// The largest circle centred in its frame.
  case circle
  /// A rounded rectangle whose corner radius is half its shorter side.
  case capsule
}

/// One change a view's modifier makes, in SwiftUI's vocabulary.
public enum Modifier: Hashable, Sendable {
  /// Space around the view (`.padding`).
  case padding(EdgeInsets)
  /// A frame of fixed width and/or height, the view aligned in it (`.frame(width:height:alignment:)`).
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// A flexible frame (`.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`); a bound may be `.infinity`.
  case flexibleFrame(FlexibleFrame)
  /// A colour filling the view's frame behind it, rounded by any `cornerRadius` outside it.
  case background(Color)
  /// The colour of text, shapes and tinted images inside (`.foregroundStyle`).
  case foreground(Color)
  /// The font of text inside (`.font`).
  case font(SystemFont)
  /// The most lines text inside may take, nil for no limit (`.lineLimit`).
  case lineLimit(Int?)
  /// Rounds the corners of the view's background and shapes (`.cornerRadius`).
  case cornerRadius(Double)
  /// Draws the view as a group with this opacity (`.opacity`).
  case opacity(Double)
  /// Moves the drawing without changing the layout (`.offset(x:y:)`).
  case offset(x: Double, y: Double)
}

/// The bounds of a flexible frame; nil leaves the child's own size on that side.
public struct FlexibleFrame: Hashable, Sendable {
  /// The least width the frame takes.
  public var minWidth: Double?
  /// The most width the frame takes (`.infinity`: all it is offered).
  public var maxWidth: Double?
  /// The least height.
  public var minHeight: Double?
  /// The most height (`.infinity`: all it is offered).
  public var maxHeight: Double?
  /// Where the child sits in the frame.
  public var alignment: Alignment

  /// A flexible frame; every bound defaults to none.
  public init(
    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

/// A system font as SwiftUI's `Font.system(size:weight:)` names it.
public struct SystemFont: Hashable, Sendable {
  /// The size in points.
  public var size: Double
  /// The weight.
  public var weight: FontWeight

  /// The system font at `size` points and `weight`.
  public static func system(size: Double, weight: FontWeight = .regular) -> SystemFont {
    SystemFont(size: size, weight: weight)
  }

  /// UIKit's body text: 17 pt regular, the default of ``Text(_:)``.
  public static let body = SystemFont(size: 17, weight: .regular)
}
