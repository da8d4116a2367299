import Drawing
import Foundation
import Raster
import SceneRendering
import SwipeScenes
import Testing
import TextShaping

@testable import SceneFiles

/// Scene files with the table, row, colour and chrome keys of docs/scene-file.md §19–§22, drawn
/// and checked in pixels against the numbers of docs/ios-metrics.md.
struct CellFileTests {
  static let typography: Typography? = try? Typography()

  func swipe(_ text: String) throws -> SwipeScene {
    try #require(try decodeText(text) as? SwipeScene)
  }

  /// The frame at `time`, scale 1, in `appearance`.
  func render(_ scene: SwipeScene, at time: Double = 1, appearance: Appearance = .light) throws -> Pixmap {
    let renderer = FrameRenderer(context: SceneContext(appearance: appearance, typography: try #require(Self.typography)))
    return try renderer.render(scene, at: time, scale: 1)
  }

  func rgb(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(pixel.r), Int(pixel.g), Int(pixel.b)] }

  // MARK: - Colours (docs/ios-metrics.md §1)

  @Test func everySpecColourIsANameWithItsDocumentedValues() throws {
    let names = [
      "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
      "secondarySystemBackground", "tertiarySystemBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
      "quaternarySystemFill", "separator", "opaqueSeparator", "link", "placeholderText", "tertiaryLabel", "quaternaryLabel",
      "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemMint", "systemTeal", "systemCyan",
      "systemBrown", "clear", "transparent",
    ]
    for name in names { #expect(SystemColor.named(name) != nil, "\(name)") }
    let grouped = try #require(SystemColor.named("secondarySystemGroupedBackground"))
    #expect(grouped.light == Color(red255: 255, green255: 255, blue255: 255) && grouped.dark == Color(red255: 28, green255: 28, blue255: 30))
    let fill = try #require(SystemColor.named("systemFill"))
    #expect(fill.light == Color(red255: 120, green255: 120, blue255: 128, alpha: 0.2))
    #expect(fill.dark == Color(red255: 120, green255: 120, blue255: 128, alpha: 0.36))
    let opaque = try #require(SystemColor.named("opaqueSeparator"))
    #expect(opaque.light == Color(red255: 198, green255: 198, blue255: 200) && opaque.dark == Color(red255: 56, green255: 56, blue255: 58))
    #expect(SystemColor.named("transparent")?.light.alpha == 0)
  }

  @Test func anUnknownColourSuggestsTheClosestNames() throws {
    func fix(_ name: String) -> String {
      decodeError(
        #"{ "version": 1, "rows": [{ "title": "A", "backgroundColor": "\#(name)" }], "right": { "actions": [{ "title": "X" }] } }"#
      )?.description ?? ""
    }
    #expect(fix("secondaryGroupedBackground").contains("'secondarySystemGroupedBackground'"))
    #expect(fix("blue").contains("'systemBlue'"))
    #expect(fix("gray").contains("'systemGray'"))
  }

  /// White is both systemBackground and secondarySystemGroupedBackground in light; in dark each keeps its own value.
  @Test func coloursSharingALightValueKeepTheirOwnDarkValues() throws {
    let scene = try swipe(
      """
      { "version": 1, "canvas": { "width": 100 },
        "rows": [{ "title": "", "backgroundColor": "systemBackground" }, { "title": "", "backgroundColor": "secondarySystemGroupedBackground" }],
        "right": { "actions": [{ "title": "X" }] } }
      """)
    let light = try render(scene)
    #expect(rgb(light.pixel(x: 50, y: 20)) == [255, 255, 255] && rgb(light.pixel(x: 50, y: 64)) == [255, 255, 255])
    let dark = try render(scene, appearance: .dark)
    #expect(rgb(dark.pixel(x: 50, y: 20)) == [0, 0, 0])
    #expect(rgb(dark.pixel(x: 50, y: 64)) == [28, 28, 30])
  }

  // MARK: - Tables (docs/ios-metrics.md §2)

  func insetGrouped(width: Double) throws -> SwipeScene {
    try swipe(
      """
      { "version": 1, "canvas": { "width": \(width) }, "tableStyle": "insetGrouped",
        "sections": [{ "rows": [{ "title": "" }, { "title": "" }] }, { "header": "More", "rows": [{ "title": "" }] }],
        "swipeRow": 2, "right": { "actions": [{ "title": "X" }] } }
      """)
  }

  @Test(arguments: [(390.0, 16), (414.0, 20)])
  func insetGroupedSectionsSitInsideTheMargins(width: Double, margin: Int) throws {
    let scene = try insetGrouped(width: width)
    let pixels = try render(scene)
    let background = [242, 242, 247]
    // The first section starts 35 pt down; its rows are white between the margins.
    let middle = 35 + 22
    #expect(rgb(pixels.pixel(x: margin - 1, y: middle)) == background)
    #expect(rgb(pixels.pixel(x: margin, y: middle)) == [255, 255, 255])
    #expect(rgb(pixels.pixel(x: Int(width) - margin, y: middle)) == background)
    // The top-left corner is rounded to 10 pt: the corner pixel shows the background, 10 pt in the row.
    #expect(rgb(pixels.pixel(x: margin, y: 35)) == background)
    #expect(rgb(pixels.pixel(x: margin + 10, y: 35)) == [255, 255, 255])
    // Rows are numbered across sections: swipeRow 2 is the second section's row, below its header.
    let origin = scene.swipedRowOrigin(at: 0)
    #expect(origin.x == Double(margin) && origin.y > 35 + 88 + 17 + 17)
    #expect(scene.timeline.configuration.width == width - 2 * Double(margin))
  }

  @Test func rowSpacingShowsTheTableBetweenRows() throws {
    let scene = try swipe(
      """
      { "version": 1, "canvas": { "width": 100, "background": "#0000FF" }, "rowSpacing": 10,
        "rows": [{ "title": "", "backgroundColor": "#FF0000" }, { "title": "", "backgroundColor": "#FF0000" }],
        "right": { "actions": [{ "title": "X" }] } }
      """)
    #expect(scene.size == Size(width: 100, height: 44 + 10 + 44))
    let pixels = try render(scene)
    #expect(rgb(pixels.pixel(x: 50, y: 40)) == [255, 0, 0])
    #expect(rgb(pixels.pixel(x: 50, y: 49)) == [0, 0, 255])
    #expect(rgb(pixels.pixel(x: 50, y: 60)) == [255, 0, 0])
  }

  /// A capsule row inset on a blue table: its corners show the table, and the open actions are clipped to the capsule.
  @Test func aCapsuleRowClipsItsActionsToItsShape() throws {
    let scene = try swipe(
      """
      { "version": 1, "canvas": { "width": 300, "background": "#0000FF" }, "separatorStyle": "none",
        "rows": [{ "title": "", "height": 60, "insets": { "top": 5, "leading": 10, "bottom": 5, "trailing": 10 },
                   "cornerRadius": "capsule", "backgroundColor": "#FFFFFF" }],
        "right": { "actions": [{ "title": "", "backgroundColor": "#FF0000" }] },
        "gestures": [{ "setSwipeOffset": { "at": 0, "offset": -120, "animated": false } }] }
      """)
    #expect(scene.timeline.configuration.width == 280 && scene.timeline.configuration.height == 50)
    let pixels = try render(scene)
    // Inside the slot, outside the shape: the table.
    #expect(rgb(pixels.pixel(x: 5, y: 30)) == [0, 0, 255])
    #expect(rgb(pixels.pixel(x: 150, y: 2)) == [0, 0, 255])
    // The action strip ends in the capsule's round end: its far corner shows the table, its middle is red.
    #expect(rgb(pixels.pixel(x: 288, y: 7)) == [0, 0, 255])
    #expect(rgb(pixels.pixel(x: 250, y: 30)) == [255, 0, 0])
    // The content slid as a rounded piece: its round trailing end shows the action's red at its corner.
    #expect(rgb(pixels.pixel(x: 168, y: 7)) == [255, 0, 0])
    #expect(rgb(pixels.pixel(x: 100, y: 30)) == [255, 255, 255])
  }

  // MARK: - Rows (docs/ios-metrics.md §4, §5)

  @Test func aToggleIsA51PointSwitchGreenWhenOn() throws {
    func row(_ on: Bool) -> String { #"{ "title": "", "accessories": [{ "toggle": \#(on) }] }"# }
    let scene = try swipe(
      """
      { "version": 1, "canvas": { "width": 300 }, "rows": [\(row(true)), \(row(false))], "right": { "actions": [{ "title": "X" }] } }
      """)
    let pixels = try render(scene)
    // The switch ends at the 16-pt margin: x from 233 to 284, centred on each row.
    #expect(rgb(pixels.pixel(x: 238, y: 22)) == [52, 199, 89])
    #expect(rgb(pixels.pixel(x: 230, y: 22)) == [255, 255, 255])
    #expect(rgb(pixels.pixel(x: 280, y: 66)) != [52, 199, 89] && rgb(pixels.pixel(x: 280, y: 66)) != [255, 255, 255])
  }

  @Test func numberOfLinesZeroShowsEveryLineAndGrowsTheRow() throws {
    let long = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
    let scene = try swipe(
      """
      { "version": 1, "canvas": { "width": 390 },
        "rows": [{ "title": "\(long)", "textProperties": { "numberOfLines": 0, "font": { "size": 20 } } }],
        "right": { "actions": [{ "title": "X" }] } }
      """)
    let typography = try Typography()
    let font = typography.font(.regular, 20)
    let lines = TextLayout(long, font: font, width: 390 - 32, maxLines: 0).lines.count
    #expect(lines > 3)
    #expect(scene.rows[0].resolvedHeight == Double(lines) * font.lineHeight + 22)
  }

  // MARK: - Status bar (docs/ios-metrics.md §6)

  @Test func filesGetTheModernStatusBar() throws {
    func scene(_ statusBar: String) throws -> SwipeScene {
      try swipe(
        """
        { "version": 1, "canvas": { "width": 390, "chrome": "phone"\(statusBar) }, "rows": [{ "title": "A" }],
          "right": { "actions": [{ "title": "X" }] } }
        """)
    }
    let modern = try scene("")
    #expect(modern.stage.statusBar == .modern && modern.size.height == 54 + 44 + 44)
    let pixels = try render(modern)
    // The Dynamic Island: black at the bar's centre, 11.3 to 48.6 pt down.
    #expect(rgb(pixels.pixel(x: 195, y: 29)) == [0, 0, 0])
    #expect(rgb(pixels.pixel(x: 195, y: 5)) != [0, 0, 0])
    let classic = try scene(#", "statusBar": "classic""#)
    #expect(classic.stage.statusBar == .classic && classic.size.height == 64 + 44)
  }

  // MARK: - Keys with no effect (docs/scene-file.md §22)

  @Test(arguments: [
    (#"{ "style": "subtitle", "title": "A", "unread": true }"#, "rows[0].unread", "mail"),
    (#"{ "style": "mail", "title": "A", "image": "Trash" }"#, "rows[0].image", "mail row"),
    (#"{ "title": "A", "accessory": "checkmark", "accessories": ["detail"] }"#, "rows[0].accessory", "accessories"),
  ])
  func keysWithoutEffectAreRefused(row: String, path: String, word: String) throws {
    let error = try #require(decodeError(#"{ "version": 1, "rows": [\#(row)], "right": { "actions": [{ "title": "X" }] } }"#))
    #expect(error.path == path && error.description.contains(word), "\(error)")
    #expect(!error.description.contains("\n"))
  }

  @Test func aStatusBarWithoutThePhoneChromeIsRefused() throws {
    let error = try #require(
      decodeError(#"{ "version": 1, "canvas": { "statusBar": "modern" }, "rows": [{ "title": "A" }], "right": { "actions": [{ "title": "X" }] } }"#))
    #expect(error.path == "canvas.statusBar" && error.description.contains("\"chrome\": \"phone\""))
  }
}
