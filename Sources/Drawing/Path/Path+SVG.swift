// SVG path data to a Path.
//
// Commands follow SVG 1.1 section 8.3 and SVG 2 section 9.3: M L H V C S Q T A Z, lower case
// for coordinates relative to the current point. Extra argument sets repeat
// the command, except after M/m, where they are L/l. S and T reflect the
// previous control point through the current point when the previous command
// was of the same family (C/S, Q/T), and otherwise use the current point.
// After Z the current point is the closed subpath's start, and a command other
// than M starts a new subpath there. Arcs go through
// ``PathBuilder/svgArc(to:radiusX:radiusY:xAxisRotation:largeArc:sweep:)``.
// Where SVG renderers draw the path up to the first error, this parser rejects
// the whole data, so that malformed input is noticed.

extension Path {
  /// Parses SVG path data, the `d` attribute of an SVG `<path>`.
  ///
  /// The whole grammar is accepted: all twenty commands, implicit repeats,
  /// numbers such as `.5`, `-1e-3` or `1.5.5` (two numbers), commas and white
  /// space wherever the grammar allows them, and arc flags without separators.
  /// Empty or white-space-only data gives ``Path/empty``.
  ///
  /// - Parameter svgPathData: The path data, for example `"M10 10 h 20 v 20 z"`.
  /// - Throws: ``PathDataError`` naming the offset and what was expected when
  ///   the data does not start with M or m, breaks the grammar, or holds a
  ///   number that is not finite (such as `1e999`).
  public init(svgPathData: String) throws {
    var parser = SVGPathParser(svgPathData)
    self = try parser.parse()
  }
}

/// Reads commands from a scanner into a path builder.
struct SVGPathParser {
  private var scanner: SVGPathScanner
  private var builder = PathBuilder()
  /// The second control point of the previous C or S, if the previous command was one.
  private var lastCubicControl: Point?
  /// The control point of the previous Q or T, if the previous command was one.
  private var lastQuadControl: Point?

  /// Creates a parser at the start of `data`.
  init(_ data: String) {
    scanner = SVGPathScanner(data)
  }

