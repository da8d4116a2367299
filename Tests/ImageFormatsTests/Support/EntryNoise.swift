/// Deterministic palette entries below `count` in runs of 1…`longestRun`, from a linear
/// congruential generator (Knuth's MMIX constants), so LZW tests see repeatable images with
/// strings of every length.
func noise(_ length: Int, count: Int, longestRun: Int, seed: UInt64) -> [UInt8] {
  var state = seed, out: [UInt8] = []
  while out.count < length {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let run = 1 + Int(state >> 40) % longestRun
    out += [UInt8](repeating: UInt8(Int(state >> 20) % count), count: run)
  }
  return Array(out.prefix(length))
}
