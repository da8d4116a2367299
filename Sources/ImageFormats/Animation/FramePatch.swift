import Drawing
import Raster

// A frame stored as its change from the frame before, for an encoder that
// takes the frames twice and reads them back rather than have them drawn
// again.
//
// Only the rectangle where the two frames differ is stored (a first frame
// whole), row by row, as packets of 32-bit words. A packet's first word holds
// its kind in the top two bits and its length in pixels in the other thirty:
// a skip (pixels equal to the frame before's) has nothing after it, a run one
// word for all its pixels, a literal one word per pixel. Packets do not cross
// rows. A run is taken from three equal words, where it is shorter than the
// literal. Interface frames change in a few places of flat colour and
// anti-aliased edges: hero's 332 GIF frames at scale 2 keep 17.7 MB of
// patches, a sixth of the words of the rectangles they cover.

/// One frame's pixels as their change from the frame before, run-length coded.
struct FramePatch: Sendable {
  /// Where the frame differs from the one before (all of a first frame), or `nil` where it does not.
  let area: IntRect?
  /// The packets, row after row of the area.
  let packets: [UInt32]

  private static let skip: UInt32 = 0
  private static let run: UInt32 = 1 << 30
  private static let literal: UInt32 = 2 << 30
  private static let lengthMask: UInt32 = (1 << 30) - 1

  /// The patch that turns `previous` (`nil` before a first frame) into `frame`, two pixmaps of one size.
  ///
  /// - Parameter area: `frame.changedBounds(since: previous)`, or `frame.bounds` without a previous frame.
  init(from previous: Pixmap?, to frame: Pixmap, area: IntRect?) {
    self.area = area
    guard let area else {
      packets = []
      return
    }
    var packets: [UInt32] = []
    let width = frame.width
    frame.words.withUnsafeBufferPointer { now in
      // Without a previous frame nothing is skipped.
      (previous?.words ?? []).withUnsafeBufferPointer { before in
        let hasBefore = before.count == now.count
        for y in area.minY..<area.maxY {
          let row = y * width
          var x = area.minX
          while x < area.maxX {
            let word = now[row + x]
            if hasBefore, word == before[row + x] {
              var end = x + 1
              while end < area.maxX, now[row + end] == before[row + end] { end += 1 }
              packets.append(Self.skip | UInt32(end - x))
              x = end
              continue
            }
            var end = x + 1
            while end < area.maxX, now[row + end] == word { end += 1 }
            if end - x >= 3 {
              packets.append(Self.run | UInt32(end - x))
              packets.append(word)
              x = end
              continue
            }
            // A literal, up to a pixel left as it was or the start of a run of three.
            end = x + 1
            while end < area.maxX {
              let next = now[row + end]
              if hasBefore, next == before[row + end] { break }
              if end + 2 < area.maxX, now[row + end + 1] == next, now[row + end + 2] == next { break }
              end += 1
            }
            packets.append(Self.literal | UInt32(end - x))
            for i in x..<end { packets.append(now[row + i]) }
            x = end
          }
        }
      }
    }
    self.packets = packets
  }

  /// A patch read back from its packets.
  init(area: IntRect?, packets: [UInt32]) {
    self.area = area
    self.packets = packets
  }

  /// Turns the frame before into this frame: `pixmap` holds the frame before (anything for a first frame).
  func apply(to pixmap: inout Pixmap) {
    guard let area else { return }
    let width = pixmap.width
    pixmap.words.withUnsafeMutableBufferPointer { words in
      apply(to: words.baseAddress! + area.minY * width + area.minX, rowStride: width)
    }
  }

  /// Applies the packets to the area's pixels, the first at `origin` and each row `rowStride` words after the one above.
  func apply(to origin: UnsafeMutablePointer<UInt32>, rowStride: Int) {
    guard let area else { return }
    packets.withUnsafeBufferPointer { packets in
      var p = 0
      for row in 0..<area.height {
        let line = origin + row * rowStride
        var x = 0
        while x < area.width {
          let header = packets[p]
          let length = Int(header & Self.lengthMask)
          p += 1
          switch header & ~Self.lengthMask {
          case Self.run:
            (line + x).update(repeating: packets[p], count: length)
            p += 1
          case Self.literal:
            (line + x).update(from: packets.baseAddress! + p, count: length)
            p += length
          default:
            break
          }
          x += length
        }
      }
    }
  }
}

extension Pixmap {
  /// The words of `rect`, row after row.
  func words(in rect: IntRect) -> [UInt32] {
    [UInt32](unsafeUninitializedCapacity: rect.width * rect.height) { out, initialized in
      words.withUnsafeBufferPointer { words in
        for row in 0..<rect.height {
          (out.baseAddress! + row * rect.width).initialize(
            from: words.baseAddress! + (rect.minY + row) * width + rect.minX, count: rect.width)
        }
      }
      initialized = rect.width * rect.height
    }
  }
}
