import Drawing
import Foundation
import LocalFiles
import Raster
import Synchronization

// Output files are written whole or not at all: the bytes go to a temporary
// file next to the destination, which is renamed over it once complete. Only a
// regular file (or nothing) at the destination is replaced; a device, a FIFO or
// a folder there is an error, never silently turned into a regular file.

/// An error raised when an output file cannot be written.
public struct FileWriteError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in a sentence that says what to do.
  public var description: String

  /// Creates an error with a sentence saying what to do.
  public init(description: String) {
    self.description = description
  }
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
///
/// Readers never see a half-written file, a failed write leaves an existing file at
/// `path` untouched and removes the temporary file, and only a regular file is replaced.
///
/// - Throws: ``FileWriteError`` naming the folder or file that could not be written.
public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws {
  try checkReplaceable(path)
  try checkFolder(PathText.parent(of: path), holding: path)
  let temporary = temporaryPath(for: path)
  let fd = TemporaryFiles.create(temporary) { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
  guard fd >= 0 else {
    throw FileWriteError(
      description: "Cannot write '\(path)' (\(errnoText())): choose an output folder you can write to.")
  }
  var failure: Int32 = 0
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        failure = errno
        return
      }
      offset += n
    }
  }
  if close(fd) != 0 && failure == 0 { failure = errno }
  if failure != 0 {
    TemporaryFiles.finish(temporary) { unlink(temporary) }
    throw FileWriteError(
      description: "Cannot write '\(path)' (\(String(cString: strerror(failure)))): free space or choose another folder.")
  }
  guard TemporaryFiles.renameOrRemove(temporary, to: path) == 0 else {
    let reason = errnoText()
    throw FileWriteError(description: "Cannot replace '\(path)' (\(reason)): check that it is a file in a folder you can write to.")
  }
}

/// Creates the folder at `path` and any missing folders above it; an existing folder is left as it is.
///
/// - Throws: ``FileWriteError`` naming the folder, and why, when it cannot be created.
public func createFolder(atPath path: String) throws {
  guard !path.isEmpty else { throw FileWriteError(description: "The output folder '' is empty: give a folder path.") }
  try checkOutputFolder(atPath: path)
  var info = stat()
  if stat(path, &info) == 0 { return }
  let parent = PathText.parent(of: path)
  if parent != path { try createFolder(atPath: parent) }
  if mkdir(path, 0o755) != 0 && errno != EEXIST {
    throw FileWriteError(
      description: "Cannot create the folder '\(path)' (\(errnoText())): choose an output folder you can write to.")
  }
}

/// Checks, before anything is drawn, that a file can be written at `path`: nothing or a regular
/// file is there, and whatever exists of its folders is folders.
///
/// - Throws: ``FileWriteError`` naming the path that is in the way.
public func checkOutputFile(atPath path: String) throws {
  try checkReplaceable(path)
  try checkOutputFolder(atPath: PathText.parent(of: path))
}

/// Checks, before anything is drawn, that `path` and every existing folder above it are folders.
///
/// - Throws: ``FileWriteError`` naming the path that is in the way.
public func checkOutputFolder(atPath path: String) throws {
  var folder = path
  while !folder.isEmpty {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw FileWriteError(
          description: "Cannot use '\(folder)' as a folder: it is \(fileKindName(info.st_mode)); choose another output folder.")
      }
      return
    }
    let parent = PathText.parent(of: folder)
    if parent == folder { return }
    folder = parent
  }
}

/// Throws unless `path` is absent or a regular file, so a device, FIFO or folder is never replaced.
private func checkReplaceable(_ path: String) throws {
  guard !path.isEmpty else { throw FileWriteError(description: "The output path '' is empty: give a file path.") }
  var info = stat()
  guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return }
  throw FileWriteError(
    description: "Cannot write '\(path)': it is \(fileKindName(info.st_mode)), not a regular file; choose a file path.")
}

/// Throws unless `folder` exists and is a folder.
private func checkFolder(_ folder: String, holding path: String) throws {
  var info = stat()
  guard stat(folder, &info) == 0 else {
    throw FileWriteError(
      description: "Cannot write '\(path)': its folder '\(folder)' does not exist (\(errnoText())); create it first.")
  }
  guard info.st_mode & S_IFMT == S_IFDIR else {
    throw FileWriteError(description: "Cannot write '\(path)': '\(folder)' is \(fileKindName(info.st_mode)), not a folder.")
  }
}

private func errnoText() -> String { String(cString: strerror(errno)) }

/// A process-wide counter, so two writes of one path in one process never share a temporary name.
private let temporaryCounter = Mutex(0)

/// The longest file name, in bytes, the temporary name is kept within (NAME_MAX).
let maximumFileNameBytes = 255

/// A hidden name next to `path`, unique in this process, at most ``maximumFileNameBytes`` bytes.
func temporaryPath(for path: String) -> String {
  var name = PathText.fileName(of: path)
  let serial = temporaryCounter.withLock { value -> Int in
    value += 1
    return value
  }
  let suffix = ".\(getpid()).\(serial).tmp"
  let room = maximumFileNameBytes - 1 - suffix.utf8.count
  while name.utf8.count > room { name.removeLast() }
  let file = "." + name + suffix
  return PathText.joined(PathText.parent(of: path), file)
}
