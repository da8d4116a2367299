import Drawing
import Foundation

// The Rotate3D panel as a projective map of the drawing plane
// (docs/mgswipe-rtl-rounded.md §1.6).
//
// A point of the unturned strip at table x and y sits s = σ·(x − X0) from the
// screen edge X0 (σ = +1 when the buttons are at the left edge, −1 at the
// right) and y − cy from the strip's vertical centre cy. With K = cos θ +
// c·sin θ/400 and q = 1 + s·sin θ/400 it is drawn at x' = X0 + σ·s·K/q,
// y' = cy + (y − cy)/q. Multiplying through by q = α·x + β, α = σ·sin θ/400,
// β = 1 − α·X0, gives a homography:
//   x'·q = (α·X0 + K)·x + (β − K)·X0,   y'·q = α·cy·x + y + (β − 1)·cy,
// which ProjectiveTransform stores as rows (m11 m12 m13), (m21 m22 m23), (m31 m32 m33).

extension PerspectivePanel {
  /// The map from the unturned strip to the screen, in drawing coordinates.
  ///
  /// - Parameters:
  ///   - screenEdgeX: X0, the x of the screen edge the strip is hinged on.
  ///   - buttonsOnLeft: Whether the strip is at the left screen edge (s grows with x).
  ///   - centerY: cy, the strip's vertical centre.
  /// - Returns: The homography.
  public func projection(screenEdgeX x0: Double, buttonsOnLeft: Bool, centerY cy: Double) -> ProjectiveTransform {
    let sine = sin(angle) / Self.eyeDistance
    let k = cos(angle) + anchor * sine
    let alpha = (buttonsOnLeft ? 1 : -1) * sine
    let beta = 1 - alpha * x0
    return ProjectiveTransform(
      m11: alpha * x0 + k, m12: alpha * cy, m13: alpha, m21: 0, m22: 1, m23: 0, m31: (beta - k) * x0,
      m32: (beta - 1) * cy, m33: beta)
  }
}
