import Foundation
import Raster
import Drawing
import TextShaping
import Testing
import BuiltInScenes
import JSONText
@testable import SwipeScenes

/// The onboarding scenes' display lists against docs/onboarding-stateanimator-preview.md §1.3, §1.6 and §1.9, with block widths
/// measured here from the system-font stand-in (Inter Medium at `Typography.systemFontScale`
/// of 15 pt) and rounded up to the 2× pixel grid.
struct OnboardingDrawingTests {
  let context: SceneContext
  /// The hinted cell: row 0 of section A, under the 20-pt status bar and the 28-pt header.
  let cell = Rect(x: 0, y: 48, width: 375, height: 126)
  let red = Color(red255: 255, green255: 59, blue255: 48)
  let gray = Color(red255: 199, green255: 199, blue255: 204)

  init() throws {
    context = SceneContext(typography: try Typography())
  }

  func scene(_ name: String) throws -> OnboardingScene {
    try #require(SceneCatalog.standard.scene(named: name) as? OnboardingScene)
  }

  /// A title's block width: its advance in the system font's 15 pt medium, up to the next half point, plus 2 × 12.
  func blockWidth(_ title: String) throws -> Double {
    let font = try Font(weight: .medium, size: 15 * Typography.systemFontScale)
    return (font.measure(title) * 2).rounded(.up) / 2 + 24
  }

  /// Fully open (t = 2.2, in the hold): Amend then Delete end at the cell's right edge, inside the cell's clip.
  @Test func blocksAtHoldAreTheModelFramesShiftedByTheOffset() throws {
    let list = try scene("onboarding").displayList(at: 2.2, in: context)
    let amend = try blockWidth("Amend"), delete = try blockWidth("Delete")
    let offset = -(amend + delete)
    let probe = DisplayListProbe(list)
    let grayBlock = try #require(probe.fills(of: gray).first)
    let redBlock = try #require(probe.fills(of: red).first)
    #expect(grayBlock.path == .rect(Rect(x: 375 + offset, y: 48, width: amend, height: 126)))
    #expect(redBlock.path == .rect(Rect(x: 375 + offset + amend, y: 48, width: delete, height: 126)))
    #expect(redBlock.bounds.maxX == 375)
    #expect(grayBlock.clips == [cell] && redBlock.clips == [cell])
    let titles = probe.texts.filter { $0.color == .white }
    #expect(titles.count == 2)
    for (text, block) in zip(titles, [grayBlock.bounds, redBlock.bounds]) {
      #expect(text.text.lines.count == 1)
      #expect(abs(text.origin.x + text.text.bounds.midX - block.midX) < 1e-9)
    }
  }

  /// Right to left the blocks mirror: Delete touches the left edge, Amend follows it.
  @Test func rightToLeftMirrorsTheBlocks() throws {
    let list = try scene("onboarding-rtl").displayList(at: 2.2, in: context)
    let amend = try blockWidth("Amend"), delete = try blockWidth("Delete")
    let probe = DisplayListProbe(list)
    #expect(try #require(probe.fills(of: red).first).path == .rect(Rect(x: 0, y: 48, width: delete, height: 126)))
    #expect(try #require(probe.fills(of: gray).first).path == .rect(Rect(x: delete, y: 48, width: amend, height: 126)))
  }

  /// docs/onboarding-stateanimator-preview.md §1.9.1: before the initial delay no red or gray shows (the blocks wait outside the cell's
  /// clip), and outside the cell the frame equals the table without the hint.
  @Test func restsUntilTheInitialDelay() throws {
    let scene = try scene("onboarding")
    let resting = scene.displayList(at: scene.duration, in: context)
    for time in [0.0, 0.5, 0.99] {
      let list = scene.displayList(at: time, in: context)
      let probe = DisplayListProbe(list)
      let blocks = probe.fills(of: red) + probe.fills(of: gray)
      #expect(blocks.count == 2)
      #expect(blocks.allSatisfy { $0.clips == [cell] && $0.bounds.intersection(cell).isEmpty })
      #expect(items(of: list, outsideClip: cell) == resting.items)
    }
  }

  /// docs/onboarding-stateanimator-preview.md §1.9.2: everything but the hinted cell (other rows, headers, status bar) stays still.
  @Test func onlyTheFirstRowMoves() throws {
    let scene = try scene("onboarding")
    let still = items(of: scene.displayList(at: 0, in: context), outsideClip: cell)
    for time in stride(from: 0.0, through: scene.duration, by: 0.25) {
      #expect(items(of: scene.displayList(at: time, in: context), outsideClip: cell) == still)
    }
  }

  /// docs/onboarding-stateanimator-preview.md §1.9.12: after the tap in the open, the next frame shows the resting row.
  @Test func leavingEarlySnapsBack() throws {
    let scene = try scene("onboarding-leave-early")
    let tap = try #require(scene.tapTime)
    #expect(scene.displayList(at: tap + 1.0 / 30, in: context) == scene.displayList(at: scene.duration, in: context))
    #expect(scene.displayList(at: tap - 1.0 / 30, in: context) != scene.displayList(at: scene.duration, in: context))
  }

  /// Dark appearance draws the table on iOS's black background.
  @Test func darkAppearanceChangesTheBackground() throws {
    var dark = context
    dark.appearance = .dark
    let scene = try scene("onboarding")
    let canvas = Path.rect(Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(scene.displayList(at: 0, in: context).items.first == .fill(canvas, .white, .nonZero))
    #expect(scene.displayList(at: 0, in: dark).items.first == .fill(canvas, .black, .nonZero))
  }

  /// The inspection reports the phase, offset, finished flag and block frames.
  @Test func inspectionReportsPhaseOffsetAndBlocks() throws {
    let scene = try scene("onboarding")
    let amend = try blockWidth("Amend"), delete = try blockWidth("Delete")
    guard case .object(let hold) = scene.inspection(at: 2.2, in: context) else {
      Issue.record("not an object")
      return
    }
    #expect(hold["scene"] == .string("onboarding"))
    #expect(hold["time"] == .number(2.2))
    #expect(hold["phase"] == .string("hold"))
    #expect(hold["offset"] == .number(-(amend + delete)))
    #expect(hold["finished"] == .bool(false))
    let frame = JSONValue.object(["x": .number(375 - delete), "y": .number(48), "width": .number(delete), "height": .number(126)])
    guard case .array(let blocks) = hold["blocks"], case .object(let last) = blocks.last else {
      Issue.record("no blocks")
      return
    }
    #expect(blocks.count == 2)
    #expect(last["title"] == .string("Delete"))
    #expect(last["frame"] == frame)
    guard case .object(let end) = scene.inspection(at: scene.duration, in: context) else {
      Issue.record("not an object")
      return
    }
    #expect(end["phase"] == .string("done"))
    #expect(end["finished"] == .bool(true))
  }
}
