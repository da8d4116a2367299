import Foundation
import Testing

/// Runs the built `render-gifs` binary for `frame` and checks its JSON, its errors and exit codes.
struct FrameCommandEndToEndTests {
  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// Border at −100: slices of 100/3 from the cell edge at 314 (W = 414), P = 222, target 384.
  @Test func heldOffsetJSON() throws {
    let result = try run(["frame", "transition-border", "--offset", "-100", "--json", "-"])
    #expect(result.status == 0)
    let json = try object(result.stdout)
    #expect(json["scene"] as? String == "transition-border")
    #expect(json["time"] is NSNull)
    #expect(json["orientation"] as? String == "right")
    #expect(json["offset"] as? Double == -100)
    #expect(json["fullyExposedWidth"] as? Double == 222)
    #expect(json["expansionTarget"] as? Double == 384)
    // The swiped row is the canvas's only row, at its top-left corner.
    let origin = try #require(json["cellOrigin"] as? [String: Any])
    #expect(origin["x"] as? Double == 0 && origin["y"] as? Double == 0)
    let actions = try #require(json["actions"] as? [[String: Any]])
    #expect(actions.map { $0["title"] as? String } == ["More", "Flag", "Delete"])
    let starts = actions.compactMap { $0["colorStartX"] as? Double }
    let expected: [Double] = [314, 314 + 100.0 / 3, 314 + 200.0 / 3]
    #expect(starts.count == 3)
    #expect(zip(starts, expected).allSatisfy { abs($0 - $1) < 1e-5 })
  }

  /// Expansion-None at +100: past P = 74 the band's slope is 0.4, so the finger moved 74 + 26/0.4 = 139 pt
  /// from 0.25·414 = 103.5 to 242.5; the one button sits at the cell edge with Unread's blue running outward.
  @Test func heldOffsetGoesThroughTheRubberBand() throws {
    let json = try object(try run(["frame", "expansion-none", "--offset", "100", "--json", "-"]).stdout)
    #expect(json["orientation"] as? String == "left")
    #expect(abs((json["panTranslation"] as? Double ?? 0) - 139) < 1e-6)
    #expect(abs((json["touchX"] as? Double ?? 0) - 242.5) < 1e-6)
    let action = try #require((json["actions"] as? [[String: Any]])?.first)
    #expect(action["colorStartX"] as? Double == 100)
    #expect(action["buttonMinX"] as? Double == 26)
  }

  /// The same frame twice gives the same bytes, and `--frame 78 --fps 60` lands on `--time 1.3`.
  @Test func deterministicAndFrameEqualsTime() throws {
    let a = try run(["frame", "hero", "--time", "1.3", "--json", "-"])
    let again = try run(["frame", "hero", "--time", "1.3", "--json", "-"])
    let b = try run(["frame", "hero", "--frame", "78", "--fps", "60", "--json", "-"])
    #expect(a.status == 0)
    #expect(a.stdout == again.stdout)
    let offsetA = try object(a.stdout)["offset"] as? Double
    let offsetB = try object(b.stdout)["offset"] as? Double
    #expect(offsetA != nil && offsetA == offsetB)
  }

  /// Bad input: one line on stderr saying what to do, status 2, no output file.
  @Test(arguments: [
    ["frame", "nope", "--time", "1"], ["frame", "hero", "--time", "1", "--offset", "-5"],
    ["frame", "hero", "--time", "nan"], ["frame", "hero", "--frame", "3", "--fps", "-1"], ["frame", "hero"],
  ])
  func badInput(arguments: [String]) throws {
    let name = "render-gifs-frame-\(arguments.joined(separator: "_")).json"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    try? FileManager.default.removeItem(atPath: path)
    let result = try run(arguments + ["--json", path])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
