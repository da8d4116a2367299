import JSONText

extension SwipeCellState {
  /// The state as the `frame --json` document.
  ///
  /// - Parameters:
  ///   - scene: The scene name.
  ///   - time: The time in seconds, or nil for a held offset.
  /// - Returns: An object with the fields of the "Inspection" section plus
  ///   `actionsAlpha`, `wrapperBandMinY`/`wrapperBandHeight`, the finger's `touchX` and `panTranslation`
  ///   (null without a pan) and each action's `wrapperStart`; then the `layoutDirection` and
  ///   `buttonShape`, and per action its `visibleMinX`/`visibleMaxX` after the transition, its
  ///   `frame` before any 3D projection (`x`, `y`, `width`, `height`; y in cell points) and
  ///   `rotationDegrees` (Rotate3D only, else null). `events` holds every event from time 0 to this
  ///   frame, oldest first, each as `{ "time": seconds, "name": "handler:Delete" }`; `frameEvents`
  ///   names the ones inside this frame.
  public func json(scene: String, time: Double?) -> JSONValue {
    .object([
      "scene": .string(scene),
      "time": .optional(time),
      "cellWidth": .number(cellWidth),
      "cellHeight": .number(cellHeight),
      "transitionStyle": .string(transitionStyle.rawValue),
      "orientation": orientation.map { .string($0.name) } ?? .null,
      "offset": .number(offset),
      "visibleWidth": .number(visibleWidth),
      "fullyExposedWidth": .optional(fullyExposedWidth),
      "buttonWidth": .optional(buttonWidth),
      "expansionTarget": .optional(expansionTarget),
      "expanded": .bool(expanded),
      "rowHeight": .number(rowHeight),
      "actionsAlpha": .number(actionsAlpha),
      "wrapperBandMinY": .number(wrapperBand.minY),
      "wrapperBandHeight": .number(wrapperBand.height),
      "touchX": .optional(touchX),
      "panTranslation": .optional(panTranslation),
      "events": .array(history.map { .object(["time": .number($0.time), "name": .string($0.name)]) }),
      "frameEvents": .array(events.map { .string($0.name) }),
      "layoutDirection": .string(layoutDirection.rawValue),
      "buttonShape": .string(buttonShape.rawValue),
      "actions": .array(
        actions.map { action in
          .object([
            "title": .string(action.title),
            "wrapperStart": .number(action.wrapperStart),
            "colorStartX": .number(action.colorStartX),
            "buttonMinX": .number(action.buttonMinX),
            "percentVisible": .number(action.percentVisible),
            "scale": .number(action.scale),
            "alpha": .number(action.alpha),
            "highlighted": .bool(action.highlighted),
            "visibleMinX": .number(action.visibleMinX),
            "visibleMaxX": .number(action.visibleMaxX),
            "frame": .object([
              "x": .number(action.frame.x), "y": .number(action.frame.y), "width": .number(action.frame.width),
              "height": .number(action.frame.height),
            ]),
            "rotationDegrees": .optional(action.rotationDegrees),
          ])
        }),
    ])
  }
}
