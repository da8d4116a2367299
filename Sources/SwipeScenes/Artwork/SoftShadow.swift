import Drawing
import Foundation

// A layer shadow without a blur filter. Core Animation blurs the shadow with a Gaussian whose
// standard deviation is taken here as half the shadow radius (σ = r/2) [approx]. Across the
// edge of a large shape that gives an opacity of opacity·½·erfc(x / (σ√2)) at distance x outside
// the edge. The shadow is built from nested rounded rectangles, outset from 2σ down to −2σ in
// equal steps and drawn outermost first; each one's alpha is chosen so that the source-over
// stack reaches the Gaussian profile at the middle of every step. A radius of 0 is one sharp fill.

/// Draws a blurred drop shadow under a rounded rectangle.
struct SoftShadow {
  /// How many nested rectangles approximate the blur.
  static let steps = 24

  /// The shadow colour at full strength.
  var color: Color
  /// The shadow's opacity, 0…1.
  var opacity: Double
  /// How far the shadow is moved from the shape, in points.
  var offset: Size
  /// The blur radius in points.
  var radius: Double

  /// The opacity at `distance` points outside the edge of the shape's blurred silhouette.
  func profile(at distance: Double, sigma: Double) -> Double {
    opacity * 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
  }

  /// Records the shadow of a rounded rectangle `rect` with corner radius `cornerRadius`.
  func draw(under rect: Rect, cornerRadius: Double, into list: inout DisplayList) {
    guard opacity > 0, color.alpha > 0 else { return }
    let shape = rect.offsetBy(dx: offset.width, dy: offset.height)
    guard radius > 0 else {
      list.fill(.roundedRect(shape, radius: cornerRadius), color: color.withAlphaMultiplied(by: opacity))
      return
    }
    let sigma = radius / 2
    let step = 4 * sigma / Double(Self.steps)
    var covered = 0.0
    for k in 0..<Self.steps {
      let outset = 2 * sigma - Double(k) * step
      let target = profile(at: outset - step / 2, sigma: sigma)
      let alpha = 1 - (1 - target) / (1 - covered)
      covered = target
      let layer = shape.insetBy(dx: -outset, dy: -outset)
      guard layer.width > 0, layer.height > 0, alpha > 0 else { continue }
      list.fill(.roundedRect(layer, radius: Swift.max(0, cornerRadius + outset)), color: color.withAlphaMultiplied(by: alpha))
    }
  }
}
