// A TrueType font written byte by byte, for fixtures built at test time.
//
// Method: the OpenType specification's table layouts (head, hhea, maxp, hmtx, cmap format 12,
// loca in long offsets, glyf simple glyphs, post version 3), plus the three colour-glyph tables a
// user's emoji font may carry: COLR version 0 with CPAL, sbix with one PNG strike, and CBLC/CBDT
// with one strike of format-17 PNG glyphs (index subtable format 1). Every glyph but .notdef is a
// square outline whose side grows with its index, so glyphs differ; the cmap maps the characters
// from U+0020 upward (skipping the surrogates) to glyphs 1, 2, … in order. Checksums are written as
// the specification computes them, although HarfBuzz does not check them.

/// Builds a TrueType font of any number of glyphs, with optional colour-glyph tables.
public struct TrueTypeBuilder: Sendable {
  /// Glyphs in the font, .notdef included: 2…65,535.
  public var glyphCount: Int
  /// Font units per em.
  public var unitsPerEm = 1000
  /// Whether glyph 2 ("!") gets COLR layers (glyphs 3 and 4 in palette colours 0 and 1) and a CPAL palette.
  public var colorLayers = false
  /// A PNG that every glyph from 1 on shows in an sbix strike of this many pixels per em.
  public var sbix: (ppem: Int, png: [UInt8])?
  /// A PNG that every glyph from 1 on shows in a CBDT strike of this many pixels per em.
  public var cbdt: (ppem: Int, png: [UInt8])?

  /// A font of `glyphCount` glyphs with outlines only.
  public init(glyphCount: Int) {
    precondition((2...65_535).contains(glyphCount), "a TrueType font has 2 to 65,535 glyphs")
    self.glyphCount = glyphCount
  }

  /// The character glyph `glyph` (from 1) is mapped from.
  public static func character(forGlyph glyph: Int) -> Unicode.Scalar {
    let value = 0x20 + glyph - 1
    return Unicode.Scalar(value < 0xD800 ? value : value + 0x800)!
  }

