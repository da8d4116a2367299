import Foundation
import Testing

/// `--memory-limit` is a promise: over a grid of requests (frames, sheets and every render format
/// at several scales, counts and thread counts), the tool's own estimate is read from its refusal
/// under `--memory-limit 1`, the request is run again with exactly that limit, and the process's
/// peak resident memory (`ru_maxrss` of the child, from `wait4`) must be within it.
struct PeakMemoryEndToEndTests {
  static let frames: [[String]] = [1, 3, 6, 10].map { scale in
    ["frame", "hero", "--time", "1", "--scale", String(scale), "--out", "$T/f.png"]
  }
  static let sheets: [[String]] =
    [("1", "1"), ("6", "1"), ("1", "3"), ("6", "3"), ("16", "2")].map { (count: String, scale: String) -> [String] in
      ["sheet", "hero", "--count", count, "--scale", scale, "--out", "$T/s.png"]
    } + [
      ["sheet", "hero", "--scale", "2", "--out", "$T/s.png"],
      ["sheet", "hero", "--count", "6", "--scale", "3", "--columns", "6", "--out", "$T/s.png"],
    ]
  static let renders: [[String]] = ["png", "apng", "gif", "all"].flatMap { (format: String) -> [[String]] in
    [("1", "1"), ("4", "1"), ("1", "3"), ("4", "3")].map { (threads: String, scale: String) -> [String] in
      ["render", "hero", "--frames", "0-3", "--format", format, "--threads", threads, "--scale", scale, "--out", "$T/o"]
    }
  }
  static let grid: [[String]] = frames + sheets + renders

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
    let limit = Int(mebibytes.rounded(.up))
    let run = try runMeasuringPeak(request + ["--memory-limit", "\(limit)M"])
    #expect(run.status == 0, "\(run.stderr)")
    let peak = run.peakBytes / 1_048_576
    print(String(format: "peak/estimate %.3f: %.0f of %d MiB: %@", peak / Double(limit), peak, limit, request.joined(separator: " ")))
    #expect(peak <= Double(limit), "peak \(peak) MiB over the estimate \(limit) MiB")
  }
}

/// Runs the built binary with `arguments`, standard output discarded, and returns its exit
/// status, its peak resident memory in bytes (`ru_maxrss` of this child alone, from `wait4`) and
/// its standard error.
func runMeasuringPeak(_ arguments: [String]) throws -> (status: Int32, peakBytes: Double, stderr: String) {
  let binary = try renderGifsBinary().path
  let errPath = try temporaryFolder("peak-stderr") + "/stderr"
  defer { try? FileManager.default.removeItem(atPath: (errPath as NSString).deletingLastPathComponent) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  let argv = ([binary] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid = pid_t()
  guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
  let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  return (exitStatus, Double(usage.ru_maxrss) * 1024, stderr)
}
