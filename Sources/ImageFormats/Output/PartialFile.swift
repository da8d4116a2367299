import Foundation
import LocalFiles

/// A file written piece by piece under a temporary name in its folder, renamed into place when complete.
///
/// Readers never see a half-written file, as with ``writeFileAtomically(_:to:)``,
/// but the bytes need not all be in memory at once. A file dropped before
/// ``commit()`` is removed, and an existing file at the path is left untouched.
/// It is a reference: the animation writers that hold one are used from one
/// thread at a time.
public final class PartialFile: @unchecked Sendable {
  /// Where the file goes.
  let path: String
  /// The temporary file's path beside `path` (``temporaryPath(for:)``).
  private let temporary: String
  /// The open descriptor, or -1 once committed or failed.
  private var descriptor: Int32
  /// How many bytes were written.
  private(set) var size = 0

  /// Creates the temporary file, empty.
  ///
  /// - Throws: ``FileWriteError`` naming the folder when it cannot be written.
  public init(path: String) throws {
    self.path = path
    temporary = temporaryPath(for: path)
    let temporary = temporary
    descriptor = TemporaryFiles.create(temporary) { open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
    guard descriptor >= 0 else {
      throw FileWriteError(
        description: "Cannot write into '\(PathText.parent(of: path))': check that the folder exists and is writable.")
    }
  }

  deinit {
    if descriptor >= 0 {
      close(descriptor)
      TemporaryFiles.finish(temporary) { unlink(temporary) }
    }
  }

  /// Appends `bytes` at the end.
  ///
  /// - Throws: ``FileWriteError`` when the disk refuses them.
  public func append(_ bytes: [UInt8]) throws {
    try write(bytes, at: size)
    size += bytes.count
  }

  /// Writes `bytes` over the file's bytes from `offset`, which with them must lie within what was appended.
  ///
  /// - Throws: ``FileWriteError`` when the disk refuses them.
  func overwrite(_ bytes: [UInt8], at offset: Int) throws {
    precondition(offset >= 0 && offset + bytes.count <= size, "overwrite outside the written bytes")
    try write(bytes, at: offset)
  }

  /// Closes the file and renames it to ``path``, replacing what was there.
  ///
  /// - Throws: ``FileWriteError`` when it cannot be closed or renamed.
  public func commit() throws {
    guard descriptor >= 0 else { throw failure("it was already closed") }
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else {
      let error = failure(String(cString: strerror(errno)))
      TemporaryFiles.finish(temporary) { unlink(temporary) }
      throw error
    }
    guard TemporaryFiles.renameOrRemove(temporary, to: path) == 0 else {
      let reason = String(cString: strerror(errno))
      throw FileWriteError(
        description: "Cannot replace '\(path)' (\(reason)): check that it is not a folder and that its folder is writable.")
    }
  }

  private func write(_ bytes: [UInt8], at offset: Int) throws {
    guard descriptor >= 0 else { throw failure("it was already closed") }
    try bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var done = 0
      while done < buffer.count {
        let n = pwrite(descriptor, base + done, buffer.count - done, off_t(offset + done))
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { throw failure(String(cString: strerror(errno))) }
        done += n
      }
    }
  }

  private func failure(_ reason: String) -> FileWriteError {
    FileWriteError(description: "Cannot write '\(path)' (\(reason)): check the disk's free space and the folder's permissions.")
  }
}
