import ImageFormats
import JSONText
import Raster
import SwipeScenes

// One frame of a scene, by time or held at an offset: its state as JSON, its
// pixels, or its PNG file. A frame at a time is byte-identical to the same
// frame inside a rendered sequence.

extension FrameRenderer {
  /// The state of `scene` at `moment` as JSON: the cell's geometry, actions and events.
  ///
  /// - Throws: ``RenderError`` for an offset moment of a scene that is not a swipe scene.
  public func inspection(of scene: any CatalogScene, at moment: FrameMoment) throws -> JSONValue {
    switch moment {
    case .time(let time):
      return scene.inspection(at: time, in: context)
    case .offset(let offset, let touchX):
      let swipe = try swipeScene(scene)
      let state = swipe.heldState(offset: offset, touchX: touchX, measurer: context.typography.measurer)
      return swipe.inspection(of: state, time: nil)
    }
  }

  /// Renders `scene` at `moment` and `scale` pixels per point, on an opaque background.
  ///
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits or an offset moment of a
  ///   scene that is not a swipe scene.
  public func render(_ scene: any CatalogScene, at moment: FrameMoment, scale: Double) throws -> Pixmap {
    switch moment {
    case .time(let time):
      return try render(scene, at: time, scale: scale)
    case .offset(let offset, let touchX):
      _ = try Self.pixelSize(of: scene, scale: scale)
      let swipe = try swipeScene(scene)
      let state = swipe.heldState(offset: offset, touchX: touchX, measurer: context.typography.measurer)
      return try render(swipe.displayList(of: state, at: 0, in: context), scale: scale)
    }
  }

  /// Renders `scene` at `moment` and writes it as a PNG file at `path`, creating its folder.
  ///
  /// - Returns: The pixels written.
  /// - Throws: ``RenderError`` as rendering the moment does, `FileWriteError` when the file
  ///   cannot be written.
  @discardableResult
  public func writeFrame(of scene: any CatalogScene, at moment: FrameMoment, scale: Double, to path: String) throws
    -> Pixmap
  {
    let pixmap = try render(scene, at: moment, scale: scale)
    try createFolder(containingFile: path)
    try pixmap.writePNG(to: path)
    return pixmap
  }

  /// Refuses, before anything is drawn, writing a frame of `scene` at `scale` that is over
  /// `budget` (``MemorySize/writingFrame(of:scale:)``).
  ///
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits or over the budget.
  public static func checkWritingFrame(of scene: any CatalogScene, scale: Double, budget: MemoryBudget) throws {
    try budget.check(
      .writingFrame(of: scene, scale: scale), for: "A frame of '\(scene.name)' at \(scale)×", reduce: "lower --scale or --width")
  }

  /// `scene` as a swipe scene, the only kind whose cell can be held at an offset.
  private func swipeScene(_ scene: any CatalogScene) throws -> SwipeScene {
    guard let swipe = scene as? SwipeScene else {
      throw RenderError(description: "Only swipe scenes can be held at an offset; give '\(scene.name)' a time instead.")
    }
    return swipe
  }
}
