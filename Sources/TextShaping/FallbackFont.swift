import Foundation

/// A font tried for the characters a text's own font lacks: a font file, or an installed
/// family found through fontconfig.
///
/// Like a fallback in `UIFontDescriptor`'s cascade list: glyphs come from it at the size of the
/// text they are in. System fonts are read only through this type, so text is set in the
/// bundled fonts unless a fallback names another.
///
/// ```swift
/// let emoji = try FallbackFont(family: "Noto Color Emoji")
/// let body = try Font(size: 17).addingFallbacks([emoji])
/// ```
public struct FallbackFont: Sendable, Hashable {
  /// The loaded face.
  let face: FontFace

  /// The first face of a TrueType, OpenType or TrueType-collection file, read once per path.
  ///
  /// - Parameter url: The font file.
  /// - Throws: ``FontError`` when the file is missing, unreadable or not a font.
  public init(contentsOf url: URL) throws {
    face = try FontFace.load(file: url.path)
  }

  /// The file the face was read from.
  public var file: String { face.file }

  /// Whether two fallbacks are the same loaded face.
  public static func == (lhs: FallbackFont, rhs: FallbackFont) -> Bool { lhs.face === rhs.face }

  /// Hashes the face's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(face)) }
}
