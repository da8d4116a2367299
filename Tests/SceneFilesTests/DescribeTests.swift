import BuiltInScenes
import Foundation
import SwipeScenes
import Testing

@testable import SceneFiles

/// `scene check`'s summary: name, kind, duration, canvas, rows, actions per side, gestures.
struct DescribeTests {
  @Test func archiveExample() throws {
    let scene = try SceneFile.load(contentsOf: packageRoot.appendingPathComponent("Examples/archive.json"))
    #expect(
      SceneFile.describe(scene) == """
        name: archive
        kind: swipe
        duration: 2.6 s
        canvas: 390 × 192 pt
        render: scale 2, 30 fps, light
        rows: 2 (mail), swipe row 0 (96 pt tall)
        left: none
        right: 2 actions: Archive, Delete (border)
        gestures: 2: pan 0.4–0.8 s by -180 pt, tap 'Archive' at 1.6 s

        """)
  }

  @Test func hero() {
    let text = SceneFile.describe(SwipeScene.hero)
    #expect(text.contains("kind: swipe\nduration: 13.28 s\ncanvas: 519.63 × 361.85 pt\nrender: scale 2, 30 fps, light\n"))
    #expect(text.contains("left: 1 action: Unread (border, expands, toggles)\n"))
    #expect(text.contains("right: 3 actions: Delete, Flag, More (border, expands)\n"))
    #expect(text.contains("gestures: 5: pan "))
    #expect(text.contains("tap 'Read' at 5.906 s"))
  }

  /// A scene of several swipeable rows lists each row's sides and every row's own gestures in
  /// time order (not the hides one row's pan gives the others).
  @Test func severalRows() {
    let text = SceneFile.describe(SwipeScene.mgswipeDemo)
    #expect(text.contains("swipeable rows: 0, 1\n"))
    #expect(text.contains("row 0 left: 3 actions: check, fav, menu (border, MGSwipe)\n"))
    #expect(text.contains("row 1 left: 3 actions: check, fav, menu (border, expands, MGSwipe)\n"))
    #expect(text.contains("gestures: 5: row 0 pan 0.4–1.1 s by 102 pt, row 1 pan 1.9–2.4 s by -42 pt, row 1 pan 3–4.1 s"))
  }

  @Test func onboarding() throws {
    let scene = try #require(OnboardingScene.all.last)
    #expect(
      SceneFile.describe(scene) == """
        name: onboarding-leave-early
        kind: onboarding
        duration: 4 s
        canvas: 375 × 667 pt
        render: scale 2, 30 fps, light
        rows: the demo app's table, hint on its first row
        trailing: 2 actions: Delete, Amend
        hint: initial delay 1 s, duration 2.5 s, halfway delay 0.5 s, tap at 1.5 s

        """)
  }

  /// StateAnimator and collection-preview scenes get their kind's file name, then their views,
  /// states and requests, or the preview's moves.
  @Test func componentKinds() throws {
    let scene = try #require(CollectionPreviewScene.all.first)
    let text = SceneFile.describe(scene)
    #expect(text.hasPrefix("name: collection-preview\nkind: collectionPreview\nduration: 2.25 s\n"))
    #expect(text.hasSuffix("preview: open item 4 at 0.5 s, close at 1.5 s\n"))
    let card = try SceneFile.load(contentsOf: packageRoot.appendingPathComponent("Examples/expanding-card.json"))
    #expect(
      SceneFile.describe(card).hasSuffix(
        """
        kind: stateAnimator
        duration: 3.4 s
        canvas: 390 × 420 pt
        render: scale 2, 30 fps, light
        5 views: backdrop, card, header, badge, steps
        2 states: collapsed, expanded, initially collapsed
        requests: 2: expanded at 0.5 s, collapsed at 2.2 s

        """))
  }
}
