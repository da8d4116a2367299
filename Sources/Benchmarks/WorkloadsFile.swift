import Drawing
import Foundation
import LocalFiles

// The workloads file: a JSON object with one entry per drawing workload
// (`rrects`, `circles`, `mailCell`), in pixels with y down and straight RGBA
// 0–255 colours. The file the project measures with ships in this target's
// resources; a user may bench a file of their own with the same entries.

/// The parsed workloads file.
public struct WorkloadsFile {
  /// A list-of-numbers workload: canvas size, background, colour, shapes.
  public struct Shapes {
    /// The canvas width and height in pixels.
    public var canvas: (Int, Int)
    /// The colour the canvas is cleared to before each run.
    public var background: Color
    /// The colour every shape is filled with.
    public var color: Color
    /// The shapes' numbers, e.g. `[x, y, w, h, r]` for a rounded rectangle.
    public var shapes: [[Double]]
  }

  /// The `mailCell` workload: a clear and filled items parsed from SVG path data.
  public struct MailCell {
    /// The canvas width and height in pixels.
    public var canvas: (Int, Int)
    /// The colour the canvas is cleared to before each run.
    public var background: Color
    /// The paths filled in order, each with its colour and fill rule.
    public var items: [(path: Path, color: Color, rule: FillRule)]
  }

  /// The file's top-level object.
  let root: [String: Any]

  /// Where the file came from, for messages.
  let source: String

  /// The workloads file shipped with the package: the shapes measured with Cairo, Skia and Blend2D.
  public static var bundledURL: URL? {
    Bundle.module.url(forResource: "workloads", withExtension: "json")
  }

  /// Reads the workloads file shipped with the package.
  ///
  /// - Throws: ``BenchError`` when the resource is missing or unreadable.
  public static func bundled() throws -> WorkloadsFile {
    guard let url = bundledURL else {
      throw BenchError(
        description: "The bundled workloads file is missing: rebuild render-gifs, or pass --workloads-file PATH.")
    }
    return try WorkloadsFile(url: url)
  }

  /// The largest workloads file read, in bytes: 16 MiB, as for scene files.
  public static let maximumFileSize = 16 << 20

  /// Reads and parses the file at `url` as ``init(path:)`` does.
  ///
  /// - Throws: ``BenchError`` when the file cannot be read or is not a JSON object.
  public init(url: URL) throws {
    try self.init(path: url.path)
  }

  /// Reads and parses the file at `path`, as typed (relative to the working folder), which names
  /// it in messages.
  ///
  /// The path must name a regular file of at most ``maximumFileSize`` bytes; that is checked
  /// before the file is read, so a FIFO, a device or a huge file is refused at once.
  ///
  /// - Throws: ``BenchError`` for an empty path, a file that cannot be read, or bytes that are
  ///   not a JSON object.
  public init(path: String) throws {
    guard !path.isEmpty else {
      throw BenchError(
        description: "The workloads file path '' is empty: give --workloads-file a file path, or leave it out to use the bundled one.")
    }
    let bytes: [UInt8]
    do throws(RegularFileError) {
      bytes = try RegularFile.read(atPath: path, maximumBytes: Self.maximumFileSize)
    } catch {
      throw BenchError(
        description: "Cannot read the workloads file '\(path)': \(error.reason); give --workloads-file a JSON file "
          + "of at most \(Self.maximumFileSize >> 20) MiB, or leave it out to use the bundled one.")
    }
    try self.init(data: Data(bytes), source: path)
  }

