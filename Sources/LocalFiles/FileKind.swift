import Foundation

/// What kind of file a `stat` mode describes, in words for messages: "a folder", "a FIFO", …
///
/// - Parameter mode: `st_mode` from `stat` or `fstat`; only the file-type bits are read.
/// - Returns: An article and a noun, e.g. "a device" for a character or block device.
public func fileKindName(_ mode: mode_t) -> String {
  switch mode & S_IFMT {
  case S_IFDIR: "a folder"
  case S_IFCHR, S_IFBLK: "a device"
  case S_IFIFO: "a FIFO"
  case S_IFSOCK: "a socket"
  case S_IFREG: "a file"
  default: "not a regular file"
  }
}
