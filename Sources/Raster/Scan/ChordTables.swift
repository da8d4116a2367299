
/// Lookups that spare nearly every curve a square root and two divisions.
///
/// Pointers rather than arrays or globals: no bounds or initialisation checks at each use.
struct ChordTables {
  /// The most chords the tables cover.
  static let largestCount = 64
  /// The largest square of a chord count the tables cover.
  static let largestSquare = largestCount * largestCount
  /// The largest cube whose root the tables cover.
  static let largestCube = 4096
  /// ⌈√m⌉ (at least 1) for m = 0…``largestSquare``.
  let counts: UnsafeMutablePointer<UInt8>
  /// ⌈∛m⌉ (at least 1) for m = 0…``largestCube``.
  let cubeRoots: UnsafeMutablePointer<UInt8>
  /// ``chordSteps(_:)`` for n = 0…``largestCount`` (0 unused).
  let steps: UnsafeMutablePointer<(step: Double, shiftScale: Double)>

  /// Fills new tables.
  static func allocate() -> ChordTables {
    let counts = UnsafeMutablePointer<UInt8>.allocate(capacity: largestSquare + 1)
    var n = 1
    for m in 0...largestSquare {
      while n * n < m { n += 1 }
      counts[m] = UInt8(n)
    }
    let cubeRoots = UnsafeMutablePointer<UInt8>.allocate(capacity: largestCube + 1)
    n = 1
    for m in 0...largestCube {
      while n * n * n < m { n += 1 }
      cubeRoots[m] = UInt8(n)
    }
    let steps = UnsafeMutablePointer<(step: Double, shiftScale: Double)>.allocate(capacity: largestCount + 1)
    steps[0] = (0, 0)
    for n in 1...largestCount { steps[n] = chordSteps(n) }
    return ChordTables(counts: counts, cubeRoots: cubeRoots, steps: steps)
  }

  /// Frees the tables.
  func deallocate() {
    counts.deallocate()
    cubeRoots.deallocate()
    steps.deallocate()
  }
}
