// "Did you mean": the closest name by edit distance.
//
// The distance is the optimal-string-alignment form of Damerau–Levenshtein:
// insertions, deletions, substitutions and swaps of two neighbouring letters
// each cost 1, so "transitionStyel" is one step from "transitionStyle".
// Letter case is ignored when comparing. A name is suggested when it is within
// a third of the longer name's length (at least 1, at most 3 steps), which
// catches typos without offering unrelated words.

/// "Did you mean": the name a typo most likely meant.
public enum Suggestion {
  /// The closest of `candidates` to `word`, letter case aside, or nil when none is within a
  /// third of the longer name's length (1 to 3 edits).
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased().unicodeScalars)
    guard typed.count <= 64 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let name = Array(candidate.lowercased().unicodeScalars)
      let limit = Swift.min(3, Swift.max(1, Swift.max(typed.count, name.count) / 3))
      let distance = editDistance(typed, name)
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between two scalar sequences.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = Swift.min(row[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, row) = (previous, row, previous2)
    }
    return previous[b.count]
  }

  /// "did you mean 'x'?" or "use one of a, b, c".
  ///
  /// - Parameters:
  ///   - word: What the file says.
  ///   - candidates: The valid names.
  /// - Returns: The fix to suggest.
  static func fix(for word: String, in candidates: [String]) -> String {
    if let name = closest(to: word, in: candidates) { return "did you mean '\(name)'?" }
    return "use one of " + candidates.joined(separator: ", ")
  }
}
