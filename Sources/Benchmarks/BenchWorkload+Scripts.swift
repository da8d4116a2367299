import Drawing
import Foundation
import Raster
import TextShaping

// The text-heavy workload in several scripts: paragraphs of Latin, Hebrew and
// Arabic with numbers, Japanese and emoji, laid out (fonts, bidi, line breaks)
// in a 350-pt column and drawn at 2× through the glyph cache, with the
// installed Noto Color Emoji and Noto Sans CJK JP as fallbacks. It runs once
// in the bundled Inter and once in a user's font file (DejaVu Sans, found
// through fontconfig), so the two can be compared: a user's font is drawn
// through the same cache and fast path.

extension BenchWorkload {
  /// The paragraphs of the scripts workload.
  static let scriptParagraphs = [
    "Order ML4XQ2 shipped on 12/05 at 10:24. Track it in the app, or reply to this message with any question.",
    "הזמנה 4821 נשלחה ביום שלישי. המשלוח יגיע תוך שלושה ימי עסקים (בערך).",
    "تم شحن الطلب 3390 يوم الثلاثاء الساعة 14:05، وسيصل خلال ثلاثة أيام.",
    "東京都渋谷区神南一丁目の本社で午後三時から打ち合わせをします。資料は事前に共有します。",
    "Lunch 🍣 at 12:30? The family 👨‍👩‍👧 is in 🇯🇵 until Friday 👍🏽 see you 1️⃣ day soon 📎",
  ]

  /// Lays out and draws the paragraphs in Inter and in DejaVu Sans: milliseconds per frame in
  /// Inter (`milliseconds`) and in the user's font, and their ratio.
  static func measureScripts(runs: Int) throws -> [String: BenchFigure] {
    let fallbacks = try ["Noto Color Emoji", "Noto Sans CJK JP"].map { try FallbackFont(family: $0) }
    let userFile = try FallbackFont(family: "DejaVu Sans").file
    let bundled = try Font(size: 15).addingFallbacks(fallbacks)
    let user = try Font(contentsOf: URL(fileURLWithPath: userFile), size: 15).addingFallbacks(fallbacks)
    func frame(_ font: Font) -> (Canvas) -> Void {
      { canvas in
        canvas.save()
        canvas.scale(x: 2, y: 2)
        var y = 4.0
        for paragraph in scriptParagraphs {
          let layout = TextLayout(paragraph, font: font, width: 350)
          canvas.draw(layout.glyphText, at: Point(x: 8, y: y), color: .black)
          y += layout.size.height + 6
        }
        canvas.restore()
      }
    }
    let canvas = (732, 700)
    let inter = try medianSeconds(runs: runs, canvas: canvas, prepare: { $0.clear(.white) }, frame(bundled))
    let dejaVu = try medianSeconds(runs: runs, canvas: canvas, prepare: { $0.clear(.white) }, frame(user))
    return [
      "milliseconds": .number(inter * 1000), "userFontMilliseconds": .number(dejaVu * 1000),
      "userOverBundled": .number(dejaVu / inter),
    ]
  }
}
