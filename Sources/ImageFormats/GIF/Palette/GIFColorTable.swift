// A hash table from packed colours to small integers, for the GIF encoder's
// per-pixel lookups (colour counts, colour numbers, palette entries).
//
// Open addressing with linear probing (Knuth, TAOCP vol. 3, §6.4, algorithm
// L) in a power-of-two table kept at most half full, hashed by Fibonacci
// hashing (the key times 2³²/φ, top bits). Keys are colours below 2²⁵ (RGB
// plus the encoder's transparent marker), so the all-ones word marks an empty
// slot. Swift's Dictionary hashes each UInt32 with SipHash, which took about
// a tenth of the encoder's time on the hero scene; this table is a multiply,
// a shift and usually one probe. Lookups never depend on insertion order, so
// results are the same on every thread.

/// Maps packed colours to `Int32` values; a value type whose copies share storage until changed.
struct GIFColorTable: Sendable {
  /// The key of an empty slot: no colour the encoder makes is all ones.
  private static let empty: UInt32 = .max

  private var keys: [UInt32]
  private var values: [Int32]
  /// How far the product of the key and the multiplier is shifted: 32 minus the table's bits.
  private var shift: UInt32
  /// The number of colours held.
  private(set) var count = 0

  /// An empty table with room for about `capacity` colours before it grows.
  init(capacity: Int = 32) {
    var bits: UInt32 = 4
    while 1 << bits < 2 * capacity { bits += 1 }
    keys = [UInt32](repeating: Self.empty, count: 1 << bits)
    values = [Int32](repeating: 0, count: 1 << bits)
    shift = 32 - bits
  }

  /// The slot of `color`, or of the empty slot where it would go.
  @inline(__always)
  private func slot(of color: UInt32) -> Int {
    let mask = keys.count - 1
    var i = Int((color &* 0x9E37_79B1) >> shift)
    while keys[i] != color && keys[i] != Self.empty { i = (i + 1) & mask }
    return i
  }

  /// The value stored for `color`, or `nil`.
  @inline(__always)
  func value(for color: UInt32) -> Int32? {
    let i = slot(of: color)
    return keys[i] == Self.empty ? nil : values[i]
  }

  /// Stores `value` for `color`, replacing any value it had.
  mutating func set(_ value: Int32, for color: UInt32) {
    values[slot(inserting: color)] = value
  }

  /// Adds `amount` to the value of `color`, which starts at 0.
  mutating func add(_ amount: Int32, to color: UInt32) {
    values[slot(inserting: color)] &+= amount
  }

  /// The slot of `color`, taken for it with the value 0 when it had none (growing the table
  /// first when that would fill more than half of it).
  @inline(__always)
  private mutating func slot(inserting color: UInt32) -> Int {
    var i = slot(of: color)
    if keys[i] == Self.empty {
      if 2 * (count + 1) > keys.count {
        grow()
        i = slot(of: color)
      }
      keys[i] = color
      values[i] = 0
      count += 1
    }
    return i
  }

  /// Every colour with its value, in increasing order of colour.
  var sortedEntries: [(color: UInt32, value: Int32)] {
    var out: [(color: UInt32, value: Int32)] = []
    out.reserveCapacity(count)
    for i in keys.indices where keys[i] != Self.empty { out.append((keys[i], values[i])) }
    out.sort { $0.color < $1.color }
    return out
  }

  /// Doubles the table and puts every colour back.
  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    keys = [UInt32](repeating: Self.empty, count: 2 * oldKeys.count)
    values = [Int32](repeating: 0, count: 2 * oldKeys.count)
    shift -= 1
    for i in oldKeys.indices where oldKeys[i] != Self.empty {
      let j = slot(of: oldKeys[i])
      keys[j] = oldKeys[i]
      values[j] = oldValues[i]
    }
  }
}
