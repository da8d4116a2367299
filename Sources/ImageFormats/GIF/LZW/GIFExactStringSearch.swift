// The string search of `GIFStringSearch.swift` for images without a lossy
// tolerance, the encoder's default: every pixel has its one exact entry, and
// a pixel left unchanged may also take the transparent entry. With at most
// two options per pixel and no colour error to weigh, the options need no
// lists and the paths no costs.
//
// It explores the same paths in the same order as `GIFStringSearch` and keeps
// the same winners (the furthest path, the first found among equals; per
// table, the preference with fewest codes per pixel, the earlier on a tie), so
// it chooses the same entries; `GIFExactSearchTests` checks that on images
// of every kind. Its depth-first search walks on along a path's preferred
// option rather than pushing and popping it, and walks through pixels with
// one option without touching the stack. The search owns its buffers, like
// the table, so its inner loop reads memory without retains or bounds checks.
// The trial that wins a table's life is kept (its definitions and codes)
// rather than searched again, and only its strings are read back into
// entries, through the table it built. The strings it keeps are the ones
// giflib's coder finds in its entries, since its table is giflib's, so their
// codes are the image's LZW codes and the entries need not be parsed again.
// Measured with callgrind on frames 100–180 of hero at scale 2: the general
// search took 7,639 M instructions on these images; this one with array
// storage and every winner searched again, with the LZW coding, 1,569 M;
// keeping the winner, 1,357 M.

/// Chooses the entries of one image whose only freedom is showing unchanged pixels through.
///
/// Not copyable: it owns its buffers.
struct GIFExactStringSearch: ~Copyable {
  /// The number of pixels.
  private let count: Int
  /// Each pixel's exact entry: its new entry, or for a pixel left unchanged the entry shown.
  private let entries: UnsafeMutablePointer<UInt8>
  /// Whether each pixel may take the transparent entry instead.
  private let free: UnsafeMutablePointer<Bool>
  /// Whether any pixel may.
  private let anyFree: Bool
  /// The transparent entry.
  private let transparent: UInt8
  /// The table as giflib will have built it.
  private var dictionary: GIFLZWDictionary
  /// The search's pending paths (codes and the pixel after each): at most one per pixel of the
  /// longest string, so never more than the table's codes.
  private let stack: UnsafeMutablePointer<(code: Int32, end: Int32)>
  /// The chosen entries.
  private let out: UnsafeMutablePointer<UInt8>
  /// The codes of the strings chosen so far, -1 where the table was cleared.
  private var codes: [Int16] = []

  /// A search over one image's pixels.
  ///
  /// - Parameters:
  ///   - entries: Each pixel's exact entry, row by row, at least one.
  ///   - free: Whether each pixel may show through; ignored where the entry is already transparent.
  ///   - transparent: The transparent entry.
  ///   - roots: The colour table's size.
  init(entries: [UInt8], free: [Bool], transparent: UInt8, roots: Int) {
    count = entries.count
    self.entries = .allocate(capacity: count)
    self.entries.initialize(from: entries, count: count)
    self.free = .allocate(capacity: count)
    var anyFree = false
    for i in 0..<count {
      let isFree = free[i] && entries[i] != transparent
      (self.free + i).initialize(to: isFree)
      anyFree = anyFree || isFree
    }
    self.anyFree = anyFree
    self.transparent = transparent
    dictionary = GIFLZWDictionary(roots: roots)
    stack = .allocate(capacity: GIFLZWDictionary.codeLimit + 1)
    out = .allocate(capacity: count)
    out.initialize(repeating: 0, count: count)
  }

  deinit {
    entries.deallocate()
    free.deallocate()
    stack.deallocate()
    out.deallocate()
  }

