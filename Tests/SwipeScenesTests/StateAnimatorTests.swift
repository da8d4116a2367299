import Foundation
import Raster
import Drawing
import TextShaping
import Testing
import BuiltInScenes
@testable import SwipeScenes

/// Numbers from docs/onboarding-stateanimator-preview.md §2 (tables in §2.5, timeline
/// in docs/onboarding-stateanimator-preview.md §2.7, checks in §2.10). The scene taps at 0.5 (C→E), 1.5 (E→F), 2.5 (F→E), 3.5 (E→C).
struct StateAnimatorTests {
  typealias T = StateAnimator.Transition
  static let demo = StateAnimatorScene.stateAnimator.component

  /// The spec's frames, (x, y, width, height), on screen unless noted.
  static let card = [
    "C": Rect(x: 46.875, y: 148.222, width: 281.25, height: 370.556),
    "E": Rect(x: 46.875, y: 100, width: 281.25, height: 370.556),
    "F": Rect(x: 0, y: 0, width: 375, height: 200),
  ]
  static let sheet = [
    "C": Rect(x: 46.875, y: 148.222, width: 281.25, height: 370.556),
    "E": Rect(x: 18.75, y: 140, width: 337.5, height: 444.667),
    "F": Rect(x: 0, y: 200, width: 375, height: 467),
  ]
  /// The title's frame relative to the white card.
  static let label = [
    "C": Rect(x: 20, y: 290.556, width: 241.25, height: 40),
    "E": Rect(x: 20, y: 364.667, width: 297.5, height: 40),
    "F": Rect(x: 38.75, y: 20, width: 297.5, height: 40),
  ]

