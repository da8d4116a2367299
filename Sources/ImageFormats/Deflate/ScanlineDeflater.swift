// Deflate (RFC 1951) tuned for filtered PNG scanlines of flat UI frames.
//
// The method is zlib's (Gailly and Adler): LZ77 over a 32 KiB window with hash
// chains, one step of lazy matching (a match is put off when the next position
// starts a longer one), then dynamic Huffman blocks (`DeflateBlockWriter`).
// What is particular to images: before the hash chains, six distances are
// always tried: one and two pixels back, one and two rows back, and one row
// back one pixel to either side. Flat runs then match at once at one pixel
// back, and a row that repeats part of the row above matches one row back,
// which a short hash chain, full of the run's own positions, never reaches.
// The chains hash 3-byte strings (one RGB pixel), so a lone pixel seen
// shortly before becomes a 3-byte match. Inside a match only the last two
// positions are hashed when it is long: over 32 bytes at one or two pixels
// back (a flat run, whose positions all look alike and would crowd the
// chains), over 64 bytes at other distances (mostly rows repeating earlier
// rows, whose strings the chains already hold one row back).
//
// Measured first on the hero frame at t = 2 s at scale 2 (1040×724 RGB, rows
// filtered as `pngCompressedScanlines(in:channels:)` does) in a C prototype,
// against zlib level 4 (the encoder's previous compressor: 63,459 bytes,
// 121 M instructions): zlib's own parse with the six distances gives 62.8 KB;
// a chain of 64 instead of 8 −1.6 KB; lazy matching at every length −0.1 KB;
// hashing every position inside non-run matches −0.7 KB; blocks of 3,072
// tokens rather than 16,384 −0.6 KB. Together 60,894 bytes; hashing every
// position inside runs too saved 0.6 KB more but cost 1.7× the time;
// weighing matches by their distance codes' extra bits did not help.
//
// Then in this Swift code (instructions per hero encode, deflate and block
// writing; sample: 124 catalog frames at scale 2, every 20th frame, deflate
// bytes), from 4-byte strings and a chain of 64 (60,880 bytes, sample
// 5,522,817, 42.0 M instructions): 3-byte strings −2,405 bytes (−4.1 %
// sample) for +2 M; then a chain of 16 +651 bytes for −8 M (8: +1,059; 32:
// +254); then the 64-byte limit inside non-run matches +1,087 bytes for −7 M.
// Together 60,212 bytes (sample 5,384,018, −2.5 %) in 31.2 M instructions;
// 28.2 M once the block writer was tightened.
//
// Not walking the chain when the image distances already found 32 bytes
// took 11 % off the deflate wall time on the sample (290 → 258 ms, best of
// three; +40 bytes on the hero, +0.07 % on the sample; at 16 bytes −12 % for
// +120 bytes, at 64 −7 % for +16) though only 2 % of the instructions
// (27.7 M): the chain walk is bound by mispredicted branches and cache misses
// more than by instructions. With these settings zlib's other cutoffs
// (ending a chain at a 32-byte match, not looking lazily past a 64-byte
// match) changed the instructions by under 2 % and the time not measurably.

import Drawing
import Raster

/// Compresses filtered scanlines into raw deflate data (no zlib header or checksum).
enum ScanlineDeflater {
  /// How many hash-chain entries are tried at each position.
  static let chainLength = 16
  /// A match this long at an image distance is kept without walking the hash chain.
  static let imageMatchEnough = 32
  /// The base-2 logarithm of the number of hash-chain heads.
  static let hashBits = 15
  /// How many tokens each Huffman block holds.
  static let blockTokens = 3072
  /// Run matches up to this length hash every position inside them; longer ones only their last two.
  static let runHashLimit = 32
  /// Other matches up to this length hash every position inside them; longer ones only their last two.
  static let matchHashLimit = 64
  /// The window: the farthest back a match may reach.
  static let window = 32_768

