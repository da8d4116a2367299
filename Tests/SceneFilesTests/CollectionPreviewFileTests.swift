import Drawing
import Foundation
import Raster
import SceneRendering
import SwipeScenes
import Testing

@testable import SceneFiles

/// `kind: collectionPreview` files (docs/scene-file.md §15): items where the columns put them,
/// the opened item covering the page, the grid back after the close.
struct CollectionPreviewFileTests {
  /// Three columns on a 320-pt canvas with 10-pt insets and spacing: columns (320 − 20 − 20) / 3
  /// = 93.33 pt wide, squares; item 4 (section 0) starts the second line.
  static let text = """
    {
      "version": 1, "kind": "collectionPreview", "canvas": { "width": 320, "height": 480, "scale": 1 },
      "grid": { "columns": 3, "itemAspectRatio": 1, "spacing": 10, "insets": 10,
                "cell": { "selectedBorderWidth": 0, "cornerRadius": 0 },
                "sections": [{ "items": [{ "color": "#FF0000" }, { "color": "#00FF00" }, { "color": "#0000FF" },
                                         { "color": "#FFFF00" }] }] },
      "gestures": [{ "open": { "at": 0.5, "item": [0, 1] } }, { "close": { "at": 1.5 } }]
    }
    """

  @Test func gridPositionsOpenAndClose() throws {
    let scene = try #require(try decodeText(Self.text) as? CollectionPreviewScene)
    let width = (320.0 - 20 - 20) / 3
    let items = scene.preview.grid.items
    #expect(items[1].frame == Rect(x: 10 + width + 10, y: 10, width: width, height: width))
    #expect(items[3].frame == Rect(x: 10, y: 10 + width + 10, width: width, height: width))
    #expect(scene.duration == 1.5 + 0.25 + 1)
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let grid = try renderer.render(scene, at: 0, scale: 1)
    #expect(grid.pixel(x: 10 + Int(width) + 10 + 40, y: 50) == (0, 255, 0, 255))
    #expect(grid.pixel(x: 40, y: 10 + Int(width) + 10 + 40) == (255, 255, 0, 255))
    let open = try renderer.render(scene, at: 1.0, scale: 1)
    for (x, y) in [(0, 0), (319, 0), (0, 479), (319, 479), (160, 240)] {
      #expect(open.pixel(x: x, y: y) == (0, 255, 0, 255), "(\(x), \(y))")
    }
    #expect(try renderer.render(scene, at: 2.0, scale: 1) == grid)
  }
}
