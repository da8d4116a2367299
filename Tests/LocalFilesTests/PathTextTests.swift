import Foundation
import LocalFiles
import Testing

/// `PathText` against POSIX `dirname(3)` and `basename(3)`, which define a path's folder and
/// last component independently of this package and of Foundation.
struct PathTextTests {
  static let paths = [
    "a", "-", ".", "..", "a/", "a//", "ab", "a/b", "a/b/", "a//b", "/a", "/a/", "/ab/c", "/", "///", "./a", "../a",
    "out/frames/hero.png", "x/y/z/",
  ]

  /// The one-character relative output paths that made Foundation's `deletingLastPathComponent`
  /// trap (`frame hero --time 1 --out a`): their folder is the working folder.
  @Test(arguments: ["a", "-", "s", "o", "a/", "a//"])
  func oneCharacterPathsAreInTheWorkingFolder(_ path: String) {
    #expect(PathText.parent(of: path) == ".")
  }

  @Test(arguments: paths)
  func parentIsDirname(_ path: String) {
    var bytes = Array(path.utf8CString)
    let expected = bytes.withUnsafeMutableBufferPointer { String(cString: dirname($0.baseAddress)) }
    #expect(PathText.parent(of: path) == expected)
  }

  @Test(arguments: paths)
  func fileNameIsBasename(_ path: String) {
    var bytes = Array(path.utf8CString)
    let expected = bytes.withUnsafeMutableBufferPointer { String(cString: __xpg_basename($0.baseAddress)) }
    #expect(PathText.fileName(of: path) == expected)
  }

  /// `//`, which POSIX leaves to the system (glibc's `dirname` keeps it), is the root here.
  @Test func twoSlashesAreTheRoot() {
    #expect(PathText.parent(of: "//") == "/")
    #expect(PathText.fileName(of: "//") == "/")
  }

  /// The empty path: its folder is the working folder, and it has no file name.
  @Test func emptyPath() {
    #expect(PathText.parent(of: "") == ".")
    #expect(PathText.fileName(of: "") == "")
  }

  @Test func joinedPutsOneSlashBetween() {
    #expect(PathText.joined("out", "hero") == "out/hero")
    #expect(PathText.joined("out/", "hero") == "out/hero")
    #expect(PathText.joined("/", "hero") == "/hero")
    #expect(PathText.joined("", "hero") == "hero")
  }
}
