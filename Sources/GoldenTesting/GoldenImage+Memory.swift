import Synchronization
import SceneRendering
import SwipeScenes

// What checking a golden holds. A small case (a raster or text case) is planned at a fixed bound
// that a test holds each of them to. A key frame holds what writing it as a PNG holds (the
// canvas, its layers, the finished frame, its filtered rows and the PNG: `MemorySize.writingFrame`)
// and three frames more: the golden decoded, the difference map, and the PNG being written of a
// failure's images. The layers a scene opens are read from its display lists; that reading is
// done once per scene, and only when a run plans its memory.

extension GoldenImage {
  /// What drawing and checking the image holds at its peak besides what the process holds
  /// already. `render-gifs golden` plans its memory from it.
  ///
  /// - Throws: ``RenderError`` when the image is beyond the pixmap limits.
  public func memory() throws -> MemorySize { try plannedMemory() }

  /// The raster and text cases are at most ``smallCaseLargestPixels`` pixels (1 MiB at 4 bytes a
  /// pixel); drawing one, decoding its golden, mapping a difference and writing three PNGs hold
  /// fewer than eight such images at once: 8 MiB.
  public static let smallCaseMemory = MemorySize(bytes: 8 * 1_048_576)

  /// The most pixels a raster or text case may have for ``smallCaseMemory`` to hold.
  public static let smallCaseLargestPixels = 1_048_576 / 4

  /// What checking a key frame of `scene` at `scale` holds, with `scene`'s layer depth read once
  /// from `layers`.
  ///
  /// - Throws: ``RenderError`` when the frame is beyond the pixmap limits.
  static func keyFrameMemory(of scene: any CatalogScene, scale: Double, layers: SceneLayers) throws -> MemorySize {
    MemorySize(bytes: Double(7 + layers.depth) * (try MemorySize.frame(of: scene, scale: scale).bytes))
  }
}

/// A scene's layer depth (``MemorySize/layerDepth(of:)``), read when first asked and kept: every
/// key frame of the scene shares one.
final class SceneLayers: Sendable {
  let scene: any CatalogScene
  private let known = Mutex<Int?>(nil)

  init(_ scene: any CatalogScene) { self.scene = scene }

  var depth: Int {
    known.withLock { known in
      if let known { return known }
      let depth = MemorySize.layerDepth(of: scene)
      known = depth
      return depth
    }
  }
}
