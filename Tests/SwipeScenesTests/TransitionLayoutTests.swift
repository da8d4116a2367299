import Testing
@testable import SwipeScenes

/// docs/swipecellkit.md §3.2 wrapper starts, §3.3 reported widths and the 25 % rule, n = 3 and b = 74 unless stated.
struct TransitionLayoutTests {
  let three = ButtonLayout(buttonWidth: 74, count: 3)

  func layout(_ style: SwipeTransitionStyle, _ v: Double, elastic: Bool = false, buttons: ButtonLayout? = nil)
    -> TransitionLayout
  {
    TransitionLayout(style: style, buttons: buttons ?? three, visibleWidth: v, elasticOverscroll: elastic)
  }

  func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  /// Border: slices of v/3; each button reports v/3.
  @Test(arguments: [30.0, 100, 222, 300])
  func borderSlices(v: Double) {
    let context = layout(.border, v)
    #expect(close(context.wrapperStarts(), [0, v / 3, 2 * v / 3]))
    #expect(close(context.reportedWidths(), [v / 3, v / 3, v / 3]))
  }

  /// Drag: d = i·b whatever v; reports clamp(v − i·b, 0, b).
  @Test func dragPositions() {
    let context = layout(.drag, 100)
    #expect(close(context.wrapperStarts(), [0, 74, 148]))
    #expect(close(context.reportedWidths(), [74, 26, 0]))
    #expect(close(layout(.drag, 300).reportedWidths(), [74, 74, 74]))
  }

  /// Reveal: d = i·b + v − 222; the outermost ends at v; reports in reverse order.
  @Test func revealPositions() {
    let context = layout(.reveal, 100)
    #expect(close(context.wrapperStarts(), [-122, -48, 26]))
    #expect(close(context.reportedWidths(), [0, 26, 74]))
    #expect(close(layout(.reveal, 260).wrapperStarts(), [38, 112, 186]))
  }

  /// Reveal ignores the elastic rule: the group stays against the screen edge.
  @Test func revealIgnoresElasticity() {
    #expect(close(layout(.reveal, 260, elastic: true).wrapperStarts(), [38, 112, 186]))
  }

  /// The 25 % rule, one 74-pt button: cw = 74 + (v − 74)/4 and the gap v − cw opens next to the cell.
  @Test(arguments: [(74.0, 0.0), (100, 19.5), (174, 75), (300, 169.5)])
  func elasticRule(v: Double, gap: Double) {
    let one = ButtonLayout(buttonWidth: 74, count: 1)
    let border = layout(.border, v, elastic: true, buttons: one)
    #expect(abs(border.elasticGap - gap) < 1e-9)
    #expect(close(border.wrapperStarts(), [gap]))
    #expect(abs(border.reportedWidths()[0] - (v - gap + gap)) < 1e-9)
    let drag = layout(.drag, v, elastic: true, buttons: one)
    #expect(close(drag.wrapperStarts(), [gap]))
  }

  /// Below P the elastic flag changes nothing.
  @Test func elasticBelowFullExposure() {
    #expect(close(layout(.border, 150, elastic: true).wrapperStarts(), [0, 50, 100]))
  }

  /// Elastic border with three buttons at v = 322: cw = 222 + 25 = 247, diff = 75, d = 75 + i·247/3.
  @Test func elasticBorderThreeButtons() {
    let third: Double = 247.0 / 3
    let expected: [Double] = [75, 75 + third, 75 + 2 * third]
    #expect(close(layout(.border, 322, elastic: true).wrapperStarts(), expected))
  }

  /// Expanded: the last wrapper starts at the cell edge in every style.
  @Test(arguments: SwipeTransitionStyle.allCases)
  func expandedLastWrapper(style: SwipeTransitionStyle) {
    #expect(layout(style, 300).wrapperStarts(expanded: true).last == 0)
  }

  /// docs/swipecellkit.md §7's pop points for 3 buttons: reveal Trash 37, Flag 111, More 185; drag the reverse; border all at 111.
  /// Internal order is [More, Flag, Trash].
  @Test(arguments: [
    (SwipeTransitionStyle.reveal, [185.0, 111, 37]), (.drag, [37, 111, 185]), (.border, [111, 111, 111]),
  ])
  func scaleTransitionPopPoints(style: SwipeTransitionStyle, pops: [Double]) {
    for (index, v) in pops.enumerated() {
      #expect(layout(style, v - 0.01).percentVisible()[index] < 0.5)
      #expect(layout(style, v).percentVisible()[index] >= 0.5)
    }
  }
}
