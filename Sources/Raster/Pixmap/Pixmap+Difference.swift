import Drawing
import Foundation

/// How two pixmaps differ, pixel by pixel.
public struct PixmapDifference: Equatable, Sendable {
  /// Pixels whose largest channel difference exceeds the tolerance (all pixels when sizes differ).
  public var differingPixels: Int
  /// The largest difference of any channel of any pixel, 0…255.
  public var largestChannelDifference: Int
  /// The smallest rectangle holding every differing pixel, or nil when none differs.
  public var bounds: IntRect?
  /// The compared pixmap's width and height in pixels (the golden's, in a golden check).
  public var size: (width: Int, height: Int)
  /// The other pixmap's width and height in pixels (the rendered image's, in a golden check).
  public var otherSize: (width: Int, height: Int)

  /// Whether the two pixmaps have different sizes.
  public var sizesDiffer: Bool { size != otherSize }

  public static func == (a: PixmapDifference, b: PixmapDifference) -> Bool {
    a.differingPixels == b.differingPixels && a.largestChannelDifference == b.largestChannelDifference
      && a.bounds == b.bounds && a.size == b.size && a.otherSize == b.otherSize
  }

  /// Whether the pixmaps count as equal.
  public var isEmpty: Bool { differingPixels == 0 && !sizesDiffer }
}

extension Pixmap {
  /// Compares with `other` on premultiplied pixels.
  ///
  /// Identical buffers are recognised with one memory comparison; only when the
  /// bytes differ is each pixel examined.
  ///
  /// - Parameters:
  ///   - other: The pixmap to compare with.
  ///   - tolerance: The largest channel difference that still counts as equal. Default: 0 (exact).
  public func difference(from other: Pixmap, tolerance: Int = 0) -> PixmapDifference {
    guard width == other.width, height == other.height else {
      return PixmapDifference(
        differingPixels: Swift.max(width * height, other.width * other.height), largestChannelDifference: 255,
        bounds: IntRect(minX: 0, minY: 0, maxX: Swift.max(width, other.width), maxY: Swift.max(height, other.height)),
        size: (width, height), otherSize: (other.width, other.height))
    }
    let same = words.withUnsafeBytes { a in
      other.words.withUnsafeBytes { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return memcmp(pa, pb, a.count) == 0
      }
    }
    if same {
      return PixmapDifference(
        differingPixels: 0, largestChannelDifference: 0, bounds: nil, size: (width, height), otherSize: (width, height))
    }
    var count = 0, largest = 0
    var box: IntRect?
    for y in 0..<height {
      for x in 0..<width {
        let a = words[y * width + x], b = other.words[y * width + x]
        if a == b { continue }
        var channel = 0
        for shift in stride(from: 0, to: 32, by: 8) {
          channel = Swift.max(channel, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
        }
        largest = Swift.max(largest, channel)
        guard channel > tolerance else { continue }
        count += 1
        box = box.map {
          IntRect(minX: Swift.min($0.minX, x), minY: Swift.min($0.minY, y), maxX: Swift.max($0.maxX, x + 1), maxY: Swift.max($0.maxY, y + 1))
        } ?? IntRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
      }
    }
    return PixmapDifference(
      differingPixels: count, largestChannelDifference: largest, bounds: box, size: (width, height),
      otherSize: (width, height))
  }
}