  /// Parses the bytes of a workloads file; `source` names it in messages.
  ///
  /// - Throws: ``BenchError`` when the bytes are not a JSON object.
  public init(data: Data, source: String) throws {
    self.source = source
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw BenchError(
        description: "The workloads file '\(source)' is not a JSON object: give a file with rrects, circles and mailCell entries.")
    }
    root = object
  }

  /// Parses every entry, as a bench of all workloads would.
  ///
  /// - Throws: ``BenchError`` for the first entry that is missing or malformed.
  public func checkEntries() throws {
    _ = try shapes("rrects")
    _ = try shapes("circles")
    _ = try mailCell()
  }

  /// The list-of-numbers workload `name` (`rrects` or `circles`).
  ///
  /// - Throws: ``BenchError`` when the entry is missing or malformed.
  public func shapes(_ name: String) throws -> Shapes {
    guard let entry = root[name] as? [String: Any], let rows = entry["shapes"] as? [Any] else {
      throw missingEntry(name)
    }
    let arity = Self.shapeArity[name] ?? 1
    let problem = "needs 1 to \(Self.maximumItems) shapes of \(arity) numbers each, within ±1e6"
    guard (1...Self.maximumItems).contains(rows.count) else { throw invalid(name, problem) }
    let shapes = try rows.enumerated().map { i, row in
      guard let shape = try numbers(row, at: "\(name).shapes[\(i)]", name), shape.count == arity,
        shape.allSatisfy({ $0.isFinite && abs($0) <= 1e6 })
      else { throw invalid(name, problem) }
      return shape
    }
    return Shapes(
      canvas: try canvas(of: entry, name), background: try color(entry["background"], name, at: "\(name).background") ?? .white,
      color: try color(entry["color"], name, at: "\(name).color") ?? .black, shapes: shapes)
  }

  /// How many numbers each shape of a list-of-numbers workload has.
  static let shapeArity = ["rrects": 5, "circles": 3]

  /// The most shapes or items an entry may have.
  static let maximumItems = 100_000

  /// The largest canvas side in pixels.
  static let maximumCanvasSide = 8192

  /// The `mailCell` workload.
  ///
  /// - Throws: ``BenchError`` when the entry is missing or malformed, or a path's data cannot be parsed.
  public func mailCell() throws -> MailCell {
    guard let entry = root["mailCell"] as? [String: Any], let items = entry["items"] as? [[String: Any]] else {
      throw missingEntry("mailCell")
    }
    guard (1...Self.maximumItems).contains(items.count), items.allSatisfy({ $0["d"] is String }) else {
      throw invalid("mailCell", "needs 1 to \(Self.maximumItems) items, each with SVG path data in \"d\"")
    }
    return MailCell(
      canvas: try canvas(of: entry, "mailCell"), background: try color(entry["background"], "mailCell", at: "mailCell.background") ?? .white,
      items: try items.enumerated().map { i, item in
        let path: Path
        do {
          path = try Path(svgPathData: item["d"] as? String ?? "")
        } catch {
          throw invalid("mailCell", "has path data that cannot be read (\(error))")
        }
        return (
          path, try color(item["color"], "mailCell", at: "mailCell.items[\(i)].color") ?? .black,
          (item["rule"] as? String) == "evenodd" ? FillRule.evenOdd : .nonZero
        )
      })
  }

  private func missingEntry(_ name: String) -> BenchError {
    BenchError(
      description: "The workloads file '\(source)' has no usable '\(name)' entry: give a file with one, "
        + "or leave out --workloads-file to use the bundled one.")
  }

  private func invalid(_ name: String, _ problem: String) -> BenchError {
    BenchError(description: "The '\(name)' entry of the workloads file '\(source)' \(problem): fix the entry, "
      + "or leave out --workloads-file to use the bundled one.")
  }

  /// The entry's canvas: two whole numbers of pixels, 1…``maximumCanvasSide``.
  private func canvas(of entry: [String: Any], _ name: String) throws -> (Int, Int) {
    guard let c = try numbers(entry["canvas"], at: "\(name).canvas", name), c.count == 2,
      c.allSatisfy({ $0.rounded() == $0 && (1...Double(Self.maximumCanvasSide)).contains($0) })
    else {
      throw invalid(name, "needs a canvas of two whole numbers of pixels from 1 to \(Self.maximumCanvasSide), e.g. [1000, 1000]")
    }
    return (Int(c[0]), Int(c[1]))
  }

  /// The colour at `value`, found at `path` in the file, `nil` when absent.
  private func color(_ value: Any?, _ name: String, at path: String) throws -> Color? {
    guard let value else { return nil }
    guard let c = try numbers(value, at: path, name), c.count == 4, c.allSatisfy({ (0...255).contains($0) })
    else {
      throw invalid(name, "has a colour that is not four numbers from 0 to 255")
    }
    return Color(red255: c[0], green255: c[1], blue255: c[2], alpha: c[3] / 255)
  }

  /// `value` as numbers when it is an array: `nil` when it is not an array, an error naming
  /// `path` and the index of the first element that is not a JSON number.
  ///
  /// Foundation hands JSON's `true` and `false` over as numbers that `as? Double` turns into
  /// 1 and 0; they are told apart by their Objective-C type, `c` (a JSON number is never a char).
  private func numbers(_ value: Any?, at path: String, _ name: String) throws -> [Double]? {
    guard let array = value as? [Any] else { return nil }
    return try array.enumerated().map { i, element in
      guard let number = element as? NSNumber, String(cString: number.objCType) != "c" else {
        let shown = (element as? NSNumber).map { $0.boolValue ? "true" : "false" } ?? (element is NSNull ? "null" : "a \(Self.kind(of: element))")
        throw invalid(name, "has \(shown) at \(path)[\(i)], where a number goes")
      }
      return number.doubleValue
    }
  }

  /// What a JSON value other than a number or null is, for messages.
  private static func kind(of value: Any) -> String {
    switch value {
    case is String: "string"
    case is [Any]: "list"
    default: "object"
    }
  }
}
