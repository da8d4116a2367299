import Drawing
import Foundation
import Raster

/// An error raised when an output file cannot be written.
public struct FileWriteError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in a sentence that says what to do.
  public var description: String
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
///
/// Readers never see a half-written file, and a failed write leaves an existing
/// file at `path` untouched.
///
/// - Throws: ``FileWriteError`` naming the folder or file that could not be written.
public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws {
  let url = URL(fileURLWithPath: path)
  let folder = url.deletingLastPathComponent().path
  let temporary = url.deletingLastPathComponent()
    .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
  guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
    throw FileWriteError(description: "Cannot write into '\(folder)': check that the folder exists and is writable.")
  }
  guard rename(temporary, path) == 0 else {
    let reason = String(cString: strerror(errno))
    unlink(temporary)
    throw FileWriteError(description: "Cannot replace '\(path)' (\(reason)): check that it is not a folder and that its folder is writable.")
  }
}

/// Creates the folder at `path` and any missing folders above it; an existing folder is left as it is.
///
/// - Throws: ``FileWriteError`` naming the folder when it cannot be created.
public func createFolder(atPath path: String) throws {
  do {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  } catch {
    throw FileWriteError(description: "Cannot create the folder '\(path)': choose an output folder you can write to.")
  }
}
