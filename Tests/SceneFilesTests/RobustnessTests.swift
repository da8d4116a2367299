import BuiltInScenes
import Drawing
import Foundation
import Raster
import SceneRendering
import SwipeScenes
import Testing

@testable import SceneFiles

/// No input crashes or traps: every file either decodes to a scene that evaluates and draws, or
/// is refused with a SceneFileError (docs/scene-file.md §9).
struct RobustnessTests {
  /// SplitMix64, seeded, so every run mutates the same way.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let context: SceneContext? = (try? Typography()).map { SceneContext(typography: $0) }

  /// Bytes that change JSON's structure, and numbers at and past the format's limits.
  static let bytes = Array("{}[],:\"\\-019e.nt \n".utf8) + [0xC3, 0xFF, 0x00]
  static let numbers = [
    "-1", "0", "-0", "0.0001", "1e308", "-1e308", "1e-308", "100000", "-100000", "3600", "-3600", "3601", "16384", "10000",
    "9999.5", "5e-324", "1e6", "8", "9", "100", "101", "64",
  ]

  /// `text` changed by one to three random edits: a byte deleted or inserted, a number replaced, a
  /// span duplicated, or the end cut off.
  static func mutate(_ text: [UInt8], _ random: inout Generator) -> [UInt8] {
    var bytes = text
    for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: bytes.remove(at: at)
      case 1: bytes.insert(Self.bytes.randomElement(using: &random) ?? 0, at: at)
      case 2, 3:
        // Replace the number at or after `at`, if any, with an extreme one.
        guard let start = bytes[at...].firstIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
          continue
        }
        var begin = start
        if begin > 0, bytes[begin - 1] == UInt8(ascii: "-") { begin -= 1 }
        var end = start
        while end < bytes.count, "0123456789.eE+-".utf8.contains(bytes[end]) { end += 1 }
        bytes.replaceSubrange(begin..<end, with: Array((Self.numbers.randomElement(using: &random) ?? "0").utf8))
      case 4:
        let end = Swift.min(bytes.count, at + Int.random(in: 1...40, using: &random))
        bytes.insert(contentsOf: bytes[at..<end], at: end)
      default: bytes.removeSubrange(at...)
      }
    }
    return bytes
  }

  /// Evaluates and draws a decoded scene at its start, middle and end.
  static func exercise(_ scene: any CatalogScene, render: Bool) throws {
    let context = try #require(Self.context)
    for time in [0, scene.duration / 2, scene.duration] {
      _ = scene.inspection(at: time, in: context)
      _ = scene.displayList(at: time, in: context)
    }
    if render {
      let scale = Swift.min(1, 200 / Swift.max(scene.size.width, scene.size.height))
      _ = try FrameRenderer(context: context).render(scene, at: scene.duration / 2, scale: scale)
    }
  }

  static let seeds: [(String, String)] = {
    let archive = (try? String(contentsOf: packageRoot.appendingPathComponent("Examples/archive.json"), encoding: .utf8)) ?? ""
    return [
      ("archive", archive), ("every-key", GoodFileTests.everyKey),
      ("expansion-delegate", SceneFile.export(SwipeScene.expansionDelegate)),
      ("onboarding-leave-early", OnboardingScene.all.last.map(SceneFile.export) ?? ""),
    ]
  }()

  @Test(arguments: seeds.indices)
  func mutatedFilesNeverTrap(seed: Int) throws {
    let (name, text) = Self.seeds[seed]
    #expect(!text.isEmpty)
    var random = Generator(state: UInt64(seed) &* 7919 &+ 1)
    var decoded = 0
    var refused = 0
    for _ in 0..<600 {
      let bytes = Self.mutate(Array(text.utf8), &random)
      do {
        let scene = try SceneFile.decode(bytes, file: "\(name).json", folder: GoodFileTests.folder)
        decoded += 1
        try Self.exercise(scene, render: decoded <= 40)
      } catch let error as SceneFileError {
        refused += 1
        #expect(!error.description.contains("\n"))
      }
    }
    #expect(decoded > 20 && refused > 20, "\(name): \(decoded) decoded, \(refused) refused")
  }

  /// A file at every limit the format allows decodes, evaluates and draws.
  @Test func everyLimitAtOnce() throws {
    let text = """
      {
        "version": 1,
        "canvas": { "width": 8192, "height": 4096, "scale": 2 },
        "rows": [{ "style": "mail", "title": "\(String(repeating: "W", count: 2000))", "height": 10000 }],
        "right": {
          "actions": [
            { "title": "Big", "font": { "size": 1000, "weight": "bold" }, "image": { "glyph": "Trash", "size": [10000, 10000] } },
            { "title": "Tiny", "image": { "path": "M-1000000 -1000000L1000000 1000000L0 1000000Z", "viewBox": [0, 0, 5e-324, 5e-324], "size": [10000, 10000] } },
            { "title": "C" }, { "title": "D" }, { "title": "E" }, { "title": "F" }, { "title": "G" }, { "title": "H" }
          ],
          "expansionStyle": {
            "target": { "edgeInset": 100000 }, "additionalTriggers": [{ "overscroll": 100000 }, { "touchThreshold": 0 }],
            "minimumTargetOverscroll": 10000, "targetOverscrollElasticity": 10
          },
          "buttonSpacing": 10000, "buttonPadding": 10000, "minimumButtonWidth": 10000, "maximumButtonWidth": 10000
        },
        "gestures": [
          { "swipe": { "at": -3600, "to": -8192, "duration": 60, "velocity": -1000000 } },
          { "pan": { "at": -3000, "points": [[0, 100000], [600, -100000]], "velocity": 1000000 } },
          { "setSwipeOffset": { "at": 0, "offset": "openRight" } },
          { "tapAction": { "at": 3599, "action": "Big" } }
        ],
        "duration": 3600,
        "visibleRect": [-100000, -100000, 100000, 100000],
        "swipeRowY": 100000
      }
      """
    let scene = try decodeText(text)
    try Self.exercise(scene, render: true)
    let renderer = try FrameRenderer(context: #require(Self.context))
    // At its own scale the canvas is 16384 × 8192 px, exactly the 512 MB a pixmap may have.
    let pixels = try FrameRenderer.pixelSize(of: scene, scale: 2)
    #expect(pixels.width == 16384 && pixels.height == 8192)
    _ = try renderer.render(scene, at: 1, scale: 0.02)
  }
}
