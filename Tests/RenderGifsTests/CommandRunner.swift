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
///
/// - Parameters:
///   - stdout: A pipe, or standard output closed (`>&-`) or full (`>/dev/full`) through a shell.
///   - shell: Run bash with `arguments`, `$0` being the binary.
func run(_ arguments: [String], stdout redirect: BadInput.Stdout = .pipe, shell: Bool = false) throws -> CommandRun {
  let process = Process()
  let binary = try renderGifsBinary()
  switch (redirect, shell) {
  case (.pipe, false):
    process.executableURL = binary
    process.arguments = arguments
  case (.pipe, true):
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [arguments[0], arguments[1], binary.path] + arguments.dropFirst(2)
  case (.closed, _), (.full, _):
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let redirection = redirect == .closed ? ">&-" : ">/dev/full"
    process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", binary.path] + arguments
  }
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
