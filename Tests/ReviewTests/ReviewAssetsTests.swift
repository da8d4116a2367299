import Foundation
import Testing

@testable import Review

/// What the pages are built from: escaping, script-safe JSON, the bundled assets, and the files
/// the preview watcher compares.
struct ReviewAssetsTests {
  @Test func escapingForHTML() {
    #expect(ReviewAssets.escaped("<a href=\"x\">Tom & Jerry</a> 'ok'") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt; 'ok'")
  }

  @Test func scriptJSONCannotEndItsScript() throws {
    let text = try ReviewAssets.scriptJSON(["name": "</script><script>alert(1)</script>"])
    #expect(!text.contains("</"))
    #expect(try JSONDecoder().decode([String: String].self, from: Data(text.utf8)) == ["name": "</script><script>alert(1)</script>"])
  }

  @Test func assetsAreBundledAndAMissingOneIsNamed() throws {
    for name in ["review.css", "preview.js", "report.js"] {
      #expect(try !ReviewAssets.text(name).isEmpty, "\(name)")
    }
    let error = #expect(throws: ReviewError.self) { try ReviewAssets.text("absent.js") }
    #expect(error?.description == "The page asset 'absent.js' is missing from the Review resources: rebuild the package.")
  }

  /// The watcher's signature covers the scene file and each file it names, and changes when one
  /// changes size or goes away (a file that is gone is no longer named).
  @Test func watcherSeesTheSceneAndItsFiles() throws {
    let folder = try PageReading.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.json").path, image = folder.appendingPathComponent("pic.png").path
    try Data("{\"name\": \"x\", \"image\": \"pic.png\", \"title\": \"not a file\"}".utf8).write(to: URL(fileURLWithPath: scene))
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: image))
    let watcher = PreviewWatcher(sceneFile: scene, page: folder.appendingPathComponent("p.html").path, fps: nil, scale: nil, threads: 1)
    let first = watcher.signature()
    #expect(first.keys.sorted() == [image, scene].sorted())
    #expect(first[image]??.last == 3)
    try Data([1, 2, 3, 4]).write(to: URL(fileURLWithPath: image))
    #expect(watcher.signature()[image]??.last == 4)
    try FileManager.default.removeItem(atPath: image)
    let gone = watcher.signature()
    #expect(gone.keys.sorted() == [scene] && gone != first)
  }
}
