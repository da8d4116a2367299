import Drawing

// A row's shape inside its slot (docs/ios-metrics.md §3): `insets` move its
// edges in, showing the table's background around it, and `cornerRadius`
// rounds it, as a cell with `layer.cornerRadius` and `clipsToBounds`; the
// row's background, content and swipe actions are all clipped to that shape.

/// Distances from a row's slot to its shape, in points; leading and trailing follow the layout direction.
public struct RowInsets: Hashable, Sendable {
  /// Points from the slot's top.
  public var top: Double
  /// Points from the slot's leading edge.
  public var leading: Double
  /// Points from the slot's bottom.
  public var bottom: Double
  /// Points from the slot's trailing edge.
  public var trailing: Double

  /// No inset.
  public static let zero = RowInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// How round a row's corners are.
public enum RowCornerRadius: Hashable, Sendable {
  /// A radius in points (at most half the shape's shorter side).
  case points(Double)
  /// Half the shape's height: the ends are semicircles.
  case capsule

  /// The radius for a shape of `size`.
  public func radius(for size: Size) -> Double {
    let limit = Swift.max(0, Swift.min(size.width, size.height) / 2)
    switch self {
    case .points(let value): return Swift.min(Swift.max(0, value), limit)
    case .capsule: return limit
    }
  }
}

/// The separator under a row.
public enum RowSeparator: Hashable, Sendable {
  /// The table's: from the row's text to its trailing edge, unless the table has none.
  case `default`
  /// None under this row.
  case none
  /// A separator with its own insets from the row's edges and colour (nil: the table's).
  case custom(leadingInset: Double, trailingInset: Double, color: Color?)
}
