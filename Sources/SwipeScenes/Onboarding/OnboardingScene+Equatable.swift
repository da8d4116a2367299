extension OnboardingScene: Equatable {
  /// Whether two scenes are the same but for their fonts: a ``Typography`` has no equality, so
  /// two scenes are equal when both or neither have fonts of their own and all else matches.
  public static func == (lhs: OnboardingScene, rhs: OnboardingScene) -> Bool {
    lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.config == rhs.config && lhs.direction == rhs.direction
      && lhs.leavesEarly == rhs.leavesEarly && lhs.actions == rhs.actions && lhs.leaveEarlyAt == rhs.leaveEarlyAt
      && lhs.renderingDefaults == rhs.renderingDefaults && lhs.rows == rhs.rows
      && (lhs.typography == nil) == (rhs.typography == nil) && lhs.darkColors == rhs.darkColors
  }
}
