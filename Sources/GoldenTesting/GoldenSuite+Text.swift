import Drawing
import Raster
import TextShaping

// The text goldens: one pangram set in the bundled Inter at 13, 15 and 17 pt,
// each drawn at 1×, 2× and 3×, black on white in a 200-pt-wide column.

extension GoldenSuite {
  /// The sentence the text goldens set: every Latin letter, both cases, and the digits.
  public static let pangram = "Sphinx of black quartz, judge my vow. The quick brown fox jumps over the lazy dog 0123456789"

  /// The point sizes and scales of the text goldens.
  public static let textSizes: [Double] = [13, 15, 17], textScales: [Double] = [1, 2, 3]

  /// One golden per size and scale, `raster/text/pangram-<size>pt-<scale>x`.
  public static let text: [GoldenImage] = textSizes.flatMap { size in
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
