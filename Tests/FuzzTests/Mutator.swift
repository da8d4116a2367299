import Foundation

// A deterministic mutation fuzzer in the manner of libFuzzer's default
// mutators (bit flips, interesting bytes, inserts, erases, copies, crossover
// and dictionary tokens), driven by a seeded SplitMix64 so every run is
// reproducible: the same seed corpus and run count give the same inputs. A
// trap in a parser ends the test process, and the printed target and run
// number find the input again.

/// SplitMix64: a small, seeded, reproducible generator.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Mutates seed inputs into fuzz inputs.
struct Mutator {
  var random: SplitMix64
  /// Tokens the target's format uses, inserted whole.
  var dictionary: [[UInt8]]
  /// The longest input produced.
  var maximumLength = 4096

  static let interesting: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0x20, 0x2D, 0x2E, 0x30, 0x39, 0x65, 0x22, 0x5B, 0x7B]

  /// A mutation of `input`: one to five edits, crossing over with `other`.
  mutating func mutate(_ input: [UInt8], crossingWith other: [UInt8]) -> [UInt8] {
    var bytes = input
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      edit(&bytes, other: other)
    }
    if bytes.count > maximumLength { bytes.removeLast(bytes.count - maximumLength) }
    return bytes
  }

  private mutating func edit(_ bytes: inout [UInt8], other: [UInt8]) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<8, using: &random) {
    case 0 where !bytes.isEmpty:
      bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
    case 1 where !bytes.isEmpty:
      bytes[position] = Self.interesting.randomElement(using: &random) ?? 0
    case 2:
      bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
    case 3 where !bytes.isEmpty:
      let length = Int.random(in: 1...Swift.min(16, bytes.count - position), using: &random)
      bytes.removeSubrange(position..<position + length)
    case 4 where !bytes.isEmpty:
      let start = Int.random(in: 0..<bytes.count, using: &random)
      let length = Int.random(in: 1...Swift.min(32, bytes.count - start), using: &random)
      bytes.insert(contentsOf: bytes[start..<start + length], at: position)
    case 5 where !other.isEmpty:
      let start = Int.random(in: 0..<other.count, using: &random)
      let length = Int.random(in: 1...Swift.min(64, other.count - start), using: &random)
      bytes.insert(contentsOf: other[start..<start + length], at: position)
    case 6 where !dictionary.isEmpty:
      bytes.insert(contentsOf: dictionary.randomElement(using: &random) ?? [], at: position)
    case 7 where bytes.count >= 4:
      // A multi-byte number field (a PNG or GIF length or size) set to an extreme.
      let at = Int.random(in: 0...(bytes.count - 4), using: &random)
      let value: [UInt8] = [[0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0], [0x7F, 0xFF, 0xFF, 0xFF], [0, 0, 0xFF, 0xFF]]
        .randomElement(using: &random) ?? []
      bytes.replaceSubrange(at..<at + 4, with: value)
    default:
      bytes.append(UInt8.random(in: 0...255, using: &random))
    }
  }
}

/// One fuzz target: its name (the folder of its seeds under Fuzz/Corpus), tokens and the call under test.
struct FuzzTarget: Sendable, CustomStringConvertible {
  var name: String
  var dictionary: [String]
  var maximumLength = 4096
  /// Parses the input; errors are expected, traps are the bugs.
  var body: @Sendable ([UInt8]) -> Void

  var description: String { name }

  /// The seed files of this target.
  func seeds() throws -> [[UInt8]] {
    let folder = packageRoot.appendingPathComponent("Fuzz/Corpus/\(name)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
  }

  /// Runs the seeds, then `runs` mutations of them; returns the number of inputs tried.
  func fuzz(runs: Int, seed: UInt64 = 0x5EED) throws -> Int {
    let seeds = try seeds()
    precondition(!seeds.isEmpty, "no seeds in Fuzz/Corpus/\(name)")
    for input in seeds { body(input) }
    var mutator = Mutator(
      random: SplitMix64(state: seed), dictionary: dictionary.map { Array($0.utf8) }, maximumLength: maximumLength)
    // Inputs that parsed without error join the pool, so mutations go deeper.
    var pool = seeds
    for _ in 0..<runs {
      let base = pool[Int.random(in: 0..<pool.count, using: &mutator.random)]
      let other = pool[Int.random(in: 0..<pool.count, using: &mutator.random)]
      let input = mutator.mutate(base, crossingWith: other)
      body(input)
      if pool.count < 256, Int.random(in: 0..<64, using: &mutator.random) == 0 { pool.append(input) }
    }
    return seeds.count + runs
  }
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Mutations per target: `FUZZ_RUNS`, else a quick 2,000 for the ordinary test run.
let fuzzRuns = ProcessInfo.processInfo.environment["FUZZ_RUNS"].flatMap(Int.init) ?? 2_000
