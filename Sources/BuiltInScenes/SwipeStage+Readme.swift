import SwipeScenes

extension SwipeStage {
  /// The 440-px README GIFs' stage: one 96-pt Mail row, in the colours the GIFs show.
  ///
  /// - Parameter placement: The button content placement. Default: the 2017 placement the GIFs show.
  static func readmeRow(placement: LegacyButtonPlacement? = .readme2017) -> SwipeStage {
    SwipeStage(height: MailDemo.rowHeight, placement: placement, lightPalette: .readmeCapture)
  }
}

extension RenderingDefaults {
  /// Scale 2 for frames, and previews at the size of the README GIF a scene reproduces.
  ///
  /// - Parameters:
  ///   - width: The GIF's width in pixels on SwipeCellKit's README.
  ///   - canvasWidth: The scene's width in points.
  static func readmeGIF(width: Double, canvasWidth: Double) -> RenderingDefaults {
    RenderingDefaults(previewScale: width / canvasWidth)
  }
}
