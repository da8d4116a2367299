import ImageFormats
import LocalFiles

/// Creates the folder that will hold the file at `path` when it is missing; a path with no
/// folder part is in the working folder, which exists.
///
/// - Throws: `FileWriteError` naming the folder when it cannot be created.
public func createFolder(containingFile path: String) throws {
  try createFolder(atPath: PathText.parent(of: path))
}
