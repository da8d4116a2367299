/// A recorded drawing: what a scene wants on screen at one instant, as plain data.
///
/// Scenes build display lists in points; ``Canvas/draw(_:)`` replays one at any
/// scale. Lists are `Equatable`, so the scene stage can be tested without pixels.
/// Clips, transforms and opacity groups nest: each `begin…` item is closed by
/// the next unmatched ``DisplayItem/end``.
public struct DisplayList: Equatable, Sendable {
  /// The drawing's size in points.
  public var size: Size
  /// The colour the drawing starts from, under every item: `.clear` for a transparent picture.
  public var background: Color
  /// The recorded items, in drawing order.
  public private(set) var items: [DisplayItem] = []

  /// Creates an empty list for a drawing of `size` points.
  ///
  /// - Parameters:
  ///   - size: The drawing's size in points.
  ///   - background: The colour under every item. Default: transparent.
  public init(size: Size, background: Color = .clear) {
    self.size = size
    self.background = background
  }

  /// Records a path fill.
  public mutating func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
    guard color.alpha > 0, !path.isEmpty else { return }
    items.append(.fill(path, color, rule))
  }

  /// Records a rectangle fill.
  public mutating func fill(_ rect: Rect, color: Color) {
    guard !rect.isEmpty else { return }
    fill(.rect(rect), color: color)
  }

  /// Records text with its box's top-left corner at `origin`.
  public mutating func draw(_ text: GlyphText, at origin: Point, color: Color) {
    guard color.alpha > 0, !text.lines.isEmpty else { return }
    items.append(.text(text, origin, color))
  }

  /// Records a bitmap drawn into `rect`, scaled to fill it.
  public mutating func draw(_ bitmap: Bitmap, in rect: Rect) {
    guard !rect.isEmpty else { return }
    items.append(.image(bitmap, rect))
  }

  /// Records `body` clipped to `rect` (in the current coordinates).
  public mutating func clipped(to rect: Rect, _ body: (inout DisplayList) -> Void) {
    items.append(.beginClip(rect))
    body(&self)
    items.append(.end)
  }

  /// Records `body` under a transform applied before the current one.
  public mutating func transformed(by transform: Transform, _ body: (inout DisplayList) -> Void) {
    if transform == .identity { return body(&self) }
    items.append(.beginTransform(transform))
    body(&self)
    items.append(.end)
  }

  /// Records `body` as a group composited with `opacity`, like a UIKit view's alpha.
  ///
  /// An opacity of 1 records the body directly; 0 or NaN records nothing.
  public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
    guard opacity > 0 else { return }
    if opacity >= 1 { return body(&self) }
    items.append(.beginLayer(opacity: opacity))
    body(&self)
    items.append(.end)
  }

  /// Appends another list's items (its size is ignored).
  public mutating func append(contentsOf other: DisplayList) {
    items.append(contentsOf: other.items)
  }

  /// Records `body` clipped to the inside of `path`, with anti-aliased edges, as a view with a
  /// rounded `layer.cornerRadius` and `clipsToBounds` clips its subviews.
  public mutating func clipped(to path: Path, _ body: (inout DisplayList) -> Void) {
    items.append(.beginShapeClip(path))
    body(&self)
    items.append(.end)
  }

  /// Appends one raw item; prefer the structured methods, which keep groups balanced.
  public mutating func append(_ item: DisplayItem) {
    items.append(item)
  }
}

/// One recorded drawing operation.
public enum DisplayItem: Equatable, Sendable {
  /// Fill a path with a colour, source-over.
  case fill(Path, Color, FillRule)
  /// Draw positioned glyphs, the text's top-left corner at the point.
  case text(GlyphText, Point, Color)
  /// Draw a bitmap scaled to fill a rectangle.
  case image(Bitmap, Rect)
  /// Narrow the clip to a rectangle until the matching `end`.
  case beginClip(Rect)
  /// Apply a transform before the current one until the matching `end`.
  case beginTransform(Transform)
  /// Draw into a layer composited with an opacity at the matching `end`.
  case beginLayer(opacity: Double)
  /// Draw into a layer composited through the path's anti-aliased coverage at the matching
  /// `end`: the items between are clipped to the path's shape (a view's rounded `clipsToBounds`).
  case beginShapeClip(Path)
  /// Close the innermost open clip, transform or layer.
  case end
}
