import Foundation
import SwipeScenes

// The frames of a scene's contact sheet and their captions. A caption gives
// the time and the phase the scene is in then: the name of the last key
// moment at or before that time (rest, reveal, open, expanded, fill, delete
// for swipe scenes), so any chosen time is labelled by what is happening.

extension ContactSheet {
  /// The frame rate sheet times are snapped to by ``evenTimes(count:duration:)``: the PNG sequences' default.
  public static let frameRate = 30.0

  /// `count` times spread evenly from the first frame to the last at ``frameRate``, each on a frame.
  ///
  /// - Parameters:
  ///   - count: At least 1.
  ///   - duration: The scene's length in seconds.
  public static func evenTimes(count: Int, duration: Double) -> [Double] {
    let last = FrameSelection.frameCount(duration: duration, fps: frameRate) - 1
    guard count > 1 else { return [0] }
    return (0..<count).map { i in (Double(i * last) / Double(count - 1)).rounded() / frameRate }
  }

  /// The times a person writes as seconds separated by commas, "0.5, 1.2,2", each within
  /// `0...duration`.
  ///
  /// `nil` unless every part is such a number: an empty part ("0.5,,2"), a word, a negative
  /// time or one past the end makes the whole list `nil`, so no time is silently dropped.
  public static func times(_ text: String, duration: Double) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard values.count == parts.count, values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= duration }) else { return nil }
    return values
  }

  /// The sizes in pixels of one cell and of a whole sheet of `count` frames of `scene` at `scale`,
  /// worked out before any frame is drawn, so that a sheet too large to draw can be refused first.
  ///
  /// - Parameters:
  ///   - count: How many frames; less than 1 counts as 1.
  ///   - columns: Cells per row, or `nil` for the squarest sheet.
  /// - Throws: ``RenderError`` when one frame of `scene` at `scale` is beyond the pixmap limits.
  public static func plannedSize(of scene: any CatalogScene, count: Int, columns: Int?, scale: Double) throws -> (
    cell: (width: Int, height: Int), sheet: (width: Int, height: Int)
  ) {
    let cell = try FrameRenderer.pixelSize(of: scene, scale: scale)
    let sheet = plannedSize(
      count: Swift.max(1, count), columns: columns, cellWidth: cell.width, cellHeight: cell.height, scale: scale)
    return (cell, sheet)
  }

  /// The caption of `time`: "1.20 s · open", the phase being the last key moment at or before it.
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - moments: The scene's key moments in time order.
  public static func caption(at time: Double, moments: [KeyMoment]) -> String {
    let seconds = String(format: "%.2f s", time)
    guard let phase = moments.last(where: { $0.time <= time + 1e-9 }) else { return seconds }
    return seconds + " · " + phase.name
  }

  /// The contact sheet of `scene` at `times` (default: its key moments).
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - times: The times to show, in seconds, or `nil` for the scene's key moments.
  ///   - renderer: Draws the frames; its context gives the fonts and appearance.
  ///   - scale: Pixels per point.
  /// - Returns: The sheet, with ``squarestColumns(count:cellWidth:cellHeight:scale:)`` columns.
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits.
  public static func of(
    _ scene: any CatalogScene, times: [Double]?, renderer: FrameRenderer, scale: Double
  ) throws -> ContactSheet {
    let moments = scene.keyMoments(in: renderer.context)
    let chosen = times ?? moments.map(\.time)
    let cells = try chosen.map { time in
      Cell(image: try renderer.render(scene, at: time, scale: scale), caption: caption(at: time, moments: moments))
    }
    return try ContactSheet(cells: cells, scale: scale)
  }
}
