import BuiltInScenes
import SceneRendering
import SwipeScenes
import Testing

/// `MemorySize`: sizes as people write them, as sentences show them, and the estimates renders are checked with.
struct MemorySizeTests {
  @Test(arguments: [
    ("1500000", 1_500_000.0), ("512K", 524_288), ("512m", 536_870_912), ("2G", 2_147_483_648), ("2gb", 2_147_483_648),
    ("1.5G", 1_610_612_736), ("1024T", 1_125_899_906_842_624), ("100.7", 100),
    ("1", 1), ("1.5", 1), ("0.001K", 1),
  ])
  func parsesBytesAndBinaryUnits(_ text: String, _ bytes: Double) throws {
    #expect(try #require(MemorySize(text)).bytes == bytes)
  }

  /// Nothing, zero or less, not a number, an unknown unit, or more than 2⁵⁰ bytes; and less
  /// than one byte: `--memory-limit 0.5` was read as a limit of 0 bytes and every render refused
  /// as "over the --memory-limit of 0 MiB".
  @Test(arguments: ["", "0", "-1G", "lots", "G", "2P", "nan", "inf", "1e300G", "1025T", "4 G", "0.5", "0.999", "1e-300G", "0.0000001K"])
  func refusesWhatIsNotASize(_ text: String) {
    #expect(MemorySize(text) == nil)
  }

  @Test func describesInBinaryUnits() {
    #expect(MemorySize(bytes: 3.2 * 1_073_741_824).description == "3.2 GiB")
    #expect(MemorySize(bytes: 1_073_741_824).description == "1.0 GiB")
    #expect(MemorySize.defaultLimit.description == "2.0 GiB")
    // Below 1 GiB whole MiB, rounded up: a byte over 96 MiB reads 97.
    #expect(MemorySize(bytes: 96 * 1_048_576).description == "96 MiB")
    #expect(MemorySize(bytes: 96 * 1_048_576 + 1).description == "97 MiB")
    #expect(MemorySize(bytes: 1_073_741_823).description == "1024 MiB")
    #expect(MemorySize(bytes: 1).description == "1 byte")
    #expect(MemorySize(bytes: 1000).description == "1000 bytes")
    #expect(MemorySize(bytes: 1024).description == "1 KiB")
    #expect(MemorySize(bytes: 1025).description == "2 KiB")
    #expect(MemorySize(bytes: 1_048_576).description == "1 MiB")
    #expect(MemorySize(bytes: 1e18).description == "more than an exabyte")
    #expect(MemorySize(bytes: .nan).description == "more than an exabyte")
    #expect(MemorySize(bytes: 5) < MemorySize(bytes: 6))
  }

  /// transition-border is 414 × 96 points: 158,976 bytes a frame at scale 1.
  @Test func estimatesCountWholeFrames() throws {
    let scene = try #require(SceneCatalog.standard.scene(named: "transition-border"))
    let frame = 414.0 * 96 * 4
    #expect(try MemorySize.frame(of: scene, scale: 1).bytes == frame)
    #expect(try MemorySize.frame(of: scene, scale: 2).bytes == 4 * frame)
    #expect(try MemorySize.writingFrame(of: scene, scale: 1).bytes == 635_904)

    // 2 threads: a window of 16 frames (48 MiB holds 316; at most 8 a thread), each a frame and
    // its PNG, plus one canvas a thread and one more: 35 frames; APNG and GIF 2 more each.
    let png = SequenceOutput(folder: "out", format: .png, scale: 1)
    #expect(try MemorySize.rendering(scene, frameCount: 88, to: png, threads: 2).bytes == 35 * frame)
    #expect(try MemorySize.rendering(scene, frameCount: 88, to: png, threads: 2).bytes == 5_564_160)
    let all = SequenceOutput(folder: "out", format: .all, scale: 1)
    #expect(try MemorySize.rendering(scene, frameCount: 88, to: all, threads: 2).bytes == 6_200_064)
    // Three frames never fill the window: 2 + 3 × 2 + 1 frames.
    #expect(try MemorySize.rendering(scene, frameCount: 3, to: png, threads: 2).bytes == 1_430_784)
    #expect(throws: RenderError.self) { try MemorySize.frame(of: scene, scale: 1000) }
  }

  /// Nine cells of 100 × 50 (six, the canvas and the pool's two), then the sheet and what its PNG holds.
  @Test func contactSheetEstimate() {
    let estimate = MemorySize.contactSheet(cellCount: 6, cell: (100, 50), sheet: (400, 300))
    #expect(estimate.bytes == 9 * 20_000 + 4 * 480_000)
  }
}
