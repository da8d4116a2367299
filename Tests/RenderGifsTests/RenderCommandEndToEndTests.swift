import Foundation
import Testing

/// `render`, `list` and `golden` through the built binary: outputs, determinism and errors.
struct RenderCommandEndToEndTests {
  func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// Frame i shows i / fps and frames cover the duration: 3.52 s at 12.5 fps is the GIF's 44 frames.
  @Test func renderWritesOneFileperFrame() throws {
    let out = try temporaryFolder("render")
    let result = try run(["render", "transition-border", "--out", out, "--fps", "12.5", "--scale", "0.5"])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out + "/transition-border").sorted()
    #expect(files.count == 44)
    #expect(files.first == "frame-0000.png" && files.last == "frame-0043.png")
  }

  /// One thread and several give the same bytes; so does frame --time in a fresh process.
  @Test func outputIsIdenticalAcrossThreadsAndCommands() throws {
    let one = try temporaryFolder("one"), many = try temporaryFolder("many")
    let common = ["render", "expansion-destructive", "--fps", "10", "--width", "440", "--frames", "20-35"]
    #expect(try run(common + ["--out", one, "--threads", "1"]).status == 0)
    #expect(try run(common + ["--out", many, "--threads", "4"]).status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: one + "/expansion-destructive").sorted()
    #expect(files.count == 16)
    for file in files {
      #expect(try bytes(one + "/expansion-destructive/" + file) == bytes(many + "/expansion-destructive/" + file), "\(file)")
    }
    let single = one + "/single.png"
    let frame = try run(["frame", "expansion-destructive", "--time", "3", "--width", "440", "--out", single])
    #expect(frame.status == 0, "\(frame.stderr)")
    #expect(try bytes(single) == bytes(one + "/expansion-destructive/frame-0030.png"))
  }

  @Test func listShowsEveryScene() throws {
    let result = try run(["list"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("transition-border") == true)
    #expect(lines.contains { $0.hasPrefix("vertical-centering") && $0.contains("4.30 s") && $0.contains("129 frames") })
  }

  @Test(arguments: [
    ["render", "no-such-scene", "--out", "/tmp"],
    ["render", "hero", "--out", "/tmp", "--fps", "0"],
    ["render", "hero", "--out", "/tmp", "--fps", "nan"],
    ["render", "hero", "--out", "/tmp", "--scale", "500"],
    ["render", "hero", "--out", "/tmp", "--scale", "2", "--width", "440"],
    ["render", "--out", "/tmp"],
    ["render", "hero", "--out", "/proc/render-gifs-cannot-write-here"],
    ["frame", "hero", "--time", "1", "--out", "/proc/nowhere/x.png"],
  ])
  func badInputExitsWithStatusTwoAndOneSentence(arguments: [String]) throws {
    let result = try run(arguments)
    #expect(result.status == 2, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func goldenVerifyPassesOnTheCommittedGoldens() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let result = try run([
      "golden", "verify", "transition-drag", "--goldens", root.appendingPathComponent("Goldens").path,
      "--report", try temporaryFolder("artifacts"),
    ])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("key frames match"))
  }
}
