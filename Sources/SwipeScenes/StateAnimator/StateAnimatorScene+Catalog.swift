import Drawing

extension StateAnimatorScene: CatalogScene {
  /// The drawing's size in points: the 375 × 667 demo screen.
  public var size: Size { StateAnimatorDemo.canvasSize }

  /// The model state at `time` as `frame --json` prints it: `scene`, `time`, the demo's `state`,
  /// the `taps` so far, the `groups` with their timings, the animator `events` and every view
  /// with its frame, screen frame, alpha, visibility, corner radius and shadow.
  public func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    JSONValue.encoding(demo.state(at: clampedTime(time)))
      .merging(["scene": .string(name), "time": .number(clampedTime(time))])
  }

  /// The middle of each state and each transition in flight, for goldens and contact sheets.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    keyMoments(segmentedBy: "state", after: 0.1, in: context)
  }

  /// What the scene shows at `time`.
  public func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    var list = DisplayList(size: size, background: context.appearance.canvasColor)
    StateAnimatorRenderer(appearance: context.appearance, typography: context.typography)
      .draw(demo.state(at: clampedTime(time)), into: &list)
    return list
  }
}
