import Drawing

// StateAnimator's "newYork" photo (docs/onboarding-stateanimator-preview.md §2.4), 576 × 384 pt, drawn with flat shapes: a day sky
// with a few clouds, a skyline in three depths with the tallest tower near the middle, lit
// windows on the nearest buildings, and the river in front. Building widths and heights come
// from the golden-ratio sequence of ``LandscapeArtwork``, so the picture is always the same.
//
// The card shows the photo unscaled, cropped around its centre, with 4-pt rounded corners.
// The display list clips to rectangles only, so the picture is drawn three times, clipped to
// the card's middle column and to its two side strips between the corners; in the four corner
// squares a rounded base shows instead: sky at the top, river at the bottom. The card always
// shows the photo from y = 92 to 292 at least, and the river starts above that, so the base
// colours are the ones the photo has there.

/// Draws the New York photo cropped by a card.
struct CityPhoto {
  /// The photo's size in points.
  static let size = StateAnimatorDemo.photoSize
  /// Where the river starts, from the photo's top.
  static let riverTop = 280.0
  /// The day sky, also the base of the top corners.
  static let sky = Color(red255: 156, green255: 198, blue255: 232)
  /// The clouds.
  static let cloud = Color(red255: 236, green255: 244, blue255: 250)
  /// The river, also the base of the bottom corners.
  static let river = Color(red255: 62, green255: 92, blue255: 124)
  /// The light on the river.
  static let ripple = Color(red255: 104, green255: 136, blue255: 168)
  /// A lit window.
  static let window = Color(red255: 246, green255: 220, blue255: 150)
  /// The skyline from far to near: colour, how many buildings, their width and height ranges.
  static let layers: [(color: Color, count: Int, width: ClosedRange<Double>, height: ClosedRange<Double>)] = [
    (Color(red255: 128, green255: 148, blue255: 172), 26, 18...34, 90...170),
    (Color(red255: 86, green255: 100, blue255: 122), 22, 20...40, 50...120),
    (Color(red255: 48, green255: 56, blue255: 72), 18, 24...44, 24...80),
  ]

  /// Records the photo centred on `card` and clipped to it with corner radius `cornerRadius`.
  func draw(in card: Rect, cornerRadius: Double, into list: inout DisplayList) {
    let origin = Point(x: card.midX - Self.size.width / 2, y: card.midY - Self.size.height / 2)
    let r = Swift.min(cornerRadius, card.width / 2, card.height / 2)
    let top = Rect(x: card.minX, y: card.minY, width: card.width, height: card.height / 2)
    let bottom = Rect(x: card.minX, y: card.midY, width: card.width, height: card.height / 2)
    list.fill(.roundedRect(top, radii: CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)), color: Self.sky)
    list.fill(.roundedRect(bottom, radii: CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r)), color: Self.river)
    // The column and the strips meet on whole points, which are pixel edges at whole scales: a
    // shared edge partly covered by both would blend the picture's layers into a thin line.
    let left = (card.minX + r).rounded(.up), right = Swift.max(left, (card.maxX - r).rounded(.down))
    let clips = [
      Rect(x: left, y: card.minY, width: right - left, height: card.height),
      Rect(x: card.minX, y: card.minY + r, width: left - card.minX, height: card.height - 2 * r),
      Rect(x: right, y: card.minY + r, width: card.maxX - right, height: card.height - 2 * r),
    ]
    for clip in clips where clip.width > 0 && clip.height > 0 {
      list.clipped(to: clip) { list in
        list.transformed(by: .translation(x: origin.x, y: origin.y)) { list in drawPicture(into: &list) }
      }
    }
  }

  /// Records the whole picture with its top-left corner at the origin.
  func drawPicture(into list: inout DisplayList) {
    let size = Self.size
    list.fill(Rect(x: 0, y: 0, width: size.width, height: Self.riverTop), color: Self.sky)
    for (x, y, w) in [(70.0, 40.0, 90.0), (330.0, 24.0, 120.0), (480.0, 70.0, 70.0)] {
      list.fill(.roundedRect(Rect(x: x, y: y, width: w, height: 14), radius: 7), color: Self.cloud)
      list.fill(.circle(center: Point(x: x + w * 0.4, y: y + 2), radius: 10), color: Self.cloud)
    }
    for (depth, layer) in Self.layers.enumerated() {
      drawSkyline(depth: depth, layer: layer, into: &list)
    }
    list.fill(Rect(x: 0, y: Self.riverTop, width: size.width, height: size.height - Self.riverTop), color: Self.river)
    var ripples = PathBuilder()
    for k in 0..<14 {
      let sequence = LandscapeArtwork(seed: 40 + k)
      let y = Self.riverTop + 8 + Double(k) * 7
      ripples.addRoundedRect(Rect(x: sequence.fraction(0) * 500, y: y, width: 20 + 60 * sequence.fraction(1), height: 1.5), radius: 0.75)
    }
    list.fill(ripples.finish() ?? .empty, color: Self.ripple)
  }

  /// Records one depth of buildings standing on the river bank, with windows on the nearest.
  func drawSkyline(
    depth: Int, layer: (color: Color, count: Int, width: ClosedRange<Double>, height: ClosedRange<Double>),
    into list: inout DisplayList
  ) {
    var buildings = PathBuilder()
    var windows = PathBuilder()
    let spacing = Self.size.width / Double(layer.count)
    for k in 0..<layer.count {
      let sequence = LandscapeArtwork(seed: depth * 50 + k)
      let width = layer.width.lowerBound + (layer.width.upperBound - layer.width.lowerBound) * sequence.fraction(0)
      var height = layer.height.lowerBound + (layer.height.upperBound - layer.height.lowerBound) * sequence.fraction(1)
      let x = Double(k) * spacing + (spacing - width) * sequence.fraction(2)
      // The far layer's middle building stands tallest, with a spire.
      if depth == 0, k == layer.count / 2 {
        height = 210
        buildings.addRect(Rect(x: x + width / 2 - 1.5, y: Self.riverTop - height - 34, width: 3, height: 34))
        buildings.addRect(Rect(x: x + width * 0.2, y: Self.riverTop - height - 12, width: width * 0.6, height: 12))
      }
      let frame = Rect(x: x, y: Self.riverTop - height, width: width, height: height)
      buildings.addRect(frame)
      guard depth == Self.layers.count - 1 else { continue }
      for row in stride(from: frame.minY + 6, to: frame.maxY - 6, by: 8) {
        for column in stride(from: frame.minX + 4, to: frame.maxX - 6, by: 7) {
          let lit = LandscapeArtwork(seed: Int(row) * 3 + Int(column)).fraction(3)
          if lit < 0.55 { windows.addRect(Rect(x: column, y: row, width: 3, height: 4)) }
        }
      }
    }
    list.fill(buildings.finish() ?? .empty, color: layer.color)
    list.fill(windows.finish() ?? .empty, color: Self.window)
  }
}
