import Drawing
import Layout
import TextShaping

/// The environment the layout tests use: the bundled font at the requested sizes, and control
/// colours of their own (iOS's are SwipeScenes' business).
let environment = LayoutEnvironment(
  systemFont: { weight, size in
    // The bundled face is part of the package; a missing one fails every test that uses it.
    (try? Font(weight: weight, size: size)) ?? (try! Font(size: size))
  },
  controls: ControlColors(badge: .black, badgeText: .white, switchOn: .black, switchOff: .black, knob: .white))

/// The bundled font, as the environment gives it.
func font(_ weight: FontWeight = .regular, _ size: Double = 17) -> Font { environment.systemFont(weight, size) }

/// A solid square image of a given size, for fixed-size children.
struct SquareImage: LayoutImage {
  var size: Size
  func draw(in rect: Rect, tint: Color, into list: inout DisplayList) { list.fill(rect, color: tint) }
}

/// Whether two numbers agree to a millionth of a point.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
