import GoldenTesting
import Testing

/// The pangram at 13, 15 and 17 pt, drawn at 1×, 2× and 3×, and the right-to-left, emoji and CJK
/// paragraphs (with the installed Noto fallbacks), compared exactly with `Goldens/raster/text/`.
///
/// The drawings are ``GoldenSuite/text``, the list `render-gifs golden verify` checks too.
struct TextGoldenTests {
  @Test func everySizeAtEveryScale() {
    #expect(GoldenSuite.text.count == 9 + 3)
  }

  @Test(arguments: GoldenSuite.text)
  func textMatchesGolden(_ golden: GoldenImage) throws {
    let outcome = try GoldenStore.forPackage(containing: #filePath).check(try golden.draw(), named: golden.name)
    #expect(outcome.passed, "\(outcome.message)")
  }
}
