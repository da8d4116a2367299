import Drawing
import TextShaping

// The second half of a layout: each view is given the frame its parent chose
// for it, passes the frames of its modifier levels inward (padding insets the
// frame; a frame modifier aligns the child's chosen size in it), and places its
// content — a stack its children at the offsets it computed when measuring.

extension LayoutPass {
  /// `node` placed in `rect`, which it chose for proposal `p`.
  func place(_ node: NodeRef, in rect: Rect, proposal p: ProposedSize) -> Placement {
    let count = node.view.modifiers.count
    var frames = Array(repeating: rect, count: count + 1)
    var proposal = p
    var current = rect
    for depth in stride(from: count, to: 0, by: -1) {
      frames[depth] = current
      let env = node.environment
      switch node.view.modifiers[depth - 1] {
      case .padding(let i):
        proposal = proposal.inset(by: i)
        let leading = env.isRightToLeft ? i.trailing : i.leading
        current = Rect(
          x: current.x + leading, y: current.y + i.top, width: Swift.max(0, current.width - i.leading - i.trailing),
          height: Swift.max(0, current.height - i.top - i.bottom))
      case .frame(let width, let height, let alignment):
        proposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        current = aligned(measure(node, depth: depth - 1, proposal).size, alignment, in: current, env)
      case .flexibleFrame(let f):
        proposal = f.childProposal(proposal)
        current = aligned(measure(node, depth: depth - 1, proposal).size, f.alignment, in: current, env)
      default:
        break
      }
    }
    frames[0] = current
    let content = placeContent(node, in: current, proposal: proposal)
    return Placement(
      view: node.view, frames: frames, children: content.children, firstBaseline: content.baseline, drawing: content.drawing)
  }

  /// A child of `size` at `alignment` in `box`.
  private func aligned(_ size: Size, _ alignment: Alignment, in box: Rect, _ env: LayoutEnvironment) -> Rect {
    Rect(
      x: box.minX + alignment.horizontal.offset(size.width, in: box.width, rightToLeft: env.isRightToLeft),
      y: box.minY + alignment.vertical.offset(size.height, in: box.height), width: size.width, height: size.height)
  }

  private func placeContent(
    _ node: NodeRef, in rect: Rect, proposal p: ProposedSize
  ) -> (children: [Placement], baseline: Double?, drawing: ContentDrawing) {
    let env = node.environment
    switch node.view.content {
    case .hstack, .vstack, .zstack:
      let arrangement: StackArrangement
      if case .zstack(_, let alignment) = node.view.content {
        arrangement = zstackLayout(node, p, alignment: alignment)
      } else {
        arrangement = stackLayout(node, p)
      }
      let children = zip(node.children, zip(arrangement.frames, arrangement.proposals)).map { child, placed in
        place(child, in: placed.0.offsetBy(dx: rect.minX, dy: rect.minY), proposal: placed.1)
      }
      return (children, arrangement.measure.baseline.map { rect.minY + $0 }, .none)
    case .text(let string):
      let text = textLayout(string, env, width: p.width)
      return ([], text.lines.first.map { rect.minY + $0.origin.y }, .text(text, env.foreground))
    case .image(let image, _):
      return ([], nil, .image(image, env.foreground))
    case .spacer:
      return ([], nil, .none)
    case .shape(let kind, _):
      return ([], nil, .shape(kind, env.foreground))
    case .badge(let text):
      let badge = NotificationBadge(text, font: env.systemFont(.semibold, NotificationBadge.fontSize))
      return ([], badge.firstBaseline.map { rect.minY + $0 }, .badge(badge, env.controls))
    case .toggle(let isOn):
      return ([], nil, .toggle(SwitchControl(isOn: isOn), env.controls, isRightToLeft: env.isRightToLeft))
    }
  }
}

extension View {
  /// Lays the view out for `proposal`: it chooses its size, then every node inside is placed,
  /// the view's top-left corner at the origin.
  ///
  /// - Parameters:
  ///   - proposal: What the view is offered; nil on a side asks for its ideal size there.
  ///   - environment: Fonts, colours and direction.
  /// - Returns: The placed tree, which records itself into a display list.
  public func layout(in proposal: ProposedSize, environment: LayoutEnvironment) -> Placement {
    let pass = LayoutPass()
    let root = NodeRef(root: self, environment: environment)
    let size = pass.measure(root, depth: modifiers.count, proposal).size
    return pass.place(root, in: Rect(x: 0, y: 0, width: size.width, height: size.height), proposal: proposal)
  }

  /// The size the view chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
    LayoutPass().measure(NodeRef(root: self, environment: environment), depth: modifiers.count, proposal).size
  }
}