  /// The chosen entry of every pixel, and the LZW codes giflib writes for them.
  ///
  /// - Returns: The entries, and the codes of their strings in order with -1 where the table is
  ///   cleared (not the clear code that starts the image, nor the end code), or `nil` for the codes
  ///   when no pixel could show through and nothing was searched.
  mutating func chosenEntries() -> (entries: [UInt8], codes: [Int16]?) {
    // Without a pixel that can show through there is nothing to choose.
    guard anyFree else { return (Array(UnsafeBufferPointer(start: entries, count: count)), nil) }
    codes.reserveCapacity(count / 4)
    var position = 0, previous: Int? = nil
    while position < count {
      if previous != nil, dictionary.isFull {
        dictionary.clear()
        codes.append(-1)
        previous = nil
      }
      let mark = dictionary.nextCode, codeMark = codes.count
      var best: (preference: GIFStringSearch.Preference, end: Int, previous: Int, codes: Int)?
      // The best trial's definitions and codes, unless it is the last one, whose are in place.
      var kept: (definitions: [(code: Int16, entry: UInt8)], codes: [Int16])?
      for preference in GIFStringSearch.Preference.allCases {
        if best != nil {
          dictionary.undoDefinitions(from: mark)
          codes.removeSubrange(codeMark...)
        }
        let trial = codeUntilFull(from: position, previous: previous, preferring: preference)
        // Fewer codes per pixel wins; a tie keeps the earlier preference.
        if best.map({ trial.codes * ($0.end - position) < $0.codes * (trial.end - position) }) ?? true {
          best = (preference, trial.end, trial.previous, trial.codes)
          kept =
            preference == GIFStringSearch.Preference.allCases.last
            ? nil : (dictionary.definitions(from: mark), Array(codes[codeMark...]))
        }
      }
      guard let best else { break }
      // The table holds the last trial; an earlier winner's is put back.
      if let kept {
        dictionary.undoDefinitions(from: mark)
        for (code, entry) in kept.definitions { dictionary.define(Int(code), followedBy: entry) }
        codes.removeSubrange(codeMark...)
        codes += kept.codes
      }
      // The winner's strings, read back through the table it built.
      var start = position
      for code in codes[codeMark...] {
        var code = Int(code)
        let end = start + dictionary.length(of: code)
        for i in stride(from: end - 1, through: start, by: -1) {
          out[i] = dictionary.suffix(of: code)
          code = dictionary.parent(of: code) ?? code
        }
        start = end
      }
      (position, previous) = (best.end, best.previous)
    }
    return (Array(UnsafeBufferPointer(start: out, count: count)), codes)
  }

  /// Codes strings from `start` until the image ends or the table must be cleared.
  private mutating func codeUntilFull(
    from start: Int, previous: Int?, preferring preference: GIFStringSearch.Preference
  ) -> (end: Int, previous: Int, codes: Int) {
    var position = start, previous = previous ?? -1, codes = 0
    repeat {
      (position, previous) = string(from: position, previous: previous, preferring: preference)
      codes += 1
    } while position < count && !dictionary.isFull
    return (position, previous, codes)
  }

  /// Codes the longest string from `position`, after the string `previous` (-1 after a clear); returns where it ends and its code.
  private mutating func string(
    from position: Int, previous: Int, preferring preference: GIFStringSearch.Preference
  ) -> (end: Int, code: Int) {
    let exact = entries[position]
    // Options in order of preference: an unchanged pixel's transparent entry first unless the entry shown is preferred.
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
    var best = (root: roots.0, code: -1, end: -1)
    for r in 0..<rootCount {
      let root = r == 0 ? roots.0 : roots.1
      if previous >= 0 { dictionary.define(previous, followedBy: root) }
      let path = longest(from: Int(root), end: position + 1, preferring: preference)
      if previous >= 0 { dictionary.undoDefinitions(from: dictionary.nextCode - 1) }
      if path.end > best.end { best = (root, path.code, path.end) }
    }
    if previous >= 0 { dictionary.define(previous, followedBy: best.root) }
    codes.append(Int16(best.code))
    return (best.end, best.code)
  }

  /// The furthest path that extends string `code` ending before pixel `end` through the table, the first found among equals.
  ///
  /// A depth-first search in the order of `GIFStringSearch`'s, which pushes a path's options with
  /// the preferred one on top and pops it next: here the walk goes on along the preferred option
  /// at once and pushes only the other. A walk that can go no further is a candidate.
  private func longest(from code: Int, end: Int, preferring preference: GIFStringSearch.Preference) -> (code: Int, end: Int) {
    var best = (code: code, end: end)
    let transparent = Int(transparent)
    let takesShown = preference != .onlyTransparent
    // A free pixel's preferred option is the entry shown (.shown) or the transparent entry (otherwise).
    let shownFirst = preference == .shown
    var depth = 0
    var code = code, end = end
    while true {
      while end < count {
        let exact = Int(entries[end])
        if !free[end] {
          let child = dictionary.childCode(code, exact)
          guard child >= 0 else { break }
          code = child
        } else {
          let shown = takesShown ? dictionary.childCode(code, exact) : -1
          let through = dictionary.childCode(code, transparent)
          let (first, second) = shownFirst ? (shown, through) : (through, shown)
          if first >= 0 {
            if second >= 0 {
              stack[depth] = (Int32(second), Int32(end + 1))
              depth += 1
            }
            code = first
          } else if second >= 0 {
            code = second
          } else {
            break
          }
        }
        end += 1
      }
      if end > best.end { best = (code, end) }
      guard depth > 0 else { break }
      depth -= 1
      (code, end) = (Int(stack[depth].code), Int(stack[depth].end))
    }
    return best
  }
}
