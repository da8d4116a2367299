import Drawing

/// Frames an animation writer keeps from its first pass, as patches in a scratch file, so its second pass needs no pixels for them.
///
/// Frames are kept from the first, in order, until the patches would pass
/// the store's byte limit or the disk refuses them; the frames after that must
/// be handed over again. The limit is at most half the disk's free space when
/// the store is made, so that the files it serves still have room. Only each
/// patch's place is held in memory.
struct KeptFrames: Sendable {
  /// The most bytes of patches kept.
  let byteLimit: Int
  private let file: ScratchFile
  /// Each kept frame's area, and where its packets are.
  private var records: [(area: IntRect?, offset: Int, count: Int)] = []
  /// Whether the next frame will be kept: no patch has been refused yet.
  private(set) var isKeeping = true

  /// An empty store of at most `byteLimit` bytes, and half its disk's free space, beside the
  /// file at `path`, or `nil` when the limit is 0 or the folder takes no scratch file.
  init?(besides path: String, byteLimit: Int) {
    guard byteLimit > 0, let file = ScratchFile(besides: path) else { return nil }
    self.file = file
    self.byteLimit = Swift.min(byteLimit, (file.freeBytes ?? byteLimit) / 2)
  }

  /// How many frames are kept, from the first.
  var count: Int { records.count }

  /// Keeps the next frame's patch, or stops keeping when it does not fit.
  mutating func keep(_ patch: FramePatch) {
    guard isKeeping else { return }
    let offset = file.size
    guard offset + 4 * patch.packets.count <= byteLimit, file.append(patch.packets) else {
      isKeeping = false
      return
    }
    records.append((patch.area, offset, patch.packets.count))
  }

  /// Kept frame `k`'s patch, or `nil` when it cannot be read back.
  func patch(_ k: Int) -> FramePatch? {
    guard records.indices.contains(k) else { return nil }
    let record = records[k]
    return file.words(at: record.offset, count: record.count).map { FramePatch(area: record.area, packets: $0) }
  }
}
