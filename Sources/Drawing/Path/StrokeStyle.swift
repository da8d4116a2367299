/// How a path's outline is stroked: SVG's and Core Graphics' line width, caps, joins and miter limit.
public struct StrokeStyle: Hashable, Sendable {
  /// The shape at the ends of open subpaths.
  public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disc of the line width's diameter past the end point.
    case round
    /// A half square of the line width past the end point.
    case square
  }

  /// The shape where two segments meet at an angle.
  public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended until they meet, or beveled past the miter limit.
    case miter
    /// An arc around the corner point.
    case round
    /// A straight cut between the outer corners.
    case bevel
  }

  /// The stroke's full width, centred on the path.
  public var width: Double
  /// The caps of open subpaths.
  public var lineCap: LineCap
  /// The joins between segments.
  public var lineJoin: LineJoin
  /// The longest miter, as a multiple of the width, before a miter join becomes a bevel (SVG's default 4).
  public var miterLimit: Double

  /// A stroke style; the defaults are SVG's (`butt`, `miter`, limit 4).
  public init(width: Double, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 4) {
    self.width = width
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
  }
}

extension Path {
  /// The area `style` covers along this path, as a path to fill with the nonzero rule.
  ///
  /// Curves are followed by their exact offsets, sampled finely enough that the outline strays
  /// less than `tolerance` from the true stroke (docs/stroking.md). A subpath of zero length
  /// draws a dot with round caps, a square with square caps (SVG 2, §13.5.1). The curves of one
  /// path take at most ``maximumStrokeSamples`` samples in all: a path whose curves would need
  /// more at `tolerance` is sampled more coarsely, so the outline's size is bounded by the path's.
  ///
  /// - Parameters:
  ///   - style: The width, caps, joins and miter limit; a width that is not positive and finite strokes nothing.
  ///   - tolerance: The largest distance, in path units, between the outline and the true stroke's edge. Default: 0.01.
  /// - Returns: The stroke's outline, to fill with ``FillRule/nonZero``.
  public func stroked(with style: StrokeStyle, tolerance: Double = 0.01) -> Path {
    guard style.width > 0, style.width.isFinite, pointsAreFinite else { return .empty }
    var tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.01
    // Samples grow as 1/√tolerance, so a budget overrun of k is met by a tolerance k² times coarser.
    let needed = strokeSampleEstimate(halfWidth: style.width / 2, tolerance: tolerance)
    if needed > Double(Self.maximumStrokeSamples) {
      tolerance *= (needed / Double(Self.maximumStrokeSamples)) * (needed / Double(Self.maximumStrokeSamples))
    }
    var stroker = Stroker(style: style, tolerance: tolerance)
    for subpath in polylines(halfWidth: style.width / 2, tolerance: tolerance) { stroker.add(subpath) }
    return stroker.builder.finish() ?? .empty
  }
}
