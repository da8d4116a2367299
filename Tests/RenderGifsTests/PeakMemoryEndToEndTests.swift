import Foundation
import Testing

/// `--memory-limit` is a promise: over a grid of requests (frames, sheets, every render format,
/// goldens and preview pages at several scales, counts and thread counts, for every kind of scene), the tool's own estimate is read from its refusal
/// under `--memory-limit 1`, the request is run again with exactly that limit, and the process's
/// peak resident memory (`ru_maxrss` of the child, from `wait4`) must be within it.
struct PeakMemoryEndToEndTests {
  static let frames: [[String]] = [1, 3, 6, 10].map { scale in
    ["frame", "hero", "--time", "1", "--scale", "\(scale)", "--out", "$T/f.png"]
  }

  static let sheets: [[String]] = [
    ["sheet", "hero", "--count", "1", "--scale", "1", "--out", "$T/s.png"],
    ["sheet", "hero", "--count", "6", "--scale", "1", "--out", "$T/s.png"],
    ["sheet", "hero", "--count", "1", "--scale", "3", "--out", "$T/s.png"],
    ["sheet", "hero", "--count", "6", "--scale", "3", "--out", "$T/s.png"],
    ["sheet", "hero", "--count", "16", "--scale", "2", "--out", "$T/s.png"],
    ["sheet", "hero", "--scale", "2", "--out", "$T/s.png"],
    ["sheet", "hero", "--count", "6", "--scale", "3", "--columns", "6", "--out", "$T/s.png"],
  ]

  static let renders: [[String]] = ["png", "apng", "gif", "all"].flatMap { (format: String) -> [[String]] in
    [["1", "1"], ["4", "1"], ["1", "3"], ["4", "3"]].map { (pair: [String]) -> [String] in
      ["render", "hero", "--frames", "0-3", "--format", format, "--threads", pair[0], "--scale", pair[1], "--out", "$T/o"]
    }
  }

  /// Preview pages draw on every core (two here), a batch of frames at a time.
  static let previews: [[String]] = [1, 3, 6].map { scale in
    ["preview", "hero", "--fps", "2", "--scale", "\(scale)", "--out", "$T/p.html"]
  }

  /// The other kinds of scene and rows: StateAnimator, collection preview, content rows, sections.
  static let kinds: [[String]] = {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples").path
    let scenes = ["state-animator", "collection-preview", examples + "/chat-list.json", examples + "/settings-dark.json"]
    return scenes.flatMap { scene in
      [
        ["render", scene, "--frames", "0-3", "--format", "all", "--threads", "2", "--scale", "3", "--out", "$T/o"],
        ["frame", scene, "--time", "1", "--scale", "4", "--out", "$T/f.png"],
        ["sheet", scene, "--count", "4", "--scale", "2", "--out", "$T/s.png"],
      ]
    }
  }()

  /// Goldens: the whole suite checked, a scene recorded with and without its sequence, and a
  /// scene file with layers.
  static let goldens: [[String]] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    return [
      ["golden", "verify", "--goldens", root + "/Goldens", "--report", "$T/r"],
      ["golden", "record", "hero", "--goldens", "$T/g"],
      ["golden", "record", "hero", "--sequence", "--goldens", "$T/g"],
      ["golden", "record", "state-animator", "--sequence", "--goldens", "$T/g"],
      ["golden", "record", root + "/Examples/settings-dark.json", "--goldens", "$T/g"],
    ]
  }()

  static let grid: [[String]] = frames + sheets + renders + previews + kinds + goldens

  /// The estimate in MiB, read from "needs about 104 MiB" or "needs about 1.2 GiB" (rounded up to a tenth).
  static func estimate(in message: String) -> Double? {
    guard let range = message.range(of: #"needs about [0-9.]+ (MiB|GiB)"#, options: .regularExpression) else { return nil }
    let words = message[range].split(separator: " ")
    guard let value = Double(words[2]) else { return nil }
    return words[3] == "GiB" ? (value + 0.05) * 1024 : value
  }

  @Test(arguments: grid)
  func peakIsWithinTheEstimate(_ arguments: [String]) throws {
    let folder = try temporaryFolder("peak")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let request = arguments.map { $0.replacingOccurrences(of: "$T", with: folder) }
    let refused = try runMeasuringPeak(request + ["--memory-limit", "1"])
    #expect(refused.status == 2)
    let mebibytes = try #require(Self.estimate(in: refused.stderr), "no estimate in: \(refused.stderr)")
    // One MiB over the estimate: the second run's baseline may be a few pages larger.
    let limit = Int(mebibytes.rounded(.up)) + 1
    let run = try runMeasuringPeak(request + ["--memory-limit", "\(limit)M"])
    #expect(run.status == 0, "\(run.stderr)")
    let peak = run.peakBytes / 1_048_576
    print(String(format: "peak/estimate %.3f: %.0f of %d MiB: %@", peak / Double(limit), peak, limit, request.joined(separator: " ")))
    #expect(peak <= Double(limit), "peak \(peak) MiB over the estimate \(limit) MiB")
  }
}

/// Runs the built binary under GNU time with `arguments`, standard output discarded, and returns
/// its exit status, its peak resident memory in bytes and its standard error.
///
/// The peak comes from GNU time (`%M`, the `ru_maxrss` of its own child), not from this process's
/// `wait4`: a child spawned from the test process starts with the test's peak (Linux keeps the
/// peak of the address space a process replaced on exec), while time's child is forked from a
/// small process.
func runMeasuringPeak(_ arguments: [String]) throws -> (status: Int32, peakBytes: Double, stderr: String) {
  let time = "/usr/bin/time"
  try #require(FileManager.default.isExecutableFile(atPath: time), "GNU time is missing: apt-get install time")
  let folder = try temporaryFolder("peak-report")
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: time)
  process.arguments = ["-f", "%M", "-o", folder + "/peak", try renderGifsBinary().path] + arguments
  let err = Pipe()
  process.standardError = err
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let report = (try? String(contentsOfFile: folder + "/peak", encoding: .utf8)) ?? ""
  let kibibytes = try #require(report.split(separator: "\n").last.flatMap { Double($0) }, "no peak in: \(report)")
  return (process.terminationStatus, kibibytes * 1024, stderr)
}
