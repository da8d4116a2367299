import Foundation
import Raster
import Drawing
import TextShaping
import Testing
import BuiltInScenes
import JSONText
@testable import SwipeScenes

/// The StateAnimator scene's display list against docs/onboarding-stateanimator-preview.md §2.5 and §2.10, on 375 × 667.
///
/// The scene taps at 0.5 s (collapsed → expanded), 1.5 s (→ fully expanded), 2.5 s (→ expanded)
/// and 3.5 s (→ collapsed).
struct StateAnimatorDrawingTests {
  let context: SceneContext
  let scene = StateAnimatorScene.stateAnimator
  /// The collapsed card (and the white card behind it): 3/4 W wide, H/1.8 tall, centred.
  let collapsed = Rect(x: 375 / 8, y: (667 - 667 / 1.8) / 2, width: 375 * 3 / 4, height: 667 / 1.8)
  /// The expanded white card: 9/10 W wide, H/1.5 tall, 140 from the top.
  let expandedSheet = Rect(x: 375 / 20, y: 140, width: 375 * 9 / 10, height: 667 / 1.5)

  init() throws {
    context = SceneContext(typography: try Typography())
  }

  /// The white card: the only fill in plain white.
  func sheet(at time: Double, in context: SceneContext) throws -> ProbedFill {
    try #require(DisplayListProbe(scene.displayList(at: time, in: context)).fills(of: .white).first)
  }

  /// The photo card's top: the sky half of its rounded base.
  func cardTop(at time: Double) throws -> Double {
    try #require(DisplayListProbe(scene.displayList(at: time, in: context)).fills(of: CityPhoto.sky).first).bounds.minY
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.3: C→E moves the card's top from 148.2 to 100 over 0.1 s easeInOut: 124.1 halfway.
  @Test func cardMovesUpOnEaseInOut() throws {
    #expect(abs(try cardTop(at: 0) - collapsed.minY) < 1e-9)
    #expect(abs(try cardTop(at: 0.55) - (collapsed.minY + 100) / 2) < 1e-6)
    #expect(abs(try cardTop(at: 0.6) - 100) < 1e-9)
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.4: the white card is halfway in every component at 0.1 s and in place at 0.2 s.
  @Test func whiteCardGrowsBehind() throws {
    #expect(isClose(try sheet(at: 0, in: context).bounds, collapsed))
    let halfway = Rect(
      minX: (collapsed.minX + expandedSheet.minX) / 2, minY: (collapsed.minY + expandedSheet.minY) / 2,
      maxX: (collapsed.maxX + expandedSheet.maxX) / 2, maxY: (collapsed.maxY + expandedSheet.maxY) / 2)
    #expect(isClose(try sheet(at: 0.6, in: context).bounds, halfway, tolerance: 1e-6))
    #expect(isClose(try sheet(at: 0.7, in: context).bounds, expandedSheet))
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.5: the gray title fades in on easeInOut over 0.4 s: about 0.129 at 0.1 s, then opaque.
  @Test func titleFadesIn() throws {
    let gray = Color(red: 0.7, green: 0.7, blue: 0.7)
    let early = try #require(DisplayListProbe(scene.displayList(at: 0.6, in: context)).texts.first { $0.color == gray })
    #expect(abs((early.opacities.last ?? 1) - 0.1292) < 0.0005)
    let settled = try #require(DisplayListProbe(scene.displayList(at: 0.9, in: context)).texts.first { $0.color == gray })
    #expect(settled.opacities.isEmpty)
    #expect(settled.text.lines.count == 1)
    #expect(abs(settled.origin.x + settled.text.bounds.midX - 187.5) < 1e-6)
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.6–7: fully expanded, the title is black at once and the body text shows only from 0.2 s,
  /// fading in on easeIn over 0.1 s (0.3154 halfway).
  @Test func fullyExpandedShowsBodyAfterTheTitle() throws {
    func bodyText(at time: Double) -> ProbedText? {
      DisplayListProbe(scene.displayList(at: time, in: context)).texts.first { $0.color == .black && $0.text.lines.count > 1 }
    }
    #expect(bodyText(at: 1.65) == nil)
    let appearing = try #require(bodyText(at: 1.75))
    #expect(abs((appearing.opacities.last ?? 1) - 0.3154) < 0.0005)
    #expect(bodyText(at: 1.9)?.opacities.isEmpty == true)
    let title = DisplayListProbe(scene.displayList(at: 1.5 + 1.0 / 30, in: context)).texts.filter { $0.text.lines.count == 1 }
    #expect(title.map(\.color) == [.black])
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.1: at rest the card has the small shadow, the large one from the first frame after the tap.
  @Test func shadowSnapsAtTheTap() throws {
    func shadowReach(at time: Double) throws -> Double {
      let fills = DisplayListProbe(scene.displayList(at: time, in: context)).fills.filter { $0.color.red == 0 && $0.color.alpha < 0.5 }
      return try #require(fills.first).bounds.maxY
    }
    // The outermost layer reaches 2σ = the radius below the card's bottom plus the offset.
    #expect(abs(try shadowReach(at: 0) - (collapsed.maxY + 4 + 5)) < 1e-9)
    let card = try cardTop(at: 0.5 + 1.0 / 30)
    #expect(abs(try shadowReach(at: 0.5 + 1.0 / 30) - (card + 667 / 1.8 + 20 + 20)) < 1e-9)
  }

  /// Dark appearance gives the white card iOS's elevated dark background.
  @Test func darkAppearanceChangesTheCard() throws {
    var dark = context
    dark.appearance = .dark
    let list = scene.displayList(at: 1, in: dark)
    #expect(DisplayListProbe(list).fills(of: .white).isEmpty)
    #expect(!DisplayListProbe(list).fills(of: Color(red255: 28, green255: 28, blue255: 30)).isEmpty)
  }

  /// The inspection reports the state, the group timings and every view's frame.
  @Test func inspectionReportsStateGroupsAndViews() throws {
    guard case .object(let json) = scene.inspection(at: 0.6, in: context), case .array(let groups) = json["groups"],
      case .array(let views) = json["views"]
    else {
      Issue.record("missing fields")
      return
    }
    #expect(json["scene"] == .string("state-animator"))
    #expect(json["state"] == .string("expanded"))
    #expect(views.count == StateAnimatorDemo.views.count)
    let keys = groups.compactMap { group -> JSONValue? in
      guard case .object(let members) = group else { return nil }
      return members["key"]
    }
    #expect(keys.contains(.string("easeInOut|0.1")) && keys.contains(.string("easeInOut|0.4")))
  }
}
