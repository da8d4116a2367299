import Foundation
import Testing

@testable import Drawing

struct RectTests {
  /// `roundedOut` against Foundation's `floor` and `ceil`, clamped afterwards as its contract says.
  @Test func roundedOutFloorsAndCeilsThenClamps() {
    func expected(_ v: Double, _ round: (Double) -> Double) -> Int {
      v.isNaN ? 0 : Int(Swift.max(-16_777_216, Swift.min(16_777_216, round(v))))
    }
    let values: [Double] = [
      0, -0.0, 0.5, -0.5, 1, -1, 2.999_999, -2.000_001, 1e-300, -1e-300, 123_456.75, -123_456.25,
      16_777_215.5, -16_777_215.5, 16_777_216, 3e9, -3e9, .infinity, -.infinity, .nan,
    ]
    for a in values {
      for b in values {
        let rect = Rect(x: a, y: b, width: b, height: a)
        let rounded = rect.roundedOut
        #expect(rounded.minX == expected(rect.minX, Foundation.floor), "minX of \(rect)")
        #expect(rounded.minY == expected(rect.minY, Foundation.floor), "minY of \(rect)")
        #expect(rounded.maxX == expected(rect.maxX, Foundation.ceil), "maxX of \(rect)")
        #expect(rounded.maxY == expected(rect.maxY, Foundation.ceil), "maxY of \(rect)")
      }
    }
  }
}
