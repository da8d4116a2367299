import Foundation

// Standard output and standard error without traps. Foundation's FileHandle.write
// traps when the stream is closed or full, so everything goes through stdio
// here: stdout through `print` (checked once at exit by `Console.finish()`),
// notes and errors through `Console.note(_:)`, whose failures are ignored
// because there is nowhere left to report them.

enum Console {
  /// Writes `text` to standard error, ignoring a closed or full stream.
  static func note(_ text: String) {
    fputs(text, stream("stderr"))
    fflush(stream("stderr"))
  }

  /// Flushes standard output; when anything written to it was lost, prints one error line and exits 2.
  ///
  /// A reader that closed the pipe (`render-gifs list | head -1`) ends the process
  /// through SIGPIPE, quietly, as for other Unix tools.
  static func finish() {
    errno = 0
    let flushed = fflush(stream("stdout")) == 0
    let reason = errno != 0 ? String(cString: strerror(errno)) : "write error"
    guard flushed, ferror(stream("stdout")) == 0 else {
      RenderGifs.usageError("Cannot write to standard output (\(reason)): redirect it to a file or pipe that accepts data.")
    }
  }

  /// The C library's `stdout` or `stderr` stream, the one `print` writes to.
  ///
  /// Looked up by symbol because Swift 6 refuses to read those C globals directly.
  private static func stream(_ name: String) -> UnsafeMutablePointer<FILE> {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("no \(name) in the C library") }
    return symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>.self).pointee
  }
}
