import Drawing
import Raster
import TextShaping

// The text goldens: one pangram set in the bundled Inter at 13, 15 and 17 pt,
// each drawn at 1×, 2× and 3×, black on white in a 200-pt-wide column; and
// one paragraph per script case (right to left, emoji, CJK) at 17 pt and 2×,
// with the installed Noto Color Emoji and Noto Sans CJK JP as fallbacks.

extension GoldenSuite {
  /// The sentence the text goldens set: every Latin letter, both cases, and the digits.
  public static let pangram = "Sphinx of black quartz, judge my vow. The quick brown fox jumps over the lazy dog 0123456789"

  /// The point sizes and scales of the text goldens.
  public static let textSizes: [Double] = [13, 15, 17], textScales: [Double] = [1, 2, 3]

  /// The script cases: name, text, and the layout direction.
  public static let scriptTexts: [(name: String, text: String, direction: TextDirection?)] = [
    ("rtl", "הזמנה 4821 נשלחה\n12/05 · 10:24 ص\nOrder ML4XQ2.\nשלום (Ada) עולם, تم شحن الطلب 3390", .rightToLeft),
    ("emoji", "Lunch 🍣 at 12:30? 📎\nThe family 👨‍👩‍👧 is in 🇯🇵, 1️⃣ 👍🏽 👩🏽‍💻 🏳️‍🌈", nil),
    ("cjk", "東京都渋谷区神南一丁目の本社で午後三時から打ち合わせをします。", nil),
  ]

  /// The pangram goldens, then the script cases, `raster/text/script-<name>-17pt-2x`.
  public static let text: [GoldenImage] = pangrams + scriptTexts.map { script in
    GoldenImage(name: "raster/text/script-\(script.name)-17pt-2x") {
      let font = try Font(weight: .regular, size: 17).addingFallbacks(try scriptFallbacks())
      let layout = TextLayout(script.text, font: font, width: 200, direction: script.direction)
      let canvas = try Canvas(width: 420, height: Int(((layout.size.height + 10) * 2).rounded()))
      canvas.clear(.white)
      canvas.scale(x: 2, y: 2)
      canvas.draw(layout.glyphText, at: Point(x: 5, y: 5), color: .black)
      return canvas.pixmap
    }
  }

  /// The installed fonts the script cases fall back to, read once per process (as every
  /// ``FallbackFont`` is): a run loads them before it plans its memory.
  ///
  /// - Throws: ``FallbackFontError`` when one is not installed.
  public static func scriptFallbacks() throws -> [FallbackFont] {
    try ["Noto Color Emoji", "Noto Sans CJK JP"].map { try FallbackFont(family: $0) }
  }

  /// One golden per size and scale, `raster/text/pangram-<size>pt-<scale>x`.
  static let pangrams: [GoldenImage] = textSizes.flatMap { size in
    textScales.map { scale in
      GoldenImage(name: "raster/text/pangram-\(Int(size))pt-\(Int(scale))x") {
        let font = try Font(weight: .regular, size: size)
        let layout = TextLayout(pangram, font: font, width: 200)
        let canvas = try Canvas(
          width: Int((210 * scale).rounded()), height: Int(((layout.size.height + 10) * scale).rounded()))
        canvas.clear(.white)
        canvas.scale(x: scale, y: scale)
        canvas.draw(layout.glyphText, at: Point(x: 5, y: 5), color: .black)
        return canvas.pixmap
      }
    }
  }
}
