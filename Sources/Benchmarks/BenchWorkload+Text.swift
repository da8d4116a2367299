import BuiltInScenes
import Drawing
import Raster
import SwipeScenes
import TextShaping

extension BenchWorkload {
  /// Eight lines of the Mail demo's text at 15 pt on a 2× Mail-cell canvas, shaped once, drawn through the glyph cache.
  static func measureText(runs: Int) throws -> [String: BenchFigure] {
    let typography = try Typography()
    let font = typography.font(.regular, 15)
    let lines = MailMessage.inbox.prefix(4).flatMap { [$0.subject, $0.body] }.prefix(8).map {
      TextLayout($0, font: font, width: 420, maxLines: 1).glyphText
    }
    let glyphs = lines.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.glyphs.count } }
    // Only the text is timed: the white clear before each run is not text drawing.
    let seconds = try medianSeconds(runs: runs, canvas: (880, 204), prepare: { $0.clear(.white) }) { canvas in
      canvas.save()
      canvas.scale(x: 2, y: 2)
      for (k, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 8, y: 4 + Double(k) * 12), color: .black) }
      canvas.restore()
    }
    return [
      "glyphsPerSecond": .number(Double(glyphs) / seconds), "glyphs": .number(Double(glyphs)),
      "milliseconds": .number(seconds * 1000),
    ]
  }
}
