import Drawing
import Testing
import TextShaping
@testable import SwipeScenes

/// UIKit's value2 style (docs/table-rows.md §1): the title right-aligned in a 91-pt column in the
/// tint, the detail 6 pt after it in the label colour. In a 375-pt row the margin is 16, so the
/// column spans 16…107 and the detail starts at 16 + 91 + 6 = 113.
struct Value2RowTests {
  @Test func detailFollowsTheTintedTitle() throws {
    let typography = try Typography()
    let palette = TablePalette.standard(.light)
    let renderer = TableRowRenderer(layout: MailRowLayout(width: 375), palette: palette, typography: typography)
    var list = DisplayList(size: Size(width: 375, height: 44))
    let row = TableRow(style: .value2, title: "Email", detail: "ada@example.com")
    renderer.draw(row, at: .zero, height: 44, dotScale: 0, into: &list)
    let texts = DisplayListProbe(list).texts
    #expect(texts.count == 2)
    let title = try #require(texts.first { $0.color == palette.tint })
    let detail = try #require(texts.first { $0.color == palette.label })
    #expect(detail.origin.x == 113)
    // The title's line box is the column, from the margin; the right alignment is inside it.
    #expect(title.origin.x == 16)
  }
}
