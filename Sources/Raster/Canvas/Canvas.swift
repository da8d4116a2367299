/// A drawing context over a pixmap, with a current transform, a clip stack and opacity layers.
///
/// It plays the part of a `CGContext`: ``save()`` and ``restore()`` bracket
/// changes of transform and clip; ``beginLayer(opacity:)`` and ``endLayer()``
/// draw a group into a transparent layer and composite it with an opacity.
/// A canvas owns its rasterizer and layer buffers and reuses them from draw to
/// draw, so a frame allocates nothing in steady state. Not thread-safe: use
/// one canvas per thread.

import Drawing
public final class Canvas {
  struct GraphicsState {
    var transform: Transform
    /// The clip in device pixels (fractional edges allowed).
    var clip: Rect
  }

  struct Layer {
    var pixmap: Pixmap
    var opacity: Double
    /// Device pixels drawn into the layer so far.
    var dirty: IntRect?
    /// The state to return to when the layer ends.
    var savedDepth: Int
    /// The shape the layer is composited through, in user coordinates under its transform, if any.
    var mask: (path: Path, transform: Transform)? = nil
  }

  /// The pixmap that receives everything once all layers have ended.
  public private(set) var pixmap: Pixmap
  var state: GraphicsState
  var savedStates: [GraphicsState] = []
  var layers: [Layer] = []
  var sparePixmaps: [Pixmap] = []
  let rasterizer = Rasterizer()

  /// Creates a canvas that draws into `pixmap`.
  public init(pixmap: Pixmap) {
    self.pixmap = pixmap
    state = GraphicsState(transform: .identity, clip: pixmap.bounds.rect)
  }

  /// Creates a canvas over a new transparent pixmap.
  ///
  /// - Throws: ``PixmapSizeError`` for a zero, negative or oversized size.
  public convenience init(width: Int, height: Int) throws {
    self.init(pixmap: try Pixmap(width: width, height: height))
  }

  /// The width of the canvas in pixels.
  public var width: Int { pixmap.width }
  /// The height of the canvas in pixels.
  public var height: Int { pixmap.height }

  /// The transform from user coordinates to device pixels.
  public var transform: Transform {
    get { state.transform }
    set { state.transform = newValue }
  }

  /// The current clip in device pixels.
  public var clipBounds: Rect { state.clip }

  /// Pushes the current transform and clip.
  public func save() {
    savedStates.append(state)
  }

  /// Pops the transform and clip pushed by the matching ``save()``; does nothing when none is saved.
  public func restore() {
    if let top = savedStates.popLast() { state = top }
  }

  /// Applies `t` to user coordinates before the current transform.
  public func concatenate(_ t: Transform) {
    state.transform = t.concatenating(state.transform)
  }

  /// Translates user coordinates.
  public func translate(x: Double, y: Double) {
    concatenate(.translation(x: x, y: y))
  }

  /// Scales user coordinates.
  public func scale(x: Double, y: Double) {
    concatenate(.scale(x: x, y: y))
  }

  /// Narrows the clip to `rect` in user coordinates.
  ///
  /// The clip is an axis-aligned device rectangle with exact anti-aliased edges;
  /// under a rotating transform it is the device bounding box of `rect`.
  public func clip(to rect: Rect) {
    let device = state.transform.apply(rect)
    state.clip = device.isFinite ? state.clip.intersection(device) : .zero
  }

  /// Sets every pixel inside the clip to `color`, replacing what was there.
  ///
  /// Pixels cut by a fractional clip edge blend between old and new by the part inside.
  public func clear(_ color: Color = .clear) {
    let area = state.clip.intersection(target.bounds.rect)
    fill(.rect(area), color: color, deviceSpace: true, replacing: true)
  }

  /// Fills `path` in user coordinates with a solid colour, source-over.
  ///
  /// - Parameters:
  ///   - path: The outline.
  ///   - color: The straight-alpha colour.
  ///   - rule: Which regions are inside. Default: `.nonZero`.
  public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
    fill(path, color: color, rule: rule, deviceSpace: false)
  }

  /// Fills a rectangle in user coordinates with a solid colour, source-over.
  public func fill(_ rect: Rect, color: Color) {
    fill(.rect(rect), color: color)
  }

  func fill(_ path: Path, color: Color, rule: FillRule = .nonZero, deviceSpace: Bool, replacing: Bool = false) {
    let transform = deviceSpace ? Transform.identity : state.transform
    let clip = state.clip
    guard !clip.isEmpty, !path.isEmpty, replacing || color.alpha > 0 else { return }
    let reach = transform.apply(path.controlBounds).intersection(clip).roundedOut
    guard !reach.isEmpty else { return }
    let raster = rasterizer
    mutateTarget(dirty: reach) { p in
      if replacing {
        p.replace(path, with: color, rule: rule, transform: transform, clip: clip, using: raster)
      } else {
        p.fill(path, color: color, rule: rule, transform: transform, clip: clip, using: raster)
      }
    }
  }

  /// The pixmap drawing goes to now: the innermost open layer, or the canvas's own.
  var target: Pixmap { layers.last?.pixmap ?? pixmap }

  /// Runs `body` on the current target, recording `dirty` on an open layer.
  func mutateTarget(dirty: IntRect, _ body: (inout Pixmap) -> Void) {
    if layers.isEmpty {
      body(&pixmap)
      return
    }
    let top = layers.count - 1
    let old = layers[top].dirty
    layers[top].dirty = old.map { IntRect(minX: Swift.min($0.minX, dirty.minX), minY: Swift.min($0.minY, dirty.minY), maxX: Swift.max($0.maxX, dirty.maxX), maxY: Swift.max($0.maxY, dirty.maxY)) } ?? dirty
    body(&layers[top].pixmap)
  }
}
