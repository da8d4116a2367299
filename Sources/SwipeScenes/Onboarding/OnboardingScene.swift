import Drawing

/// An onboarding scene: the hint on a row of the demo app's table, or of a table of your own rows.
///
/// The timings are the scene's options and may be overridden (e.g. from the command line) by
/// setting ``config``; the scene's duration and tap time follow them.
public struct OnboardingScene: Sendable {
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
  /// The row actions the hint reveals, in the table delegate's order. Default: the demo's Delete and Amend.
  public var actions: [OnboardingHint.RowAction]
  /// When the user taps the cell, in seconds, overriding ``leavesEarly``'s tap; nil to follow it.
  public var leaveEarlyAt: Double?
  /// How the scene is rendered when the caller does not say. Default: scale 2, light, 30 fps.
  public var renderingDefaults = RenderingDefaults()
  /// The table the hint plays on, or nil for the demo app's table (``table``). Default: nil.
  public var rows: OnboardingRows?
  /// The fonts of the scene's text, or nil for the renderer's (the bundled Inter). Default: nil.
  public var typography: Typography?
  /// The colour each of the scene's colours (the actions', the rows', the background) takes in
  /// dark appearance; colours not listed stay. Default: none change.
  public var darkColors: [Color: Color] = [:]

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: The catalog name.
  ///   - summary: A one-line description.
  ///   - config: The timings.
  ///   - direction: The layout direction. Default: left to right.
  ///   - leavesEarly: Whether a tap cancels the hint during the open. Default: false.
  ///   - actions: The row actions the hint reveals. Default: the demo's Delete and Amend.
  ///   - leaveEarlyAt: The time of a tap on the cell, overriding `leavesEarly`. Default: nil.
  public init(
    name: String, summary: String, config: OnboardingHint.Config,
    direction: OnboardingHint.Direction = .leftToRight, leavesEarly: Bool = false,
    actions: [OnboardingHint.RowAction] = OnboardingDemoTable.actions, leaveEarlyAt: Double? = nil
  ) {
    self.name = name
    self.summary = summary
    self.config = config
    self.direction = direction
    self.leavesEarly = leavesEarly
    self.actions = actions
    self.leaveEarlyAt = leaveEarlyAt
  }

  /// The scene's length in seconds: the hint's end plus ``tail``.
  public var duration: Double { config.end + Self.tail }

  /// When the tap falls in seconds, or `nil` when the scene has none: ``leaveEarlyAt`` when set.
  public var tapTime: Double? {
    if let leaveEarlyAt { return leaveEarlyAt }
    return leavesEarly ? config.openStart + Self.tapFraction * config.halfDuration : nil
  }

  /// The demo table the scene shows when it has no ``rows`` of its own.
  public var table: OnboardingDemoTable { OnboardingDemoTable() }

  /// The rectangle of the row the hint plays on: the ``rows``' swiped row, or the demo table's first row.
  public var cellFrame: Rect { rows?.cellFrame ?? table.hintedRow?.frame ?? .zero }

  /// The hint on the hinted row.
  ///
  /// - Parameters:
  ///   - appearance: In dark, every action colour takes its entry of ``darkColors``. Default: light.
  ///   - titleWidth: The width in points of a title set in 15 pt medium; the renderer passes its
  ///     text measurement.
  /// - Returns: The behaviour model of the scene.
  public func hint(appearance: Appearance = .light, titleWidth: (String) -> Double) -> OnboardingHint {
    let shown = actions.map { action in
      var action = action
      if appearance == .dark {
        action.backgroundColor = darkColors[action.backgroundColor] ?? action.backgroundColor
        action.textColor = darkColors[action.textColor] ?? action.textColor
      }
      return action
    }
    return OnboardingHint(
      cellFrame: cellFrame, actions: shown, config: config, direction: direction, tapTime: tapTime,
      titleWidth: titleWidth)
  }
}
