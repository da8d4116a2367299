import Raster
import Drawing
import TextShaping
import SwipeScenes

/// One fill of a display list with what encloses it: the clips, transforms and layer opacities
/// open where it was recorded, outermost first.
struct ProbedFill {
  var path: Path
  var color: Color
  var clips: [Rect]
  var transforms: [Transform]
  var opacities: [Double]

  /// The path's control bounds (exact for rectangles).
  var bounds: Rect { path.controlBounds }
}

/// One text item of a display list with the layer opacities open around it.
struct ProbedText {
  var text: GlyphText
  var origin: Point
  var color: Color
  var opacities: [Double]
}

/// Walks a display list's groups so tests can ask where fills and text ended up.
struct DisplayListProbe {
  private(set) var fills: [ProbedFill] = []
  private(set) var texts: [ProbedText] = []
  /// Where each bitmap is drawn.
  private(set) var images: [Rect] = []

  init(_ list: DisplayList) {
    enum Group { case clip, transform, layer }
    var groups: [Group] = []
    var clips: [Rect] = [], transforms: [Transform] = [], opacities: [Double] = []
    for item in list.items {
      switch item {
      case .fill(let path, let color, _):
        fills.append(ProbedFill(path: path, color: color, clips: clips, transforms: transforms, opacities: opacities))
      case .text(let text, let origin, let color):
        texts.append(ProbedText(text: text, origin: origin, color: color, opacities: opacities))
      case .image(_, let rect):
        images.append(rect)
      case .beginClip(let rect):
        groups.append(.clip)
        clips.append(rect)
      case .beginTransform(let transform):
        groups.append(.transform)
        transforms.append(transform)
      case .beginLayer(let opacity):
        groups.append(.layer)
        opacities.append(opacity)
      case .beginShapeClip(let path):
        groups.append(.clip)
        clips.append(path.controlBounds)
      case .end:
        switch groups.popLast() {
        case .clip: clips.removeLast()
        case .transform: transforms.removeLast()
        case .layer: opacities.removeLast()
        case nil: break
        }
      }
    }
  }

  /// The fills in `color`, in drawing order.
  func fills(of color: Color) -> [ProbedFill] { fills.filter { $0.color == color } }
}

/// The items of `list` with every group opened by `beginClip(rect)` left out, that group included.
func items(of list: DisplayList, outsideClip rect: Rect) -> [DisplayItem] {
  var kept: [DisplayItem] = []
  var depth = 0
  for item in list.items {
    if depth > 0 {
      switch item {
      case .beginClip, .beginTransform, .beginLayer: depth += 1
      case .end: depth -= 1
      default: break
      }
    } else if item == .beginClip(rect) {
      depth = 1
    } else {
      kept.append(item)
    }
  }
  return kept
}

/// Whether two rectangles agree to within `tolerance` points on every edge.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
    && abs(a.maxY - b.maxY) <= tolerance
}
