import Drawing
import JSONText
import TextShaping

extension CollectionPreviewScene: CatalogScene {
  /// The drawing's size in points: the preview's view (the built-ins' 800 × 600 window).
  public var size: Size { preview.viewSize }

  /// The font the scene draws with: its own, or the context's.
  public func typography(in context: SceneContext) -> Typography { typography ?? context.typography }

  /// The model state at `time` as `frame --json` prints it: `scene`, `time`, the `phase`, the
  /// controller's `events` in order, the moving cell's `cellFrame` (null without a preview), the
  /// cell's `cellPhase`, the `overlayAlpha`, the page and scroll offsets and every cell's frame.
  public func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    let state = preview.state(at: clampedTime(time))
    return JSONValue.encoding(state).merging([
      "scene": .string(name), "time": .number(clampedTime(time)),
      "cellFrame": state.cellFrame.map(JSONValue.encoding) ?? .null,
      "cellPhase": state.cellPhase.map { .string($0.rawValue) } ?? .null,
    ])
  }

  /// The middle of each phase, for goldens and contact sheets.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    keyMoments(segmentedBy: "phase", in: context)
  }

  /// What the scene shows at `time`.
  public func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    var list = DisplayList(size: size, background: context.appearance.canvasColor)
    let palette = context.appearance == .dark ? palette.replacing(darkColors) : palette
    CollectionPreviewRenderer(palette: palette, typography: typography(in: context))
      .draw(preview.state(at: clampedTime(time)), grid: preview.grid, into: &list)
    return list
  }
}
