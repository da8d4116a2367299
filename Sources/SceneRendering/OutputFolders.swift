import Foundation
import ImageFormats

/// Creates the folder that will hold the file at `path`, if the path names one and it is missing.
///
/// - Throws: `FileWriteError` naming the folder when it cannot be created.
func createFolder(containingFile path: String) throws {
  let folder = (path as NSString).deletingLastPathComponent
  if !folder.isEmpty { try createFolder(atPath: folder) }
}