  static func close(_ a: Rect, _ b: Rect, within tolerance: Double = 0.5) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
      && abs(a.height - b.height) <= tolerance
  }

  static func view(_ name: String, at time: Double) -> StateAnimatorState.View? {
    demo.state(at: time).views.first { $0.name == name }
  }

  /// An independent ease-in-out: solve x(u) = x by bisection on the Bézier (0.42, 0), (0.58, 1).
  static func easeInOut(_ x: Double) -> Double {
    func bez(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if bez(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, 0, 1)
  }

  @Test func tapCycle() {
    #expect(StateAnimatorDemo.states(afterTaps: 5) == [.expanded, .fullyExpanded, .expanded, .collapsed, .expanded])
    #expect(StateAnimatorDemo.states(afterTaps: 8).suffix(4) == [.expanded, .fullyExpanded, .expanded, .collapsed])
  }

  /// Every view at the start and the end of every transition matches the tables.
  @Test(arguments: [
    (0.5, "C", "E", 0.1, 0.2, 0.4), (1.5, "E", "F", 0.2, 0.2, 0.2), (2.5, "F", "E", 0.1, 0.2, 0.4),
    (3.5, "E", "C", 0.2, 0.22, 0.2),
  ])
  func framesAtStartAndEnd(tap: Double, from: String, to: String, cardTime: Double, sheetTime: Double, labelTime: Double) throws {
    let cardStart = try #require(Self.view("firstView", at: tap)), cardEnd = try #require(Self.view("firstView", at: tap + cardTime))
    #expect(Self.close(cardStart.screenFrame, try #require(Self.card[from])))
    #expect(Self.close(cardEnd.screenFrame, try #require(Self.card[to])))
    let sheetStart = try #require(Self.view("secondView", at: tap)), sheetEnd = try #require(Self.view("secondView", at: tap + sheetTime))
    #expect(Self.close(sheetStart.screenFrame, try #require(Self.sheet[from])))
    #expect(Self.close(sheetEnd.screenFrame, try #require(Self.sheet[to])))
    let labelStart = try #require(Self.view("label", at: tap)), labelEnd = try #require(Self.view("label", at: tap + labelTime))
    #expect(Self.close(labelStart.frame, try #require(Self.label[from])))
    #expect(Self.close(labelEnd.frame, try #require(Self.label[to])))
    // Just before the end the card is still moving, so the end time is the real one.
    let before = try #require(Self.view("firstView", at: tap + cardTime - 0.01))
    #expect(!Self.close(before.screenFrame, try #require(Self.card[to]), within: 0.01))
  }

  @Test func collapsedAtLaunch() throws {
    let state = Self.demo.state(at: 0)
    #expect(state.state == "collapsed" && state.requests == 0 && state.groups.isEmpty)
    let card = try #require(Self.view("firstView", at: 0))
    #expect(card.cornerRadius == 4)
    #expect(card.shadow == StateAnimator.Shadow(color: .black, opacity: 0.4, offset: Size(width: 0, height: 4), radius: 5))
    let label = try #require(Self.view("label", at: 0)), text = try #require(Self.view("textView", at: 0))
    #expect(label.isHidden && label.alpha == 0 && text.isHidden)
    #expect(Self.close(text.frame, Rect(x: 20, y: 346.556, width: 241.25, height: 14), within: 0.01))
    let photo = try #require(Self.view("photo", at: 0))
    #expect(photo.frame == Rect(x: 0, y: 0, width: card.frame.width, height: card.frame.height))
    #expect(photo.screenFrame == card.screenFrame)
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.3–5: C→E halfway points, snapped shadow and colour, the title's fade.
  @Test func collapsedToExpanded() throws {
    let tap = 0.5
    let card = try #require(Self.view("firstView", at: tap + 0.05))
    #expect(abs(card.screenFrame.y - 124.111) < 0.01)
    #expect(try #require(Self.view("firstView", at: tap)).shadow.radius == 20)
    let sheet = try #require(Self.view("secondView", at: tap + 0.1))
    let (c, e) = (try #require(Self.sheet["C"]), try #require(Self.sheet["E"]))
    #expect(Self.close(sheet.screenFrame, c.interpolated(to: e, by: 0.5), within: 0.01))
    #expect(abs(sheet.cornerRadius - 7) < 1e-9)
    for (dt, alpha) in [(0.0, 0.0), (0.1, Self.easeInOut(0.25)), (0.2, 0.5), (0.4, 1.0)] {
      let label = try #require(Self.view("label", at: tap + dt))
      #expect(!label.isHidden && abs(label.alpha - alpha) < 1e-6)
      #expect(label.textColor == Color(red: 0.7, green: 0.7, blue: 0.7))
    }
    #expect(abs(Self.easeInOut(0.25) - 0.129) < 0.001)
    let settled = try #require(Self.view("label", at: tap + 0.4))
    #expect(abs(settled.screenFrame.midY - 524.667) < 0.01)
    #expect(abs(settled.screenFrame.x - 38.75) < 0.01)
    #expect(try #require(Self.view("textView", at: tap + 0.4)).isHidden)
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.6–7: E→F settles together at 0.2; the body text fades in on ease-in from 0.2 to 0.3.
  @Test func expandedToFullyExpanded() throws {
    let tap = 1.5
    let card = try #require(Self.view("firstView", at: tap))
    #expect(card.shadow == .none)
    #expect(try #require(Self.view("label", at: tap)).textColor == .black)
    #expect(try #require(Self.view("secondView", at: tap + 0.2)).cornerRadius == 0)
    for dt in stride(from: 0.0, to: 0.2, by: 1.0 / 60) {
      #expect(try #require(Self.view("textView", at: tap + dt)).isHidden)
    }
    let appearing = try #require(Self.view("textView", at: tap + 0.2))
    #expect(!appearing.isHidden && appearing.alpha == 0)
    #expect(Self.close(appearing.screenFrame, Rect(x: 20, y: 276, width: 335, height: 381), within: 0.01))
    #expect(abs(try #require(Self.view("textView", at: tap + 0.25)).alpha - 0.3154) < 0.0001)
    #expect(try #require(Self.view("textView", at: tap + 0.3)).alpha == 1)
    let label = try #require(Self.view("label", at: tap + 0.2))
    #expect(Self.close(label.screenFrame, Rect(x: 38.75, y: 220, width: 297.5, height: 40), within: 0.01))
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.8: F→E hides the body text at once; the title restarts from alpha 0, in gray.
  @Test func fullyExpandedToExpanded() throws {
    let tap = 2.5
    #expect(try #require(Self.view("textView", at: tap)).isHidden)
    let label = try #require(Self.view("label", at: tap))
    #expect(label.alpha == 0 && label.textColor == Color(red: 0.7, green: 0.7, blue: 0.7))
    let settled = try #require(Self.view("label", at: tap + 0.4))
    #expect(settled.alpha == 1)
    #expect(Self.close(settled.screenFrame, Rect(x: 38.75, y: 504.667, width: 297.5, height: 40), within: 0.01))
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.9: E→C hides the title at once; the white card is exactly halfway at 0.11 (linear).
  @Test func expandedToCollapsed() throws {
    let tap = 3.5
    #expect(try #require(Self.view("label", at: tap)).isHidden)
    let sheet = try #require(Self.view("secondView", at: tap + 0.11))
    let (e, c) = (try #require(Self.sheet["E"]), try #require(Self.sheet["C"]))
    #expect(Self.close(sheet.screenFrame, e.interpolated(to: c, by: 0.5), within: 0.01))
    #expect(try #require(Self.view("firstView", at: tap)).shadow.offset == Size(width: 0, height: 4))
  }

  /// Groups by curve and duration; the nested BackView and the after transition group on their own.
  @Test func groupTimings() {
    let state = Self.demo.state(at: 1.8)
    let summary = state.groups.map { "\($0.key)@\($0.start):\($0.transitions.joined(separator: "+"))" }
    #expect(summary == [
      "easeInOut|0.1@0.5:firstView-expanded", "easeInOut|0.2@0.5:secondView-expanded",
      "easeInOut|0.4@0.5:label-expanded", "linear|0.0@0.5:textView-expanded",
      "easeInOut|0.2@1.5:firstView-fullyExpanded+secondView-fullyExpanded", "easeInOut|0.2@1.5:label-fullyExpanded",
      "easeIn|0.1@1.7:textView-fullyExpanded",
    ])
    #expect(state.groups.last?.end == 1.7 + 0.1)
    // At 1.7 the outer group and the nested title group end together; the title's after
    // effect then starts the body text's group.
    let at17 = state.events.filter { abs($0.time - 1.7) < 1e-9 }.map { "\($0.kind.rawValue) \($0.group)" }
    #expect(at17 == ["end 4", "end 5", "after 5", "before 6", "start 6"])
    #expect(state.state == "fullyExpanded" && state.requests == 2)
  }

  /// Before effects run as their group starts, after effects as it ends, each in array order;
  /// an after effect's state starts when its group ends.
  @Test func beforeAndAfterOrder() {
    let quick = StateAnimator.AnimationDetails(curve: .easeIn, duration: 0.3)
    let slow = StateAnimator.AnimationDetails(curve: .linear, duration: 1)
    func t(_ name: String, _ details: StateAnimator.AnimationDetails, after: [T] = []) -> [T] {
      [T(name: name, before: [.init(name, [.alpha(0)])], endState: [.init(name, [.alpha(1)])], after: after, details: details)]
    }
    let follow = t("d", slow)
    let state = t("a", quick, after: follow) + t("b", slow) + t("c", quick, after: follow)
    let playback = StateAnimator.Playback(initialLooks: [:], requests: [.init(time: 1, state: state)])
    let log = playback.schedule.events.map { "\($0.time) \($0.kind.rawValue) \($0.group) \($0.transition ?? "-")" }
    #expect(log == [
      "1.0 before 0 a", "1.0 before 0 c", "1.0 start 0 -", "1.0 before 1 b", "1.0 start 1 -",
      "1.3 end 0 -", "1.3 after 0 a", "1.3 after 0 c", "1.3 before 2 d", "1.3 start 2 -", "1.3 before 3 d",
      "1.3 start 3 -", "2.0 end 1 -", "2.3 end 2 -", "2.3 end 3 -",
    ])
  }

  /// A change that interrupts a running one starts from the on-screen value.
  @Test func interruptionStartsFromCurrentValue() throws {
    func move(_ x: Double) -> [T] {
      [T(name: "v", endState: [.init("v", [.frame(Rect(x: x, y: 0, width: 10, height: 10))])],
         details: .init(duration: 1))]
    }
    let playback = StateAnimator.Playback(
      initialLooks: ["v": .init(frame: Rect(x: 0, y: 0, width: 10, height: 10))],
      requests: [.init(time: 0, state: move(100)), .init(time: 0.5, state: move(0))])
    // At 0.5 the first move is at 50; the second runs 50 → 0 over 1 s, so at 1.0 it is at 25.
    #expect(abs(try #require(playback.looks(at: 0.5)["v"]).frame.x - 50) < 1e-9)
    #expect(abs(try #require(playback.looks(at: 1.0)["v"]).frame.x - 25) < 1e-9)
    #expect(try #require(playback.looks(at: 1.5)["v"]).frame.x == 0)
  }

  /// A delay factor starts the change later and ends it with its group.
  @Test func delayFactor() throws {
    let state = [
      T(name: "v", endState: [.init("v", [.alpha(1)])], details: .init(duration: 1, delayFactor: 0.5))
    ]
    let playback = StateAnimator.Playback(initialLooks: ["v": .init(alpha: 0)], requests: [.init(time: 0, state: state)])
    #expect(try #require(playback.looks(at: 0.5)["v"]).alpha == 0)
    #expect(abs(try #require(playback.looks(at: 0.75)["v"]).alpha - 0.5) < 1e-9)
    #expect(try #require(playback.looks(at: 1)["v"]).alpha == 1)
  }

  /// docs/onboarding-stateanimator-preview.md §2.10.11: a state applied at once looks like the same state animated to.
  @Test func jumpingEqualsAnimating() {
    let playback = Self.demo.playback
    let expanded = playback.looks(at: 1.4), full = playback.looks(at: 2.4)
    #expect(StateAnimator.applied(StateAnimatorDemo.componentState(.fullyExpanded), to: expanded) == full)
    #expect(StateAnimator.applied(StateAnimatorDemo.componentState(.expanded), to: full) == playback.looks(at: 3.4))
  }

  @Test func deterministic() {
    let times = (0...270).map { Double($0) / 60 }
    let sequence = times.map { Self.demo.state(at: $0) }
    let again = StateAnimatorDemo(tapTimes: [0.5, 1.5, 2.5, 3.5]).component
    for i in stride(from: 270, through: 0, by: -9) {
      #expect(again.state(at: times[i]) == sequence[i])
    }
  }

  @Test func encodesTheInspectedFields() throws {
    let data = try JSONEncoder().encode(Self.demo.state(at: 1.6))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["state"] as? String == "fullyExpanded")
    let groups = try #require(object["groups"] as? [[String: Any]])
    #expect(groups.last?["end"] as? Double == 1.7)
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.map { $0["id"] as? String } == ["background", "blur", "secondView", "label", "textView", "firstView", "photo"])
  }
}
