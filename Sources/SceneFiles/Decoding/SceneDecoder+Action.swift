import Drawing
import Foundation
import LocalFiles
import SwipeScenes
import TextShaping

// An action and its image (docs/scene-file.md §5). An image is a built-in
// glyph's name, or an object with one of `glyph`, `svg`, `path` (with its
// `viewBox`) or `png`, each with an optional `size` in points. SVG and PNG
// files are read relative to the scene file's folder; a PNG is decoded once
// per file (SceneDecoder+PNG), into the bitmap every frame draws.

extension SceneDecoder {
  func action(_ node: JSONNode) throws -> SwipeAction {
    let fields = try Fields(node, keys: SceneFileKeys.action, example: "{ \"title\": \"Delete\", \"style\": \"destructive\" }")
    var action = SwipeAction()
    action.identifier = try fields.string("identifier")
    action.title = try fields.string("title")
    action.image = try fields["image"].map(image)
    action.style = try fields.choice("style", [("default", SwipeActionStyle.default), ("destructive", .destructive)]) ?? .default
    action.backgroundColor = try fields["backgroundColor"].map(color)
    action.textColor = try fields["textColor"].map(color)
    action.font = try fields["font"].map(font)
    action.hidesWhenSelected = try fields.bool("hidesWhenSelected") ?? false
    if let delegate = fields["transitionDelegate"], !delegate.isNull {
      action.transitionDelegate = try transitionDelegate(delegate)
    }
    if let fulfill = fields["fulfill"], !fulfill.isNull {
      action.fulfillment = try fulfill.choice([("delete", .delete), ("reset", .reset)])
    }
    action.hasBackgroundEffect = try fields.bool("hasBackgroundEffect") ?? false
    return action
  }