  /// Deflates `data`, rows of `rowBytes` bytes whose pixels take `pixelBytes` bytes each.
  ///
  /// The output depends only on the input bytes and the two sizes.
  ///
  /// - Parameters:
  ///   - data: The filtered scanlines.
  ///   - rowBytes: The bytes of one row, filter byte included.
  ///   - pixelBytes: The bytes of one pixel (3 or 4).
  ///   - writer: Receives the blocks; the last one is marked final.
  static func deflate(_ data: UnsafeBufferPointer<UInt8>, rowBytes: Int, pixelBytes: Int, into writer: inout DeflateBlockWriter) {
    guard let input = data.baseAddress, data.count > 0 else {
      writer.writeBlock(UnsafeBufferPointer(start: nil, count: 0), isLast: true)
      return
    }
    let matcher = Matcher(input: input, count: data.count, rowBytes: rowBytes, pixelBytes: pixelBytes)
    defer { matcher.deallocate() }
    let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: blockTokens)
    defer { tokens.deallocate() }
    var tokenCount = 0
    func emit(_ token: UInt32) {
      tokens[tokenCount] = token
      tokenCount += 1
      if tokenCount == blockTokens {
        writer.writeBlock(UnsafeBufferPointer(start: tokens, count: tokenCount), isLast: false)
        tokenCount = 0
      }
    }
    matcher.parse(emit)
    writer.writeBlock(UnsafeBufferPointer(start: tokens, count: tokenCount), isLast: true)
  }

  /// The LZ77 parse: hash chains, the image distances and lazy matching.
  private struct Matcher {
    /// The bytes to compress.
    let input: UnsafePointer<UInt8>
    /// How many bytes.
    let count: Int
    /// The distances tried before the hash chains, nearest first (`distanceCount` of them).
    let distances: UnsafeMutablePointer<Int>
    /// How many entries of `distances` are in use.
    let distanceCount: Int
    /// The bytes of one pixel: matches one or two pixels back are flat runs.
    let pixelBytes: Int
    /// The most recent position of each hash, or `Int32.min` (farther back than any window).
    let head: UnsafeMutablePointer<Int32>
    /// For each position modulo the window, the previous position with the same hash.
    ///
    /// Not initialised: a slot is read only for a position that was inserted,
    /// which wrote it, and only while that position is inside the window, so no
    /// later position has overwritten it.
    let previous: UnsafeMutablePointer<Int32>

    /// A matcher over `count` bytes at `input`.
    init(input: UnsafePointer<UInt8>, count: Int, rowBytes: Int, pixelBytes: Int) {
      self.input = input
      self.count = count
      self.pixelBytes = pixelBytes
      let all = [pixelBytes, rowBytes, rowBytes - pixelBytes, rowBytes + pixelBytes, 2 * pixelBytes, 2 * rowBytes]
        .filter { $0 > 0 && $0 <= ScanlineDeflater.window }
      distances = .allocate(capacity: all.count)
      distances.initialize(from: all, count: all.count)
      distanceCount = all.count
      head = .allocate(capacity: 1 << ScanlineDeflater.hashBits)
      head.initialize(repeating: .min, count: 1 << ScanlineDeflater.hashBits)
      previous = .allocate(capacity: ScanlineDeflater.window)
    }

    /// Frees the tables.
    func deallocate() {
      distances.deallocate()
      head.deallocate()
      previous.deallocate()
    }

    /// The four bytes at `p`, as one word.
    @inline(__always)
    func word(_ p: Int) -> UInt32 {
      UnsafeRawPointer(input + p).loadUnaligned(as: UInt32.self)
    }

    /// The hash of the three bytes at `p` (read as four, so four must remain).
    @inline(__always)
    func hash(_ p: Int) -> Int {
      Int(truncatingIfNeeded: ((word(p) &<< 8) &* 2_654_435_761) >> UInt32(32 - ScanlineDeflater.hashBits))
    }

    /// Records the positions `start..<end` in the hash chains (those with four bytes left).
    @inline(__always)
    func insert(from start: Int, to end: Int) {
      var q = start
      let stop = Swift.min(end, count &- 3)
      while q < stop {
        let h = hash(q)
        previous[q & (ScanlineDeflater.window - 1)] = head[h]
        head[h] = Int32(truncatingIfNeeded: q)
        q &+= 1
      }
    }

    /// How many bytes from `a` equal those from `b`, at most `limit`.
    @inline(__always)
    func matchLength(_ a: Int, _ b: Int, limit: Int) -> Int {
      var l = 0
      while l &+ 8 <= limit {
        let x = UnsafeRawPointer(input + (a &+ l)).loadUnaligned(as: UInt64.self)
        let y = UnsafeRawPointer(input + (b &+ l)).loadUnaligned(as: UInt64.self)
        if x != y { return l &+ (x ^ y).trailingZeroBitCount &>> 3 }
        l &+= 8
      }
      while l < limit && input[a &+ l] == input[b &+ l] { l &+= 1 }
      return l
    }

    /// Whether a match at `b` can be longer than `length` bytes at `a` (`length` below the limit).
    ///
    /// It must agree with `a` on the bytes up to `length` included; checking the
    /// last four of them (or the one at `length` for a short match) rejects most
    /// candidates in one comparison. Only a necessary condition is tested, so the
    /// match chosen is the one a full comparison would choose.
    @inline(__always)
    func mayBeat(_ a: Int, _ b: Int, length: Int) -> Bool {
      length >= 3 ? word(a &+ length &- 3) == word(b &+ length &- 3) : input[a &+ length] == input[b &+ length]
    }

    /// The longest match at `p` (length 0 when none of at least 3 is found), and records `p`.
    func longestMatch(at p: Int) -> (length: Int, distance: Int) {
      let limit = Swift.min(258, count &- p)
      var length = 0, distance = 0
      for k in 0..<distanceCount {
        let d = distances[k]
        guard d <= p, length < limit else { continue }
        if length > 0 && !mayBeat(p, p &- d, length: length) { continue }
        let l = matchLength(p, p &- d, limit: limit)
        if l > length {
          length = l
          distance = d
        }
      }
      if p &+ 4 <= count {
        let h = hash(p)
        var candidate = Int(head[h])
        if length < Swift.min(limit, ScanlineDeflater.imageMatchEnough) {
          // Positions more than a window back end the chain, the `.min` of an empty head among them.
          let oldest = p &- ScanlineDeflater.window
          var tries = ScanlineDeflater.chainLength
          while candidate >= oldest {
            if length == 0 || mayBeat(p, candidate, length: length) {
              let l = matchLength(p, candidate, limit: limit)
              if l > length {
                length = l
                distance = p &- candidate
                if l == limit { break }
              }
            }
            tries &-= 1
            if tries == 0 { break }
            candidate = Int(previous[candidate & (ScanlineDeflater.window - 1)])
          }
        }
        previous[p & (ScanlineDeflater.window - 1)] = head[h]
        head[h] = Int32(truncatingIfNeeded: p)
      }
      // A 3-byte match far back costs more than three literals.
      if length < 3 || (length == 3 && distance > 4096) { return (0, 0) }
      return (length, distance)
    }

    /// Hashes the positions inside a match from `start` (already hashed) to `end`, as the file comment describes.
    @inline(__always)
    func insertInside(from start: Int, to end: Int, distance: Int) {
      let isRun = distance <= 2 * pixelBytes && distance % pixelBytes == 0
      if end &- start <= (isRun ? ScanlineDeflater.runHashLimit : ScanlineDeflater.matchHashLimit) {
        insert(from: start &+ 1, to: end)
      } else {
        insert(from: end &- 2, to: end)
      }
    }

    /// Parses the whole input, passing each literal or `length << 16 | distance` to `emit`.
    func parse(_ emit: (UInt32) -> Void) {
      var p = 0
      var pending: (length: Int, distance: Int)? = nil
      while p < count {
        let match = longestMatch(at: p)
        if let held = pending {
          if match.length > held.length {
            emit(UInt32(input[p - 1]))
            pending = match
            p += 1
            continue
          }
          emit(UInt32(held.length << 16 | held.distance))
          insertInside(from: p, to: p - 1 + held.length, distance: held.distance)
          p += held.length - 1
          pending = nil
        } else if match.length == 0 {
          emit(UInt32(input[p]))
          p += 1
        } else if match.length == 258 {
          // Nothing longer can follow: no lazy step.
          emit(UInt32(match.length << 16 | match.distance))
          insertInside(from: p, to: p + match.length, distance: match.distance)
          p += match.length
        } else {
          pending = match
          p += 1
        }
      }
      if let held = pending { emit(UInt32(held.length << 16 | held.distance)) }
    }
  }
}
