import Drawing
import TextShaping

/// A view laid out: the frame of each of its modifier levels and of its content, its children
/// placed, and what its content draws — the output of ``View/layout(in:environment:)``.
///
/// Frames are in the coordinates the layout was given (the root's top-left corner at the
/// origin); ``draw(at:into:)`` records the tree at any point.
public struct Placement: Sendable {
  /// The view placed.
  public let view: View
  /// `frames[k]` is the frame after the first `k` modifiers: `frames[0]` is the content's frame,
  /// `frames[view.modifiers.count]` (``frame``) the whole view's.
  public let frames: [Rect]
  /// The stack's children, placed (empty for other nodes).
  public let children: [Placement]
  /// The first text baseline's y, when the view holds text.
  public let firstBaseline: Double?
  /// What the content draws.
  let drawing: ContentDrawing

  /// The frame the parent placed the whole view in.
  public var frame: Rect { frames[frames.count - 1] }
  /// The frame of the node itself, inside its modifiers.
  public var contentFrame: Rect { frames[0] }

  /// The placements of every node in the tree, depth first, this one first.
  public var allPlacements: [Placement] { [self] + children.flatMap(\.allPlacements) }
}

/// What a node draws in its content frame, its environment resolved.
enum ContentDrawing: Sendable {
  /// Nothing (stacks draw their children; spacers nothing).
  case none
  /// Laid-out text in a colour.
  case text(TextLayout, Color)
  /// An image tinted with a colour.
  case image(AnyImage, Color)
  /// A shape in a colour.
  case shape(ShapeKind, Color)
  /// A notification badge.
  case badge(NotificationBadge, ControlColors)
  /// A switch.
  case toggle(SwitchControl, ControlColors, isRightToLeft: Bool)
}
