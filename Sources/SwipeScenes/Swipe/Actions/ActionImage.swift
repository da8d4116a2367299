import Drawing

/// An image drawn in an action button or a row: a built-in glyph, vector path data or a bitmap.
///
/// Images are drawn at their size in points (docs/swipecellkit.md §2.3). Glyphs and path data are
/// templates filled with the tint (an action's text colour); a bitmap is drawn
/// as it is, scaled to the size. A glyph is one of the Mail demo's icons,
/// plain or on a disc (the circular button style); path data is scaled from
/// its view box to the image's size, as an SVG icon is.
///
/// ```swift
/// let archive = try ActionImage(named: "Archive")
/// let custom = ActionImage(path: try Path(svgPathData: "M3 6h18l-2 14H5z"), viewBox: Rect(x: 0, y: 0, width: 24, height: 24))
/// ```
public struct ActionImage: Hashable, Sendable {
  /// Where the image's shapes come from.
  public enum Source: Hashable, Sendable {
    /// A built-in glyph.
    case glyph(ActionGlyph)
    /// A path in `viewBox` coordinates, scaled to the image's size.
    case path(Path, viewBox: Rect)
    /// Pixels drawn as they are, scaled to the image's size.
    case bitmap(Bitmap)
  }

  /// The shapes.
  public var source: Source
  /// The natural size in points.
  public var size: Size

  /// An image of a built-in glyph.
  ///
  /// - Parameters:
  ///   - glyph: The glyph.
  ///   - size: The size in points. Default: the glyph's natural size.
  public init(glyph: ActionGlyph, size: Size? = nil) {
    self.source = .glyph(glyph)
    self.size = size ?? glyph.naturalSize
  }

  /// An image of the built-in glyph with this name, e.g. "Trash" or "Trash-circle".
  ///
  /// - Parameters:
  ///   - name: A name from ``ActionGlyph/names``, in any letter case.
  ///   - size: The size in points. Default: the glyph's natural size.
  /// - Throws: ``UnknownGlyphError`` naming the known glyphs.
  public init(named name: String, size: Size? = nil) throws {
    guard let glyph = ActionGlyph(name: name) else { throw UnknownGlyphError(name: name) }
    self.init(glyph: glyph, size: size)
  }

  /// An image of vector path data filled with the tint.
  ///
  /// - Parameters:
  ///   - path: The shapes, in `viewBox` coordinates.
  ///   - viewBox: The rectangle of path coordinates that maps onto the image.
  ///   - size: The size in points. Default: the view box's size.
  public init(path: Path, viewBox: Rect, size: Size? = nil) {
    self.source = .path(path, viewBox: viewBox)
    self.size = size ?? Size(width: viewBox.width, height: viewBox.height)
  }

  /// An image of pixels, drawn as they are.
  ///
  /// - Parameters:
  ///   - bitmap: The pixels.
  ///   - size: The size in points. Default: one point per pixel.
  public init(bitmap: Bitmap, size: Size? = nil) {
    self.source = .bitmap(bitmap)
    self.size = size ?? Size(width: Double(bitmap.width), height: Double(bitmap.height))
  }

  /// The glyph, when the image is one.
  public var glyph: ActionGlyph? {
    if case .glyph(let glyph) = source { return glyph }
    return nil
  }
}

/// One of the built-in action glyphs, plain or on a disc.
public struct ActionGlyph: Hashable, Sendable {
  /// The icon.
  public var icon: ActionIcon
  /// Whether the icon sits, white, on a disc of the tint (the circular button style's assets).
  public var isOnDisc: Bool

  /// Creates a glyph.
  public init(_ icon: ActionIcon, onDisc: Bool = false) {
    self.icon = icon
    self.isOnDisc = onDisc
  }

  /// The glyph named `name` ("Trash", "trash-circle", …), or nil.
  public init?(name: String) {
    let lowered = name.lowercased()
    let onDisc = lowered.hasSuffix("-circle")
    guard let icon = ActionIcon(rawValue: onDisc ? String(lowered.dropLast("-circle".count)) : lowered) else {
      return nil
    }
    self.init(icon, onDisc: onDisc)
  }

  /// The name, e.g. "Trash" or "Trash-circle".
  public var name: String {
    let base = icon.rawValue.prefix(1).uppercased() + icon.rawValue.dropFirst()
    return isOnDisc ? base + "-circle" : base
  }

  /// Every glyph's name.
  public static let names: [String] = ActionIcon.allCases.flatMap {
    [ActionGlyph($0).name, ActionGlyph($0, onDisc: true).name]
  }

  /// The size the glyph is drawn at when none is given: the icon's, or a 50-pt disc.
  public var naturalSize: Size { isOnDisc ? Size(width: 50, height: 50) : icon.size }
}

/// An image named a glyph the package does not have.
public struct UnknownGlyphError: Error, Equatable, CustomStringConvertible {
  /// The name asked for.
  public var name: String

  /// Names the glyph and lists the known ones.
  public var description: String {
    "unknown image '\(name)': use one of \(ActionGlyph.names.joined(separator: ", ")), or path data"
  }
}
