import Drawing

extension TableRow {
  /// The row with every colour it sets passed through `map` (the scene's dark counterparts).
  public func mappingColors(_ map: (Color) -> Color) -> TableRow {
    var row = self
    row.backgroundColor = backgroundColor.map(map)
    if case .custom(let leading, let trailing, let color) = separator {
      row.separator = .custom(leadingInset: leading, trailingInset: trailing, color: color.map(map))
    }
    row.accessories = accessories.map { $0.mappingColors(map) }
    row.textProperties.color = textProperties.color.map(map)
    row.secondaryTextProperties.color = secondaryTextProperties.color.map(map)
    row.imageProperties.tintColor = imageProperties.tintColor.map(map)
    row.content = content?.mappingColors(map)
    return row
  }
}
