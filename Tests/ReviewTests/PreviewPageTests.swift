import Drawing
import Foundation
import PNGDecoding
import Review
import Testing

/// Preview pages of ``TinyScene`` read back from the file: its frames decoded by libpng (not the
/// package's encoder) and compared with the colours the scene paints, its states, its moments and
/// its version. The browser tests (Tests/Browser) drive a page's scrubber, playback and watch;
/// these check what the page holds.
struct PreviewPageTests {
  struct Meta: Decodable, Equatable {
    struct Moment: Decodable, Equatable {
      var name: String
      var time: Double
      var frame: Int
    }
    var name: String
    var source: String
    var fps: Double
    var scale: Double
    var moments: [Moment]
    var watch: String?
  }

  struct Frame {
    var image: String
    var state: String
  }

  /// Each `FRAMES[i]=…;STATES[i]=…;` line of `page`, by index, and the lines themselves.
  func frames(of page: String) throws -> (frames: [Int: Frame], lines: [String]) {
    var frames: [Int: Frame] = [:]
    let lines = page.split(separator: "\n").filter { $0.hasPrefix("FRAMES[") }.map(String.init)
    for line in lines {
      let index = try #require(Int(line.dropFirst(7).prefix { $0 != "]" }))
      let image = try #require(line.range(of: "]="))
      let states = try #require(line.range(of: ";STATES[\(index)]="))
      #expect(frames[index] == nil, "frame \(index) written twice")
      frames[index] = Frame(image: String(line[image.upperBound..<states.lowerBound]), state: String(line[states.upperBound...].dropLast()))
    }
    return (frames, lines)
  }

  func write(_ page: PreviewPage, threads: Int = 2, watching: Bool = false) throws -> (page: String, version: String, path: String) {
    let folder = try PageReading.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pages/tiny.html").path
    let version = try page.write(to: path, watching: watching, threads: threads)
    return (try String(contentsOfFile: path, encoding: .utf8), version, path)
  }

  @Test func everyFrameShowsTheSceneAtItsTime() throws {
    let preview = PreviewPage(scene: TinyScene(), source: "tiny.json")
    #expect(preview.fps == 10 && preview.scale == 2)
    #expect(preview.frameCount == 10)
    let (page, _, _) = try write(preview)
    #expect(page.contains("tiny.json · 10 frames at 10 fps"))
    let (frames, _) = try frames(of: page)
    #expect(frames.keys.sorted() == Array(0..<10))
    var images: [Int: String] = [:]
    for i in 0..<10 {
      let frame = try #require(frames[i])
      let time = Double(i) / 10
      // A frame equal to the one before it names the frame that holds its image.
      if let earlier = Int(frame.image) {
        #expect(earlier < i && TinyScene.colour(at: Double(earlier) / 10).rgb == TinyScene.colour(at: time).rgb)
        images[i] = images[earlier]
      } else {
        let url = try JSONDecoder().decode(String.self, from: Data(frame.image.utf8))
        #expect(url.hasPrefix("data:image/png;base64,"))
        images[i] = url
      }
      let url = try #require(images[i])
      let png = try #require(Data(base64Encoded: String(url.dropFirst(22))))
      let bitmap = try Bitmap(pngData: Array(png), maximumPixels: 10_000)
      #expect(bitmap.width == 60 && bitmap.height == 40, "frame \(i) at scale 2")
      let expected = Array((0..<2400).map { _ in TinyScene.colour(at: time).rgb + [255] }.joined())
      #expect(bitmap.pixels == expected, "frame \(i) at \(time) s")
      let state = try JSONDecoder().decode(String.self, from: Data(frame.state.utf8))
      let object = try #require(try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any])
      #expect(object["colour"] as? String == TinyScene.colour(at: time).name)
      #expect(abs((object["time"] as? Double ?? -1) - time) < 1e-6)
    }
    // Red (0–0.2 s), blue (0.3–0.6 s) and green (0.7–0.9 s): three images, written once each.
    #expect(frames.values.filter { $0.image.hasPrefix("\"data:") }.count == 3)
  }

