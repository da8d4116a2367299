import Drawing

/// The Mail demo's action glyphs, drawn as vector paths of our own design.
///
/// Shapes and sizes follow the README GIFs (docs/readme-gif-measurements.md §3):
/// in the background-colour style the More dots are 32 × 7.5 pt, the flag
/// 21.6 × 28.2 pt, the trash can 19.8 × 28.2 pt and the envelope 36 × 26 pt.
/// Each glyph is one path filled with the non-zero rule; every contour runs
/// clockwise except deliberate holes.
public enum ActionIcon: String, Sendable, CaseIterable, Codable {
  /// Three dots.
  case more
  /// A flag on a pole.
  case flag
  /// A trash can with a lid and three slots.
  case trash
  /// A closed envelope with a small ring: mark as unread.
  case unread
  /// An open envelope with a check mark: mark as read.
  case read
  /// A storage box.
  case archive

  /// The glyph's natural size in points in the background-colour style.
  public var size: Size {
    switch self {
    case .more: Size(width: 32, height: 7.5)
    case .flag: Size(width: 21.6, height: 28.2)
    case .trash: Size(width: 19.8, height: 28.2)
    case .unread: Size(width: 36, height: 26.4)
    case .read: Size(width: 32, height: 28)
    case .archive: Size(width: 28, height: 26)
    }
  }

  /// The glyph with its top-left corner at the origin, at its natural size.
  public var path: Path {
    var b = PathBuilder()
    switch self {
    case .more: ActionIcon.addMore(&b)
    case .flag: ActionIcon.addFlag(&b)
    case .trash: ActionIcon.addTrash(&b)
    case .unread: ActionIcon.addUnread(&b)
    case .read: ActionIcon.addRead(&b)
    case .archive: ActionIcon.addArchive(&b)
    }
    return b.finish() ?? .empty
  }

  /// The glyph scaled by `scale` and centred on `center`.
  public func path(centeredAt center: Point, scale: Double = 1) -> Path {
    let s = size
    let t = Transform.translation(x: -s.width / 2, y: -s.height / 2)
      .concatenating(.scale(scale))
      .concatenating(.translation(x: center.x, y: center.y))
    return path.transformed(by: t)
  }

  // MARK: - Glyphs

  private static func addMore(_ b: inout PathBuilder) {
    for k in 0..<3 {
      let cx = 3.75 + Double(k) * 12.25
      b.addEllipse(in: Rect(x: cx - 3.75, y: 0, width: 7.5, height: 7.5))
    }
  }

  private static func addFlag(_ b: inout PathBuilder) {
    b.addCapsule(from: Point(x: 1.0, y: 1.0), to: Point(x: 1.0, y: 27.2), width: 2.0)
    b.move(to: Point(x: 1.9, y: 2.1))
    b.cubic(to: Point(x: 21.6, y: 1.7), control1: Point(x: 8.6, y: -0.7), control2: Point(x: 14.6, y: 4.6))
    b.line(to: Point(x: 21.6, y: 17.0))
    b.cubic(to: Point(x: 1.9, y: 17.4), control1: Point(x: 14.6, y: 19.9), control2: Point(x: 8.6, y: 14.6))
    b.close()
  }

