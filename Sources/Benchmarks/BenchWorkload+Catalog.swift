import Foundation
import SceneRendering
import SwipeScenes
import Synchronization

extension BenchWorkload {
  /// Every catalog scene at scale 2 and 30 fps, rendered and PNG-encoded on all cores, then on one.
  ///
  /// Frames go through ``SequenceRenderer/renderRuns(_:frames:scale:encode:deliver:)``, as `render` and `demo`
  /// write them: a frame whose display list equals the previous frame's reuses that frame's PNG.
  /// `distinctFrames` counts the frames whose PNG differs from the previous frame's.
  static func measureCatalog(_ catalog: SceneCatalog) throws -> [String: BenchFigure] {
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let scenes = catalog.scenes
    let selections = scenes.map { FrameSelection.all(duration: $0.duration, fps: 30) }
    let frameCount = selections.reduce(0) { $0 + $1.indices.count }
    func renderAll(threads: Int) throws -> (seconds: Double, files: [[[UInt8]]], distinct: Int) {
      let sequences = SequenceRenderer(renderer: renderer, threads: threads)
      var files: [[[UInt8]]] = []
      var distinct = 0
      let clock = ContinuousClock()
      let start = clock.now
      do {
        for (scene, frames) in zip(scenes, selections) {
          let pngs = Mutex([[UInt8]](repeating: [], count: frames.indices.count))
          try sequences.renderRuns(scene, frames: frames, scale: 2, encode: true) { k, frame in
            pngs.withLock { $0[k] = frame.png }
          }
          let sceneFiles = pngs.withLock { $0 }
          distinct += 1 + zip(sceneFiles, sceneFiles.dropFirst()).filter { $0.0 != $0.1 }.count
          files.append(sceneFiles)
        }
      }
      let elapsed = clock.now - start
      return (elapsed.inSeconds, files, distinct)
    }
    let many = try renderAll(threads: ProcessInfo.processInfo.activeProcessorCount)
    let one = try renderAll(threads: 1)
    return [
      "frames": .number(Double(frameCount)), "framesPerSecond": .number(Double(frameCount) / many.seconds),
      "distinctFrames": .number(Double(many.distinct)),
      "oneThreadFramesPerSecond": .number(Double(frameCount) / one.seconds),
      "identicalToOneThread": .flag(many.files == one.files),
    ]
  }
}
