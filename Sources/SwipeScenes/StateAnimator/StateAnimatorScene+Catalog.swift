import Drawing
import JSONText
import TextShaping

extension StateAnimatorScene: CatalogScene {
  /// The drawing's size in points: the component's canvas.
  public var size: Size { component.size }

  /// The font the scene draws with: its own, or the context's.
  public func typography(in context: SceneContext) -> Typography { typography ?? context.typography }

  /// The model state at `time` as `frame --json` prints it: `scene`, `time`, the `state` last
  /// requested, the `requests` so far, the `groups` started with their timings, the
  /// `runningGroups`, the animator `events` and every view with its `id`, `parent`, frame, screen
  /// frame, alpha, visibility, corner radius and shadow.
  public func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    JSONValue.encoding(component.state(at: clampedTime(time)))
      .merging(["scene": .string(name), "time": .number(clampedTime(time))])
  }

  /// The middle of each state and each transition in flight, for goldens and contact sheets; the
  /// start alone for a component that is never in a named state.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    let moments = keyMoments(segmentedBy: "state", after: 0.1, in: context)
    return moments.isEmpty ? [KeyMoment(name: "start", time: 0)] : moments
  }

  /// What the scene shows at `time`.
  public func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    var list = DisplayList(size: size, background: context.appearance.canvasColor)
    let darkColors = context.appearance == .dark ? component.darkColors : [:]
    StateAnimatorRenderer(darkColors: darkColors, typography: typography(in: context), appearance: context.appearance)
      .draw(component.state(at: clampedTime(time)), into: &list)
    return list
  }
}
