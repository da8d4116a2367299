import Drawing

/// A UISwitch at rest, on or off: a 51 × 31-pt capsule track and a 27-pt white knob 2 pt inside
/// it, at the trailing end when on (docs/layout.md §5.2).
///
/// The one drawing of a switch in the package: content nodes and row accessories both use it.
public struct SwitchControl: Hashable, Sendable {
  /// UISwitch's fixed size.
  public static let size = Size(width: 51, height: 31)
  /// The knob's diameter.
  public static let knobDiameter = 27.0
  /// The gap between the knob and the track's edge.
  public static let knobInset = 2.0

  /// Whether the switch is on.
  public var isOn: Bool

  /// A switch that is on or off.
  public init(isOn: Bool) { self.isOn = isOn }

  /// Records the switch with its top-left corner at `origin`.
  ///
  /// Left to right the knob is at the right end when on; pass `isRightToLeft` to mirror it, as
  /// UIKit does under a right-to-left layout.
  ///
  /// - Parameters:
  ///   - origin: The track's top-left corner.
  ///   - colors: The track and knob colours.
  ///   - isRightToLeft: Whether the on position is the left end. Default: false.
  ///   - list: Where to record.
  public func draw(at origin: Point, colors: ControlColors, isRightToLeft: Bool = false, into list: inout DisplayList) {
    let track = Rect(origin: origin, size: Self.size)
    list.fill(.roundedRect(track, radius: track.height / 2), color: isOn ? colors.switchOn : colors.switchOff)
    let atEnd = isOn != isRightToLeft
    let d = Self.knobDiameter
    let x = atEnd ? track.maxX - Self.knobInset - d : track.minX + Self.knobInset
    let knob = Rect(x: x, y: track.minY + Self.knobInset, width: d, height: d)
    Self.drawKnobShadow(knob, into: &list)
    list.fill(.ellipse(in: knob), color: colors.knob)
  }

  /// The knob's shadow: a soft 8-pt blur 3 pt down at 15 % black, a tight 1-pt one 3 pt down
  /// at 6 %, and a 0.5-pt ring at 4 % (docs/layout.md §5.2), each blur drawn as discs whose
  /// alphas add up to the shadow's falloff.
  static func drawKnobShadow(_ knob: Rect, into list: inout DisplayList) {
    let center = Point(x: knob.midX, y: knob.midY + 3)
    let r = knob.width / 2
    for (blur, alpha) in [(8.0, 0.15), (1.0, 0.06)] {
      let steps = 6
      for i in 0..<steps {
        // Discs from r − blur/2 to r + blur/2: their union's alpha falls from `alpha` inside to 0 outside.
        let t = (Double(i) + 0.5) / Double(steps)
        let radius = r - blur / 2 + blur * t
        list.fill(.circle(center: center, radius: radius), color: Color(red: 0, green: 0, blue: 0, alpha: alpha / Double(steps)))
      }
    }
    list.fill(.circle(center: Point(x: knob.midX, y: knob.midY), radius: r + 0.5), color: Color(red: 0, green: 0, blue: 0, alpha: 0.04))
  }
}
