// Whether an animation may need local colour tables, decided from the first
// pass's counts before the second pass starts: some frame, as a whole,
// meets the criterion of `GIFLocalTables.swift` under the global palette
// (enough smooth pixels, their mean error above the trigger, and fewer than
// three quarters of the palette's entries used by the frame). Only then are
// images planned in order with the shown canvas, which can switch tables;
// every other animation is encoded exactly as with the global palette alone.
// Each frame's histogram is the running sum of the changes, so this costs
// the size of the changes, as `worstMeanError(under:)` does.

extension GIFColorCensus {
  /// Whether some frame's smooth pixels are served badly by `palette` while the frame leaves
  /// room in it (`GIFLocalTables`).
  func someFrameWantsItsOwnTable(under palette: GIFPalette) -> Bool {
    guard !palette.isExact else { return false }
    // The pixels of each entry's colours in the frame reached, and the entries in use.
    var entryPixels = [Int](repeating: 0, count: palette.colors.count)
    var used = 0
    let errors = colors.map { color -> Int in
      guard color != GIFPixelConversion.transparent else { return 0 }
      let plain = color & ~Self.smoothFlag
      return GIFPixelSet.distance(plain, palette.shown(plain))
    }
    let entries = colors.map { color -> Int in
      color == GIFPixelConversion.transparent || color & Self.smoothFlag != 0 ? -1 : Int(palette.index(of: color))
    }
    var smoothError = 0, smoothPixels = 0
    for k in 0..<frameCount {
      for entry in frameChanges(k) {
        let id = Int(entry.id), count = Int(entry.count)
        if colors[id] & Self.smoothFlag != 0 {
          smoothError += count * errors[id]
          smoothPixels += count
        } else if entries[id] >= 0 {
          let e = entries[id], before = entryPixels[e]
          entryPixels[e] += count
          if before == 0, entryPixels[e] > 0 { used += 1 }
          if before > 0, entryPixels[e] == 0 { used -= 1 }
        }
      }
      let frameErrors = GIFPixelSet.Errors(
        mean: 0, smooth: smoothPixels > 0 ? Double(smoothError) / Double(3 * smoothPixels) : 0)
      if GIFLocalTables.servesBadly(frameErrors, smoothPixels: smoothPixels, framePixels: pixelsPerFrame),
        GIFLocalTables.leavesRoom(used: used, of: palette.colors.count)
      {
        return true
      }
    }
    return false
  }
}
