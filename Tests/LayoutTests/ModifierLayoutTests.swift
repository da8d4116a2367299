import Drawing
import Layout
import Testing

/// Modifiers against SwiftUI's documented behaviour (docs/layout.md §2).
@Suite struct ModifierLayoutTests {
  @Test func maxWidthInfinityTakesTheOfferAndCentres() {
    let text = Text("Inbox").frame(maxWidth: .infinity)
    let placed = text.layout(in: ProposedSize(width: 300, height: nil), environment: environment)
    let width = font().measure("Inbox")
    #expect(placed.frame.width == 300)
    #expect(close(placed.contentFrame.minX, (300 - width) / 2))
    let leading = Text("Inbox").frame(maxWidth: .infinity, alignment: .leading)
      .layout(in: ProposedSize(width: 300, height: nil), environment: environment)
    #expect(leading.contentFrame.minX == 0)
  }

  @Test func paddingGrowsTheSizeAndInsetsTheContent() {
    let padded = Image(SquareImage(size: Size(width: 30, height: 20))).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    let placed = padded.layout(in: .unspecified, environment: environment)
    #expect(placed.frame.size == Size(width: 36, height: 24))
    #expect(placed.contentFrame == Rect(x: 2, y: 1, width: 30, height: 20))
    #expect(Text("x").padding().sizeThatFits(.unspecified, environment: environment).height == font().lineHeight + 32)
  }

  @Test func paddingNarrowsTheTextsOffer() {
    let words = "one two three four five six seven eight nine ten"
    let placed = Text(words).padding(20).layout(in: ProposedSize(width: 120, height: nil), environment: environment)
    #expect(placed.contentFrame.width <= 80)
    #expect(placed.frame.width <= 120)
  }

  @Test func fixedFrameIsFixed() {
    let placed = Text("A long sentence that wants more room").frame(width: 50, height: 60, alignment: .topLeading)
      .layout(in: ProposedSize(width: 300, height: 300), environment: environment)
    #expect(placed.frame.size == Size(width: 50, height: 60))
    #expect(placed.contentFrame.minX == 0 && placed.contentFrame.minY == 0)
    #expect(placed.contentFrame.width <= 50)
  }

  @Test func minWidthRaisesASmallChild() {
    let placed = Image(SquareImage(size: Size(width: 10, height: 10))).frame(minWidth: 44, minHeight: 44)
      .layout(in: ProposedSize(width: 300, height: 300), environment: environment)
    #expect(placed.frame.size == Size(width: 44, height: 44))
    #expect(placed.contentFrame.origin == Point(x: 17, y: 17))
  }

  @Test func shapesFillTheOfferUnlessSized() {
    #expect(Rectangle().sizeThatFits(ProposedSize(width: 70, height: 30), environment: environment) == Size(width: 70, height: 30))
    #expect(View(.shape(.circle, size: Size(width: 40, height: 40))).sizeThatFits(ProposedSize(width: 70, height: 30), environment: environment)
      == Size(width: 40, height: 40))
  }

  @Test func offsetMovesTheDrawingNotTheLayout() {
    let row = HStack(spacing: 0) {
      Rectangle().frame(width: 10, height: 10).offset(x: 5, y: 7)
      Rectangle().frame(width: 10, height: 10)
    }
    let placed = row.layout(in: .unspecified, environment: environment)
    #expect(placed.children[1].frame.minX == 10)
    var list = DisplayList(size: Size(width: 40, height: 40))
    placed.draw(at: .zero, into: &list)
    guard case .fill(let path, _, _) = list.items[0] else { Issue.record("a fill"); return }
    #expect(path.controlBounds == Rect(x: 5, y: 7, width: 10, height: 10))
  }

  @Test func opacityGroupsAndBackgroundRounds() {
    let view = Text("Hi").padding(4).background(.black).cornerRadius(6).opacity(0.5)
    var list = DisplayList(size: Size(width: 100, height: 100))
    view.layout(in: .unspecified, environment: environment).draw(at: Point(x: 10, y: 10), into: &list)
    #expect(list.items.first == .beginLayer(opacity: 0.5))
    #expect(list.items.last == .end)
    guard case .fill(let path, _, _) = list.items[1] else { Issue.record("a background fill"); return }
    // A rounded rectangle is drawn with curves; a plain one would be four lines.
    #expect(path.verbs.contains(.cubic) || path.verbs.contains(.quad))
    #expect(path.controlBounds.minX == 10 && path.controlBounds.minY == 10)
  }
}
