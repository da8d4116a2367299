extension OnboardingHint {
  /// The three timings of the hint, as TableViewCellOnboarding's `Config` takes them.
  ///
  /// The hint waits ``initialDelay``, opens over ``halfDuration``, holds ``halfwayDelay`` and
  /// closes over ``halfDuration``, so it ends ``duration`` after the wait.
  public struct Config: Hashable, Sendable {
    /// The wait before the row starts to open, in seconds. Default: 0.5.
    public var initialDelay: Double
    /// The time from the start of the open to the end of the close, in seconds. Default: 2.5.
    public var duration: Double
    /// How long the row stays fully open, in seconds. Default: 0.5.
    public var halfwayDelay: Double

    /// Creates a configuration; the defaults are the library's.
    ///
    /// - Parameters:
    ///   - initialDelay: The wait before opening, in seconds. Default: 0.5.
    ///   - duration: Open, hold and close together, in seconds. Default: 2.5.
    ///   - halfwayDelay: The hold while fully open, in seconds. Default: 0.5.
    public init(initialDelay: Double = 0.5, duration: Double = 2.5, halfwayDelay: Double = 0.5) {
      self.initialDelay = initialDelay
      self.duration = duration
      self.halfwayDelay = halfwayDelay
    }

    /// The configuration the readme and the demo app pass: 1 / 2.5 / 0.5.
    public static let demo = Config(initialDelay: 1, duration: 2.5, halfwayDelay: 0.5)

    /// The length of the open and of the close, `(duration − halfwayDelay) / 2`, never negative.
    public var halfDuration: Double { Swift.max(0, (duration - halfwayDelay) / 2) }

    /// When the open starts: ``initialDelay``.
    public var openStart: Double { initialDelay }
    /// When the row is fully open and the hold starts.
    public var holdStart: Double { openStart + halfDuration }
    /// When the close starts.
    public var closeStart: Double { holdStart + Swift.max(0, halfwayDelay) }
    /// When the close ends and the overlay is removed.
    public var end: Double { closeStart + halfDuration }
  }
}
