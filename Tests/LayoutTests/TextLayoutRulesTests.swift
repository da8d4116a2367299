import Drawing
import Layout
import Testing

/// Text in a layout: it wraps to the width it is offered and stops at its line limit with "…".
@Suite struct TextLayoutRulesTests {
  let message = "Are we still on for lunch tomorrow? I found a new place near the station that does great ramen."

  @Test func wrapsToTheOfferedWidth() {
    let placed = Text(message).layout(in: ProposedSize(width: 200, height: nil), environment: environment)
    let lines = Int((placed.frame.height / font().lineHeight).rounded())
    #expect(lines >= 3)
    #expect(placed.frame.width <= 200)
    #expect(close(placed.frame.height, Double(lines) * font().lineHeight))
  }

  @Test func lineLimitEndsInAnEllipsis() {
    let placed = Text(message).lineLimit(2).layout(in: ProposedSize(width: 200, height: nil), environment: environment)
    #expect(close(placed.frame.height, 2 * font().lineHeight))
    var list = DisplayList(size: Size(width: 200, height: 100))
    placed.draw(at: .zero, into: &list)
    guard case .text(let text, _, _) = list.items.first else { Issue.record("text"); return }
    let ellipsis = font().shape("\u{2026}").glyphs.map(\.id)
    #expect(text.lines.count == 2)
    #expect(text.lines[1].glyphs.suffix(ellipsis.count).map(\.id) == ellipsis)
    #expect(!text.lines[0].glyphs.contains { ellipsis.contains($0.id) })
  }

  @Test func unlimitedTextTakesItsIdealWidthWhenUnproposed() {
    let size = Text("Ramen?").sizeThatFits(.unspecified, environment: environment)
    #expect(close(size.width, font().measure("Ramen?")))
    #expect(close(size.height, font().lineHeight))
  }

  @Test func badgeAndToggleHaveIOSSizes() {
    #expect(Badge("3").sizeThatFits(.unspecified, environment: environment) == Size(width: 18, height: 18))
    let wide = Badge("128").sizeThatFits(.unspecified, environment: environment)
    #expect(close(wide.width, font(.semibold, 13).measure("128") + 8) && wide.height == 18)
    #expect(Toggle(isOn: true).sizeThatFits(ProposedSize(width: 300, height: 300), environment: environment) == Size(width: 51, height: 31))
  }
}
