internal import CHarfBuzz
import Drawing
import Foundation
import LocalFiles
import Synchronization

/// One loaded font file: a HarfBuzz face and font, its metrics in font units, and its outlines.
///
/// A bundled face is created once per ``FontWeight``, a user's font file once
/// per path, and shared by every ``Font`` of it, whatever its size. The HarfBuzz font is kept at a scale of one
/// unit per font unit (its `unitsPerEm`), so shaping results and outlines come
/// back in exact integer font units and are scaled to points by ``Font``.
/// HarfBuzz faces and fonts are safe to share between threads once made
/// immutable, which `load(_:)` does before publishing the face.
final class FontFace: GlyphOutlineSource, @unchecked Sendable {
  /// The file the face was read from.
  let file: String
  /// The weight this face is among the bundled Inter faces, or nil for a user's font file.
  let bundledWeight: FontWeight?
  /// Font units per em (2816 for Inter 3.x).
  public let unitsPerEm: Int
  /// Distance from the baseline up to the top of the line box, in font units.
  let ascender: Int
  /// Distance from the baseline down to the bottom of the line box, in font units (positive).
  let descender: Int
  /// Extra space between lines, in font units.
  let lineGap: Int
  /// Height of flat capitals such as H, in font units.
  let capHeight: Int
  /// Height of flat lowercase letters such as x, in font units.
  let xHeight: Int
  /// Whether the face draws glyphs in colour: PNG strikes (CBDT, sbix) or COLR layers.
  let isColor: Bool

  /// The HarfBuzz face (`hb_face_t *`), immutable after loading.
  let face: OpaquePointer
  /// The HarfBuzz font (`hb_font_t *`), immutable after loading.
  let font: OpaquePointer
  /// Glyph outlines already extracted, in font units with y pointing down.
  let outlines = Mutex<[UInt32: Path]>([:])
  /// Colour glyphs already read, by glyph and requested pixels per em (`id << 32 | ppem`).
  let colorGlyphs = Mutex<[UInt64: ColorGlyph?]>([:])

  private init(file: String, bundledWeight: FontWeight?, face: OpaquePointer, font: OpaquePointer) {
    self.file = file
    self.bundledWeight = bundledWeight
    self.face = face
    self.font = font
    unitsPerEm = Int(hb_face_get_upem(face))
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(font, &extents)
    ascender = Int(extents.ascender)
    descender = -Int(extents.descender)
    lineGap = Int(extents.line_gap)
    var cap: hb_position_t = 0
    var x: hb_position_t = 0
    _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap)
    _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_X_HEIGHT, &x)
    capHeight = Int(cap)
    xHeight = Int(x)
    isColor = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
  }

  // MARK: - Loading

  private static let loaded = Mutex<[FontWeight: FontFace]>([:])
  private static let files = Mutex<[FileKey: FontFace]>([:])

  /// A face of a font file: its path and its index in a collection (`.ttc`).
  private struct FileKey: Hashable {
    var path: String
    var index: Int
  }

  /// The bundled face for `weight`, read from the resource bundle on first use.
  ///
  /// - Throws: ``FontError`` when the resource is missing or not a font.
  static func load(_ weight: FontWeight) throws -> FontFace {
    try loaded.withLock { faces in
      if let face = faces[weight] { return face }
      let face = try read(weight)
      faces[weight] = face
      return face
    }
  }

  /// Reads the bundled face for `weight` from `bundle`'s `Fonts` folder.
  ///
  /// - Throws: ``FontError`` when the resource is missing or not a font.
  static func read(_ weight: FontWeight, in bundle: Bundle = .module) throws -> FontFace {
    guard let url = bundle.url(forResource: weight.resourceName, withExtension: "otf", subdirectory: "Fonts") else {
      throw FontError(file: "Fonts/\(weight.resourceName).otf", reason: .missingResource)
    }
    return try read(url.path, missing: .missingResource, bundledWeight: weight)
  }

  /// Face `index` (0 for a single font; a collection's `.ttc` index) of the font file at `path`,
  /// read once per path and index.
  ///
  /// - Throws: ``FontError`` when the file is missing, unreadable or not a font.
  static func load(file path: String, index: Int = 0) throws -> FontFace {
    try files.withLock { faces in
      let key = FileKey(path: path, index: index)
      if let face = faces[key] { return face }
      let face = try read(path, index: index, missing: .missingFile, bundledWeight: nil)
      faces[key] = face
      return face
    }
  }

  /// The largest font file read, in bytes: 64 MiB, far above any single face (a CJK face is about 20 MiB).
  static let maximumFileSize = 64 << 20

  /// Reads face `index` of the font file at `path`, which must be a regular file of at most
  /// ``maximumFileSize`` bytes: a FIFO, a device or a folder is refused without being opened for
  /// a blocking read.
  ///
  /// - Throws: ``FontError`` with `missing` when the file cannot be opened, `.refused` when it
  ///   is not a regular file or too large, `.unreadable` when it is not a font.
  static func read(_ path: String, index: Int = 0, missing: FontError.Reason, bundledWeight: FontWeight?) throws -> FontFace {
    let bytes: [UInt8]
    do throws(RegularFileError) {
      bytes = try RegularFile.read(atPath: path, maximumBytes: maximumFileSize)
    } catch {
      guard case .cannotOpen = error.problem else { throw FontError(file: path, reason: .refused(why: error.reason)) }
      throw FontError(file: path, reason: missing)
    }
    return try make(bytes, file: path, index: index, bundledWeight: bundledWeight)
  }

  /// Face `index` of the font file whose contents are `bytes`, made afresh: nothing is cached.
  ///
  /// - Parameter file: The name errors and the face report for the bytes.
  /// - Throws: ``FontError`` `.unreadable` when HarfBuzz finds no face with glyphs there.
  static func make(_ bytes: [UInt8], file: String, index: Int = 0, bundledWeight: FontWeight? = nil) throws -> FontFace {
    let path = file
    // HarfBuzz copies the bytes, so the blob outlives the array.
    let blob = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        hb_blob_create(chars.baseAddress, UInt32(chars.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
      }
    }
    defer { hb_blob_destroy(blob) }
    guard index >= 0, index <= 0xFFFF, let face = hb_face_create(blob, UInt32(index)) else {
      throw FontError(file: path, reason: .unreadable)
    }
    guard hb_face_get_glyph_count(face) > 0, hb_face_get_upem(face) > 0, let font = hb_font_create(face) else {
      hb_face_destroy(face)
      throw FontError(file: path, reason: .unreadable)
    }
    hb_face_make_immutable(face)
    let upem = Int32(hb_face_get_upem(face))
    hb_font_set_scale(font, upem, upem)
    hb_font_make_immutable(font)
    return FontFace(file: path, bundledWeight: bundledWeight, face: face, font: font)
  }
}
