internal import CFontconfig
import Foundation
import Synchronization

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

  /// The installed font whose family is `family` (case-insensitive), as fontconfig finds it.
  ///
  /// - Parameter family: A family name, such as "Noto Color Emoji" or "Noto Sans CJK JP".
  /// - Throws: ``FallbackFontError`` when no installed font has that family;
  ///   ``FontError`` when its file cannot be read.
  public init(family: String) throws {
    let found = FallbackFont.lookUp.withLock { _ -> (String, Int)? in
      var path = [CChar](repeating: 0, count: 4096)
      var index: Int32 = 0
      guard !family.contains("\0"), rg_font_for_family(family, &path, path.count, &index) == 1 else { return nil }
      return (String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), Int(index))
    }
    guard let (path, index) = found else { throw FallbackFontError(family: family) }
    face = try FontFace.load(file: path, index: index)
  }

  /// fontconfig's configuration is loaded per look-up; one look-up at a time.
  private static let lookUp = Mutex(())

  /// The file the face was read from.
  public var file: String { face.file }

  /// Whether two fallbacks are the same loaded face.
  public static func == (lhs: FallbackFont, rhs: FallbackFont) -> Bool { lhs.face === rhs.face }

  /// Hashes the face's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(face)) }
}

/// No installed font has the family a fallback names.
public struct FallbackFontError: Error, CustomStringConvertible, Equatable {
  /// The family asked for.
  public var family: String

  /// A sentence naming the family and the fixes.
  public var description: String {
    "No installed font has the family '\(family)': check the name with fc-list, install the font "
      + "(Debian: fonts-noto-color-emoji, fonts-noto-cjk), or name a font file (.ttf, .otf, .ttc)."
  }
}

extension FallbackFont {
  /// Whether a fallback font's name is a file's rather than a family's: it ends in `.ttf`,
  /// `.otf` or `.ttc` (any case) or contains a slash.
  ///
  /// - Parameter name: The name as a scene file or `--fallback-font` gives it.
  public static func namesFile(_ name: String) -> Bool {
    let lower = name.lowercased()
    return name.contains("/") || [".ttf", ".otf", ".ttc"].contains { lower.hasSuffix($0) }
  }

  /// The fallback `name` names: a font file (a relative path starts at `folder`) or an installed family.
  ///
  /// - Parameters:
  ///   - name: A file's path or a family name (``namesFile(_:)`` tells which).
  ///   - folder: Where a relative path starts.
  /// - Throws: ``FontError`` for a file that cannot be read as a font, ``FallbackFontError`` for
  ///   a family no installed font has.
  public init(named name: String, relativeTo folder: URL) throws {
    if FallbackFont.namesFile(name) {
      try self.init(contentsOf: name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name))
    } else {
      try self.init(family: name)
    }
  }
}