  private static func addTrash(_ b: inout PathBuilder) {
    // Handle and lid.
    b.addRoundedRect(Rect(x: 6.6, y: 0, width: 6.6, height: 2.9), radii: CornerRadii(topLeft: 1.2, topRight: 1.2, bottomRight: 0, bottomLeft: 0))
    b.addRoundedRect(Rect(x: 0, y: 2.6, width: 19.8, height: 2.0), radius: 0.5)
    // The can: an outer trapezoid with a hole one stroke inside it.
    let stroke = 1.7
    b.move(to: Point(x: 1.5, y: 5.6))
    b.line(to: Point(x: 18.3, y: 5.6))
    b.line(to: Point(x: 17.0, y: 26.0))
    b.quad(to: Point(x: 14.8, y: 28.2), control: Point(x: 16.9, y: 28.2))
    b.line(to: Point(x: 5.0, y: 28.2))
    b.quad(to: Point(x: 2.8, y: 26.0), control: Point(x: 2.9, y: 28.2))
    b.close()
    b.move(to: Point(x: 1.5 + stroke, y: 5.6 + stroke * 0.4))
    b.line(to: Point(x: 2.8 + stroke * 1.05, y: 26.0))
    b.quad(to: Point(x: 5.2, y: 28.2 - stroke), control: Point(x: 2.8 + stroke, y: 28.2 - stroke))
    b.line(to: Point(x: 14.6, y: 28.2 - stroke))
    b.quad(to: Point(x: 17.0 - stroke * 1.05, y: 26.0), control: Point(x: 17.0 - stroke, y: 28.2 - stroke))
    b.line(to: Point(x: 18.3 - stroke, y: 5.6 + stroke * 0.4))
    b.close()
    for x in [6.4, 9.9, 13.4] {
      b.addCapsule(from: Point(x: x, y: 9.2), to: Point(x: x, y: 24.2), width: 1.6)
    }
  }

  private static func addUnread(_ b: inout PathBuilder) {
    let w = 1.7
    // Envelope outline, opened at the top right where the ring sits.
    b.addPolyline([Point(x: 24.0, y: 6.6), Point(x: 0.9, y: 6.6), Point(x: 0.9, y: 25.5), Point(x: 30.6, y: 25.5), Point(x: 30.6, y: 12.6)], width: w)
    // The flap and the two lower folds.
    b.addPolyline([Point(x: 1.3, y: 7.0), Point(x: 15.2, y: 18.0), Point(x: 23.5, y: 11.4)], width: w)
    b.addCapsule(from: Point(x: 1.3, y: 25.1), to: Point(x: 11.2, y: 15.4), width: w)
    b.addCapsule(from: Point(x: 30.2, y: 25.1), to: Point(x: 20.0, y: 15.4), width: w)
    // The ring: an outer circle and a reversed inner one.
    addRing(&b, center: Point(x: 30.9, y: 5.1), radius: 4.6, width: 1.4)
  }

  private static func addRead(_ b: inout PathBuilder) {
    let w = 1.7
    // An open envelope: the flap rises to a peak, with a check mark on the letter.
    b.addPolyline([Point(x: 0.9, y: 11.0), Point(x: 16.0, y: 0.9), Point(x: 31.1, y: 11.0)], width: w)
    b.addPolyline([Point(x: 0.9, y: 11.0), Point(x: 0.9, y: 27.1), Point(x: 31.1, y: 27.1), Point(x: 31.1, y: 11.0)], width: w)
    b.addCapsule(from: Point(x: 1.3, y: 26.7), to: Point(x: 12.5, y: 17.6), width: w)
    b.addCapsule(from: Point(x: 30.7, y: 26.7), to: Point(x: 19.5, y: 17.6), width: w)
    b.addPolyline([Point(x: 9.5, y: 12.0), Point(x: 14.2, y: 16.4), Point(x: 22.8, y: 6.6)], width: 2.2)
  }

  private static func addArchive(_ b: inout PathBuilder) {
    let w = 1.7
    b.addPolyline([Point(x: 0.9, y: 0.9), Point(x: 27.1, y: 0.9), Point(x: 27.1, y: 7.4), Point(x: 0.9, y: 7.4), Point(x: 0.9, y: 0.9)], width: w)
    b.addPolyline([Point(x: 2.6, y: 7.4), Point(x: 2.6, y: 25.1), Point(x: 25.4, y: 25.1), Point(x: 25.4, y: 7.4)], width: w)
    b.addCapsule(from: Point(x: 10.5, y: 12.5), to: Point(x: 17.5, y: 12.5), width: 2.2)
  }

  private static func addRing(_ b: inout PathBuilder, center c: Point, radius r: Double, width w: Double) {
    b.addCircle(center: c, radius: r + w / 2)
    b.addCircle(center: c, radius: r - w / 2, clockwise: false)
  }
}
