import Drawing
import Layout
import Testing

/// Stacks against SwiftUI's documented layout (docs/layout.md §3): fixed children take their
/// size, text takes what it needs, a spacer the rest; the least flexible child is served first.
@Suite struct StackLayoutTests {
  @Test func fixedImageFlexibleTextAndSpacer() {
    let row = HStack(spacing: 8) {
      Image(SquareImage(size: Size(width: 40, height: 40)))
      Text("Hello")
      Spacer()
    }
    let placed = row.layout(in: ProposedSize(width: 300, height: nil), environment: environment)
    let textWidth = font().measure("Hello")
    let (image, text, spacer) = (placed.children[0].frame, placed.children[1].frame, placed.children[2].frame)
    #expect(placed.frame.size == Size(width: 300, height: 40))
    #expect(image == Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(close(text.minX, 48) && close(text.width, textWidth))
    #expect(close(text.midY, 20))
    // The spacer takes what is left after two 8-pt gaps.
    #expect(close(spacer.minX, 48 + textWidth + 8) && close(spacer.width, 300 - 40 - textWidth - 16))
  }

  @Test func idealSizeSumsTheChildren() {
    let row = HStack(spacing: 6) {
      Image(SquareImage(size: Size(width: 20, height: 10)))
      Image(SquareImage(size: Size(width: 30, height: 24)))
    }
    #expect(row.sizeThatFits(.unspecified, environment: environment) == Size(width: 56, height: 24))
  }

  @Test func leastFlexibleTextIsServedFirst() {
    let short = "Hi", long = "A message long enough that it cannot fit on one line"
    let row = HStack(spacing: 8) {
      Text(long).lineLimit(1)
      Text(short)
    }
    let placed = row.layout(in: ProposedSize(width: 150, height: nil), environment: environment)
    let shortWidth = font().measure(short)
    // "Hi" is offered half (71 pt) first and takes its width; the long text gets the rest.
    #expect(close(placed.children[1].frame.width, shortWidth))
    #expect(placed.children[0].frame.width <= 150 - 8 - shortWidth + 1e-9)
    #expect(placed.children[0].frame.width > 150 - 8 - shortWidth - 10)
  }

  @Test func spacersShareWhatIsLeft() {
    let row = HStack(spacing: 0) {
      Spacer()
      Image(SquareImage(size: Size(width: 50, height: 10)))
      Spacer()
    }
    let placed = row.layout(in: ProposedSize(width: 250, height: nil), environment: environment)
    #expect(placed.children.map(\.frame.width) == [100, 50, 100])
    #expect(placed.children[1].frame.minX == 100)
  }

  @Test func spacerKeepsItsMinimumLength() {
    let row = HStack(spacing: 0) {
      Image(SquareImage(size: Size(width: 90, height: 10)))
      Spacer(minLength: 20)
      Image(SquareImage(size: Size(width: 90, height: 10)))
    }
    #expect(row.sizeThatFits(ProposedSize(width: 100, height: nil), environment: environment).width == 200)
  }

  @Test func vstackAlignsLeadingAndSpaces() {
    let column = VStack(alignment: .leading, spacing: 4) {
      Image(SquareImage(size: Size(width: 60, height: 10)))
      Image(SquareImage(size: Size(width: 20, height: 30)))
    }
    let placed = column.layout(in: ProposedSize(width: 300, height: nil), environment: environment)
    #expect(placed.frame.size == Size(width: 60, height: 44))
    #expect(placed.children[1].frame == Rect(x: 0, y: 14, width: 20, height: 30))
    let trailing = VStack(alignment: .trailing, spacing: 4) {
      Image(SquareImage(size: Size(width: 60, height: 10)))
      Image(SquareImage(size: Size(width: 20, height: 30)))
    }.layout(in: .unspecified, environment: environment)
    #expect(trailing.children[1].frame.minX == 40)
  }

  @Test func zstackIsAsLargeAsItsLargestChild() {
    let stack = ZStack(alignment: .bottomTrailing) {
      Image(SquareImage(size: Size(width: 40, height: 40)))
      Image(SquareImage(size: Size(width: 10, height: 12)))
    }
    let placed = stack.layout(in: .unspecified, environment: environment)
    #expect(placed.frame.size == Size(width: 40, height: 40))
    #expect(placed.children[1].frame == Rect(x: 30, y: 28, width: 10, height: 12))
  }

  @Test func rightToLeftMirrorsAnHStack() {
    var rtl = environment
    rtl.isRightToLeft = true
    let row = HStack(spacing: 10) {
      Image(SquareImage(size: Size(width: 40, height: 40)))
      Spacer()
      Image(SquareImage(size: Size(width: 20, height: 20)))
    }
    let placed = row.layout(in: ProposedSize(width: 200, height: nil), environment: rtl)
    #expect(placed.children[0].frame.minX == 160)
    #expect(placed.children[2].frame.minX == 0)
  }

  @Test func firstTextBaselinesLineUp() {
    let row = HStack(alignment: .firstTextBaseline, spacing: 8) {
      Text("Title").font(.system(size: 34, weight: .bold))
      Text("caption").font(.system(size: 13))
      Image(SquareImage(size: Size(width: 10, height: 10)))
    }
    let placed = row.layout(in: ProposedSize(width: 390, height: nil), environment: environment)
    let big = font(.bold, 34), small = font(.regular, 13)
    let titleBaseline = try! #require(placed.children[0].firstBaseline)
    let captionBaseline = try! #require(placed.children[1].firstBaseline)
    #expect(close(titleBaseline, captionBaseline))
    // The title is the tallest above its baseline, so it starts at the top, its baseline its
    // font's line box top-to-baseline distance (ascent plus half any leading, none for Inter).
    #expect(close(placed.children[0].frame.minY, 0))
    #expect(close(titleBaseline, big.lineHeight - big.descent - big.leading))
    #expect(close(placed.children[1].frame.minY, titleBaseline - (small.lineHeight - small.descent - small.leading)))
    // A view without text sits on the baseline with its bottom edge.
    #expect(close(placed.children[2].frame.maxY, titleBaseline))
    #expect(close(placed.firstBaseline ?? .nan, titleBaseline))
  }

  @Test func deepNestingLaysOutQuickly() {
    // Each stack asks its child three times; the pass's cache keeps 40 levels from costing 3^40.
    var view = Text("leaf")
    for _ in 0..<40 { view = HStack(spacing: 0) { view; Spacer(minLength: 0) } }
    let placed = view.layout(in: ProposedSize(width: 300, height: nil), environment: environment)
    #expect(placed.frame.width == 300)
  }
}
