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
// parent, last entry and length so that a code's string can be read back.

import Drawing
import Raster

/// The LZW string table giflib builds while coding one image.
///
/// Not copyable: it owns its tables, which searches read millions of times
/// without the retains and bounds checks of arrays.
struct GIFLZWDictionary: ~Copyable {
  /// The number of single-entry codes: the colour table's size, which is also the clear code.
  let roots: Int
  /// The code giflib never defines: reaching it clears the table.
  static let codeLimit = 4095

  /// The code of each string followed by each entry, at `code · roots + entry`, or -1.
  private let children: UnsafeMutablePointer<Int16>
  /// The string each code extends (-1 for single-entry codes).
  private let parents: UnsafeMutablePointer<Int16>
  /// The last entry of each code's string.
  private let suffixes: UnsafeMutablePointer<UInt8>
  /// The number of entries in each code's string.
  private let lengths: UnsafeMutablePointer<UInt16>
  /// The child slots defined since the last clear, to undo them cheaply: fewer than ``codeLimit``.
  private let defined: UnsafeMutablePointer<Int32>
  private var definedCount = 0
  /// The code the next definition gets.
  private(set) var nextCode: Int

  /// An empty table (single-entry codes only) for a colour table of `roots` entries, a power of two up to 256.
  init(roots: Int) {
    precondition(roots > 0 && roots <= 256 && roots & (roots - 1) == 0, "GIF colour tables hold a power of two entries")
    self.roots = roots
    children = .allocate(capacity: Self.codeLimit * roots)
    children.initialize(repeating: -1, count: Self.codeLimit * roots)
    parents = .allocate(capacity: Self.codeLimit)
    parents.initialize(repeating: -1, count: Self.codeLimit)
    suffixes = .allocate(capacity: Self.codeLimit)
    for code in 0..<Self.codeLimit { (suffixes + code).initialize(to: UInt8(truncatingIfNeeded: code)) }
    lengths = .allocate(capacity: Self.codeLimit)
    lengths.initialize(repeating: 1, count: Self.codeLimit)
    defined = .allocate(capacity: Self.codeLimit)
    nextCode = roots + 2
  }

  deinit {
    children.deallocate()
    parents.deallocate()
    suffixes.deallocate()
    lengths.deallocate()
    defined.deallocate()
  }

  /// Whether ending the current string clears the table instead of defining a code.
  var isFull: Bool { nextCode >= Self.codeLimit }

  /// The code of string `code` followed by `entry`, or `nil` when the table does not hold it.
  @inline(__always)
  func child(of code: Int, _ entry: UInt8) -> Int? {
    let found = children[code &* roots &+ Int(entry)]
    return found < 0 ? nil : Int(found)
  }

  /// The code of string `code` followed by entry `entry`, or -1: ``child(of:_:)`` without the optional.
  @inline(__always)
  func childCode(_ code: Int, _ entry: Int) -> Int {
    Int(children[code &* roots &+ entry])
  }

  /// The last entry of string `code`.
  @inline(__always)
  func suffix(of code: Int) -> UInt8 { suffixes[code] }

  /// The number of entries in string `code`.
  @inline(__always)
  func length(of code: Int) -> Int { Int(lengths[code]) }

  /// The string `code` extends, or `nil` for a single entry.
  @inline(__always)
  func parent(of code: Int) -> Int? {
    let parent = parents[code]
    return parent < 0 ? nil : Int(parent)
  }

  /// Defines string `code` followed by `entry` as the next code: what giflib does when `code` ends before `entry`, unless the table ``isFull``.
  @inline(__always)
  mutating func define(_ code: Int, followedBy entry: UInt8) {
    precondition(nextCode < Self.codeLimit, "defining a code in a full table")
    let slot = code &* roots &+ Int(entry)
    children[slot] = Int16(nextCode)
    parents[nextCode] = Int16(code)
    suffixes[nextCode] = entry
    lengths[nextCode] = lengths[code] &+ 1
    defined[definedCount] = Int32(slot)
    definedCount += 1
    nextCode += 1
  }

  /// Takes back the definitions made since ``nextCode`` was `code` (none of them a clear).
  @inline(__always)
  mutating func undoDefinitions(from code: Int) {
    while nextCode > code, definedCount > 0 {
      definedCount -= 1
      children[Int(defined[definedCount])] = -1
      nextCode -= 1
    }
  }

  /// The strings defined from code `code` on, each as the code it extends and its last entry, in order.
  ///
  /// Defining them again in order after ``undoDefinitions(from:)`` restores the table.
  func definitions(from code: Int) -> [(code: Int16, entry: UInt8)] {
    (code..<nextCode).map { (parents[$0], suffixes[$0]) }
  }

  /// Forgets every defined code: what giflib does, with a clear code, when a string ends and the table ``isFull``.
  mutating func clear() {
    for i in 0..<definedCount { children[Int(defined[i])] = -1 }
    definedCount = 0
    nextCode = roots + 2
  }
}