  /// Parses the whole data.
  mutating func parse() throws -> Path {
    scanner.skipWhitespace()
    guard let first = scanner.current else { return .empty }
    guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
      throw scanner.error(at: scanner.index, expected: "'M' or 'm' to start the path")
    }
    while let letter = scanner.current {
      guard SVGPathParser.argumentCount(letter) != nil else {
        throw scanner.error(at: scanner.index, expected: "a command letter")
      }
      scanner.index += 1
      scanner.skipWhitespace()
      try commandAndRepeats(letter)
      scanner.skipWhitespace()
    }
    return builder.finish() ?? .empty
  }

  /// Reads the arguments of `letter`, then any further argument sets that repeat it.
  private mutating func commandAndRepeats(_ letter: UInt8) throws {
    var command = letter
    try segment(command, writtenAs: letter)
    guard SVGPathParser.argumentCount(letter) != 0 else { return }
    while scanner.skipSeparator() || scanner.isAtNumber {
      if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
      if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
      try segment(command, writtenAs: letter)
    }
  }

  /// Reads one argument set of `command` and adds its segment.
  ///
  /// `letter` is the command as written, which errors name: an L implied by
  /// extra pairs after M is reported as M.
  private mutating func segment(_ command: UInt8, writtenAs letter: UInt8) throws {
    let origin = builder.currentPoint
    let isRelative = command >= UInt8(ascii: "a")
    let base = isRelative ? origin : .zero
    let start = scanner.index
    var cubicControl: Point?
    var quadControl: Point?
    switch command | 0x20 {
    case UInt8(ascii: "m"):
      let end = try point(for: letter, from: base)
      try requireFinite(end, since: start, letter: letter)
      builder.move(to: end)
    case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"):
      let end: Point
      switch command | 0x20 {
      case UInt8(ascii: "h"): end = Point(x: base.x + (try scanner.number(for: letter)), y: origin.y)
      case UInt8(ascii: "v"): end = Point(x: origin.x, y: base.y + (try scanner.number(for: letter)))
      default: end = try point(for: letter, from: base)
      }
      try requireFinite(end, since: start, letter: letter)
      builder.line(to: end)
    case UInt8(ascii: "c"), UInt8(ascii: "s"):
      let control1: Point
      if command | 0x20 == UInt8(ascii: "c") {
        control1 = try point(for: letter, from: base)
        _ = scanner.skipSeparator()
      } else {
        control1 = lastCubicControl.map { reflection(of: $0, through: origin) } ?? origin
      }
      let control2 = try point(for: letter, from: base)
      _ = scanner.skipSeparator()
      let end = try point(for: letter, from: base)
      try requireFinite(control1, control2, end, since: start, letter: letter)
      builder.cubic(to: end, control1: control1, control2: control2)
      cubicControl = control2
    case UInt8(ascii: "q"), UInt8(ascii: "t"):
      let control: Point
      if command | 0x20 == UInt8(ascii: "q") {
        control = try point(for: letter, from: base)
        _ = scanner.skipSeparator()
      } else {
        control = lastQuadControl.map { reflection(of: $0, through: origin) } ?? origin
      }
      let end = try point(for: letter, from: base)
      try requireFinite(control, end, since: start, letter: letter)
      builder.quad(to: end, control: control)
      quadControl = control
    case UInt8(ascii: "a"):
      try arc(for: letter, from: base, since: start)
    default:
      builder.close()
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  /// Reads `rx ry x-axis-rotation large-arc-flag sweep-flag x y` and adds the arc.
  private mutating func arc(for command: UInt8, from base: Point, since start: Int) throws {
    let rx = try scanner.number(for: command)
    _ = scanner.skipSeparator()
    let ry = try scanner.number(for: command)
    _ = scanner.skipSeparator()
    let rotation = try scanner.number(for: command)
    _ = scanner.skipSeparator()
    let largeArc = try scanner.flag(for: command)
    _ = scanner.skipSeparator()
    let sweep = try scanner.flag(for: command)
    _ = scanner.skipSeparator()
    let end = try point(for: command, from: base)
    try requireFinite(end, since: start, letter: command)
    builder.svgArc(
      to: end, radiusX: rx, radiusY: ry, xAxisRotation: rotation, largeArc: largeArc, sweep: sweep)
  }

  /// Reads an `x y` pair and offsets it by `base`.
  private mutating func point(for command: UInt8, from base: Point) throws -> Point {
    let x = try scanner.number(for: command)
    _ = scanner.skipSeparator()
    let y = try scanner.number(for: command)
    return Point(x: base.x + x, y: base.y + y)
  }

  /// Throws unless every point is finite, which sums and reflections of finite numbers may not be.
  ///
  /// - Parameters:
  ///   - points: The points a segment is about to add.
  ///   - start: The byte offset of the segment's first argument, where the error points.
  ///   - letter: The command as written.
  private func requireFinite(_ points: Point..., since start: Int, letter: UInt8) throws {
    guard points.allSatisfy({ $0.isFinite }) else {
      throw scanner.error(at: start, expected: "coordinates within range after '\(Character(Unicode.Scalar(letter)))'")
    }
  }

  /// The point as far beyond `center` as `point` is before it.
  private func reflection(of point: Point, through center: Point) -> Point {
    Point(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
  }

  /// The number of arguments in one set of the command `letter`, or `nil` if it is no command.
  static func argumentCount(_ letter: UInt8) -> Int? {
    switch letter | 0x20 {
    case UInt8(ascii: "z"): 0
    case UInt8(ascii: "h"), UInt8(ascii: "v"): 1
    case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): 2
    case UInt8(ascii: "s"), UInt8(ascii: "q"): 4
    case UInt8(ascii: "c"): 6
    case UInt8(ascii: "a"): 7
    default: nil
    }
  }
}
