import Drawing
import TextShaping

/// One collection-preview scene of the catalog: the grid with a preview opened over it.
public struct CollectionPreviewScene: Equatable, Sendable {
  /// The canvas, a macOS window's content in points.
  public static let canvasSize = Size(width: 800, height: 600)
  /// The items in each section of the demo grid.
  public static let itemCounts = [10, 6]

  /// The catalog name.
  public var name: String
  /// A one-line description for listings.
  public var summary: String
  /// The behaviour model.
  public var preview: CollectionPreview
  /// The scene's length in seconds.
  public var duration: Double
  /// The colours and cell shape in light appearance. Default: the Example app's.
  public var palette = CollectionPreviewPalette.standard(.light)
  /// The colours that change in dark appearance: light value → dark value. Default: the Example's.
  public var darkColors = CollectionPreviewPalette.standardDarkColors
  /// How the scene renders unless told otherwise: scale 2, light, 30 fps.
  public var renderingDefaults = RenderingDefaults()
  /// The scene's own font, or nil for the bundled Inter.
  public var typography: Typography?

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: The catalog name.
  ///   - summary: A one-line description.
  ///   - preview: The model.
  ///   - duration: The length in seconds.
  public init(name: String, summary: String, preview: CollectionPreview, duration: Double) {
    self.name = name
    self.summary = summary
    self.preview = preview
    self.duration = duration
  }

  /// Scenes are equal when all but their fonts are, and both or neither have a font of their own.
  public static func == (lhs: CollectionPreviewScene, rhs: CollectionPreviewScene) -> Bool {
    lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.preview == rhs.preview && lhs.duration == rhs.duration
      && lhs.palette == rhs.palette && lhs.darkColors == rhs.darkColors && lhs.renderingDefaults == rhs.renderingDefaults
      && (lhs.typography == nil) == (rhs.typography == nil)
  }

  /// The demo grid on the canvas.
  public static var grid: CollectionPreviewGrid {
    CollectionPreviewGrid(viewSize: canvasSize, itemCounts: itemCounts)
  }
}
