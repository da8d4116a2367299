import Testing
@testable import SwipeScenes

/// docs/swipecellkit.md §5: targets, triggers and shouldExpand at their edges.
struct ExpansionTests {
  /// docs/swipecellkit.md §5.1's table: max(P + 20, raw).
  @Test(arguments: [
    (414.0, 222.0, 384.0, 242.0), (375, 222, 345, 242), (320, 222, 290, 242), (414, 74, 384, 207), (375, 74, 345, 187.5),
    (320, 74, 290, 160),
  ])
  func targets(width: Double, exposed: Double, destructive: Double, selection: Double) {
    #expect(SwipeExpansionStyle.destructive.targetOffset(cellWidth: width, fullyExposedWidth: exposed) == destructive)
    #expect(SwipeExpansionStyle.selection.targetOffset(cellWidth: width, fullyExposedWidth: exposed) == selection)
  }

  /// A target below P + 20 is raised to it: W = 200, P = 222 → 242.
  @Test func minimumOverscroll() {
    #expect(SwipeExpansionStyle.destructive.targetOffset(cellWidth: 200, fullyExposedWidth: 222) == 242)
  }

  func probe(
    translation: Double = -250, offset: Double = -250, touchX: Double, orientation: SwipeActionsOrientation = .right
  ) -> ExpansionProbe {
    ExpansionProbe(
      panTranslation: translation, previousOffset: offset, fullyExposedWidth: 222, cellWidth: 414,
      orientation: orientation, touchX: touchX, referenceWidth: 414)
  }

  /// `.touchThreshold(0.8)` on 414 pt: right side needs x < 82.8, left side x > 331.2.
  @Test func touchThresholdEdges() {
    let style = SwipeExpansionStyle.destructive
    #expect(style.shouldExpand(probe(touchX: 82.79)))
    #expect(!style.shouldExpand(probe(touchX: 82.81)))
    #expect(style.shouldExpand(probe(translation: 250, offset: 250, touchX: 331.21, orientation: .left)))
    #expect(!style.shouldExpand(probe(translation: 250, offset: 250, touchX: 331.19, orientation: .left)))
  }

  /// `.overscroll(30)`: |offset| > P + 30 = 252.
  @Test func overscrollEdges() {
    let style = SwipeExpansionStyle.fill
    #expect(!style.shouldExpand(probe(offset: -252, touchX: 300)))
    #expect(style.shouldExpand(probe(offset: -252.5, touchX: 300)))
  }

  /// The 8-pt minimum translation and floor(|offset|) > P.
  @Test func minimumTranslationAndFullExposure() {
    let style = SwipeExpansionStyle.destructive
    #expect(!style.shouldExpand(probe(translation: -8, touchX: 10)))
    #expect(style.shouldExpand(probe(translation: -8.01, touchX: 10)))
    #expect(!style.shouldExpand(probe(offset: -222.9, touchX: 10)))
    #expect(style.shouldExpand(probe(offset: -223, touchX: 10)))
  }

  /// Past the target: floor(|offset|) > 384 expands without a trigger; 384.9 floors to 384 and does not.
  @Test func targetEdge() {
    let style = SwipeExpansionStyle.destructive
    #expect(!style.shouldExpand(probe(offset: -384.9, touchX: 300)))
    #expect(style.shouldExpand(probe(offset: -385, touchX: 300)))
  }

  /// docs/swipecellkit.md §8: ScaleAndAlphaExpansion's schedule for [Flag, More]: out at 0 and 0.1 s, back More 0.1 then Flag 0.2 s.
  @Test func scaleAndAlphaSchedule() {
    let delegate = ScaleAndAlphaExpansion.default
    let out = delegate.otherButtonAnimations(expanding: true, otherButtonCount: 2)
    #expect(out.map(\.delay) == [0, 0.1])
    #expect(out.allSatisfy { $0.scale == 0.8 && $0.alpha == 0 && $0.timing?.duration == 0.15 })
    let back = delegate.otherButtonAnimations(expanding: false, otherButtonCount: 2)
    #expect(back.map(\.delay) == [0.2, 0.1])
    #expect(back.allSatisfy { $0.scale == 1 && $0.alpha == 1 })
    #expect(delegate.animationTimingParameters(buttonCount: 3, expanding: true) == ExpansionTiming(duration: 0.6, delay: 0.1))
    #expect(delegate.animationTimingParameters(buttonCount: 3, expanding: false) == ExpansionTiming(duration: 0.6, delay: 0))
  }

  /// docs/swipecellkit.md §7: ScaleTransition snaps to 0.8 from 0, pops crossing 0.5 up, shrinks crossing down; the rules are independent.
  @Test func scaleTransitionRules() {
    let transition = ScaleTransition.default
    func changes(_ old: Double, _ new: Double) -> [ButtonAnimation] {
      transition.didTransition(
        SwipeActionTransitioningContext(actionIdentifier: nil, oldPercentVisible: old, newPercentVisible: new))
    }
    #expect(changes(0, 0.3) == [ButtonAnimation(scale: 0.8, timing: nil)])
    #expect(changes(0.49, 0.5) == [ButtonAnimation(scale: 1, timing: .easeInOut(0.15))])
    #expect(changes(0.5, 0.49) == [ButtonAnimation(scale: 0.8, timing: .easeInOut(0.15))])
    #expect(changes(0.6, 0.9).isEmpty)
    // Uncovered from nothing straight past the threshold (a release's single jump): snap, then pop.
    #expect(changes(0, 1) == [ButtonAnimation(scale: 0.8, timing: nil), ButtonAnimation(scale: 1, timing: .easeInOut(0.15))])
  }

  /// ScaleAndAlpha is automatic for a clear expandable action and absent for a coloured one.
  @Test func automaticExpansionDelegate() {
    let options = SwipeOptions(expansionStyle: .destructive)
    #expect(options.resolvedExpansionDelegate(expandable: SwipeAction(title: "T", backgroundColor: .clear)) != nil)
    #expect(options.resolvedExpansionDelegate(expandable: SwipeAction(title: "T")) == nil)
  }
}
