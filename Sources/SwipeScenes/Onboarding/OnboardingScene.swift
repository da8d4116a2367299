/// One onboarding scene of the catalog: the demo table with the hint on its first row.
///
/// The timings are the scene's options and may be overridden (e.g. from the command line) by
/// setting ``config``; the scene's duration and tap time follow them.
public struct OnboardingScene: Hashable, Sendable {
  /// How long the plain table stays on screen after the hint has ended, in seconds.
  public static let tail = 0.5
  /// Where in the open phase the leave-early scene's tap falls, as a fraction of it.
  public static let tapFraction = 0.5

  /// The catalog name, e.g. `onboarding-rtl`.
  public var name: String
  /// A one-line description for listings.
  public var summary: String
  /// The timings (overridable options).
  public var config: OnboardingHint.Config
  /// The direction the row opens in.
  public var direction: OnboardingHint.Direction
  /// Whether the user taps the cell halfway through the open.
  public var leavesEarly: Bool

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: The catalog name.
  ///   - summary: A one-line description.
  ///   - config: The timings.
  ///   - direction: The layout direction. Default: left to right.
  ///   - leavesEarly: Whether a tap cancels the hint during the open. Default: false.
  public init(
    name: String, summary: String, config: OnboardingHint.Config,
    direction: OnboardingHint.Direction = .leftToRight, leavesEarly: Bool = false
  ) {
    self.name = name
    self.summary = summary
    self.config = config
    self.direction = direction
    self.leavesEarly = leavesEarly
  }

  /// The scene's length in seconds: the hint's end plus ``tail``.
  public var duration: Double { config.end + Self.tail }

  /// When the tap falls in seconds, or `nil` when the scene has none.
  public var tapTime: Double? {
    leavesEarly ? config.openStart + Self.tapFraction * config.halfDuration : nil
  }

  /// The demo table the scene shows.
  public var table: OnboardingDemoTable { OnboardingDemoTable() }

  /// The hint on the table's first row.
  ///
  /// - Parameter titleWidth: The width in points of a title set in 15 pt medium; the renderer
  ///   passes its text measurement.
  /// - Returns: The behaviour model of the scene.
  public func hint(titleWidth: (String) -> Double) -> OnboardingHint {
    OnboardingHint(
      cellFrame: table.hintedRow?.frame ?? .zero, actions: OnboardingDemoTable.actions,
      config: config, direction: direction, tapTime: tapTime, titleWidth: titleWidth)
  }
}
