import Drawing
import Foundation
import SwipeScenes
import Testing
@testable import SceneRendering

/// Display lists taken frame by frame: a repeat has none, lists may start past the first frame,
/// and building ahead from any frame never builds before the start.
struct FrameListsTests {
  /// A scene whose list changes every third frame of 25 fps, 8 s long: 200 frames.
  static let stepped = DrawnScene(name: "stepped", duration: 8, size: Size(width: 40, height: 20), draw: { time, list in
    let step = Int((time * 25).rounded()) / 3
    list.fill(Rect(x: Double(step % 30), y: 4, width: 8, height: 8), color: .black)
  })

  @Test(arguments: [0, 1, 40, 70, 150, 199])
  func listsFromAStartAreTheScenesWithRepeatsLeftOut(start: Int) throws {
    let scene = Self.stepped
    let frames = FrameSelection.all(duration: scene.duration, fps: 25)
    #expect(frames.indices.count == 200)
    let context = SceneContext(typography: try Typography(), frameDuration: 1.0 / 25)
    let lists = FrameLists(scene: scene, frames: frames, context: context, from: start)
    // Every frame's encode step asks to build ahead, kept frames before the start included.
    for k in 0..<start { lists.buildAhead(after: k) }
    for k in start..<200 {
      let list = lists.take(k)
      lists.buildAhead(after: k)
      let expected = scene.displayList(at: frames.time(ofFrame: frames.indices[k]), in: context)
      // The start always has a list; after it, a frame that repeats the one before (k not a multiple of 3) has none.
      if k == start || k % 3 == 0 {
        #expect(list == expected, "frame \(k)")
      } else {
        #expect(list == nil, "frame \(k)")
      }
    }
  }
}
