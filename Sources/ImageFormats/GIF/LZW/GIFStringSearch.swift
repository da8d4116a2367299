// Greedy longest-match parsing with free choices, the search described in
// `GIFLossyLZW.swift`: string by string, the entries that let giflib's LZW
// table (`GIFLZWDictionary`) match the most pixels with one code.
//
// At a string's start every option of its first pixel is tried. Before a
// string is searched the table must already hold the code giflib defines when
// the previous string ends before that first pixel, since LZW may use it at
// once (the "KwKwK" case), so each trial defines it and takes it back. From
// the first pixel a depth-first search with an explicit stack follows, pixel
// by pixel, every option the table has a child code for; a path that can go no
// further is a candidate, the furthest (then the cheapest, then the first
// found) wins. The winning code's string is read back through the table's
// parent links into the output, and its definitions are made for real.
//
// Where an unchanged pixel's two entries both reach as far, which one wins
// shapes the table for what follows, and no single rule suits every image:
// where little changes, transparent runs repeat from row to row, while inside
// moving content the entries already shown (the white between letters, say)
// continue the strings of the drawn pixels around them. So each table's life,
// from the image's start or a clear until the table is full, is coded both
// ways, and a third time with every unchanged pixel transparent as a plain
// encoder writes it, each from the same start with the other trials'
// definitions taken back; the way that needs fewest codes per pixel is kept.
// gifsicle's -O3 likewise tries several ways and keeps the smallest, here once
// per table. On the swipe scenes the search needs about a sixth fewer bytes
// than plain transparency. Deciding over shorter stretches was measured to do
// worse: a choice pays off only through the strings it adds to the table,
// long after.

import Drawing
import Raster

/// Chooses one image's entries from each pixel's options, string by string, as giflib will code them.
struct GIFStringSearch: ~Copyable {
  /// The options of every pixel of the image, row by row.
  let options: GIFLossyLZW.Options
  /// The table as giflib will have built it.
  private var dictionary: GIFLZWDictionary
  /// The search's pending paths, kept between searches to reuse its storage.
  private var stack: [Path] = []

  /// Which entry an unchanged pixel prefers when both reach as far, or whether it has a choice at all.
  enum Preference: CaseIterable {
    /// The transparent entry, then the entry shown.
    case transparent
    /// The entry shown, then the transparent entry.
    case shown
    /// Only the transparent entry, as a plain encoder would write it.
    case onlyTransparent
  }

  /// A string reached by the search: its code, the pixel after it and its summed squared colour error.
  struct Path {
    var code: Int
    var end: Int
    var cost: Int

    /// Whether this path beats `other`: it reaches further, or as far with less error.
    func isBetter(than other: Path) -> Bool { end > other.end || (end == other.end && cost < other.cost) }
  }

  /// Where the coder stands between strings: the next pixel and the code of the string that just ended (`nil` after a clear).
  struct Boundary {
    var position: Int
    var previous: Int?
  }

  /// A search over `options`, for a colour table of `roots` entries.
  init(options: GIFLossyLZW.Options, roots: Int) {
    self.options = options
    self.dictionary = GIFLZWDictionary(roots: roots)
  }

  /// The chosen entry of every pixel.
  mutating func entries() -> [UInt8] {
    let count = options.unchanged.count
    var out = [UInt8](repeating: 0, count: count)
    var boundary = Boundary(position: 0, previous: nil)
    while boundary.position < count {
      if boundary.previous != nil, dictionary.isFull {
        dictionary.clear()
        boundary.previous = nil
      }
      let mark = dictionary.nextCode
      var best: (preference: Preference, end: Boundary, codes: Int)?
      for preference in Preference.allCases {
        if best != nil { dictionary.undoDefinitions(from: mark) }
        let trial = codeUntilFull(from: boundary, preferring: preference, into: &out)
        // Fewer codes per pixel wins; a tie keeps the earlier preference.
        if best.map({ trial.codes * ($0.end.position - boundary.position) < $0.codes * (trial.end.position - boundary.position) }) ?? true {
          best = (preference, trial.end, trial.codes)
        }
      }
      guard let best else { break }
      // The table and the output hold the last trial; an earlier winner is coded again.
      if best.preference != Preference.allCases.last {
        dictionary.undoDefinitions(from: mark)
        _ = codeUntilFull(from: boundary, preferring: best.preference, into: &out)
      }
      boundary = best.end
    }
    return out
  }

  /// Codes strings from `start` until the image ends or the table must be cleared; returns where it stopped and how many codes it took.
  private mutating func codeUntilFull(
    from start: Boundary, preferring preference: Preference, into out: inout [UInt8]
  ) -> (end: Boundary, codes: Int) {
    var boundary = start, codes = 0
    repeat {
      boundary = string(from: boundary, preferring: preference, into: &out)
      codes += 1
    } while boundary.position < options.unchanged.count && !dictionary.isFull
    return (boundary, codes)
  }

  /// Codes the longest string from `boundary` (whose table is not full unless the string just cleared it) and returns the next boundary.
  private mutating func string(from boundary: Boundary, preferring preference: Preference, into out: inout [UInt8]) -> Boundary {
    let position = boundary.position
    var best: (root: UInt8, path: Path)?
    for k in order(at: position, preferring: preference, reversed: false) {
      let root = options.entries[k]
      if let previous = boundary.previous { dictionary.define(previous, followedBy: root) }
      let path = longest(from: Path(code: Int(root), end: position + 1, cost: options.costs[k]), preferring: preference)
      if boundary.previous != nil { dictionary.undoDefinitions(from: dictionary.nextCode - 1) }
      if best.map({ path.isBetter(than: $0.path) }) ?? true { best = (root, path) }
    }
    guard let (root, path) = best else { return Boundary(position: options.unchanged.count, previous: nil) }
    if let previous = boundary.previous { dictionary.define(previous, followedBy: root) }
    var code = path.code
    for i in stride(from: path.end - 1, through: position, by: -1) {
      out[i] = dictionary.suffix(of: code)
      code = dictionary.parent(of: code) ?? code
    }
    return Boundary(position: path.end, previous: path.code)
  }

  /// The indices into `options` of pixel `i`'s options, preferred first (or last when `reversed`).
  private func order(at i: Int, preferring preference: Preference, reversed: Bool) -> StrideTo<Int> {
    let (start, end) = (options.start[i], options.start[i + 1])
    // An unchanged pixel's options are stored transparent first.
    if options.unchanged[i], preference == .onlyTransparent { return stride(from: start, to: start + 1, by: 1) }
    let backwards = (options.unchanged[i] && preference == .shown) != reversed
    return backwards ? stride(from: end - 1, to: start - 1, by: -1) : stride(from: start, to: end, by: 1)
  }

  /// The best path that extends `start` through the table, one allowed entry per pixel.
  private mutating func longest(from start: Path, preferring preference: Preference) -> Path {
    var best = start
    stack.removeAll(keepingCapacity: true)
    stack.append(start)
    let count = options.unchanged.count
    while let path = stack.popLast() {
      var extended = false
      if path.end < count {
        // Pushed last is searched first, so push the preferred option last.
        for k in order(at: path.end, preferring: preference, reversed: true) {
          guard let child = dictionary.child(of: path.code, options.entries[k]) else { continue }
          stack.append(Path(code: child, end: path.end + 1, cost: path.cost + options.costs[k]))
          extended = true
        }
      }
      if !extended, path.isBetter(than: best) { best = path }
    }
    return best
  }
}
