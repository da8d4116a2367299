import Drawing
import Synchronization

/// A bounded, thread-safe store of rasterized glyph masks, shared by all fonts.
///
/// Text drawing looks each glyph up by (face, pixel size, quarter-pixel
/// phase, glyph) and rasterizes it only on a miss, so a frame full of text
/// composites masks instead of scan-converting outlines. Drawing through a
/// cache gives exactly the pixels of drawing without one.
///
/// The cache holds at most ``capacity`` bytes of masks (plus a fixed
/// per-entry overhead in the count). When an insertion goes over, the least
/// recently used masks are evicted until a quarter of the capacity is free,
/// so eviction work is spread over many insertions. One `Mutex` guards the
/// table; a draw call takes it twice (look-up, then insertion of its misses)
/// and rasterizes outside it, so threads drawing at once rarely wait.
/// ``shared`` is the cache drawing uses by default; make a separate one to
/// bound or measure a workload on its own.
public final class GlyphCache: Sendable {
  /// The cache text drawing uses unless told otherwise: 32 MiB.
  public static let shared = GlyphCache(capacity: 32 << 20)

  /// Bytes counted for an entry beyond its coverage bytes (key, table slot, array header).
  static let entryOverhead = 64

  /// The most bytes of masks the cache keeps.
  public let capacity: Int

  private struct Entry {
    var mask: GlyphMask
    var lastUse: UInt64
  }

  private struct State {
    var entries: [GlyphKey: Entry] = [:]
    var byteCount = 0
    var useCounter: UInt64 = 0
  }

  private let state = Mutex(State())

  /// Creates an empty cache.
  ///
  /// - Parameter capacity: The most bytes of masks to keep; 0 or less keeps none.
  public init(capacity: Int) {
    self.capacity = Swift.max(0, capacity)
  }

  /// The number of masks held.
  ///
  /// A snapshot: other threads may change it right after it is read.
  public var count: Int { state.withLock { $0.entries.count } }

  /// The bytes the held masks are counted as, at most ``capacity``.
  ///
  /// Each mask counts its coverage bytes plus a fixed overhead per entry.
  public var byteCount: Int { state.withLock { $0.byteCount } }

  /// Drops every mask.
  ///
  /// Drawing afterwards rasterizes glyphs again; the pixels do not change.
  public func removeAll() {
    state.withLock { $0 = State() }
  }

  /// The masks for `keys`, in order, rasterizing (outside the lock) those not held.
  ///
  /// - Parameters:
  ///   - keys: The masks wanted.
  ///   - make: Rasterizes one missing mask.
  /// - Returns: One mask per key.
  func masks(for keys: [GlyphKey], make: (GlyphKey) -> GlyphMask) -> [GlyphMask] {
    var found = state.withLock { state -> [GlyphMask?] in
      keys.map { key in
        // One hash per glyph: find the entry, then touch it through its index.
        guard let index = state.entries.index(forKey: key) else { return nil }
        state.useCounter += 1
        state.entries.values[index].lastUse = state.useCounter
        return state.entries.values[index].mask
      }
    }
    var made: [GlyphKey: GlyphMask] = [:]
    for i in keys.indices where found[i] == nil {
      if let mask = made[keys[i]] {
        found[i] = mask
      } else {
        let mask = make(keys[i])
        made[keys[i]] = mask
        found[i] = mask
      }
    }
    if !made.isEmpty { insert(made) }
    return found.map { $0 ?? .empty }
  }

  private func insert(_ masks: [GlyphKey: GlyphMask]) {
    let capacity = self.capacity
    state.withLock { state in
      for (key, mask) in masks where state.entries[key] == nil {
        let cost = mask.coverage.count + GlyphCache.entryOverhead
        guard cost <= capacity else { continue }
        state.useCounter += 1
        state.entries[key] = Entry(mask: mask, lastUse: state.useCounter)
        state.byteCount += cost
      }
      guard state.byteCount > capacity else { return }
      let target = capacity - capacity / 4
      for (key, entry) in state.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
        if state.byteCount <= target { break }
        state.entries[key] = nil
        state.byteCount -= entry.mask.coverage.count + GlyphCache.entryOverhead
      }
    }
  }
}
