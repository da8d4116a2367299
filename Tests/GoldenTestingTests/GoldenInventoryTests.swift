import BuiltInScenes
import Foundation
import GoldenTesting
import SwipeScenes
import Testing

/// `Goldens/` against the one list of goldens the suite draws (``GoldenSuite``): no orphans,
/// nothing missing under `GOLDEN_RECORD=never`, and within the size budget.
///
/// The list is built from the same cases, catalog and recorded scene files the golden tests use,
/// not by running them.
struct GoldenInventoryTests {
  static let suite = (try? Typography()).flatMap { typography in
    try? GoldenSuite(
      catalog: .standard,
      sceneFiles: GoldenSource.recordedScenes(in: GoldenStore.forPackage(containing: #filePath).root).map(\.scene),
      typography: typography)
  }

  func inventory() throws -> (GoldenInventory, URL) {
    let suite = try #require(Self.suite)
    let folder = try GoldenStore.forPackage(containing: #filePath).root
    return (try GoldenInventory(folder: folder, expected: suite.names), folder)
  }

  /// The list has every kind of golden: raster and text cases, and each catalog scene in every variant.
  @Test func listCoversRasterTextAndEveryScene() throws {
    let suite = try #require(Self.suite)
    #expect(suite.images.filter { $0.name.hasPrefix("raster/text/") }.count == GoldenSuite.text.count)
    #expect(suite.images.filter { $0.name.hasPrefix("raster/") }.count == GoldenSuite.raster.count + GoldenSuite.text.count)
    for scene in SceneCatalog.standard.names {
      let names = suite.images.filter { $0.scene == scene }.map(\.name)
      #expect(names.contains { $0.hasSuffix(".light.1x") }, "\(scene)")
      #expect(names.contains { $0.hasSuffix(".dark.1x") }, "\(scene)")
      #expect(names.contains { $0.hasSuffix(".light.2x") }, "\(scene)")
    }
  }

  @Test func noGoldenIsListedTwice() throws {
    let (inventory, _) = try inventory()
    #expect(inventory.duplicates.isEmpty, "listed more than once: \(inventory.duplicates)")
  }

  /// A PNG no test draws fails the suite, naming the file.
  @Test func noOrphans() throws {
    let (inventory, folder) = try inventory()
    #expect(inventory.orphans.isEmpty, "\(inventory.orphanMessages(in: folder).joined(separator: "\n"))")
  }

  /// Under `GOLDEN_RECORD=never` (CI) a golden the suite draws but nobody recorded fails, naming the file.
  /// In the other modes the golden tests record it instead.
  @Test(.enabled(if: (try? GoldenRecordMode.fromEnvironment()) == .never))
  func nothingMissing() throws {
    let (inventory, folder) = try inventory()
    #expect(inventory.missing.isEmpty, "\(inventory.missingMessages(in: folder).joined(separator: "\n"))")
  }

  @Test func withinTheSizeBudget() throws {
    let (inventory, folder) = try inventory()
    #expect(
      inventory.byteCount <= GoldenInventory.byteBudget,
      "\(folder.path) holds \(inventory.byteCount) bytes, over the budget of \(GoldenInventory.byteBudget): drop a variant or a moment (see Goldens/README.md).")
  }
}
