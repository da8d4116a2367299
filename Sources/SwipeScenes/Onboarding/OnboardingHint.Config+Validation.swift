extension OnboardingHint.Config {
  /// A sentence saying what is wrong with the timings and how to fix it, or `nil` when they
  /// are usable.
  ///
  /// Every timing must be finite and not negative, and the hold must fit in the duration
  /// (`halfwayDelay ≤ duration`), since the open and the close share what is left of it.
  /// The command line turns this sentence into its validation error.
  public var problem: String? {
    let values = [("initial delay", initialDelay), ("duration", duration), ("halfway delay", halfwayDelay)]
    if let (name, value) = values.first(where: { !$0.1.isFinite || $0.1 < 0 }) {
      return "The \(name) is \(value) s: give a finite number of seconds, 0 or more."
    }
    if halfwayDelay > duration {
      return "The halfway delay (\(halfwayDelay) s) is longer than the duration (\(duration) s): "
        + "give a duration at least as long as the halfway delay."
    }
    return nil
  }
}
