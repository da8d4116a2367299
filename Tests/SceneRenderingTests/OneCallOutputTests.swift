import Drawing
import Foundation
import ImageFormats
import Raster
import SceneRendering
import SwipeScenes
import Testing

/// The one-call outputs a user's code writes: a scene value to a GIF, frames and APNG, one frame
/// or a contact sheet, into folders that do not exist yet.
struct OneCallOutputTests {
  /// A user's own two-row scene: swiped open by 150 pt at 0.2 s, 1 s long.
  var scene: SwipeScene {
    let rows = [TableRow(title: "First"), TableRow(style: .value1, title: "Second", detail: "2")]
    let side = SwipeSide(actions: [SwipeAction(title: "Delete", style: .destructive)], options: SwipeOptions())
    let cell = SwipeCellConfiguration(width: 320, height: rows[0].naturalHeight, right: side)
    return SwipeScene(
      name: "user-cell", summary: "", duration: 1, rows: rows,
      timeline: SwipeTimeline(configuration: cell, gestures: [.swipe(at: 0.2, by: -150, cellWidth: 320, y: 22)]),
      renderingDefaults: RenderingDefaults(scale: 1, frameRate: 20))
  }

  func freshFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("one-call-\(UUID().uuidString)/out").path
  }

  /// `.all` at the scene's 20 fps: 20 PNG frames and a 20-frame APNG, and a GIF at 20 fps
  /// (five hundredths a frame, which GIF times exactly), in a folder the call creates.
  @Test func allOutputsInOneCall() throws {
    let folder = freshFolder()
    let reports = try scene.render(.all, into: folder)
    #expect(reports.count == 1)
    let frames = try FileManager.default.contentsOfDirectory(atPath: folder + "/user-cell")
    #expect(frames.count == 20)
    #expect(FileManager.default.fileExists(atPath: folder + "/user-cell.gif"))
    #expect(FileManager.default.fileExists(atPath: folder + "/user-cell.png"))
    #expect(try Pixmap(pngFile: folder + "/user-cell/frame-0000.png").width == 320)
  }

  /// 30 fps cannot be timed in hundredths: the GIF is a second pass at 100/3 fps, the rest stays at 30.
  @Test func aGIFRateOfItsOwnIsASecondPass() throws {
    let reports = try scene.render(.all, into: freshFolder(), fps: 30)
    #expect(reports.map(\.frameCount) == [30, 34])
    #expect(reports[0].gif == nil && reports[1].gif != nil && reports[1].framesFolder == nil)
  }

  /// One frame and a contact sheet, each into a folder that does not exist yet.
  @Test func oneFrameAndASheet() throws {
    let folder = freshFolder()
    try scene.writeFrame(at: 0.9, to: folder + "/frame.png", scale: 2)
    let frame = try Pixmap(pngFile: folder + "/frame.png")
    #expect(frame.width == 640 && frame.height == 2 * Int(scene.size.height))
    try scene.writeContactSheet(to: folder + "/sheet/sheet.png", times: [0, 0.5, 0.9])
    #expect(FileManager.default.fileExists(atPath: folder + "/sheet/sheet.png"))
  }
}
