import Drawing
import Foundation

// SVG's `transform` attribute (SVG 1.1 §7.6): a list of matrix, translate,
// scale, rotate (about the origin or a point), skewX and skewY, separated by
// spaces or commas. The first listed is the outermost: translate(5) rotate(30)
// rotates a point, then translates it.

enum SVGTransform {
  /// The transform a `transform` attribute's text describes, or nil when it is not valid.
  static func parse(_ text: String) -> Transform? {
    var result = Transform.identity
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      guard !rest.isEmpty else { return result }
      guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { return nil }
      let name = rest[..<open].trimmingCharacters(in: .whitespaces)
      let numbers = rest[rest.index(after: open)..<close]
        .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        .map { Double($0) }
      guard numbers.allSatisfy({ $0 != nil && $0!.isFinite && $0!.magnitude <= 1e6 }) else { return nil }
      guard let one = transform(name, numbers.map { $0! }) else { return nil }
      // Listed left to right, applied right to left: each new one is applied before those so far.
      result = one.concatenating(result)
      rest = rest[rest.index(after: close)...]
    }
  }

  private static func transform(_ name: String, _ v: [Double]) -> Transform? {
    switch (name, v.count) {
    case ("matrix", 6): return Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    case ("translate", 1): return .translation(x: v[0], y: 0)
    case ("translate", 2): return .translation(x: v[0], y: v[1])
    case ("scale", 1): return .scale(v[0])
    case ("scale", 2): return .scale(x: v[0], y: v[1])
    case ("rotate", 1): return .rotation(v[0] * .pi / 180)
    case ("rotate", 3):
      return Transform.translation(x: -v[1], y: -v[2]).concatenating(.rotation(v[0] * .pi / 180))
        .concatenating(.translation(x: v[1], y: v[2]))
    case ("skewX", 1): return Transform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
    case ("skewY", 1): return Transform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
    default: return nil
    }
  }
}
