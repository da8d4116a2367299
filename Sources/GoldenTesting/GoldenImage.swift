import Raster
import SceneRendering
import SwipeScenes

/// One reference image of the suite: its name under the goldens folder and how to draw it.
///
/// The raster cases, the text cases and the catalog's key frames are all
/// golden images; ``GoldenSuite`` lists every one, so the tests, the orphan
/// check and `render-gifs golden verify|record` draw from the same list.
public struct GoldenImage: Sendable, CustomStringConvertible {
  /// The golden's path under the goldens folder without `.png`, e.g. `raster/fill/star-non-zero`.
  public var name: String
  /// The catalog scene the image shows, or nil for the raster and text cases.
  public var scene: String?
  /// Draws the image.
  public var draw: @Sendable () throws -> Pixmap
  /// What drawing and checking the image holds at its peak besides what the process holds
  /// already: the image and its layers, the golden decoded, a difference map and the buffers of
  /// the PNGs written. `render-gifs golden` plans its memory from it.
  public var memory: MemorySize

  /// The golden's name, which is also the test argument's label.
  public var description: String { name }

  /// Creates a golden image.
  ///
  /// - Parameters:
  ///   - name: The path under the goldens folder, without `.png`.
  ///   - scene: The catalog scene it shows, if any. Default: none.
  ///   - memory: What drawing and checking it holds at its peak. Default: ``smallCaseMemory``.
  ///   - draw: Draws the image; called once per check.
  public init(
    name: String, scene: String? = nil, memory: MemorySize = smallCaseMemory, draw: @escaping @Sendable () throws -> Pixmap
  ) {
    self.name = name
    self.scene = scene
    self.memory = memory
    self.draw = draw
  }

  /// The raster and text cases are at most ``smallCaseLargestPixels`` pixels (1 MiB at 4 bytes a
  /// pixel); drawing one, decoding its golden, mapping a difference and writing three PNGs hold
  /// fewer than eight such images at once: 8 MiB.
  public static let smallCaseMemory = MemorySize(bytes: 8 * 1_048_576)

  /// The most pixels a raster or text case may have for ``smallCaseMemory`` to hold.
  public static let smallCaseLargestPixels = 1_048_576 / 4

  /// What checking a key frame of `scene` at `scale` holds: what writing it as a PNG holds
  /// (``MemorySize/writingFrame(of:scale:)``: the canvas, its layers, the frame and its PNG) and
  /// three frames more, for the golden decoded, the difference map and the PNG being written.
  ///
  /// - Throws: ``RenderError`` when the frame is beyond the pixmap limits.
  public static func keyFrameMemory(of scene: any CatalogScene, scale: Double) throws -> MemorySize {
    MemorySize(bytes: try MemorySize.writingFrame(of: scene, scale: scale).bytes + 3 * MemorySize.frame(of: scene, scale: scale).bytes)
  }
}
