import Drawing

extension View {
  /// The view with every colour it names passed through `transform`: how a scene swaps a
  /// system colour's light value for its dark one.
  public func mappingColors(_ transform: (Color) -> Color) -> View {
    var copy = self
    copy.modifiers = modifiers.map { modifier in
      switch modifier {
      case .background(let color): return .background(transform(color))
      case .foreground(let color): return .foreground(transform(color))
      default: return modifier
      }
    }
    switch content {
    case .hstack(let views, let alignment, let spacing):
      copy.content = .hstack(views.map { $0.mappingColors(transform) }, alignment: alignment, spacing: spacing)
    case .vstack(let views, let alignment, let spacing):
      copy.content = .vstack(views.map { $0.mappingColors(transform) }, alignment: alignment, spacing: spacing)
    case .zstack(let views, let alignment):
      copy.content = .zstack(views.map { $0.mappingColors(transform) }, alignment: alignment)
    default:
      break
    }
    return copy
  }
}
