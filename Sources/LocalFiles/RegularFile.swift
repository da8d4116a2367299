import Foundation

/// The whole contents of a file a person named, read only when it is a regular file of bounded size.
///
/// A path on a command line or in a scene file can name anything: a FIFO (reading blocks until
/// some writer appears), `/dev/zero` (never ends), a folder, or a sparse file of gigabytes. The
/// file is opened with `O_NONBLOCK`, so opening a FIFO returns at once, and its kind and size are
/// taken from the open descriptor with `fstat` before one byte is read or allocated: anything
/// other than a regular file of at most `maximumBytes` bytes is refused.
public enum RegularFile {
  /// Reads the regular file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file, relative to the working folder unless it starts with `/`.
  ///   - maximumBytes: The largest size accepted; a larger file is refused before it is read.
  /// - Returns: The file's bytes, as many as `fstat` reported (fewer if it shrank meanwhile).
  /// - Throws: ``RegularFileError`` saying why the file was not read.
  public static func read(atPath path: String, maximumBytes: Int) throws(RegularFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw RegularFileError(path: path, problem: .cannotOpen(code: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw RegularFileError(path: path, problem: .cannotRead(code: errno))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw RegularFileError(path: path, problem: .notRegular(kind: fileKindName(info.st_mode)))
    }
    let size = Int(info.st_size)
    guard size <= maximumBytes else {
      throw RegularFileError(path: path, problem: .tooLarge(bytes: size, maximumBytes: maximumBytes))
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    var failure: Int32 = 0
    bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while done < size {
        let n = Foundation.read(descriptor, base + done, size - done)
        if n < 0, errno == EINTR { continue }
        if n < 0 { failure = errno }
        if n <= 0 { return }
        done += n
      }
    }
    guard failure == 0 else {
      throw RegularFileError(path: path, problem: .cannotRead(code: failure))
    }
    if done < size { bytes.removeLast(size - done) }
    return bytes
  }
}

/// Why ``RegularFile/read(atPath:maximumBytes:)`` refused or failed to read a file.
public struct RegularFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong with the file.
  public enum Problem: Equatable, Sendable {
    /// `open` failed with the `errno` value `code`, e.g. `ENOENT` when nothing is at the path.
    case cannotOpen(code: Int32)
    /// The path names something else than a regular file; `kind` is e.g. "a FIFO" (``fileKindName(_:)``).
    case notRegular(kind: String)
    /// The file has `bytes` bytes, more than the `maximumBytes` the caller accepts.
    case tooLarge(bytes: Int, maximumBytes: Int)
    /// The file opened but `fstat` or `read` failed with the `errno` value `code`.
    case cannotRead(code: Int32)
  }

  /// The path as the caller gave it.
  public var path: String
  /// What was wrong.
  public var problem: Problem

  /// Creates an error.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// Whether nothing exists at the path, so the fix is to check the path rather than the file.
  public var isMissing: Bool { problem == .cannotOpen(code: ENOENT) }

  /// What was wrong, as a clause about the file without its path, e.g.
  /// "it is a FIFO, not a regular file" or "it is 3670016000 bytes (3500 MiB), over the limit of 64 MiB".
  public var reason: String {
    switch problem {
    case .cannotOpen(let code), .cannotRead(let code): String(cString: strerror(code)).lowercased()
    case .notRegular(let kind): "it is \(kind), not a regular file"
    case .tooLarge(let bytes, let maximum):
      "it is \(bytes) bytes (\(Self.mebibytes(bytes))), over the limit of \(Self.mebibytes(maximum))"
    }
  }

  /// `Cannot read 'PATH': REASON.`
  public var description: String { "Cannot read '\(path)': \(reason)." }

  /// A size in whole MiB, rounded up so that a size over a limit never reads as equal to it.
  private static func mebibytes(_ bytes: Int) -> String {
    "\(bytes / (1 << 20) + (bytes % (1 << 20) == 0 ? 0 : 1)) MiB"
  }
}
