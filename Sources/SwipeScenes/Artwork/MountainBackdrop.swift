import Drawing

// StateAnimator's backdrop (docs/onboarding-stateanimator-preview.md §2.4): a pale sky over snowy mountains, averaging about
// (215, 226, 232), seen through a dark blur. Without a blur filter the ridges are drawn
// already soft: each one several times, shifted a few points up and down, at a fraction of
// its opacity, so its edge fades over the shift instead of cutting sharply. The dark fill
// that stands in for the blur goes on top of this.

/// Draws the blurred mountain backdrop filling a rectangle.
struct MountainBackdrop {
  /// The sky, which is also the backdrop's average colour.
  static let sky = StateAnimatorDemo.backdropColor
  /// The ridges from far to near: colour, and the peak heights as fractions of the height.
  static let ridges: [(color: Color, peaks: [Double])] = [
    (Color(red255: 188, green255: 202, blue255: 216), [0.50, 0.36, 0.46, 0.30, 0.44, 0.52]),
    (Color(red255: 244, green255: 247, blue255: 250), [0.62, 0.48, 0.56, 0.42, 0.58]),
    (Color(red255: 150, green255: 166, blue255: 182), [0.74, 0.66, 0.78, 0.64, 0.72, 0.80, 0.70]),
  ]
  /// The vertical shifts, in points, of the copies that soften each ridge.
  static let softening = [-6.0, -2.0, 2.0, 6.0]
  /// Each copy's opacity: four of them stack to about 0.87 where they all overlap.
  static let copyOpacity = 0.4

  /// Records the backdrop filling `rect`.
  func draw(in rect: Rect, into list: inout DisplayList) {
    list.clipped(to: rect) { list in
      list.fill(rect, color: Self.sky)
      for ridge in Self.ridges {
        var outline = PathBuilder()
        outline.move(to: Point(x: rect.minX, y: rect.maxY))
        let step = rect.width / Double(ridge.peaks.count - 1)
        for (k, peak) in ridge.peaks.enumerated() {
          outline.line(to: Point(x: rect.minX + Double(k) * step, y: rect.minY + rect.height * peak))
        }
        outline.line(to: Point(x: rect.maxX, y: rect.maxY))
        outline.close()
        let path = outline.finish() ?? .empty
        for shift in Self.softening {
          list.fill(path.transformed(by: .translation(x: 0, y: shift)), color: ridge.color.withAlphaMultiplied(by: Self.copyOpacity))
        }
      }
    }
  }
}
