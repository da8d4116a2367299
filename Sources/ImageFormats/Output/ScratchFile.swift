import Foundation
import LocalFiles

/// A nameless file for bytes an encoder sets aside and reads back later in the same run.
///
/// It is created beside an output file, in the folder the user chose for it,
/// and its name is removed at once, so nothing is left behind however the
/// process ends; the system frees its space when it is closed. Appends run in
/// order on one thread at a time; reads may run on any thread.
final class ScratchFile: @unchecked Sendable {
  private let descriptor: Int32
  /// How many bytes were appended.
  private(set) var size = 0

  /// A new empty file in the folder of `path`, or `nil` when that folder takes no new file.
  init?(besides path: String) {
    let name = temporaryPath(for: path)
    descriptor = TemporaryFiles.create(name) { open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
    guard descriptor >= 0 else { return nil }
    TemporaryFiles.finish(name) { unlink(name) }
  }

  deinit { close(descriptor) }

  /// The bytes free on the file's disk for an unprivileged writer, or `nil` when the system does not say.
  var freeBytes: Int? {
    var info = statvfs()
    guard fstatvfs(descriptor, &info) == 0 else { return nil }
    let (free, overflow) = Int(info.f_bavail).multipliedReportingOverflow(by: Int(info.f_frsize))
    return overflow ? Int.max : free
  }

  /// Appends the bytes of `words` at the end; `false`, with nothing counted as written, when the disk refuses them.
  func append(_ words: [UInt32]) -> Bool {
    words.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var done = 0
      while done < buffer.count {
        let n = pwrite(descriptor, base + done, buffer.count - done, off_t(size + done))
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return false }
        done += n
      }
      size += buffer.count
      return true
    }
  }

  /// The `count` words appended from byte `offset`, or `nil` when they cannot be read back.
  func words(at offset: Int, count: Int) -> [UInt32]? {
    guard offset >= 0, count >= 0, offset + 4 * count <= size else { return nil }
    guard count > 0 else { return [] }
    var complete = true
    let words = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      let bytes = UnsafeMutableRawBufferPointer(buffer)
      var done = 0
      while done < bytes.count {
        let n = pread(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { break }
        done += n
      }
      complete = done == bytes.count
      if !complete { buffer.initialize(repeating: 0) }
      initialized = count
    }
    return complete ? words : nil
  }
}
