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
}
