/// How overlapping subpaths decide what is inside a path.
public enum FillRule: String, Sendable, CaseIterable {
  /// A point is inside when the signed count of edges crossed on the way out is not zero.
  case nonZero
  /// A point is inside when the count of edges crossed on the way out is odd.
  case evenOdd
}