  private func font(_ node: JSONNode) throws -> FontSpec {
    let fields = try Fields(node, keys: SceneFileKeys.font, example: "{ \"size\": 15, \"weight\": \"medium\" }")
    let weights: [(String, FontWeight)] = [("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold)]
    return FontSpec(
      weight: try fields.choice("weight", weights) ?? FontSpec.actionTitle.weight,
      pointSize: try fields.number("size", .positivePoints(upTo: 1000), example: "15") ?? FontSpec.actionTitle.pointSize)
  }

  private func transitionDelegate(_ node: JSONNode) throws -> any SwipeActionTransitioning {
    if case .string = node.value { return try node.choice([("scale", ScaleTransition.default)]) }
    let outer = try Fields(node, keys: SceneFileKeys.transitionDelegate, example: "\"scale\"")
    let fields = try Fields(
      try outer.required("scale", example: "{ \"initialScale\": 0.8 }"), keys: SceneFileKeys.scaleTransition)
    let base = ScaleTransition.default
    return ScaleTransition(
      duration: try fields.number("duration", .seconds(upTo: 60), example: "0.15") ?? base.duration,
      initialScale: try fields.number("initialScale", .factor(upTo: 10), example: "0.8") ?? base.initialScale,
      threshold: try fields.number("threshold", .factor(upTo: 10), example: "0.5") ?? base.threshold)
  }

  // MARK: - Images

  /// The glyph names, listed in messages.
  static var glyphList: String { ActionGlyph.names.joined(separator: ", ") }

  func image(_ node: JSONNode) throws -> ActionImage {
    if case .string(let name) = node.value { return try glyph(name, at: node, size: nil) }
    let fields = try Fields(
      node, keys: SceneFileKeys.image, example: "{ \"path\": \"M3 6h18l-2 14H5z\", \"viewBox\": [0, 0, 24, 24] }")
    let sources = ["glyph", "svg", "path", "png"].filter(fields.has)
    guard sources.count == 1, let source = sources.first, let value = fields[source] else {
      throw Diagnostic(
        node, sources.isEmpty ? "an image object needs a source" : "an image has more than one source",
        fix: "give exactly one of glyph, svg, path (with viewBox) or png")
    }
    let size = try fields["size"].map(self.size)
    for key in ["viewBox", "stroke"] where source != "path" {
      if let node = fields[key] { throw Diagnostic(node, "\(key) goes with path data only", fix: "remove it") }
    }
    switch source {
    case "glyph":
      return try glyph(try value.string(example: "\"Archive\""), at: value, size: size)
    case "path":
      let data = try value.string(example: "\"M3 6h18l-2 14H5z\"")
      let viewBox = try viewBox(try fields.required("viewBox", example: "[0, 0, 24, 24]"))
      let path: Path
      do {
        path = try Path(svgPathData: data)
      } catch {
        throw Diagnostic(value, "invalid path data: \(error)", fix: "write SVG path data, e.g. \"M3 6h18l-2 14H5z\"")
      }
      let stroked = try fields["stroke"].map { try strokedPath(path, $0, viewBox: viewBox) } ?? path
      return try checkedImage(path: stroked, viewBox: viewBox, size: size, at: value)
    case "svg":
      let icon = try svg(value)
      return try checkedImage(path: icon.path, viewBox: icon.viewBox, size: size, at: value)
    default:
      return ActionImage(bitmap: try png(value), size: size)
    }
  }

  private func glyph(_ name: String, at node: JSONNode, size: Size?) throws -> ActionImage {
    do {
      return try ActionImage(named: name, size: size)
    } catch {
      let suggestion = Suggestion.closest(to: name, in: ActionGlyph.names).map { "did you mean '\($0)'? " } ?? ""
      throw Diagnostic(
        node, "unknown glyph \(Diagnostic.quoted(name))", fix: suggestion + "The built-in glyphs are \(Self.glyphList)")
    }
  }

  /// An image of path data whose coordinates are within ±1,000,000 and which draws something.
  private func checkedImage(path: Path, viewBox: Rect, size: Size?, at node: JSONNode) throws -> ActionImage {
    guard !path.isEmpty else { throw Diagnostic(node, "the path data draws nothing", fix: "give at least one segment") }
    let bounds = path.controlBounds
    guard [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].allSatisfy({ $0.magnitude <= 1e6 }) else {
      throw Diagnostic(node, "the path has coordinates beyond ±1000000", fix: "scale the icon down to its view box")
    }
    return ActionImage(path: path, viewBox: viewBox, size: size)
  }

  /// `[width, height]` in points, both greater than 0.
  private func size(_ node: JSONNode) throws -> Size {
    let values = try node.array(count: 2...2, of: "numbers", example: "[24, 24]")
    return Size(width: try values[0].number(.positivePoints()), height: try values[1].number(.positivePoints()))
  }

  /// `[minX, minY, width, height]`, the width and height greater than 0.
  private func viewBox(_ node: JSONNode) throws -> Rect {
    let values = try node.array(count: 4...4, of: "numbers", example: "[0, 0, 24, 24]")
    let box = NumberRule(minimum: -1e6, maximum: 1e6)
    let extent = NumberRule(minimum: 0, maximum: 1e6, excludesMinimum: true)
    return Rect(
      x: try values[0].number(box), y: try values[1].number(box), width: try values[2].number(extent),
      height: try values[3].number(extent))
  }

  /// The icon of the SVG file a value names.
  private func svg(_ node: JSONNode) throws -> SVGIcon {
    let (name, url) = try self.url(of: node, example: "\"icons/archive.svg\"")
    let bytes: [UInt8]
    do throws(RegularFileError) {
      bytes = try RegularFile.read(atPath: url.path, maximumBytes: JSONParser.maximumBytes)
    } catch {
      throw unreadable(node, "SVG file", name, url, reason: error.reason, fix: "name an SVG file of at most 16 MB")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Diagnostic(node, "the SVG file \(Diagnostic.quoted(name)) is not UTF-8", fix: "save it as UTF-8")
    }
    do {
      return try SVGIcon.parse(text)
    } catch let problem as SVGIcon.Problem {
      throw Diagnostic(node, "\(name):\(problem.line): \(problem.problem)", fix: problem.fix)
    }
  }
}