  @Test func momentsAndMetadata() throws {
    let (page, _, path) = try write(PreviewPage(scene: TinyScene(), source: "tiny.json", fps: 10, scale: 1), watching: true)
    let meta = try PageReading.json(Meta.self, in: page, after: "window.PREVIEW = ", before: "; window.FRAMES")
    // Frames round(t·fps), within the page: 0.34 s → 3.4 → 3; 0.96 s → 9.6 → 10, past the last, so 9.
    #expect(
      meta.moments == [
        .init(name: "start", time: 0, frame: 0), .init(name: "blue", time: 0.34, frame: 3), .init(name: "end", time: 0.96, frame: 9),
      ])
    #expect(meta.name == "tiny" && meta.source == "tiny.json" && meta.fps == 10 && meta.scale == 1)
    #expect(meta.watch == "tiny.watch.js")
    #expect(PreviewPage.watchFile(for: path) == String(path.dropLast(5)) + ".watch.js")
    #expect(PreviewPage.watchFile(for: "out/page") == "out/page.watch.js")
    let unwatched = try write(PreviewPage(scene: TinyScene(), source: "tiny.json", scale: 1)).page
    #expect(try PageReading.json(Meta.self, in: unwatched, after: "window.PREVIEW = ", before: "; window.FRAMES").watch == nil)
  }

  /// A scene name and source with HTML's special characters, `</script>` among them, leave the
  /// page whole: every tag closes in order and nothing is loaded from a URL.
  @Test func pageIsSelfContainedHTML() throws {
    var scene = TinyScene()
    scene.name = "tiny</script><b>&\"x"
    let (page, _, _) = try write(PreviewPage(scene: scene, source: "a<b>&c.json", scale: 1))
    #expect(PageReading.problems(page) == [])
    #expect(page.contains("<title>tiny&lt;/script&gt;&lt;b&gt;&amp;&quot;x: preview</title>"))
    #expect(page.contains("a&lt;b&gt;&amp;c.json"))
    #expect(page.components(separatedBy: "</script>").count == page.components(separatedBy: "<script>").count)
    #expect(page.hasSuffix("</html>\n"))
    let meta = try PageReading.json(Meta.self, in: page, after: "window.PREVIEW = ", before: "; window.FRAMES")
    #expect(meta.name == scene.name && meta.source == "a<b>&c.json")
  }

  /// The version is the FNV-1a digest of the frame lines, the same on any number of threads, and
  /// another when a frame changes.
  @Test func versionDigestsTheFrames() throws {
    #expect(PageReading.fnv1a([]) == "cbf29ce484222325" && PageReading.fnv1a(Array("a".utf8)) == "af63dc4c8601ec8c")
    #expect(PageReading.fnv1a(Array("foobar".utf8)) == "85944171f73967e8")
    let preview = PreviewPage(scene: TinyScene(), source: "tiny.json", scale: 1)
    let one = try write(preview, threads: 1), three = try write(preview, threads: 3)
    let lines = try frames(of: one.page).lines
    #expect(lines.count == 10)
    #expect(one.version == PageReading.fnv1a(Array(lines.map { $0 + "\n" }.joined().utf8)))
    #expect(one.page.contains("PREVIEW.version = \"\(one.version)\";"))
    #expect(three.page == one.page && three.version == one.version)
    var later = TinyScene()
    later.duration = 1.1
    #expect(try write(PreviewPage(scene: later, source: "tiny.json", scale: 1)).version != one.version)
  }

  @Test func tooManyFramesAreRefusedBeforeWriting() throws {
    var long = TinyScene()
    long.name = "long"
    long.duration = 121
    let folder = try PageReading.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("long.html").path
    let error = #expect(throws: ReviewError.self) {
      try PreviewPage(scene: long, source: "long.json", fps: 30, scale: 1).write(to: path, watching: false, threads: 1)
    }
    // 121 s at 30 fps.
    #expect(error?.description == "A preview of 'long' would hold 3630 frames, over the limit of 3600: give a lower --fps.")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func watchFileCarriesVersionAndError() throws {
    let folder = try PageReading.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("p.html").path
    struct Update: Decodable, Equatable {
      var version: String
      var error: String?
    }
    try PreviewPage.writeWatchFile(for: page, version: "1f2e", error: "Bad </script> & <b>")
    let text = try String(contentsOfFile: folder.appendingPathComponent("p.watch.js").path, encoding: .utf8)
    #expect(!text.contains("</"))
    let prefix = "window.previewWatch && window.previewWatch("
    #expect(text.hasPrefix(prefix) && text.hasSuffix(");\n"))
    #expect(try PageReading.json(Update.self, in: text, after: prefix, before: ");\n") == Update(version: "1f2e", error: "Bad </script> & <b>"))
    try PreviewPage.writeWatchFile(for: page, version: "2a", error: nil)
    let again = try String(contentsOfFile: folder.appendingPathComponent("p.watch.js").path, encoding: .utf8)
    #expect(try PageReading.json(Update.self, in: again, after: prefix, before: ");\n") == Update(version: "2a", error: nil))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["p.watch.js"])
  }
}
