import Foundation
import Raster
import Drawing
import TextShaping
import Testing
import BuiltInScenes
import JSONText
@testable import SwipeScenes

/// The collection-preview scenes' display lists against docs/onboarding-stateanimator-preview.md §3.8 and §3.11.
///
/// Item 5 (index 4) of the demo grid is 350 wide (150 + 50 · 4) and starts the second line of
/// section 1: below the 70-pt inset, the 50-pt header, the 8-pt inset and the first 150-pt line
/// plus 8, at x = 8 + 300 + 8 after item 4. So its cell is (316, 286, 350, 150) on the canvas.
struct CollectionPreviewDrawingTests {
  let context: SceneContext
  let gridCell = Rect(x: 316, y: 286, width: 350, height: 150)
  let window = Rect(x: 0, y: 0, width: 800, height: 600)
  let border = Color(red: 0.9, green: 0.9, blue: 0.9)

  init() throws {
    context = SceneContext(typography: try Typography())
  }

  func scene(_ name: String) throws -> CollectionPreviewScene {
    try #require(SceneCatalog.standard.scene(named: name) as? CollectionPreviewScene)
  }

  /// The selected cell drawn last: the flying preview cell.
  func movingCell(in list: DisplayList) throws -> ProbedFill {
    try #require(DisplayListProbe(list).fills(of: border).last)
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.1: at the present's start the preview cell sits exactly on the grid cell, the overlay clear.
  @Test func presentStartsOnTheGridCell() throws {
    let list = try scene("collection-preview").displayList(at: 0.5, in: context)
    #expect(try movingCell(in: list).path == .roundedRect(gridCell, radius: 3))
    #expect(!DisplayListProbe(list).fills.contains { $0.bounds == window && $0.color.red == 1 && $0.color.alpha > 0 })
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.2–3: at 0.125 s every edge is halfway (easeInOut(0.5) = 0.5) and the overlay is 0.5 white.
  @Test func halfwayThroughThePresent() throws {
    let list = try scene("collection-preview").displayList(at: 0.5 + 0.125, in: context)
    let halfway = Rect(
      x: gridCell.minX / 2, y: gridCell.minY / 2, width: (gridCell.width + 800) / 2, height: (gridCell.height + 600) / 2)
    #expect(isClose(try movingCell(in: list).bounds, halfway, tolerance: 1e-6))
    let overlay = try #require(DisplayListProbe(list).fills.last { $0.bounds == window })
    #expect(overlay.color.red == 1 && overlay.color.green == 1 && overlay.color.blue == 1)
    #expect(abs(overlay.color.alpha - 0.5) < 1e-9)
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.2–3: at 0.25 s the cell fills the window over opaque white, and the grid is not drawn.
  @Test func presentEndsOnAFullPage() throws {
    let list = try scene("collection-preview").displayList(at: 0.75, in: context)
    #expect(try movingCell(in: list).path == .roundedRect(window, radius: 3))
    let probe = DisplayListProbe(list)
    #expect(probe.fills.first?.bounds == window && probe.fills.first?.color == .white)
    #expect(probe.texts.count == 2)
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.7–8: dismiss halfway at 0.125 s, and at its end only the grid shows, the cell back in place.
  @Test func dismissFliesBack() throws {
    let scene = try scene("collection-preview")
    let halfway = Rect(
      x: gridCell.minX / 2, y: gridCell.minY / 2, width: (gridCell.width + 800) / 2, height: (gridCell.height + 600) / 2)
    #expect(isClose(try movingCell(in: scene.displayList(at: 1.5 + 0.125, in: context)).bounds, halfway))
    let end = scene.displayList(at: 1.75, in: context)
    #expect(end == scene.displayList(at: 0, in: context))
    #expect(try movingCell(in: end).path == .roundedRect(gridCell, radius: 3))
  }

  /// docs/onboarding-stateanimator-preview.md §3.3 and §3.11.6: while paging, the two pages are one window width plus 8 pt apart.
  @Test func pagesAreEightPointsApart() throws {
    let list = try scene("collection-preview-paging").displayList(at: 1.1, in: context)
    let pages = DisplayListProbe(list).fills.filter { $0.bounds.width == 800 && $0.bounds.height == 600 && $0.bounds.minX != 0 }
    let lefts = pages.map(\.bounds.minX).sorted()
    #expect(lefts.count >= 2)
    #expect(abs((lefts.last ?? 0) - (lefts.first ?? 0) - 808) < 1e-9)
  }

  /// Dark appearance draws the window on macOS's dark background.
  @Test func darkAppearanceChangesTheBackground() throws {
    var dark = context
    dark.appearance = .dark
    let scene = try scene("collection-preview")
    let light = DisplayListProbe(scene.displayList(at: 0, in: context)).fills.first
    let night = DisplayListProbe(scene.displayList(at: 0, in: dark)).fills.first
    #expect(light?.bounds == window && night?.bounds == window)
    #expect(light?.color != night?.color)
    #expect((night?.color.red ?? 1) < 0.2)
  }

  /// The inspection reports the calls in order, the moving cell's frame and the overlay's alpha.
  @Test func inspectionReportsEventsCellAndOverlay() throws {
    let scene = try scene("collection-preview")
    guard case .object(let present) = scene.inspection(at: 0.5 + 0.125, in: context) else {
      Issue.record("not an object")
      return
    }
    #expect(present["scene"] == .string("collection-preview"))
    guard case .number(let alpha) = present["overlayAlpha"] else {
      Issue.record("no overlay alpha")
      return
    }
    #expect(abs(alpha - 0.5) < 1e-9)
    #expect(present["cellPhase"] == .string("appearing"))
    guard case .object(let before) = scene.inspection(at: 0, in: context) else {
      Issue.record("not an object")
      return
    }
    #expect(before["cellFrame"] == .null)
    guard case .object(let end) = scene.inspection(at: scene.duration, in: context), case .array(let events) = end["events"]
    else {
      Issue.record("no events")
      return
    }
    let kinds = events.compactMap { event -> JSONValue? in
      guard case .object(let members) = event else { return nil }
      return members["kind"]
    }
    #expect(kinds == [
      "prepareTransitionFrom", "transitionFrom", "presentCompletion", "finishTransitionFrom", "willDismiss",
      "prepareTransitionTo", "transitionTo", "dismissCompletion", "finishTransitionTo", "removed",
    ].map(JSONValue.string))
  }
}
