import Drawing
import Testing
import TextShaping

@testable import SwipeScenes

/// The hint on a table of the user's own rows (docs/scene-file.md §7), against
/// docs/onboarding-stateanimator-preview.md §1.3 and §1.9, docs/table-rows.md §2 (row heights) and
/// docs/swipecellkit.md §2.3 (a button's image over its title), with text measured here in the
/// system-font stand-in.
struct OnboardingRowsTests {
  let context: SceneContext
  let red = Color(red255: 255, green255: 59, blue255: 48)
  let blue = Color(red255: 0, green255: 0, blue255: 255)
  /// A 40 × 20 pt image, wider than the title "X" it sits over.
  let image = ActionImage(path: Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), viewBox: Rect(x: 0, y: 0, width: 10, height: 10), size: Size(width: 40, height: 20))
  let scene: OnboardingScene

  init() throws {
    context = SceneContext(typography: try Typography())
    var scene = OnboardingScene(
      name: "rows", summary: "", config: .demo,
      actions: [
        OnboardingHint.RowAction(title: "Delete", style: .destructive),
        OnboardingHint.RowAction(title: "X", backgroundColor: blue, image: image),
      ])
    // A 56-pt subtitle row above a 44-pt default row, under the phone chrome's 64 pt of bars.
    scene.rows = OnboardingRows(
      rows: [TableRow(style: .subtitle, title: "A", subtitle: "a"), TableRow(title: "B")], swipeRow: 1, width: 320,
      stage: SwipeStage(chrome: .phone, title: "List"))
    self.scene = scene
  }

  let cell = Rect(x: 0, y: 64 + 56, width: 320, height: 44)

  func medium15() throws -> Font { try Font(weight: .medium, size: 15 * Typography.systemFontScale) }

  @Test func canvasAndCellFollowTheRows() {
    #expect(scene.size == Size(width: 320, height: 64 + 56 + 44))
    #expect(scene.cellFrame == cell)
  }

  /// Fully open (t = 2.2 in the demo timings' hold): the image block, 40 + 2 × 12 wide, next to the
  /// content, then Delete flush with the right edge; both clipped to the hinted row.
  @Test func blocksAtHold() throws {
    let delete = (try medium15().measure("Delete") * 2).rounded(.up) / 2 + 24
    let probe = DisplayListProbe(scene.displayList(at: 2.2, in: context))
    let x = try #require(probe.fills(of: blue).first)
    let d = try #require(probe.fills(of: red).first)
    #expect(x.path == .rect(Rect(x: 320 - delete - 64, y: cell.y, width: 64, height: 44)))
    #expect(d.path == .rect(Rect(x: 320 - delete, y: cell.y, width: delete, height: 44)))
    #expect(x.clips.last == cell && d.clips.last == cell)
  }

  /// The image sits centred over the title, image slot + 8 pt + one line centred in the row.
  @Test func imageStacksOverTheTitle() throws {
    let delete = (try medium15().measure("Delete") * 2).rounded(.up) / 2 + 24
    let block = Rect(x: 320 - delete - 64, y: cell.y, width: 64, height: 44)
    let line = try medium15().lineHeight
    let top = block.midY - (20 + 8 + line) / 2
    let probe = DisplayListProbe(scene.displayList(at: 2.2, in: context))
    let white = probe.fills(of: .white).filter { $0.clips.last == cell && $0.bounds.width == 40 }
    let icon = try #require(white.first)
    #expect(abs(icon.bounds.minX - (block.midX - 20)) < 1e-9 && abs(icon.bounds.minY - top) < 1e-9)
    let title = try #require(probe.texts.first { $0.color == .white && $0.text.lines.count == 1 && $0.origin.x == block.minX })
    #expect(abs(title.origin.y - (top + 20 + 8)) < 1e-9)
  }

  /// docs/onboarding-stateanimator-preview.md §1.9.2: everything outside the hinted row stays still.
  @Test func onlyTheHintedRowMoves() {
    let still = items(of: scene.displayList(at: 0, in: context), outsideClip: cell)
    for time in stride(from: 0.0, through: scene.duration, by: 0.25) {
      #expect(items(of: scene.displayList(at: time, in: context), outsideClip: cell) == still)
    }
  }
}
