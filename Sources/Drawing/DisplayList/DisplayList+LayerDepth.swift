extension DisplayList {
  /// The most full-size buffers a rasterizer holds at once besides its canvas to draw this list:
  /// one per layer open at the same time (an opacity layer or a shape clip), plus one for the
  /// coverage mask when a shape clip is composited.
  public var layerDepth: Int {
    var open: [Bool] = []
    var layers = 0, deepest = 0, masks = false
    for item in items {
      switch item {
      case .beginLayer, .beginShapeClip:
        open.append(true)
        layers += 1
        deepest = Swift.max(deepest, layers)
        if case .beginShapeClip = item { masks = true }
      case .beginClip, .beginTransform:
        open.append(false)
      case .end:
        if open.popLast() == true { layers -= 1 }
      case .fill, .text, .image:
        break
      }
    }
    return deepest + (masks ? 1 : 0)
  }
}