  /// The font file's bytes.
  public func bytes() -> [UInt8] {
    var tables: [(tag: String, data: [UInt8])] = [
      ("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("hmtx", hmtx()), ("cmap", cmap()), ("post", post()),
    ]
    let (glyf, loca) = outlines()
    tables += [("glyf", glyf), ("loca", loca)]
    if colorLayers { tables += [("COLR", colr()), ("CPAL", cpal())] }
    if let sbix { tables.append(("sbix", sbixTable(ppem: sbix.ppem, png: sbix.png))) }
    if let cbdt {
      let (cblc, data) = cbdtTables(ppem: cbdt.ppem, png: cbdt.png)
      tables += [("CBLC", cblc), ("CBDT", data)]
    }
    return Self.file(tables.sorted { $0.tag < $1.tag })
  }

  // MARK: - Tables

  private func head() -> [UInt8] {
    var b = ByteWriter()
    b.u32(0x0001_0000); b.u32(0x0001_0000); b.u32(0); b.u32(0x5F0F_3CF5)
    b.u16(0x000B); b.u16(unitsPerEm); b.zeros(16)
    b.i16(0); b.i16(0); b.i16(unitsPerEm); b.i16(unitsPerEm)
    b.u16(0); b.u16(8); b.i16(2); b.i16(1); b.i16(0)
    return b.bytes
  }

  private func hhea() -> [UInt8] {
    var b = ByteWriter()
    b.u32(0x0001_0000); b.i16(unitsPerEm * 4 / 5); b.i16(-unitsPerEm / 5); b.i16(0)
    b.u16(advance); b.i16(0); b.i16(0); b.i16(unitsPerEm)
    b.i16(1); b.i16(0); b.i16(0); b.zeros(8); b.i16(0); b.u16(1)
    return b.bytes
  }

  private func maxp() -> [UInt8] {
    var b = ByteWriter()
    b.u32(0x0001_0000); b.u16(glyphCount); b.u16(4); b.u16(1); b.u16(0); b.u16(0); b.u16(2)
    b.zeros(16)
    return b.bytes
  }

  /// One advance for every glyph, then each later glyph's left side bearing.
  private func hmtx() -> [UInt8] {
    var b = ByteWriter()
    b.u16(advance); b.i16(0)
    for _ in 1..<glyphCount { b.i16(0) }
    return b.bytes
  }

  private var advance: Int { unitsPerEm * 3 / 5 }

  /// Format 12 in one or two groups: U+0020… up to the surrogates, then from U+E000.
  private func cmap() -> [UInt8] {
    let last = glyphCount - 1
    let below = min(last, 0xD800 - 0x20)
    var groups = [(start: 0x20, end: 0x20 + below - 1, glyph: 1)]
    if last > below { groups.append((0xE000, 0xE000 + last - below - 1, below + 1)) }
    var b = ByteWriter()
    b.u16(0); b.u16(1); b.u16(3); b.u16(10); b.u32(12)
    b.u16(12); b.u16(0); b.u32(16 + 12 * groups.count); b.u32(0); b.u32(groups.count)
    for group in groups { b.u32(group.start); b.u32(group.end); b.u32(group.glyph) }
    return b.bytes
  }

  private func post() -> [UInt8] {
    var b = ByteWriter()
    b.u32(0x0003_0000); b.zeros(28)
    return b.bytes
  }

  /// An empty .notdef, then squares: glyph g's side is 100 + g mod 400 units.
  private func outlines() -> (glyf: [UInt8], loca: [UInt8]) {
    var glyf = ByteWriter(), loca = ByteWriter()
    loca.u32(0); loca.u32(0)
    for glyph in 1..<glyphCount {
      let side = 100 + glyph % 400
      glyf.i16(1); glyf.i16(50); glyf.i16(0); glyf.i16(50 + side); glyf.i16(side)
      glyf.u16(3); glyf.u16(0)
      for _ in 0..<4 { glyf.u8(0x01) }
      for dx in [50, side, 0, -side] { glyf.i16(dx) }
      for dy in [0, 0, side, 0] { glyf.i16(dy) }
      glyf.zeros(2)
      loca.u32(glyf.bytes.count)
    }
    return (glyf.bytes, loca.bytes)
  }

  /// Glyph 1 drawn as glyphs 2 and 3 in palette entries 0 and 1.
  private func colr() -> [UInt8] {
    var b = ByteWriter()
    b.u16(0); b.u16(1); b.u32(14); b.u32(20); b.u16(2)
    b.u16(min(2, glyphCount - 1)); b.u16(0); b.u16(2)
    b.u16(min(3, glyphCount - 1)); b.u16(0); b.u16(min(4, glyphCount - 1)); b.u16(1)
    return b.bytes
  }

  /// One palette: opaque red, then half-transparent blue (BGRA).
  private func cpal() -> [UInt8] {
    var b = ByteWriter()
    b.u16(0); b.u16(2); b.u16(1); b.u16(2); b.u32(14); b.u16(0)
    b.bytes += [0, 0, 255, 255, 255, 0, 0, 128]
    return b.bytes
  }

  private func sbixTable(ppem: Int, png: [UInt8]) -> [UInt8] {
    var strike = ByteWriter()
    strike.u16(ppem); strike.u16(72)
    let header = 4 + 4 * (glyphCount + 1)
    let record = 8 + png.count
    strike.u32(header)
    for glyph in 1...glyphCount { strike.u32(header + (glyph - 1) * record) }
    for _ in 1..<glyphCount {
      strike.i16(0); strike.i16(0); strike.bytes += Array("png ".utf8); strike.bytes += png
    }
    var b = ByteWriter()
    b.u16(1); b.u16(1); b.u32(1); b.u32(12)
    return b.bytes + strike.bytes
  }

  /// CBLC with one strike and one index subtable of format 1 over glyphs 1…, and the CBDT it points into.
  private func cbdtTables(ppem: Int, png: [UInt8]) -> (cblc: [UInt8], cbdt: [UInt8]) {
    let first = 1, last = glyphCount - 1
    var data = ByteWriter()
    data.u16(3); data.u16(0)
    var offsets: [Int] = []
    for _ in first...last {
      offsets.append(data.bytes.count)
      data.u8(ppem); data.u8(ppem); data.u8(0); data.u8(ppem * 4 / 5); data.u8(ppem * 3 / 5)
      data.u32(png.count); data.bytes += png
    }
    offsets.append(data.bytes.count)
    let imageDataOffset = offsets[0]
    var subtable = ByteWriter()
    subtable.u16(1); subtable.u16(17); subtable.u32(imageDataOffset)
    for offset in offsets { subtable.u32(offset - imageDataOffset) }
    var b = ByteWriter()
    b.u16(3); b.u16(0); b.u32(1)
    let arrayOffset = 8 + 48
    b.u32(arrayOffset); b.u32(8 + subtable.bytes.count); b.u32(1); b.u32(0)
    for _ in 0..<2 {
      b.u8(ppem * 4 / 5); b.u8(256 - ppem / 5); b.u8(ppem); b.zeros(9)
    }
    b.u16(first); b.u16(last); b.u8(ppem); b.u8(ppem); b.u8(32); b.u8(1)
    b.u16(first); b.u16(last); b.u32(8)
    return (b.bytes + subtable.bytes, data.bytes)
  }

  // MARK: - File

  /// The offset table, the table records sorted by tag, then each table padded to 4 bytes.
  private static func file(_ tables: [(tag: String, data: [UInt8])]) -> [UInt8] {
    var b = ByteWriter()
    let power = 1 << (Int.bitWidth - 1 - tables.count.leadingZeroBitCount)
    b.u32(0x0001_0000); b.u16(tables.count); b.u16(power * 16)
    b.u16(power.trailingZeroBitCount); b.u16(tables.count * 16 - power * 16)
    var offset = 12 + 16 * tables.count
    for table in tables {
      b.bytes += Array(table.tag.utf8); b.u32(checksum(table.data)); b.u32(offset); b.u32(table.data.count)
      offset += (table.data.count + 3) & ~3
    }
    for table in tables {
      b.bytes += table.data
      b.zeros((4 - table.data.count % 4) % 4)
    }
    return b.bytes
  }

  private static func checksum(_ data: [UInt8]) -> Int {
    var sum: UInt32 = 0
    for start in stride(from: 0, to: data.count, by: 4) {
      var word: UInt32 = 0
      for k in 0..<4 { word = word << 8 | UInt32(start + k < data.count ? data[start + k] : 0) }
      sum &+= word
    }
    return Int(sum)
  }
}

/// Big-endian fields appended to a byte array.
struct ByteWriter {
  var bytes: [UInt8] = []
  mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }
  mutating func u16(_ value: Int) { bytes += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
  mutating func i16(_ value: Int) { u16(value) }
  mutating func u32(_ value: Int) { u16(value >> 16); u16(value) }
  mutating func zeros(_ count: Int) { bytes += [UInt8](repeating: 0, count: count) }
}
