// The string search of `GIFStringSearch.swift` for images without a lossy
// tolerance, the encoder's default: every pixel has its one exact entry, and
// a pixel left unchanged may also take the transparent entry. With at most
// two options per pixel and no colour error to weigh, the options need no
// lists and the paths no costs, so this search keeps two flat arrays and a
// stack of (code, end) pairs.
//
// It explores the same paths in the same order as `GIFStringSearch` and keeps
// the same winners (the furthest path, the first found among equals; per
// table, the preference with fewest codes per pixel, the earlier on a tie), so
// it chooses the same entries; `GIFExactSearchTests` checks that on images
// of every kind.

/// Chooses the entries of one image whose only freedom is showing unchanged pixels through.
struct GIFExactStringSearch {
  /// Each pixel's exact entry: its new entry, or for a pixel left unchanged the entry shown.
  private let entries: [UInt8]
  /// Whether each pixel may take the transparent entry instead.
  private let free: [Bool]
  /// The transparent entry.
  private let transparent: UInt8
  /// The table as giflib will have built it.
  private var dictionary: GIFLZWDictionary
  /// The search's pending paths: codes and the pixel after each.
  private var stack: [(code: Int32, end: Int32)] = []

  /// A search over one image's pixels.
  ///
  /// - Parameters:
  ///   - entries: Each pixel's exact entry, row by row.
  ///   - free: Whether each pixel may show through; ignored where the entry is already transparent.
  ///   - transparent: The transparent entry.
  ///   - roots: The colour table's size.
  init(entries: [UInt8], free: [Bool], transparent: UInt8, roots: Int) {
    self.entries = entries
    self.free = zip(entries, free).map { $1 && $0 != transparent }
    self.transparent = transparent
    dictionary = GIFLZWDictionary(roots: roots)
  }

  /// The chosen entry of every pixel.
  mutating func chosenEntries() -> [UInt8] {
    let count = entries.count
    var out = [UInt8](repeating: 0, count: count)
    // Without a pixel that can show through there is nothing to choose.
    guard free.contains(true) else { return entries }
    var position = 0, previous: Int? = nil
    while position < count {
      if previous != nil, dictionary.isFull {
        dictionary.clear()
        previous = nil
      }
      let mark = dictionary.nextCode
      var best: (preference: GIFStringSearch.Preference, end: Int, previous: Int?, codes: Int)?
      for preference in GIFStringSearch.Preference.allCases {
        if best != nil { dictionary.undoDefinitions(from: mark) }
        let trial = codeUntilFull(from: position, previous: previous, preferring: preference, into: &out)
        // Fewer codes per pixel wins; a tie keeps the earlier preference.
        if best.map({ trial.codes * ($0.end - position) < $0.codes * (trial.end - position) }) ?? true {
          best = (preference, trial.end, trial.previous, trial.codes)
        }
      }
      guard let best else { break }
      // The table and the output hold the last trial; an earlier winner is coded again.
      if best.preference != GIFStringSearch.Preference.allCases.last {
        dictionary.undoDefinitions(from: mark)
        _ = codeUntilFull(from: position, previous: previous, preferring: best.preference, into: &out)
      }
      (position, previous) = (best.end, best.previous)
    }
    return out
  }

  /// Codes strings from `start` until the image ends or the table must be cleared.
  private mutating func codeUntilFull(
    from start: Int, previous: Int?, preferring preference: GIFStringSearch.Preference, into out: inout [UInt8]
  ) -> (end: Int, previous: Int, codes: Int) {
    var position = start, previous = previous, codes = 0
    repeat {
      let code: Int
      (position, code) = string(from: position, previous: previous, preferring: preference, into: &out)
      previous = code
      codes += 1
    } while position < entries.count && !dictionary.isFull
    return (position, previous ?? 0, codes)
  }

  /// Codes the longest string from `position`, after the string `previous` (nil after a clear); returns where it ends and its code.
  private mutating func string(
    from position: Int, previous: Int?, preferring preference: GIFStringSearch.Preference, into out: inout [UInt8]
  ) -> (end: Int, code: Int) {
    let exact = entries[position]
    // Options in order of preference (no array: one per string would be a heap allocation):
    // an unchanged pixel's transparent entry first unless the entry shown is preferred.
    let roots: (UInt8, UInt8), rootCount: Int
    if !free[position] {
      (roots, rootCount) = ((exact, exact), 1)
    } else {
      switch preference {
      case .transparent: (roots, rootCount) = ((transparent, exact), 2)
      case .shown: (roots, rootCount) = ((exact, transparent), 2)
      case .onlyTransparent: (roots, rootCount) = ((transparent, transparent), 1)
      }
    }
    var best: (root: UInt8, code: Int, end: Int)?
    for r in 0..<rootCount {
      let root = r == 0 ? roots.0 : roots.1
      if let previous { dictionary.define(previous, followedBy: root) }
      let path = longest(from: Int(root), end: position + 1, preferring: preference)
      if previous != nil { dictionary.undoDefinitions(from: dictionary.nextCode - 1) }
      if best.map({ path.end > $0.end }) ?? true { best = (root, path.code, path.end) }
    }
    guard let best else { return (entries.count, 0) }
    if let previous { dictionary.define(previous, followedBy: best.root) }
    var code = best.code
    for i in stride(from: best.end - 1, through: position, by: -1) {
      out[i] = dictionary.suffix(of: code)
      code = dictionary.parent(of: code) ?? code
    }
    return (best.end, best.code)
  }

  /// The furthest path that extends string `code` ending before pixel `end` through the table, the first found among equals.
  private mutating func longest(
    from code: Int, end: Int, preferring preference: GIFStringSearch.Preference
  ) -> (code: Int, end: Int) {
    var best = (code: code, end: end)
    let count = entries.count
    stack.removeAll(keepingCapacity: true)
    stack.append((Int32(code), Int32(end)))
    while let (code32, end32) = stack.popLast() {
      let (code, end) = (Int(code32), Int(end32))
      var extended = false
      if end < count {
        let exact = entries[end]
        // Pushed last is searched first: the preferred option goes on top.
        if !free[end] {
          if let child = dictionary.child(of: code, exact) {
            stack.append((Int32(child), end32 + 1))
            extended = true
          }
        } else {
          let first = preference == .shown ? exact : transparent
          let second = preference == .shown ? transparent : exact
          if preference != .onlyTransparent, let child = dictionary.child(of: code, second) {
            stack.append((Int32(child), end32 + 1))
            extended = true
          }
          if let child = dictionary.child(of: code, first) {
            stack.append((Int32(child), end32 + 1))
            extended = true
          }
        }
      }
      if !extended, end > best.end { best = (code, end) }
    }
    return best
  }
}
