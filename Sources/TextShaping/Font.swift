import Foundation

/// A font face at one weight and one size in points: bundled Inter, or a font file of the user's.
///
/// A font is a small value: the weight's shared ``FontFace`` and a size.
/// Metrics are in points, like `UIFont`'s; multiply by the drawing scale
/// (pixels per point) for pixels. A size that is negative, NaN or infinite is
/// taken as 0, which gives a font whose every measure is 0 and which draws
/// nothing.
///
/// ```swift
/// let title = try Font(weight: .semibold, size: 17)
/// let width = title.measure("Inbox")
/// ```

import Drawing
public struct Font: Sendable, Hashable {
  /// The weight, which selects the font file.
  public let weight: FontWeight
  /// The em size in points (0 when the requested size was not a finite positive number).
  public let size: Double
  /// The loaded font file.
  let face: FontFace
  /// The faces tried, in order, for characters `face` lacks, before the bundled ones (``cascade``).
  let fallbackFaces: [FontFace]

  /// Loads (once per weight) the bundled Inter font and sizes it.
  ///
  /// - Parameters:
  ///   - weight: Which Inter file to use. Default: `.regular`.
  ///   - size: The em size in points, as `UIFont.systemFont(ofSize:)` takes it.
  /// - Throws: ``FontError`` when the font resource is missing from the bundle or unreadable.
  public init(weight: FontWeight = .regular, size: Double) throws {
    self.weight = weight
    self.size = size.isFinite && size > 0 ? size : 0
    self.face = try FontFace.load(weight)
    self.fallbackFaces = []
  }

  /// Loads (once per path) the first face of a TrueType or OpenType file and sizes it.
  ///
  /// Every weight of such a font is the one face: there is no synthetic emboldening.
  ///
  /// - Parameters:
  ///   - url: The font file.
  ///   - size: The em size in points.
  /// - Throws: ``FontError`` when the file is missing, unreadable or not a font.
  public init(contentsOf url: URL, size: Double) throws {
    self.init(weight: .regular, sanitizedSize: size.isFinite && size > 0 ? size : 0, face: try FontFace.load(file: url.path))
  }

  /// The same face at `weight` and `size`: the bundled face of that weight for Inter, this
  /// font's own face for a font file.
  ///
  /// - Parameters:
  ///   - weight: The weight wanted.
  ///   - size: The em size in points.
  /// - Returns: A font of that weight and size.
  /// - Throws: ``FontError`` when a bundled face cannot be loaded.
  public func withWeight(_ weight: FontWeight, size: Double) throws -> Font {
    guard face.bundledWeight != nil else { return withSize(size) }
    let font = try Font(weight: weight, size: size)
    return Font(weight: weight, sanitizedSize: font.size, face: font.face, fallbackFaces: fallbackFaces)
  }

  /// The same font at another size, with the same fallbacks.
  ///
  /// Cheaper than ``init(weight:size:)``: the face is already loaded, so this cannot fail.
  ///
  /// - Parameter size: The new em size in points (sanitized as in ``init(weight:size:)``).
  /// - Returns: A font sharing this font's face.
  public func withSize(_ size: Double) -> Font {
    Font(weight: weight, sanitizedSize: size.isFinite && size > 0 ? size : 0, face: face, fallbackFaces: fallbackFaces)
  }

  init(weight: FontWeight, sanitizedSize: Double, face: FontFace, fallbackFaces: [FontFace] = []) {
    self.weight = weight
    self.size = sanitizedSize
    self.face = face
    self.fallbackFaces = fallbackFaces
  }

  /// Points per font unit at this size.
  var pointsPerUnit: Double { size / Double(face.unitsPerEm) }

  // MARK: - Metrics

  /// Distance from the baseline up to the top of the line box, in points (`UIFont.ascender`).
  public var ascent: Double { Double(face.ascender) * pointsPerUnit }
  /// Distance from the baseline down to the bottom of the line box, in points, as a positive number.
  ///
  /// `UIFont.descender` is the same distance with a negative sign.
  public var descent: Double { Double(face.descender) * pointsPerUnit }
  /// Extra space the font asks for between lines, in points (`UIFont.leading`).
  public var leading: Double { Double(face.lineGap) * pointsPerUnit }
  /// Distance between the baselines of consecutive lines: ascent + descent + leading, in points.
  public var lineHeight: Double { ascent + descent + leading }
  /// Height of flat capital letters above the baseline, in points (`UIFont.capHeight`).
  public var capHeight: Double { Double(face.capHeight) * pointsPerUnit }
  /// Height of flat lowercase letters above the baseline, in points (`UIFont.xHeight`).
  public var xHeight: Double { Double(face.xHeight) * pointsPerUnit }

  // MARK: - Equality

  /// Whether two fonts have the same face, fallbacks, weight and size.
  ///
  /// - Parameters:
  ///   - lhs: A font.
  ///   - rhs: Another font.
  /// - Returns: `true` when weight and size are equal.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.face === rhs.face && lhs.weight == rhs.weight && lhs.size == rhs.size
      && lhs.fallbackFaces.elementsEqual(rhs.fallbackFaces, by: ===)
  }

  /// Hashes the face, weight and size (fonts differing only in fallbacks share a hash).
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(face))
    hasher.combine(weight)
    hasher.combine(size)
  }
}
