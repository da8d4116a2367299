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
