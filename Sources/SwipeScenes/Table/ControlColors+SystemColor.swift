import Drawing
import Layout

extension ControlColors {
  /// iOS's control colours in `appearance`, from the system colours (docs/layout.md §5): a
  /// systemRed badge with white text, and a white knob on a switch whose track is systemGreen when
  /// on and, when off, secondarySystemFill in light appearance (16 %) and systemFill in dark (36 %).
  ///
  /// - Parameter appearance: Light or dark.
  public init(_ appearance: Appearance) {
    let offTrack = appearance == .light ? SystemColor.secondarySystemFill : SystemColor.systemFill
    self.init(
      badge: SystemColor.systemRed.resolved(in: appearance), badgeText: .white,
      switchOn: SystemColor.systemGreen.resolved(in: appearance), switchOff: offTrack.resolved(in: appearance),
      knob: .white)
  }
}
