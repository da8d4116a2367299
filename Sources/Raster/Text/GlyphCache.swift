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

  private struct ColorEntry {
    var image: ColorGlyphImage?
    var lastUse: UInt64
  }

  private struct State {
    var entries: [GlyphKey: Entry] = [:]
    /// Colour glyph images; nil for a glyph of a colour face that is drawn from its outline.
    var colorEntries: [ColorGlyphKey: ColorEntry] = [:]
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
  public var count: Int { state.withLock { $0.entries.count + $0.colorEntries.count } }

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
      GlyphCache.evict(&state, capacity: capacity)
    }
  }

  /// The colour glyph images for `keys`, in order, drawing (outside the lock) those not held;
  /// nil for a glyph its face draws from its outline.
  ///
  /// - Parameters:
  ///   - keys: The images wanted.
  ///   - make: Draws one missing image.
  /// - Returns: One image or nil per key.
  func colorImages(for keys: [ColorGlyphKey], make: (ColorGlyphKey) -> ColorGlyphImage?) -> [ColorGlyphImage?] {
    var found = state.withLock { state -> [ColorEntry?] in
      keys.map { key in
        guard let index = state.colorEntries.index(forKey: key) else { return nil }
        state.useCounter += 1
        state.colorEntries.values[index].lastUse = state.useCounter
        return state.colorEntries.values[index]
      }
    }
    var made: [ColorGlyphKey: ColorGlyphImage?] = [:]
    for i in keys.indices where found[i] == nil {
      let image = made[keys[i]] ?? make(keys[i])
      made[keys[i]] = .some(image)
      found[i] = ColorEntry(image: image, lastUse: 0)
    }
    if !made.isEmpty {
      let capacity = self.capacity
      state.withLock { state in
        for (key, image) in made where state.colorEntries[key] == nil {
          let cost = (image?.byteCount ?? 0) + GlyphCache.entryOverhead
          guard cost <= capacity else { continue }
          state.useCounter += 1
          state.colorEntries[key] = ColorEntry(image: image, lastUse: state.useCounter)
          state.byteCount += cost
        }
        GlyphCache.evict(&state, capacity: capacity)
      }
    }
    return found.map { $0?.image }
  }

  /// Drops the least recently used masks and images until a quarter of the capacity is free,
  /// when the cache is over its capacity.
  private static func evict(_ state: inout State, capacity: Int) {
    guard state.byteCount > capacity else { return }
    let target = capacity - capacity / 4
    var uses = state.entries.map { ($0.value.lastUse, $0.key as GlyphKey?, nil as ColorGlyphKey?) }
    uses += state.colorEntries.map { ($0.value.lastUse, nil, $0.key) }
    for (_, mask, color) in uses.sorted(by: { $0.0 < $1.0 }) {
      if state.byteCount <= target { break }
      if let mask, let entry = state.entries.removeValue(forKey: mask) {
        state.byteCount -= entry.mask.coverage.count + GlyphCache.entryOverhead
      }
      if let color, let entry = state.colorEntries.removeValue(forKey: color) {
        state.byteCount -= (entry.image?.byteCount ?? 0) + GlyphCache.entryOverhead
      }
    }
  }
}

/// What identifies a colour glyph image: the glyph's mask key and the text colour (which COLR
/// layers may use; 0 when the face's glyph ignores it).
struct ColorGlyphKey: Hashable, Sendable {
  var glyph: GlyphKey
  var textColor: UInt32
}
