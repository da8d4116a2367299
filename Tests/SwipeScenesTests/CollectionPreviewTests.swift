import Foundation
import Raster
import Drawing
import TextShaping
import Testing
import BuiltInScenes
@testable import SwipeScenes

/// Numbers from docs/onboarding-stateanimator-preview.md §3 (present and dismiss in
/// docs/onboarding-stateanimator-preview.md §3.4–§3.5, paging in §3.9, checks in §3.11) on the 800 × 600 demo grid.
///
/// The grid rectangles are worked out by hand from the layout rules: 70 pt top inset, 50 pt
/// header, 8 pt insets and gaps, 150 pt rows, widths 150 + 50·(v mod 5). Section 0's rows hold
/// items 0–2, 3–4, 5–7 and 8–9 at document y 58, 216, 374 and 532.
struct CollectionPreviewTests {
  static let scene = CollectionPreviewScene.collectionPreview.preview
  static let paging = CollectionPreviewScene.collectionPreviewPaging.preview
  static let page = Rect(x: 0, y: 0, width: 800, height: 600)
  /// Item 4 on screen at rest: x 8 + 300 + 8, document y 216 + inset 70.
  static let item4 = Rect(x: 316, y: 286, width: 350, height: 150)

  /// An independent ease-in-out: bisection on x(u) of the Bézier (0.42, 0), (0.58, 1).
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

