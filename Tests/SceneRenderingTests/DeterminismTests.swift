import Raster
import Drawing
import ImageFormats
import TextShaping
import SceneRendering
import BuiltInScenes
import SwipeScenes
import Testing

/// The same frame gives the same pixels whatever was rendered before it.
struct DeterminismTests {
  @Test func warmAndClearedGlyphCachesGiveTheSamePixels() throws {
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let scene = try #require(SceneCatalog.standard.scene(named: "hero"))
    GlyphCache.shared.removeAll()
    let cold = try renderer.render(scene, at: 8.6, scale: 1)
    let warm = try renderer.render(scene, at: 8.6, scale: 1)
    #expect(cold == warm)
    GlyphCache.shared.removeAll()
    #expect(try renderer.render(scene, at: 8.6, scale: 1) == cold)
  }

  /// A time evaluated alone draws exactly what it draws after the frames before it.
  @Test func aFrameAloneEqualsTheSameFrameInASequence() throws {
    let context = SceneContext(typography: try Typography())
    for scene in SceneCatalog.standard.scenes {
      let alone = scene.displayList(at: 2.2, in: context)
      var last = alone
      for index in 0...66 { last = scene.displayList(at: Double(index) / 30, in: context) }
      #expect(last == alone, "\(scene.name)")
    }
  }

  /// A renderer reuses canvases and their layer buffers. In state-animator at 2×, frame 26
  /// drew a centred label partly outside the layer box it recorded, and that ink stayed in
  /// the spare layer until frame 85 composited it (found by `bench catalog` comparing threads).
  @Test func reusedLayerBuffersLeaveNoResidue() throws {
    let typography = try Typography()
    let scene = try #require(SceneCatalog.standard.scene(named: "state-animator"))
    let reused = FrameRenderer(context: SceneContext(typography: typography))
    _ = try reused.render(scene, at: 26.0 / 30, scale: 2)
    let afterEarlierFrame = try reused.render(scene, at: 85.0 / 30, scale: 2)
    let fresh = try FrameRenderer(context: SceneContext(typography: typography)).render(scene, at: 85.0 / 30, scale: 2)
    let same = afterEarlierFrame == fresh
    #expect(same)
  }

  /// Light and dark differ, and dark never draws the light background.
  @Test func darkAppearanceChangesTheBackground() throws {
    let typography = try Typography()
    let scene = try #require(SceneCatalog.standard.scene(named: "transition-border"))
    let light = try FrameRenderer(context: SceneContext(appearance: .light, typography: typography)).render(scene, at: 0, scale: 1)
    let dark = try FrameRenderer(context: SceneContext(appearance: .dark, typography: typography)).render(scene, at: 0, scale: 1)
    #expect(light.pixel(x: 2, y: 2) == (255, 255, 255, 255))
    #expect(dark.pixel(x: 2, y: 2) == (0, 0, 0, 255))
  }
}

/// Sequences draw each run of equal display lists once; every frame must still be the frame itself.
struct SequenceRunTests {
  /// Expansion-delegate's first second holds a rest and a swipe: each kept frame equals a frame
  /// rendered alone, at one and at two threads, and the rest frames really share one drawing.
  @Test func framesOfRunsEqualFramesRenderedAlone() throws {
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let scene = try #require(SceneCatalog.standard.scene(named: "expansion-delegate"))
    let frames = FrameSelection.all(duration: 1.2, fps: 10)
    let lists = frames.indices.map { scene.displayList(at: frames.time(ofFrame: $0), in: renderer.context) }
    #expect(zip(lists, lists.dropFirst()).contains { $0.0 == $0.1 }, "the test needs a rest run")
    #expect(zip(lists, lists.dropFirst()).contains { $0.0 != $0.1 }, "the test needs motion")
    for threads in [1, 2] {
      let kept = try SequenceRenderer(renderer: renderer, threads: threads)
        .render(scene, frames: frames, scale: 1, into: nil, keepFrames: true)
      #expect(kept.count == frames.indices.count)
      for (k, index) in frames.indices.enumerated() {
        let alone = try renderer.render(scene, at: frames.time(ofFrame: index), scale: 1)
        let same = kept[k] == alone
        #expect(same, "frame \(index) at \(threads) threads")
      }
    }
  }
}
