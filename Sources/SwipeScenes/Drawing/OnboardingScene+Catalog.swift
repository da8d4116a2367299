import Drawing

extension OnboardingScene: CatalogScene {
  /// The drawing's size in points: the 375 × 667 demo screen.
  public var size: Size { OnboardingDemoTable.canvasSize }

  /// The hint's state at `time`, its block titles measured in the bundled 15 pt medium face.
  ///
  /// - Parameters:
  ///   - time: Seconds; clamped into `0...duration`.
  ///   - context: Supplies the fonts.
  /// - Returns: The offset, phase, finished flag and block frames.
  public func state(at time: Double, in context: SceneContext) -> OnboardingState {
    let font = context.typography.font(.medium, OnboardingHint.titleFontSize)
    return hint(titleWidth: { font.measure($0) }).state(at: clampedTime(time))
  }

  /// The model state at `time` as `frame --json` prints it: `scene`, `time`, `offset`, `phase`,
  /// `finished`, `overlayVisible`, the cell and snapshot frames and the blocks with their frames.
  public func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    JSONValue.encoding(state(at: time, in: context))
      .merging(["scene": .string(name), "time": .number(clampedTime(time))])
  }

  /// The middle of each phase, for goldens and contact sheets.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    keyMoments(segmentedBy: "phase", in: context)
  }

  /// What the scene shows at `time`: the table with the hint on its first row.
  public func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    var list = DisplayList(size: size, background: context.appearance.canvasColor)
    OnboardingRenderer(appearance: context.appearance, typography: context.typography, direction: direction)
      .draw(state(at: time, in: context), table: table, into: &list)
    return list
  }
}
