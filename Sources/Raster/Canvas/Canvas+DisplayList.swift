import Drawing

extension Canvas {
  /// Replays a display list under the current transform and clip.
  ///
  /// Unbalanced `end` items are ignored and groups left open are closed at the
  /// end, so any list draws without corrupting the canvas state.
  public func draw(_ list: DisplayList) {
    enum Group { case clip, transform, layer }
    var open: [Group] = []
    save()
    for item in list.items {
      switch item {
      case .fill(let path, let color, let rule):
        fill(path, color: color, rule: rule)
      case .text(let text, let origin, let color):
        draw(text, at: origin, color: color)
      case .image(let bitmap, let rect):
        draw(bitmap, in: rect)
      case .beginClip(let rect):
        save()
        clip(to: rect)
        open.append(.clip)
      case .beginTransform(let t):
        save()
        concatenate(t)
        open.append(.transform)
      case .beginLayer(let opacity):
        beginLayer(opacity: opacity)
        open.append(.layer)
      case .beginShapeClip(let path):
        beginLayer(clippedTo: path)
        open.append(.layer)
      case .end:
        guard let group = open.popLast() else { continue }
        group == .layer ? endLayer() : restore()
      }
    }
    while let group = open.popLast() { group == .layer ? endLayer() : restore() }
    restore()
  }
}
