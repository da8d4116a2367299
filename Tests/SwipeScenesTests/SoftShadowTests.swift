import Foundation
import Raster
import Drawing
import TextShaping
import Testing
@testable import SwipeScenes

/// The layered shadow against the Gaussian it stands for: opacity · ½ · erfc(x / (σ√2)) at x
/// points outside the shape's edge, with σ half the shadow radius.
struct SoftShadowTests {
  /// The big card shadow (40 % black, offset (0, 20), radius 20) under a 200 × 100 card.
  @Test func stackFollowsTheGaussianAcrossTheEdge() {
    let card = Rect(x: 50, y: 50, width: 200, height: 100)
    var list = DisplayList(size: Size(width: 400, height: 300))
    SoftShadow(color: .black, opacity: 0.4, offset: Size(width: 0, height: 20), radius: 20)
      .draw(under: card, cornerRadius: 4, into: &list)
    let layers = DisplayListProbe(list).fills
    #expect(layers.count == SoftShadow.steps)
    let sigma = 10.0, edge = card.maxY + 20
    // Sample below the middle of the bottom edge, at the middle of each of the 24 steps.
    let step = 4 * sigma / Double(SoftShadow.steps)
    for k in 0..<SoftShadow.steps {
      let distance = 2 * sigma - (Double(k) + 0.5) * step
      let y = edge + distance
      let clear = layers.filter { $0.bounds.maxY > y }.reduce(1.0) { $0 * (1 - $1.color.alpha) }
      let expected = 0.4 * 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
      #expect(abs((1 - clear) - expected) < 1e-9, "at \(distance) pt")
    }
  }

  /// A radius of 0 is one sharp fill at the shadow's opacity.
  @Test func zeroRadiusIsOneFill() {
    var list = DisplayList(size: Size(width: 100, height: 100))
    let rect = Rect(x: 10, y: 10, width: 50, height: 50)
    SoftShadow(color: .black, opacity: 0.4, offset: Size(width: 0, height: 4), radius: 0).draw(under: rect, cornerRadius: 0, into: &list)
    #expect(list.items == [.fill(.roundedRect(rect.offsetBy(dx: 0, dy: 4), radius: 0), Color(red: 0, green: 0, blue: 0, alpha: 0.4), .nonZero)])
  }
}