  static func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
    Rect(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p, width: a.width + (b.width - a.width) * p,
         height: a.height + (b.height - a.height) * p)
  }

  static func close(_ a: Rect?, _ b: Rect, within tolerance: Double = 0.5) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
      && abs(a.height - b.height) <= tolerance
  }

  @Test func gridLayout() {
    let grid = CollectionPreviewScene.grid
    #expect(grid.items.count == 16)
    #expect(grid.items[2].frame == Rect(x: 374, y: 58, width: 250, height: 150))
    #expect(grid.items[4].frame == Rect(x: 316, y: 216, width: 350, height: 150))
    #expect(grid.items[8].frame == Rect(x: 8, y: 532, width: 300, height: 150))
    #expect(grid.headers[1].frame.y == 532 + 150 + 8)
    #expect(grid.items[10].frame == Rect(x: 8, y: 690 + 50 + 8, width: 150, height: 150))
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.1–3: the cell flies on ease-in-out and the overlay rises linearly.
  @Test(arguments: [0.0, 0.0625, 0.125, 0.1875, 0.25])
  func presentFollowsEaseInOut(elapsed: Double) {
    let state = Self.scene.state(at: 0.5 + elapsed)
    let expected = Self.lerp(Self.item4, Self.page, Self.easeInOut(elapsed / 0.25))
    #expect(Self.close(state.cellFrame, expected))
    #expect(abs(state.overlayAlpha - elapsed / 0.25) < 1e-9)
  }

  @Test func presentKeyFrames() {
    #expect(Self.scene.state(at: 0.5).cellFrame == Self.item4)
    #expect(Self.close(Self.scene.state(at: 0.625).cellFrame, Rect(x: 158, y: 143, width: 575, height: 375), within: 1e-6))
    let end = Self.scene.state(at: 0.75)
    #expect(end.cellFrame == Self.page && end.overlayAlpha == 1)
    // docs/onboarding-stateanimator-preview.md §3.11.6: the neighbouring pages are off-screen.
    #expect(end.previewCells.map(\.item) == [4])
  }

  @Test func beforePresentOnlyTheGridShows() {
    let state = Self.scene.state(at: 0.2)
    #expect(state.phase == .grid && state.overlayAlpha == 0 && state.cellFrame == nil && state.events.isEmpty)
    #expect(state.gridCells[4].frame == Self.item4 && state.gridCells[4].isSelected)
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.7–8: the cell flies back and the overlay falls on the same ease-in-out.
  @Test(arguments: [0.0, 0.125, 0.2])
  func dismissFollowsEaseInOut(elapsed: Double) {
    let state = Self.scene.state(at: 1.5 + elapsed)
    let p = Self.easeInOut(elapsed / 0.25)
    #expect(Self.close(state.cellFrame, Self.lerp(Self.page, Self.item4, p)))
    #expect(abs(state.overlayAlpha - (1 - p)) < 1e-6)
    #expect(state.phase == .dismissing)
  }

  @Test func dismissEndsOnTheGridCell() {
    #expect(Self.close(Self.scene.state(at: 1.75 - 1e-9).cellFrame, Self.item4, within: 1e-3))
    let end = Self.scene.state(at: 1.75)
    #expect(end.phase == .dismissed && end.overlayAlpha == 0 && end.previewCells.isEmpty)
    #expect(abs(Self.scene.state(at: 1.625).overlayAlpha - 0.5) < 1e-9)
  }

  /// docs/onboarding-stateanimator-preview.md §3.6 and §3.11.11: the calls in order, each at its time.
  @Test func eventOrder() {
    let log = Self.scene.state(at: 2).events.map { "\($0.time) \($0.kind.rawValue) \($0.item.map(String.init) ?? "-")" }
    #expect(log == [
      "0.5 prepareTransitionFrom 4", "0.5 transitionFrom 4", "0.75 presentCompletion -", "0.75 finishTransitionFrom 4",
      "1.5 willDismiss -", "1.5 prepareTransitionTo 4", "1.5 transitionTo 4", "1.75 dismissCompletion -",
      "1.75 finishTransitionTo 4", "1.75 removed -",
    ])
    #expect(Self.scene.state(at: 0.7).events.count == 2)
    #expect(Self.scene.state(at: 1.6).events.count == 7)
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.12: appearing, appeared, disappearing, disappeared.
  @Test func cellPhases() {
    let phases = [0.6, 1.0, 1.6, 1.8].map { Self.scene.state(at: $0).cellPhase }
    #expect(phases == [.appearing, .appeared, .disappearing, .disappeared])
    #expect(Self.scene.state(at: 0.4).cellPhase == nil)
  }

  /// docs/onboarding-stateanimator-preview.md §3.9: the display-link ease-out, stepped here refresh by refresh.
  @Test func pagingScrollsWithTheDisplayLink() {
    var origin = 7 * 808.0
    let target = 8 * 808.0
    // Refreshes up to 1.0 + 74/60 s, before the dismiss at 2.25 s.
    for refresh in 0...74 {
      if refresh > 0 {
        let next = origin * 0.88 + target * 0.12
        origin = abs(next - origin) < 0.1 ? target : next
      }
      let state = Self.paging.state(at: 1.0 + Double(refresh) / 60)
      #expect(abs(state.contentOffset - origin) < 1e-6)
      #expect(state.pageIndex == 8)
      #expect(state.phase == (origin == target ? .presented : .paging))
    }
    #expect(origin == target)
    #expect(Self.paging.state(at: 0.99).pageIndex == 7)
    #expect(Self.paging.state(at: 1.0).events.last?.kind == .didMoveToItem)
  }

  /// While paging two pages show, 8 pt apart.
  @Test func pagesAreEightPointsApart() throws {
    let state = Self.paging.state(at: 1.1)
    try #require(state.previewCells.count == 2)
    #expect(state.previewCells[1].frame.minX - state.previewCells[0].frame.maxX == 8)
    #expect(state.cellFrame == state.previewCells[1].frame)
  }

  /// docs/onboarding-stateanimator-preview.md §3.11.9: item 8 is below the visible rows, so the grid centres it before the dismiss:
  /// offset = midY 607 − (70 + 600)/2 = 272, and the cell shrinks to (8, 260, 300, 150).
  @Test func dismissAfterPagingLandsOnThePagedItem() {
    let target = Rect(x: 8, y: 532 - 272, width: 300, height: 150)
    let start = Self.paging.state(at: 2.25)
    #expect(start.gridOffset == 272 && start.cellFrame == Self.page)
    #expect(Self.close(Self.paging.state(at: 2.375).cellFrame, Self.lerp(Self.page, target, 0.5), within: 1e-6))
    #expect(Self.paging.state(at: 2.375).gridCells[8].isSelected)
    #expect(Self.paging.state(at: 2.24).gridOffset == -70)
    let flyBack = Self.paging.state(at: 3).events.filter { $0.kind == .transitionTo }.map(\.item)
    #expect(flyBack == [8])
  }

  /// The grid only re-centres for an item paged to, and only when that item is not wholly visible.
  @Test func gridScrollsOnlyForAnotherHiddenItem() {
    let opened = CollectionPreview(grid: CollectionPreviewScene.grid, item: 8, presentTime: 0, dismissTime: 1)
    #expect(opened.state(at: 1.1).gridOffset == -70)
    let pagedToVisible = CollectionPreview(grid: CollectionPreviewScene.grid, item: 6, presentTime: 0, pageTime: 0.5, dismissTime: 2)
    #expect(pagedToVisible.state(at: 2.1).gridOffset == -70)
    #expect(pagedToVisible.state(at: 2.1).pageIndex == 7)
  }

  /// docs/onboarding-stateanimator-preview.md §3.5.2: a dismiss mid-swipe sends each visible page back to its own grid cell.
  @Test func dismissMidSwipeFliesEveryVisiblePage() throws {
    let preview = CollectionPreview(grid: CollectionPreviewScene.grid, item: 4, presentTime: 0, pageTime: 0.5, dismissTime: 0.55)
    let atDismiss = preview.state(at: 0.55)
    try #require(atDismiss.previewCells.count == 2)
    let middle = preview.state(at: 0.675)
    #expect(middle.events.filter { $0.kind == .prepareTransitionTo }.map(\.item) == [4, 5])
    let grid = CollectionPreviewScene.grid
    for (start, now) in zip(atDismiss.previewCells, middle.previewCells) {
      let home = grid.items[start.item].frame.offsetBy(dx: 0, dy: -middle.gridOffset)
      #expect(Self.close(now.frame, Self.lerp(start.frame, home, 0.5), within: 1e-6))
    }
  }

  @Test func dismissNeverBeforeThePresentEnds() {
    let preview = CollectionPreview(grid: CollectionPreviewScene.grid, item: 0, presentTime: 1, dismissTime: 0.5)
    #expect(preview.dismissTime == 1.25)
  }

  @Test func deterministic() {
    let times = (0...195).map { Double($0) / 60 }
    let sequence = times.map { Self.paging.state(at: $0) }
    let again = CollectionPreview(grid: CollectionPreviewScene.grid, item: 7, presentTime: 0.5, pageTime: 1.0, dismissTime: 2.25)
    for i in stride(from: 195, through: 0, by: -7) {
      #expect(again.state(at: times[i]) == sequence[i])
    }
  }

  @Test func encodesTheInspectedFields() throws {
    let data = try JSONEncoder().encode(Self.scene.state(at: 0.625))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["overlayAlpha"] as? Double == 0.5)
    #expect(object["pageIndex"] as? Int == 4)
    #expect((object["events"] as? [[String: Any]])?.first?["kind"] as? String == "prepareTransitionFrom")
    #expect((object["cellFrame"] as? [String: Double])?["width"] == 575)
  }
}
