// The string table of GIF's LZW coder, kept exactly as giflib's encoder keeps
// it, so that a pass choosing entries can ask which strings giflib will find.
//
// GIF's LZW (Welch, "A technique for high-performance data compression",
// 1984) starts with one code per table entry, then the clear and end codes.
// Whenever the coder's current string cannot be extended by the next pixel it
// writes the string's code and, with the next free code, defines that string
// followed by the pixel; the pixel starts the next string. giflib
// (`EGifCompressLine`) does this until 4095 codes exist, and where the next
// definition would be code 4095 it writes a clear code instead and starts over
// with the single-entry codes. Every image starts with a fresh table.
//
// Stored as a trie: a child table of `roots` slots per code, plus each code's
// parent and last entry so that a code's string can be read back.

import Drawing
import Raster

/// The LZW string table giflib builds while coding one image.
struct GIFLZWDictionary {
  /// The number of single-entry codes: the colour table's size, which is also the clear code.
  let roots: Int
  /// The code giflib never defines: reaching it clears the table.
  static let codeLimit = 4095

  /// The code of each string followed by each entry, at `code · roots + entry`, or -1.
  private var children: [Int16]
  /// The string each code extends (-1 for single-entry codes).
  private var parents: [Int16]
  /// The last entry of each code's string.
  private var suffixes: [UInt8]
  /// The child slots defined since the last clear, to undo them cheaply.
  private var defined: [Int] = []
  /// The code the next definition gets.
  private(set) var nextCode: Int

  /// An empty table (single-entry codes only) for a colour table of `roots` entries.
  init(roots: Int) {
    self.roots = roots
    children = [Int16](repeating: -1, count: Self.codeLimit * roots)
    parents = [Int16](repeating: -1, count: Self.codeLimit)
    suffixes = (0..<Self.codeLimit).map { UInt8(truncatingIfNeeded: $0) }
    nextCode = roots + 2
  }

  /// Whether ending the current string clears the table instead of defining a code.
  var isFull: Bool { nextCode >= Self.codeLimit }

  /// The code of string `code` followed by `entry`, or `nil` when the table does not hold it.
  func child(of code: Int, _ entry: UInt8) -> Int? {
    let found = children[code * roots + Int(entry)]
    return found < 0 ? nil : Int(found)
  }

  /// The last entry of string `code`.
  func suffix(of code: Int) -> UInt8 { suffixes[code] }

  /// The string `code` extends, or `nil` for a single entry.
  func parent(of code: Int) -> Int? {
    let parent = parents[code]
    return parent < 0 ? nil : Int(parent)
  }

  /// Defines string `code` followed by `entry` as the next code: what giflib does when `code` ends before `entry`, unless the table ``isFull``.
  mutating func define(_ code: Int, followedBy entry: UInt8) {
    let slot = code * roots + Int(entry)
    children[slot] = Int16(nextCode)
    parents[nextCode] = Int16(code)
    suffixes[nextCode] = entry
    defined.append(slot)
    nextCode += 1
  }

  /// Takes back the definitions made since ``nextCode`` was `code` (none of them a clear).
  mutating func undoDefinitions(from code: Int) {
    while nextCode > code, let slot = defined.popLast() {
      children[slot] = -1
      nextCode -= 1
    }
  }

  /// Forgets every defined code: what giflib does, with a clear code, when a string ends and the table ``isFull``.
  mutating func clear() {
    for slot in defined { children[slot] = -1 }
    defined.removeAll(keepingCapacity: true)
    nextCode = roots + 2
  }
}
