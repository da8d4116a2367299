import Drawing

// UISwitch as iOS 13 and later draw it (docs/ios-metrics.md §4): a 51 × 31-pt
// capsule track, systemGreen when on and a translucent grey fill when off; a
// white 27-pt thumb 2 pt inside the track, at the trailing end when on, under
// a soft shadow (3 pt down, 8-pt blur, 15 %) and a hairline shadow (4 %).

/// A UISwitch, drawn at a point: the accessory `toggle` and the content node `toggle` use it.
public struct SwitchControl: Hashable, Sendable {
  /// The switch's size: 51 × 31 pt.
  public static let size = Size(width: 51, height: 31)
  /// The thumb's diameter.
  public static let thumbDiameter = 27.0

  /// Whether the switch is on.
  public var isOn: Bool
  /// The track's colour when on (`onTintColor`; default systemGreen).
  public var onTint: Color?

  /// Creates a switch.
  public init(isOn: Bool, onTint: Color? = nil) {
    self.isOn = isOn
    self.onTint = onTint
  }

  /// The off track: `secondarySystemFill`-like grey, translucent so it reads on either background.
  static func offTrack(_ appearance: Appearance) -> Color {
    appearance == .light
      ? Color(red255: 120, green255: 120, blue255: 128, alpha: 0.16)
      : Color(red255: 120, green255: 120, blue255: 128, alpha: 0.32)
  }

  /// Records the switch with its top-left corner at `origin`; right to left, the thumb's on
  /// position is on the left.
  public func draw(at origin: Point, appearance: Appearance, direction: LayoutDirection = .leftToRight, into list: inout DisplayList) {
    let size = Self.size
    let track = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    let green = SystemColor.named("systemGreen")?.resolved(in: appearance) ?? Color(red255: 52, green255: 199, blue255: 89)
    list.fill(.roundedRect(track, radius: size.height / 2), color: isOn ? onTint ?? green : Self.offTrack(appearance))
    let inset = (size.height - Self.thumbDiameter) / 2
    let atTrailing = isOn == (direction == .leftToRight)
    let x = atTrailing ? track.maxX - inset - Self.thumbDiameter : track.minX + inset
    let thumb = Rect(x: x, y: track.minY + inset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    SoftShadow(color: .black, opacity: 0.15, offset: Size(width: 0, height: 3), radius: 8)
      .draw(under: thumb, cornerRadius: Self.thumbDiameter / 2, into: &list)
    SoftShadow(color: .black, opacity: 0.04, offset: Size(width: 0, height: 0), radius: 1)
      .draw(under: thumb, cornerRadius: Self.thumbDiameter / 2, into: &list)
    list.fill(.ellipse(in: thumb), color: .white)
  }
}
