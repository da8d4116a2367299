/// A view at its place in the tree being laid out: the path of child indices from the root
/// (the layout cache's key), the environment its ancestors left, and its stack's axis.
struct NodeRef {
  var view: View
  var path: [Int]
  /// The environment at the content, after the view's own environment modifiers.
  var environment: LayoutEnvironment
  var axis: StackAxis

  /// The root of a layout.
  init(root view: View, environment: LayoutEnvironment) {
    self.init(view: view, path: [], inherited: environment, axis: .none)
  }

  private init(view: View, path: [Int], inherited: LayoutEnvironment, axis: StackAxis) {
    self.view = view
    self.path = path
    self.axis = axis
    var env = inherited
    // Modifiers apply outermost last, so the innermost of each kind wins: walk outside in.
    for modifier in view.modifiers.reversed() {
      switch modifier {
      case .foreground(let color): env.foreground = color
      case .font(let font): env.font = font
      case .lineLimit(let limit): env.lineLimit = limit
      default: break
      }
    }
    environment = env
  }

  /// The children of a stack, each with its path, inherited environment and this stack's axis.
  var children: [NodeRef] {
    let axis: StackAxis
    switch view.content {
    case .hstack: axis = .horizontal
    case .vstack: axis = .vertical
    default: axis = .none
    }
    return view.children.enumerated().map { index, child in
      NodeRef(view: child, path: path + [index], inherited: environment, axis: axis)
    }
  }
}
