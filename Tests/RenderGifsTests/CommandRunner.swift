import Foundation

/// The outcome of one run of the built `render-gifs` binary.
struct CommandRun {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// The products directory holding the test bundle also holds the executable.
func renderGifsBinary() throws -> URL {
  let candidates = [
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL,
  ]
  for directory in candidates {
    let url = directory.appendingPathComponent("render-gifs")
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
  }
  throw CocoaError(.fileNoSuchFile)
}

/// Runs the built binary with `arguments` in a fresh process.
func run(_ arguments: [String]) throws -> CommandRun {
  let process = Process()
  process.executableURL = try renderGifsBinary()
  process.arguments = arguments
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandRun(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

/// A new empty temporary folder.
func temporaryFolder(_ name: String) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}
