import Drawing

/// Where children sit across a `VStack` (SwiftUI's `HorizontalAlignment`).
///
/// Leading and trailing follow the layout direction: right to left, leading is the right edge.
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
  /// The leading edges line up.
  case leading
  /// The centres line up.
  case center
  /// The trailing edges line up.
  case trailing
}

/// Where children sit across an `HStack` (SwiftUI's `VerticalAlignment`).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
  /// The top edges line up.
  case top
  /// The centres line up.
  case center
  /// The bottom edges line up.
  case bottom
  /// The first text baselines line up; a view without text has its baseline at its bottom edge.
  case firstTextBaseline
}

/// A position in a frame on both axes (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part (`firstTextBaseline` places as `top` in frames and zstacks with one child).
  public var vertical: VerticalAlignment

  /// An alignment of two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The nine named alignments by their SwiftUI names ("topLeading", "center", …).
  public static let named: [(name: String, alignment: Alignment)] = [
    ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading),
    ("center", .center), ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom),
    ("bottomTrailing", .bottomTrailing),
  ]
}

/// Insets on the four sides, leading and trailing following the layout direction (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  /// Insets of the four sides.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every side.
  public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
}

/// A size a parent offers a child; nil on a side asks for the child's ideal size there,
/// `.infinity` for its largest (SwiftUI's `ProposedViewSize`).
public struct ProposedSize: Hashable, Sendable {
  /// The width offered, or nil.
  public var width: Double?
  /// The height offered, or nil.
  public var height: Double?

  /// A proposal of `width` and `height`.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// Asks for the ideal size on both sides.
  public static let unspecified = ProposedSize(width: nil, height: nil)
}
