import GoldenTesting
import Testing

/// One test per golden under `Goldens/raster/fill/` and `Goldens/raster/composite/`, compared exactly.
///
/// The drawings are ``GoldenSuite/raster``, the list `render-gifs golden verify` checks too.
struct FillGoldenTests {
  @Test func thereAreRasterCases() {
    #expect(GoldenSuite.raster.count >= 8)
  }

  @Test(arguments: GoldenSuite.raster)
  func matchesGolden(_ golden: GoldenImage) throws {
    let outcome = try GoldenStore.forPackage(containing: #filePath).check(try golden.draw(), named: golden.name)
    #expect(outcome.passed, "\(outcome.message)")
  }
}
