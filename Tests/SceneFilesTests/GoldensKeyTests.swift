import Foundation
import SwipeScenes
import Testing

@testable import SceneFiles

/// The top-level `goldens` key (docs/scene-file.md, "Goldens"): what it reads, its defaults, and
/// the values it refuses.
struct GoldensKeyTests {
  func selection(_ member: String, canvas: String = "") throws -> GoldenSelection? {
    let text = withLine5((canvas.isEmpty ? "" : "\"canvas\": \(canvas),\n  ") + member)
    return try decodeText(text, file: "test.json", folder: URL(fileURLWithPath: "/nonexistent")).renderingDefaults.goldens
  }

  @Test func everyMemberIsRead() throws {
    let read = try selection(
      #""goldens": { "moments": ["open", "rest"], "times": [0.75, 0], "appearances": ["dark"], "scales": [1, 3] }"#)
    #expect(read == GoldenSelection(moments: ["open", "rest"], times: [0.75, 0], appearances: [.dark], scales: [1, 3]))
  }

  /// Without the key a file keeps the default choice (nil); with `canvas.appearance` set, that appearance only.
  @Test func canvasAppearanceLimitsTheAppearances() throws {
    #expect(try selection(#""fps": 30"#) == nil)
    #expect(try selection(#""fps": 30"#, canvas: #"{ "appearance": "dark" }"#) == GoldenSelection(appearances: [.dark]))
    #expect(try selection(#""fps": 30"#, canvas: #"{ "appearance": "light" }"#) == GoldenSelection(appearances: [.light]))
    #expect(
      try selection(#""goldens": { "times": [1] }"#, canvas: #"{ "appearance": "dark" }"#)
        == GoldenSelection(times: [1], appearances: [.dark]))
    #expect(
      try selection(#""goldens": { "appearances": ["light", "dark"] }"#, canvas: #"{ "appearance": "dark" }"#)
        == GoldenSelection(appearances: [.light, .dark]))
  }

  /// Each refusal names the value's path and the fix. The scene lasts 1 s (no gestures).
  @Test(arguments: [
    (#""goldens": { "time": [1] }"#, "goldens.time", "did you mean 'times'?"),
    (#""goldens": { "times": [] }"#, "goldens.times", "too few times"),
    (#""goldens": { "times": [-1] }"#, "goldens.times[0]", "give a value"),
    (#""goldens": { "times": [5] }"#, "goldens.times[0]", "past the scene's end (1 s)"),
    (#""goldens": { "times": [0.5, 0.5] }"#, "goldens.times[1]", "given twice"),
    (#""goldens": { "scales": [1.5] }"#, "goldens.scales[0]", "give 1, 2 or 3"),
    (#""goldens": { "appearances": ["dim"] }"#, "goldens.appearances[0]", "unknown value 'dim'"),
    (#""goldens": { "moments": [3] }"#, "goldens.moments[0]", "expected a string"),
    (#""goldens": ["open"]"#, "goldens", "expected an object"),
  ])
  func refusals(member: String, path: String, words: String) throws {
    let error = try #require(decodeError(withLine5(member)))
    #expect(error.path == path, "\(error)")
    #expect(error.description.contains(words), "\(error)")
  }

  /// StateAnimator and collection-preview files take the key too (docs/scene-file.md §15 names
  /// no kind it is limited to); their times are checked against their own durations.
  @Test func componentKindsReadTheKey() throws {
    let goldens = #""goldens": { "moments": ["open"], "times": [0.5], "appearances": ["light"], "scales": [2] }"#
    let expected = GoldenSelection(moments: ["open"], times: [0.5], appearances: [.light], scales: [2])
    let animator = stateAnimatorFile(line8: #"  "states": { "open": ["grow"] }, "# + goldens)
    #expect(try decodeText(animator).renderingDefaults.goldens == expected)
    let preview = collectionPreviewFile(gestures: #"[{ "open": { "at": 0.5, "item": [0, 1] } }], "# + goldens)
    #expect(try decodeText(preview).renderingDefaults.goldens == expected)
    // The preview opens at 0.5 s and the scene lasts 1 s past its last gesture: 1.5 s.
    let late = try #require(
      decodeError(collectionPreviewFile(gestures: #"[{ "open": { "at": 0.5, "item": [0, 1] } }], "goldens": { "times": [2] }"#)))
    #expect(late.path == "goldens.times[0]" && late.description.contains("past the scene's end (1.5 s)"), "\(late)")
  }

  /// `scene export` writes the key so that the exported file keeps the same goldens, in every
  /// kind, leaving it out where the exported canvas implies the choice.
  @Test(arguments: [
    (#""goldens": { "moments": ["open"], "times": [0.25, 1], "scales": [1, 2] }"#, "", true),
    (#""goldens": { "appearances": ["light"] }"#, "", true),
    (#""fps": 30"#, #"{ "appearance": "light" }"#, true),
    (#""fps": 30"#, #"{ "appearance": "dark" }"#, false),
    (#""goldens": { "appearances": ["light", "dark"] }"#, #"{ "appearance": "dark" }"#, true),
    (#""fps": 30"#, "", false),
  ])
  func exportKeepsTheSelection(member: String, canvas: String, written: Bool) throws {
    let text = withLine5((canvas.isEmpty ? "" : "\"canvas\": \(canvas),\n  ") + member)
    let scene = try decodeText(text)
    let exported = try #require(SceneFile.export(scene))
    #expect(exported.contains("\"goldens\"") == written, "\(exported)")
    #expect(try decodeText(exported).renderingDefaults.goldens == scene.renderingDefaults.goldens, "\(exported)")
  }

  @Test func componentExportKeepsTheSelection() throws {
    let goldens = #""goldens": { "times": [0.5], "appearances": ["dark"] }"#
    let files = [
      stateAnimatorFile(line8: #"  "states": { "open": ["grow"] }, "# + goldens),
      collectionPreviewFile(gestures: #"[{ "open": { "at": 0.5, "item": [0, 1] } }], "# + goldens),
    ]
    for file in files {
      let scene = try decodeText(file)
      let exported = try #require(SceneFile.export(scene))
      let again = try decodeText(exported).renderingDefaults.goldens
      #expect(again == GoldenSelection(times: [0.5], appearances: [.dark]), "\(exported)")
    }
  }
}
