import Drawing
import Foundation
import Raster
import SwipeScenes
import Synchronization

/// Draws catalog scenes into pixmaps: the last stage of scene state → display list → pixels.
///
/// A renderer keeps a pool of canvases (one per concurrent caller) and reuses
/// them, so rendering a sequence allocates no canvas per frame. Every frame is
/// drawn from its own display list, so the same scene, time and scale give the
/// same pixels on any thread, in any order.
public final class FrameRenderer: Sendable {
  /// The appearance, fonts and frame length scenes are evaluated with.
  public let context: SceneContext
  private let idle = Mutex<[PooledCanvas]>([])

  /// Creates a renderer.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The pixel size of `scene` drawn at `scale` pixels per point: its size in points scaled and rounded.
  ///
  /// - Throws: ``RenderError`` when the size is empty or beyond the pixmap limits, naming the scales that fit.
  public static func pixelSize(of scene: any CatalogScene, scale: Double) throws -> (width: Int, height: Int) {
    let w = (scene.size.width * scale).rounded(), h = (scene.size.height * scale).rounded()
    guard scale.isFinite, scale > 0, fitsPixmap(width: w, height: h) else {
      let (lowest, highest) = scaleRange(width: scene.size.width, height: scene.size.height)
      throw RenderError(
        description: "Scene '\(scene.name)' at scale \(scale) would be \(pixelText(w))×\(pixelText(h)) pixels; "
          + "choose a scale between \(String(format: "%.3g", lowest)) and \(String(format: "%.3g", highest)).")
    }
    return (Int(w), Int(h))
  }

  /// Whether a pixmap of `width` × `height` pixels is within the pixmap limits: at least one pixel
  /// each way, at most `Pixmap.maximumSide`, and at most `Pixmap.maximumBytes` at 4 bytes a pixel.
  ///
  /// The sizes are `Double` so that a size too large for an `Int`, or not a number, is answered
  /// `false` instead of trapping.
  public static func fitsPixmap(width w: Double, height h: Double) -> Bool {
    w >= 1 && h >= 1 && w <= Double(Pixmap.maximumSide) && h <= Double(Pixmap.maximumSide)
      && w * h * 4 <= Double(Pixmap.maximumBytes)
  }

  /// The smallest and largest scales at which a drawing of `width` × `height` points fits the pixmap limits.
  static func scaleRange(width: Double, height: Double) -> (Double, Double) {
    let lowest = 0.5 / Swift.min(width, height)
    let bySide = Double(Pixmap.maximumSide) / Swift.max(width, height)
    let byBytes = (Double(Pixmap.maximumBytes) / 4 / (width * height)).squareRoot()
    return (lowest, Swift.min(bySide, byBytes) * 0.999)
  }

  /// The widest canvas `scene` can be drawn on, in pixels: the largest width at which its
  /// height, at the scene's aspect ratio, and its byte count both fit the pixmap limits.
  ///
  /// A tall scene is limited by its height, a wide one by its width, a large one by its bytes.
  public static func widestWidth(of scene: any CatalogScene) -> Int {
    let aspect = scene.size.width / scene.size.height
    let widest = Swift.min(
      Double(Pixmap.maximumSide), Double(Pixmap.maximumSide) * aspect,
      (Double(Pixmap.maximumBytes) / 4 * aspect).squareRoot())
    return Int(widest)
  }

  /// A pixel count for a message: whole, or "too many" when it is not a number an `Int` holds.
  static func pixelText(_ value: Double) -> String {
    value.isFinite && abs(value) < 1e15 ? String(Int(value)) : "too many"
  }

  /// Renders `scene` at `time` seconds and `scale` pixels per point.
  ///
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits.
  public func render(_ scene: any CatalogScene, at time: Double, scale: Double) throws -> Pixmap {
    _ = try Self.pixelSize(of: scene, scale: scale)
    return try render(scene.displayList(at: time, in: context), scale: scale)
  }

  /// Renders a display list at `scale` pixels per point, on the list's background.
  ///
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits.
  public func render(_ list: DisplayList, scale: Double) throws -> Pixmap {
    let w = (list.size.width * scale).rounded(), h = (list.size.height * scale).rounded()
    guard scale.isFinite, Self.fitsPixmap(width: w, height: h) else {
      throw RenderError(
        description: "A drawing of \(Self.pixelText(w))×\(Self.pixelText(h)) pixels is outside the pixmap limits; lower the scale.")
    }
    let canvas = try takeCanvas(width: Int(w), height: Int(h))
    defer { idle.withLock { if $0.count < 8 { $0.append(PooledCanvas(canvas: canvas)) } } }
    canvas.clear(list.background)
    canvas.save()
    canvas.scale(x: scale, y: scale)
    canvas.draw(list)
    canvas.restore()
    return canvas.pixmap
  }

  /// Whether ``render(_:scale:)`` draws `list` with no translucent pixel: when its background is
  /// opaque, since everything is drawn over the background source-over.
  public func drawsOpaque(_ list: DisplayList) -> Bool { list.background.alpha >= 1 }

  private func takeCanvas(width: Int, height: Int) throws -> Canvas {
    let reused = idle.withLock { pool -> PooledCanvas? in
      guard let index = pool.firstIndex(where: { $0.canvas.width == width && $0.canvas.height == height }) else {
        return nil
      }
      return pool.remove(at: index)
    }
    return try reused?.canvas ?? Canvas(width: width, height: height)
  }
}

/// An error raised when a scene cannot be rendered as asked.
public struct RenderError: Error, CustomStringConvertible, Equatable {
  /// What went wrong and what to do.
  public var description: String

  /// Creates an error with a sentence saying what to do.
  public init(description: String) {
    self.description = description
  }
}

/// A canvas parked in the pool: owned by the pool while there, by exactly one caller once taken.
///
/// `Canvas` is not thread-safe, but handing a whole canvas from one thread to
/// another through the pool's lock is: nobody else holds a reference.
private struct PooledCanvas: @unchecked Sendable {
  let canvas: Canvas
}
