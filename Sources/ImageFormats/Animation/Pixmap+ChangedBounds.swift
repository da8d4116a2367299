import Drawing
import Foundation
import Raster

extension Pixmap {
  /// The smallest rectangle holding every pixel that differs from `previous`, or `nil` when none does.
  ///
  /// Animation encoders store only this rectangle of a frame. Two pixmaps that
  /// share their pixels (a frame handed over again, as for a scene at rest)
  /// are equal without a look. Otherwise rows are compared whole with `memcmp`
  /// from the top and from the bottom; only the rows in between are scanned
  /// pixel by pixel for the left and right edges.
  ///
  /// - Parameter previous: A pixmap of the same size.
  public func changedBounds(since previous: Pixmap) -> IntRect? {
    let w = width
    return words.withUnsafeBufferPointer { now in
      previous.words.withUnsafeBufferPointer { before in
        guard let a = now.baseAddress, let b = before.baseAddress, a != b else { return nil }
        func rowDiffers(_ y: Int) -> Bool { memcmp(a + y * w, b + y * w, w * 4) != 0 }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).last(where: rowDiffers) ?? top
        var minX = w, maxX = 0
        for y in top...bottom {
          let row = y * w
          var x = 0
          while x < minX, now[row + x] == before[row + x] { x += 1 }
          minX = Swift.min(minX, x)
          var end = w
          while end > maxX, now[row + end - 1] == before[row + end - 1] { end -= 1 }
          maxX = Swift.max(maxX, end)
        }
        return IntRect(minX: minX, minY: top, maxX: maxX, maxY: bottom + 1)
      }
    }
  }
}
