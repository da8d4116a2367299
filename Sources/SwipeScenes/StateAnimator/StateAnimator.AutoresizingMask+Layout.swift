// UIKit's autoresizing rule, applied to a frame against its superview's size.
//
// Along each axis a frame splits its superview's extent into three parts: the leading margin,
// the size and the trailing margin. When the superview's extent changes by Δ, the parts the mask
// marks flexible absorb Δ; several flexible parts share it in proportion to their sizes (equally
// when those are all zero), as `UIView`'s autoresizing does. One flexible part takes all of Δ,
// computed as the new extent minus the fixed parts so that a view pinned to its superview's
// edges has exactly the superview's bounds. Frames are laid out against the superview's size at
// time 0, the size the component's frames for this view are written for.

import Drawing

extension StateAnimator.AutoresizingMask {
  /// `frame`, written for a superview of size `base`, laid out in a superview of size `size`.
  ///
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinates.
  ///   - base: The superview's size the frame is written for.
  ///   - size: The superview's size now.
  /// - Returns: The frame after autoresizing.
  public func layout(_ frame: Rect, from base: Size, to size: Size) -> Rect {
    guard !isEmpty else { return frame }
    let (x, width) = Self.axis(
      frame.minX, frame.width, base: base.width, extent: size.width,
      flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
    let (y, height) = Self.axis(
      frame.minY, frame.height, base: base.height, extent: size.height,
      flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// One axis: the new origin and size.
  static func axis(
    _ origin: Double, _ length: Double, base: Double, extent: Double, flexible: (Bool, Bool, Bool)
  ) -> (Double, Double) {
    let lead = origin, trail = base - origin - length
    switch flexible {
    case (false, false, false): return (origin, length)
    case (false, true, false): return (origin, extent - lead - trail)
    case (true, false, false): return (extent - length - trail, length)
    case (false, false, true): return (origin, length)
    default:
      let parts = [(flexible.0, lead), (flexible.1, length), (flexible.2, trail)]
      let count = Double(parts.filter(\.0).count)
      let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
      let delta = extent - base
      func share(_ part: (Bool, Double)) -> Double {
        guard part.0 else { return 0 }
        return total == 0 ? delta / count : delta * part.1 / total
      }
      return (origin + share(parts[0]), length + share(parts[1]))
    }
  }
}
