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
  /// Works out what drawing and checking the image holds at its peak (``memory()``).
  let plannedMemory: @Sendable () throws -> MemorySize

  /// The golden's name, which is also the test argument's label.
  public var description: String { name }

  /// Creates a golden image.
  ///
  /// - Parameters:
  ///   - name: The path under the goldens folder, without `.png`.
  ///   - scene: The catalog scene it shows, if any. Default: none.
  ///   - memory: Works out what drawing and checking it holds at its peak, when a run plans its
  ///     memory. Default: ``smallCaseMemory``.
  ///   - draw: Draws the image; called once per check.
  public init(
    name: String, scene: String? = nil, memory: @escaping @Sendable () throws -> MemorySize = { smallCaseMemory },
    draw: @escaping @Sendable () throws -> Pixmap
  ) {
    self.name = name
    self.scene = scene
    self.plannedMemory = memory
    self.draw = draw
  }
}
