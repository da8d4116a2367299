import BuiltInScenes
import Foundation
import SceneRendering
import SwipeScenes
import Testing

/// One frame and one contact sheet, written by one call each.
struct FrameMomentTests {
  static let renderer = (try? Typography()).map { FrameRenderer(context: SceneContext(typography: $0)) }

  /// A path in a folder that does not exist yet.
  func freshPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("moment-\(UUID().uuidString)/a/\(name)").path
  }

  @Test func writeFrameCreatesTheFolderAndEqualsTheRenderedFrame() throws {
    let renderer = try #require(Self.renderer)
    let scene = try #require(SceneCatalog.standard.scene(named: "transition-drag"))
    let path = freshPath("frame.png")
    let written = try renderer.writeFrame(of: scene, at: .time(1.2), scale: 1, to: path)
    #expect(written == (try renderer.render(scene, at: 1.2, scale: 1)))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func onlySwipeScenesHoldAnOffset() throws {
    let renderer = try #require(Self.renderer)
    let swipe = try #require(SceneCatalog.standard.scene(named: "transition-drag"))
    let held = try renderer.inspection(of: swipe, at: .offset(-80, touchX: nil))
    #expect(held.text.contains("-80"))
    let other = try #require(SceneCatalog.standard.scenes.first { !($0 is SwipeScene) })
    #expect(throws: RenderError.self) { try renderer.render(other, at: .offset(-80, touchX: nil), scale: 1) }
    #expect(throws: RenderError.self) { try renderer.inspection(of: other, at: .offset(-80, touchX: nil)) }
  }

  @Test func contactSheetHonoursColumnsAndCreatesTheFolder() throws {
    let renderer = try #require(Self.renderer)
    let scene = try #require(SceneCatalog.standard.scene(named: "transition-drag"))
    let path = freshPath("sheet.png")
    let sheet = try renderer.writeContactSheet(of: scene, times: [0, 0.5, 1, 1.5, 2], columns: 2, scale: 0.5, to: path)
    #expect(sheet.columns == 2 && sheet.rows == 3)
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
