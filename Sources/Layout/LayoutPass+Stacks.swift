import Drawing

// Stacks, as SwiftUI lays them out (docs/layout.md §3): an HStack takes the
// spacing between its children and its spacers' least lengths off the width it
// is offered, then visits its other children from the least flexible (the
// smallest difference between the widest and narrowest widths it can take) to
// the most, offering each an equal share of what is left and subtracting what
// it took. The spacers then share the rest, each at least its least length, so
// text beside a spacer takes all the room it needs before the spacer grows. A
// VStack does the same on the vertical axis.
// Offered nil (the ideal size), a stack offers each child nil. The cross axis
// is the largest child's; with firstTextBaseline, children line up their first
// text baselines (a view without text its bottom edge).

/// Where a stack's children go, in its own coordinates, and the size it chose.
struct StackArrangement {
  var measure: Measure
  /// Each child's frame from the stack's top-left corner, left to right.
  var frames: [Rect]
  /// Each child's proposal, to place it with.
  var proposals: [ProposedSize]
}

extension LayoutPass {
  func stackLayout(_ node: NodeRef, _ p: ProposedSize) -> StackArrangement {
    let children = node.children
    var across: VerticalAlignment = .center, along: HorizontalAlignment = .center
    let horizontal: Bool
    let spacing: Double
    switch node.view.content {
    case .hstack(_, let a, let s): horizontal = true; spacing = s ?? View.defaultSpacing; across = a
    case .vstack(_, let a, let s): horizontal = false; spacing = s ?? View.defaultSpacing; along = a
    default: return StackArrangement(measure: Measure(size: .zero, baseline: nil), frames: [], proposals: [])
    }
    guard !children.isEmpty else { return StackArrangement(measure: Measure(size: .zero, baseline: nil), frames: [], proposals: []) }
    let main = horizontal ? p.width : p.height
    func proposal(_ along: Double?) -> ProposedSize {
      horizontal ? ProposedSize(width: along, height: p.height) : ProposedSize(width: p.width, height: along)
    }
    func length(_ m: Measure) -> Double { horizontal ? m.size.width : m.size.height }
    var proposals = Array(repeating: proposal(nil), count: children.count)
    var measures: [Measure]
    if let main {
      measures = Array(repeating: Measure(size: .zero, baseline: nil), count: children.count)
      let flexibility = children.map { child in
        length(measure(child, depth: child.view.modifiers.count, proposal(.infinity)))
          - length(measure(child, depth: child.view.modifiers.count, proposal(0)))
      }
      let isSpacer = children.map { child -> Bool in
        if case .spacer = child.view.content { return true }
        return false
      }
      let order = children.indices.sorted {
        (!isSpacer[$0] && isSpacer[$1])
          || (isSpacer[$0] == isSpacer[$1]
            && (flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)))
      }
      let reserved = children.indices.filter { isSpacer[$0] }.reduce(0.0) {
        $0 + length(measure(children[$1], depth: children[$1].view.modifiers.count, proposal(0)))
      }
      var remaining = main - spacing * Double(children.count - 1) - reserved
      var left = children.count - isSpacer.filter { $0 }.count
      var reservedLeft = reserved
      for i in order {
        if isSpacer[i] && left == 0 {
          // The spacers' turn: give back what was held for them, and share.
          remaining += reservedLeft
          reservedLeft = 0
          left = isSpacer.filter { $0 }.count
        }
        let offer = Swift.max(0, remaining / Double(Swift.max(left, 1)))
        proposals[i] = proposal(offer)
        measures[i] = measure(children[i], depth: children[i].view.modifiers.count, proposals[i])
        remaining -= length(measures[i])
        left -= 1
      }
    } else {
      measures = children.map { measure($0, depth: $0.view.modifiers.count, proposal(nil)) }
    }
    return horizontal
      ? arrangeHorizontally(node, measures, proposals, spacing: spacing, alignment: across)
      : arrangeVertically(node, measures, proposals, spacing: spacing, alignment: along)
  }

  private func arrangeHorizontally(
    _ node: NodeRef, _ measures: [Measure], _ proposals: [ProposedSize], spacing: Double,
    alignment: VerticalAlignment
  ) -> StackArrangement {
    let width = measures.reduce(0) { $0 + $1.size.width } + spacing * Double(measures.count - 1)
    var height = measures.reduce(0) { Swift.max($0, $1.size.height) }
    var ys = measures.map { alignment.offset($0.size.height, in: height) }
    var baseline: Double?
    if alignment == .firstTextBaseline {
      let above = measures.reduce(0) { Swift.max($0, $1.baseline ?? $1.size.height) }
      let below = measures.reduce(0) { Swift.max($0, $1.size.height - ($1.baseline ?? $1.size.height)) }
      height = above + below
      ys = measures.map { above - ($0.baseline ?? $0.size.height) }
      baseline = measures.contains { $0.baseline != nil } ? above : nil
    } else if let first = measures.indices.first(where: { measures[$0].baseline != nil }) {
      baseline = ys[first] + (measures[first].baseline ?? 0)
    }
    var frames: [Rect] = []
    var x = 0.0
    for (m, y) in zip(measures, ys) {
      let left = node.environment.isRightToLeft ? width - x - m.size.width : x
      frames.append(Rect(x: left, y: y, width: m.size.width, height: m.size.height))
      x += m.size.width + spacing
    }
    return StackArrangement(measure: Measure(size: Size(width: width, height: height), baseline: baseline), frames: frames, proposals: proposals)
  }

  private func arrangeVertically(
    _ node: NodeRef, _ measures: [Measure], _ proposals: [ProposedSize], spacing: Double,
    alignment: HorizontalAlignment
  ) -> StackArrangement {
    let width = measures.reduce(0) { Swift.max($0, $1.size.width) }
    let height = measures.reduce(0) { $0 + $1.size.height } + spacing * Double(measures.count - 1)
    var frames: [Rect] = []
    var y = 0.0
    var baseline: Double?
    for m in measures {
      let x = alignment.offset(m.size.width, in: width, rightToLeft: node.environment.isRightToLeft)
      frames.append(Rect(x: x, y: y, width: m.size.width, height: m.size.height))
      if baseline == nil, let b = m.baseline { baseline = y + b }
      y += m.size.height + spacing
    }
    return StackArrangement(measure: Measure(size: Size(width: width, height: height), baseline: baseline), frames: frames, proposals: proposals)
  }

  /// A ZStack: every child is offered the whole proposal; the stack is as large as the largest
  /// child on each side, and each child sits at `alignment` in it.
  func zstackLayout(_ node: NodeRef, _ p: ProposedSize, alignment: Alignment) -> StackArrangement {
    let children = node.children
    let measures = children.map { measure($0, depth: $0.view.modifiers.count, p) }
    let size = Size(
      width: measures.reduce(0) { Swift.max($0, $1.size.width) }, height: measures.reduce(0) { Swift.max($0, $1.size.height) })
    var baseline: Double?
    let frames = measures.map { m -> Rect in
      let x = alignment.horizontal.offset(m.size.width, in: size.width, rightToLeft: node.environment.isRightToLeft)
      let y = alignment.vertical.offset(m.size.height, in: size.height)
      if baseline == nil, let b = m.baseline { baseline = y + b }
      return Rect(x: x, y: y, width: m.size.width, height: m.size.height)
    }
    return StackArrangement(
      measure: Measure(size: size, baseline: baseline), frames: frames, proposals: Array(repeating: p, count: children.count))
  }
}
