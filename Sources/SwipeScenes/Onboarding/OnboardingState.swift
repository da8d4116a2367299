import Drawing

/// What the onboarding hint shows at one moment, as `frame --json` reports it.
public struct OnboardingState: Equatable, Sendable, Encodable {
  /// The part of the timeline the hint is in.
  public enum Phase: String, Hashable, Sendable, Encodable {
    /// Before the open: the overlay is up but at rest.
    case wait
    /// The row slides open on the spring.
    case open
    /// The row stays fully open.
    case hold
    /// The row slides shut on the spring.
    case close
    /// The overlay is gone, after the close or after a tap.
    case done
  }

  /// The time in seconds.
  public var time: Double
  /// The overlay's horizontal translation in points: 0 at rest, −A fully open (+A right to left).
  public var offset: Double
  /// The phase.
  public var phase: Phase
  /// Whether the hint played to the end of the close (the "onboardingFinished" flag).
  public var finished: Bool
  /// Whether the overlay is on the cell; when false the plain cell shows.
  public var overlayVisible: Bool
  /// The cell's rectangle on the canvas; the overlay is clipped to it.
  public var cellFrame: Rect
  /// Where the cell's snapshot is drawn: the cell's rectangle moved by ``offset``.
  public var snapshotFrame: Rect
  /// The blocks with their canvas frames at this moment; empty when the overlay is gone.
  public var blocks: [OnboardingHint.Block]

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - time: The time in seconds.
  ///   - offset: The translation in points.
  ///   - phase: The phase.
  ///   - finished: Whether the hint played to the end.
  ///   - overlayVisible: Whether the overlay is on the cell.
  ///   - cellFrame: The cell's rectangle on the canvas.
  ///   - snapshotFrame: The snapshot's rectangle on the canvas.
  ///   - blocks: The blocks on the canvas.
  public init(
    time: Double, offset: Double, phase: Phase, finished: Bool, overlayVisible: Bool,
    cellFrame: Rect, snapshotFrame: Rect, blocks: [OnboardingHint.Block]
  ) {
    self.time = time
    self.offset = offset
    self.phase = phase
    self.finished = finished
    self.overlayVisible = overlayVisible
    self.cellFrame = cellFrame
    self.snapshotFrame = snapshotFrame
    self.blocks = blocks
  }
}
