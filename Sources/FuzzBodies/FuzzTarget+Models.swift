import Drawing
import Foundation
import Raster
import SceneFiles
import SwipeScenes
import TextShaping

// The bodies that go past parsing: a user's font shaped and drawn, an SVG icon file filled, and a
// scene file's model evaluated and turned into display lists.

extension FuzzTarget {
  /// Text that exercises shaping: Latin with ligatures, digits, Hebrew and Arabic (bidi), emoji with
  /// a ZWJ sequence and a skin tone, CJK, and the first characters the test fonts map (U+0020…).
  static let sampleText = " !\"#$%&'()*+ Hi fi ffl 12.5 שלום 123 مرحبا 😀👍🏽👨‍👩‍👧 日本語"

  /// The font in `bytes` made afresh (nothing cached), its metrics read, the sample text laid out
  /// in two lines and drawn at 24 px through masks, colour glyphs included, and at 300 px as outlines.
  static func drawFont(_ bytes: [UInt8]) {
    guard let font = try? Font(fontData: bytes, size: 24) else { return }
    _ = (font.ascent, font.descent, font.capHeight, font.xHeight, font.missingCharacters(in: sampleText))
    let layout = TextLayout(sampleText, font: font, width: 120, maxLines: 2)
    guard var pixmap = try? Pixmap(width: 128, height: 64) else { return }
    pixmap.draw(layout.glyphText, at: .zero, color: .black, cache: nil)
    let large = font.withSize(300).shape(String(sampleText.prefix(12)))
    pixmap.draw(large.glyphText, at: Point(x: 0, y: 60), color: .black, transform: .identity, cache: nil)
  }

  /// The icon in `bytes` filled into 48 × 48 pixels, its view box scaled to fit.
  static func drawSVGIcon(_ bytes: [UInt8]) {
    guard let icon = try? SVGIcon.parse(String(decoding: bytes, as: UTF8.self)), var pixmap = try? Pixmap(width: 48, height: 48)
    else { return }
    let box = icon.viewBox
    let scale = 48 / Swift.max(box.width, box.height)
    pixmap.fill(icon.path, color: .black, transform: Transform(a: scale, b: 0, c: 0, d: scale, tx: -box.x * scale, ty: -box.y * scale))
  }

  /// The scene in `bytes` decoded, then its model state and display list at its start, middle and end.
  static func evaluateScene(_ bytes: [UInt8]) {
    guard let context = sceneContext,
      let scene = try? SceneFile.decode(bytes, file: "fuzz.json", folder: URL(fileURLWithPath: "/nonexistent"))
    else { return }
    for time in [0, scene.duration / 2, scene.duration] {
      _ = scene.inspection(at: time, in: context)
      _ = scene.displayList(at: time, in: context)
    }
  }

  /// The bundled typography every scene starts from.
  static let sceneContext: SceneContext? = (try? Typography()).map { SceneContext(typography: $0) }
}
