import Drawing
import Foundation
import ImageFormats
import Raster
import SceneRendering
import SwipeScenes
import Testing

@testable import SceneFiles

/// The colour of a hex string, or nil.
func hex(_ text: String) -> Color? { try? Color(hex: text) }

/// Files that must decode, checked against what docs/scene-file.md says each key means.
struct GoodFileTests {
  /// A folder with `flag.svg` (a 24-pt box drawn as two paths), `dot.png` (8 × 6 px, opaque red)
  /// and `fonts/Inter-Bold.otf` (a copy of a bundled face).
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenefile-good-\(getpid())")
    try? FileManager.default.createDirectory(at: url.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    let svg = #"<svg viewBox="0 0 24 24"><path d="M0 0h12v24H0z"/><path d="M12 0h12v24H12z"/></svg>"#
    try? svg.write(to: url.appendingPathComponent("flag.svg"), atomically: true, encoding: .utf8)
    if let canvas = try? Canvas(width: 8, height: 6) {
      canvas.clear(Color(red: 1, green: 0, blue: 0))
      try? canvas.pixmap.writePNG(to: url.appendingPathComponent("dot.png").path)
    }
    try? FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Sources/TextShaping/Fonts/Inter-Bold.otf"),
      to: url.appendingPathComponent("fonts/Inter-Bold.otf"))
    return url
  }()

  func swipe(_ text: String, file: String = "test.json") throws -> SwipeScene {
    try #require(try SceneFile.decode(Array(text.utf8), file: file, folder: Self.folder) as? SwipeScene)
  }

  // MARK: - Defaults

  /// Every key left out takes the documented default.
  @Test func defaults() throws {
    let text =
      #"{ "version": 1, "rows": [{ "style": "mail", "title": "Ada" }], "right": { "actions": [{ "title": "Delete", "style": "destructive" }] } }"#
    let scene = try swipe(text, file: "My Archive.json")
    #expect(scene.name == "my-archive")  // the file name, in kebab case
    #expect(scene.summary == "" && scene.departures == "" && scene.typography == nil)
    #expect(scene.renderingDefaults == RenderingDefaults(scale: 2, appearance: .light, frameRate: 30, previewScale: 1))
    let configuration = scene.timeline.configuration
    #expect(configuration.width == 390)  // canvas.width
    #expect(configuration.height == 96)  // the Mail style's natural height
    #expect(scene.size == Size(width: 390, height: 96))  // the rows' total height
    #expect(scene.swipeRow == 0 && configuration.cellFrame.minY == 0 && configuration.visibleRect == nil)
    #expect(scene.duration == 1)  // no gestures: 0 + 1 s
    #expect(scene.timeline.gestures.isEmpty)
    #expect(scene.stage == SwipeStage(chrome: .none, title: "", height: nil, placement: nil, lightPalette: nil, background: nil))
    #expect(configuration.left == nil)
    let right = try #require(configuration.right)
    let options = right.options
    #expect(options.transitionStyle == .border && options.expansionStyle == nil && options.expansionDelegate == nil)
    #expect(options.buttonSpacing == nil && options.buttonPadding == nil)
    #expect(options.minimumButtonWidth == nil && options.maximumButtonWidth == nil)
    #expect(options.buttonVerticalAlignment == .centerFirstBaseline)
    // The side's colour is the first action's: here its style's systemRed, which turns dark with the appearance.
    #expect(options.backgroundColor == SwipeColors.destructive(.light))
    #expect(scene.darkColors == [SwipeColors.destructive(.light): SwipeColors.destructive(.dark)])
    let action = right.actions[0]
    #expect(action.identifier == nil && action.title == "Delete" && action.image == nil && action.style == .destructive)
    #expect(action.font == nil && action.textColor == nil && action.backgroundColor == nil)
    #expect(!action.hidesWhenSelected && !action.hasBackgroundEffect && action.transitionDelegate == nil)
    #expect(right.toggledActions == nil)
    let row = scene.rows[0]
    #expect(row == TableRow(style: .mail, title: "Ada"))
    // A row without a style is UIKit's default style, 44 pt tall.
    let plain = try swipe(#"{ "version": 1, "rows": [{ "title": "Wi-Fi" }], "right": { "actions": [{ "title": "Off" }] } }"#)
    #expect(plain.rows == [TableRow(style: .default, title: "Wi-Fi")] && plain.timeline.configuration.height == 44)
  }

  /// Right to left, leading actions sit on the right and trailing ones on the left, as in UIKit; left and right stay physical.
  @Test func rightToLeft() throws {
    let logical = try swipe(
      #"{ "version": 1, "canvas": { "layoutDirection": "rightToLeft" }, "rows": [{ "title": "א" }], "leading": { "actions": [{ "title": "L" }] }, "trailing": { "actions": [{ "title": "T" }] } }"#
    )
    #expect(logical.timeline.configuration.layoutDirection == .rightToLeft)
    #expect(logical.timeline.configuration.right?.actions.first?.title == "L")
    #expect(logical.timeline.configuration.left?.actions.first?.title == "T")
    let physical = try swipe(
      #"{ "version": 1, "canvas": { "layoutDirection": "rightToLeft" }, "rows": [{ "title": "א" }], "left": { "actions": [{ "title": "A" }] } }"#
    )
    #expect(physical.timeline.configuration.left?.actions.first?.title == "A")
    #expect(physical.timeline.configuration.trailing?.actions.first?.title == "A")
  }

  /// Around rounded buttons the side's colour defaults to the row's background (docs/scene-file.md §8), not the first action's.
  @Test func roundedButtonsShowTheRow() throws {
    let scene = try swipe(
      #"{ "version": 1, "rows": [{ "title": "Ada" }], "right": { "actions": [{ "title": "Delete", "style": "destructive" }], "buttonShape": "roundedRectangle" } }"#
    )
    let options = try #require(scene.timeline.configuration.right?.options)
    #expect(options.backgroundColor == nil && options.backgroundFollowsRow)
    #expect(options.cornerRadius == nil && options.buttonInsets == nil)
    #expect(scene.darkColors.isEmpty)
  }

  /// leading/trailing are left/right in a left-to-right layout; the gesture y defaults to the swiped row's middle.
  @Test func leadingAndTrailing() throws {
    let scene = try swipe(
      #"{ "version": 1, "rows": [{ "style": "mail" }, { "style": "mail" }], "swipeRow": 1, "leading": { "actions": [{ "title": "L" }] }, "trailing": { "actions": [{ "title": "T" }] }, "gestures": [{ "swipe": { "at": 0, "to": -100 } }] }"#
    )
    #expect(scene.timeline.configuration.left?.actions.first?.title == "L")
    #expect(scene.timeline.configuration.right?.actions.first?.title == "T")
    guard case .pan(let script) = scene.timeline.gestures.first else { throw Failure("no pan") }
    #expect(script.samples.allSatisfy { $0.y == 96 + 48 })
    #expect(scene.timeline.configuration.cellFrame.minY == 96)  // swipeRowY: swipeRow × row height
    #expect(scene.size.height == 192)
  }

  // MARK: - Every key of a swipe scene

  static let everyKey = """
    {
      "$schema": "scene.schema.json",
      "version": 1,
      "name": "every-key",
      "summary": "Every key of a swipe scene.",
      "kind": "swipe",
      "font": "fonts/Inter-Bold.otf",
      "canvas": {
        "width": 400, "height": 300, "scale": 3, "appearance": "dark", "background": "transparent",
        "layoutDirection": "leftToRight", "chrome": "phone", "title": "Mailboxes", "previewScale": 0.5,
        "tableColors": {
          "background": "#FEFEFE", "label": "#111111", "secondaryLabel": "#222222", "chevron": "#333333",
          "separator": "#444444", "tint": "#555555", "bar": "#666666", "barHairline": "#777777"
        }
      },
      "rows": [
        { "style": "mail", "title": "T", "subtitle": "S", "detail": "D", "body": "B", "unread": true, "height": 80, "accessory": "none" },
        {
          "style": "subtitle", "title": "U", "subtitle": "V", "image": { "glyph": "Flag", "size": [20, 26] },
          "accessory": "checkmark", "height": 60, "backgroundColor": "systemYellow"
        }
      ],
      "swipeRow": 1,
      "leading": {
        "actions": [
          {
            "identifier": "read", "title": "Read", "image": { "glyph": "read", "size": [20, 22] }, "style": "default",
            "backgroundColor": "#007AFF", "textColor": { "red": 1, "green": 1, "blue": 1, "alpha": 0.5 },
            "font": { "size": 13, "weight": "semibold" }, "hidesWhenSelected": true,
            "transitionDelegate": { "scale": { "initialScale": 0.5, "threshold": 0.4, "duration": 0.2 } },
            "fulfill": null, "hasBackgroundEffect": true
          }
        ],
        "transitionStyle": "reveal",
        "expansionStyle": {
          "target": { "percentage": 0.6 },
          "additionalTriggers": [{ "touchThreshold": 0.7 }, { "overscroll": 25 }],
          "elasticOverscroll": true,
          "completionAnimation": { "fill": { "autoFulfillmentStyle": "reset", "timing": "after" } },
          "minimumTargetOverscroll": 10,
          "targetOverscrollElasticity": 0.3
        },
        "expansionDelegate": { "duration": 0.2, "scale": 0.5, "interButtonDelay": 0.05 },
        "backgroundColor": null,
        "buttonSpacing": 4, "buttonPadding": 6, "minimumButtonWidth": 60, "maximumButtonWidth": 100,
        "buttonVerticalAlignment": "center", "buttonShape": "roundedRectangle", "cornerRadius": 10,
        "buttonInsets": { "top": 4, "between": 6 },
        "toggledActions": [{ "title": "Unread", "image": "Unread-circle" }]
      },
      "trailing": {
        "actions": [
          { "title": "Trash", "image": { "path": "M0 0H10V10Z", "viewBox": [0, 0, 10, 10], "size": [30, 30] } },
          { "title": "Flag", "image": { "svg": "flag.svg" } },
          { "title": "Dot", "image": { "png": "dot.png", "size": [16, 12] } }
        ],
        "transitionStyle": "drag",
        "expansionStyle": "destructiveAfterFill",
        "expansionDelegate": "scaleAndAlpha",
        "backgroundColor": "#33333380"
      },
      "gestures": [
        { "swipe": { "at": 0.2, "to": -150, "duration": 0.5, "release": true, "velocity": -300, "y": 120 } },
        { "tapAction": { "at": 1.5, "action": "Flag" } },
        { "pan": { "at": 2, "points": [[0, 10], [0.5, 70]], "y": 100, "release": false, "velocity": 20, "interpolate": true } },
        { "pan": { "at": 3, "points": [[0, 70, 101], [0.01, 90, 102]], "interpolate": false } },
        { "tapCell": { "at": 4 } },
        { "setSwipeOffset": { "at": 4.5, "offset": -80, "animated": true } },
        { "setSwipeOffset": { "at": 5, "offset": "openLeft" } },
        { "hideSwipe": { "at": 5.5, "animated": true } },
        { "fulfill": { "at": 6, "style": "delete" } }
      ],
      "duration": 9,
      "fps": 60,
      "departures": "Nothing departs.",
      "darkColors": { "#007AFF": "#0A84FF" },
      "buttonContentPlacement": { "imageCenterAbove": 10, "titleBaselineBelow": 20 },
      "swipeRowY": 100,
      "visibleRect": [0, 50, 400, 200],
      "cellHeight": 64
    }
    """

  @Test func everySwipeKey() throws {
    let scene = try swipe(Self.everyKey)
    #expect(scene.name == "every-key" && scene.summary == "Every key of a swipe scene." && scene.departures == "Nothing departs.")
    #expect(scene.renderingDefaults == RenderingDefaults(scale: 3, appearance: .dark, frameRate: 60, previewScale: 0.5, goldens: GoldenSelection(appearances: [.dark])))
    #expect(scene.duration == 9)
    #expect(scene.typography != nil)
    // Canvas and stage.
    let configuration = scene.timeline.configuration
    #expect(configuration.width == 400 && configuration.height == 64 && scene.size == Size(width: 400, height: 300))
    #expect(configuration.layoutDirection == .leftToRight)
    #expect(scene.stage.chrome == .phone && scene.stage.title == "Mailboxes" && scene.stage.height == 300)
    #expect(scene.stage.background == .clear)
    let palette = try #require(scene.stage.lightPalette)
    #expect(palette.background == hex("#FEFEFE") && palette.barHairline == hex("#777777"))
    #expect(palette.label == hex("#111111") && palette.tint == hex("#555555"))
    #expect(scene.stage.placement?.imageCenterAbove == 10 && scene.stage.placement?.titleBaselineBelow == 20)
    #expect(scene.darkColors[hex("#007AFF") ?? .clear] == hex("#0A84FF"))
    #expect(configuration.cellFrame == Rect(x: 0, y: 100, width: 400, height: 64))
    #expect(configuration.visibleRect == Rect(x: 0, y: 50, width: 400, height: 200))
    // Rows.
    // Rows keep their own heights; the cell the actions sit on is cellHeight tall.
    let yellow = try #require(SystemColor.named("systemYellow"))
    #expect(
      scene.rows == [
        TableRow(style: .mail, title: "T", subtitle: "S", detail: "D", body: "B", unread: true, height: 80),
        TableRow(
          style: .subtitle, title: "U", subtitle: "V",
          image: ActionImage(glyph: ActionGlyph(.flag), size: Size(width: 20, height: 26)),
          accessory: .checkmark, height: 60, backgroundColor: yellow.light),
      ])
    #expect(scene.swipeRow == 1)
    // A system colour brings its dark value into the scene's dark colours.
    #expect(scene.darkColors[yellow.light] == yellow.dark)
    try checkLeading(try #require(configuration.left))
    try checkTrailing(try #require(configuration.right))
    try checkGestures(scene.timeline.gestures)
  }

  func checkLeading(_ side: SwipeSide) throws {
    let action = side.actions[0]
    #expect(action.identifier == "read" && action.title == "Read" && action.style == .default)
    #expect(action.image == ActionImage(glyph: ActionGlyph(.read), size: Size(width: 20, height: 22)))
    #expect(action.backgroundColor == hex("#007AFF"))
    #expect(action.textColor == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    #expect(action.font == FontSpec(weight: .semibold, pointSize: 13))
    #expect(action.hidesWhenSelected && action.hasBackgroundEffect)
    #expect(action.transitionDelegate as? ScaleTransition == ScaleTransition(duration: 0.2, initialScale: 0.5, threshold: 0.4))
    let options = side.options
    #expect(options.transitionStyle == .reveal)
    #expect(
      options.expansionStyle
        == SwipeExpansionStyle(
          target: .percentage(0.6), additionalTriggers: [.touchThreshold(0.7), .overscroll(25)], elasticOverscroll: true,
          completionAnimation: .fill(.automatic(.reset, timing: .after)), minimumTargetOverscroll: 10,
          targetOverscrollElasticity: 0.3))
    #expect(
      options.expansionDelegate as? ScaleAndAlphaExpansion
        == ScaleAndAlphaExpansion(duration: 0.2, scale: 0.5, interButtonDelay: 0.05))
    #expect(options.backgroundColor == nil)  // null: SwipeCellKit's own systemGray5
    #expect(options.buttonSpacing == 4 && options.buttonPadding == 6)
    #expect(options.minimumButtonWidth == 60 && options.maximumButtonWidth == 100)
    #expect(options.buttonVerticalAlignment == .center)
    #expect(options.buttonShape == .roundedRectangle && options.cornerRadius == 10)
    #expect(options.buttonInsets == SwipeButtonInsets(top: 4, left: 8, bottom: 8, right: 8, between: 6))
    #expect(side.toggledActions?.first?.image == ActionImage(glyph: ActionGlyph(.unread, onDisc: true)))
  }

  func checkTrailing(_ side: SwipeSide) throws {
    guard case .path(let path, let viewBox) = side.actions[0].image?.source else { throw Failure("no path") }
    #expect(path == (try Path(svgPathData: "M0 0H10V10Z")) && viewBox == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(side.actions[0].image?.size == Size(width: 30, height: 30))
    guard case .path(let svgPath, let svgBox) = side.actions[1].image?.source else { throw Failure("no SVG") }
    #expect(svgPath == (try Path(svgPathData: "M0 0h12v24H0z M12 0h12v24H12z")))
    #expect(svgBox == Rect(x: 0, y: 0, width: 24, height: 24) && side.actions[1].image?.size == Size(width: 24, height: 24))
    #expect(side.options.transitionStyle == .drag && side.options.expansionStyle == .destructiveAfterFill)
    #expect(side.options.expansionDelegate as? ScaleAndAlphaExpansion == .default)
    #expect(side.options.backgroundColor == Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 128.0 / 255))
    guard case .bitmap(let bitmap) = side.actions[2].image?.source else { throw Failure("no bitmap") }
    #expect(bitmap.width == 8 && bitmap.height == 6 && bitmap.pixels.prefix(4) == [255, 0, 0, 255])
    #expect(side.actions[2].image?.size == Size(width: 16, height: 12))
  }

  func checkGestures(_ gestures: [SwipeGesture]) throws {
    #expect(gestures.count == 9)
    // swipe: from 10 pt inside the far edge (x = 390 of 400) by −150 over 0.5 s, ease-out, 60 Hz, then the end point.
    guard case .pan(let swipe) = gestures[0] else { throw Failure("swipe") }
    #expect(swipe.samples.count == 31)
    #expect(swipe.samples.first == TouchSample(time: 0.2, x: 390, y: 120))
    #expect(swipe.samples.last?.x == 240 && abs((swipe.samples.last?.time ?? 0) - 0.7) < 1e-12)
    for (a, b) in zip(swipe.samples, swipe.samples.dropFirst()) {
      #expect(abs(b.time - a.time - 1.0 / 60) < 1e-12)
      #expect(b.x <= a.x)
    }
    // Ease-out: the first half of the time covers more than half of the way.
    #expect(swipe.samples[15].x < 315)
    #expect(swipe.givenReleaseVelocity == -300 && swipe.releases)
    guard case .tapAction(1.5, "Flag") = gestures[1] else { throw Failure("tapAction") }
    // pan, interpolated: keyframes sampled at 60 Hz along the line.
    guard case .pan(let line) = gestures[2] else { throw Failure("pan") }
    #expect(line.samples.count == 31 && line.samples.allSatisfy { $0.y == 100 })
    #expect(abs(line.samples[15].x - 40) < 1e-9 && abs(line.samples[15].time - 2.25) < 1e-12)
    #expect(!line.releases && line.givenReleaseVelocity == 20)
    // pan, exact: the points themselves.
    guard case .pan(let exact) = gestures[3] else { throw Failure("exact pan") }
    #expect(exact.samples == [TouchSample(time: 3, x: 70, y: 101), TouchSample(time: 3.01, x: 90, y: 102)])
    #expect(exact.releases && exact.givenReleaseVelocity == nil)
    guard case .tapCell(4) = gestures[4], case .setSwipeOffset(4.5, -80, true) = gestures[5],
      case .setSwipeOffset(5, let open, true) = gestures[6], case .setSwipeOffset(5.5, 0, true) = gestures[7],
      case .fulfill(6, .delete) = gestures[8]
    else { throw Failure("taps and offsets") }
    #expect(open == .infinity)
  }

  /// Export gives the same model back, except what the model keeps without its file: the font and the PNG's pixels.
  @Test func everyKeyRoundTrips() throws {
    var scene = try swipe(Self.everyKey)
    let text = SceneFile.export(scene)
    #expect(!text.contains("Inter-Bold") && !text.contains("dot.png"))
    scene.typography = nil
    scene.timeline.configuration.right?.actions[2].image = nil
    #expect(differences(scene, try swipe(text)) == [])
  }

  // MARK: - Onboarding

  @Test func everyOnboardingKey() throws {
    let text = """
      {
        "version": 1, "name": "hint", "summary": "A hint.", "kind": "onboarding", "fps": 24,
        "canvas": {
          "width": 375, "height": 667, "scale": 1, "appearance": "dark", "layoutDirection": "rightToLeft", "chrome": "none",
          "previewScale": 0.5
        },
        "trailing": { "actions": [{ "title": "Delete", "style": "destructive", "backgroundColor": "#FF0000" }, { "title": "More", "style": "default" }] },
        "hint": { "initialDelay": 0.2, "duration": 2, "halfwayDelay": 0.6, "leaveEarlyAt": 1 }
      }
      """
    let scene = try #require(try SceneFile.decode(Array(text.utf8), file: "x.json", folder: Self.folder) as? OnboardingScene)
    #expect(scene.renderingDefaults == RenderingDefaults(scale: 1, appearance: .dark, frameRate: 24, previewScale: 0.5, goldens: GoldenSelection(appearances: [.dark])))
    #expect(try #require(try decodeText(SceneFile.export(scene)) as? OnboardingScene) == scene)
    #expect(scene.name == "hint" && scene.summary == "A hint." && scene.direction == .rightToLeft)
    #expect(
      scene.actions == [
        OnboardingHint.RowAction(title: "Delete", style: .destructive, backgroundColor: Color(red: 1, green: 0, blue: 0)),
        OnboardingHint.RowAction(title: "More", style: .normal),
      ])
    #expect(scene.config == OnboardingHint.Config(initialDelay: 0.2, duration: 2, halfwayDelay: 0.6))
    #expect(scene.tapTime == 1 && !scene.leavesEarly)
    #expect(scene.duration == scene.config.end + 0.5)
  }

  /// An onboarding file of defaults: the library's timings and the demo's actions, no tap.
  @Test func onboardingDefaults() throws {
    let scene = try #require(try decodeText(#"{ "version": 1, "kind": "onboarding" }"#, file: "hint.json") as? OnboardingScene)
    #expect(scene == OnboardingScene(name: "hint", summary: "", config: OnboardingHint.Config()))
  }

  /// A tap halfway through the open is the built-in "leave early" scene's.
  @Test func leaveEarlyHalfwayIsTheBuiltInTap() throws {
    let scene = try #require(
      try decodeText(#"{ "version": 1, "kind": "onboarding", "hint": { "initialDelay": 1, "leaveEarlyAt": 1.5 } }"#)
        as? OnboardingScene)
    #expect(scene.leavesEarly && scene.leaveEarlyAt == nil && scene.tapTime == 1.5)
  }

  // MARK: - Drawing

  /// The canvas shows the table top to bottom: swiping row 1 moves the second row, not the first.
  @Test func swipedRowStaysInPlace() throws {
    let text = """
      { "version": 1, "rows": [{ "style": "mail", "title": "Top" }, { "style": "mail", "title": "Bottom" }], "swipeRow": 1,
        "right": { "actions": [{ "title": "Delete", "style": "destructive" }] },
        "gestures": [{ "swipe": { "at": 0, "to": -120, "release": false } }] }
      """
    let scene = try swipe(text)
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let rest = try renderer.render(scene, at: 0, scale: 1)
    let open = try renderer.render(scene, at: 0.9, scale: 1)
    #expect(rest.height == 192)
    func rows(_ y: Range<Int>, _ pixmap: Pixmap) -> [UInt8] {
      y.flatMap { row in
        (0..<pixmap.width).flatMap { x -> [UInt8] in
          let p = pixmap.pixel(x: x, y: row)
          return [p.r, p.g, p.b, p.a]
        }
      }
    }
    #expect(rows(0..<96, rest) == rows(0..<96, open))
    #expect(rows(96..<192, rest) != rows(96..<192, open))
  }

  /// While a deleted row collapses, the rows below sit at fractional heights; on a transparent
  /// canvas every pixel from the top row to the last row's bottom stays opaque, with no seam of
  /// partly transparent pixels where two rows meet, and below the rows the canvas stays clear.
  @Test func collapsingRowsLeaveNoSeamOnATransparentCanvas() throws {
    let text = """
      { "version": 1, "canvas": { "width": 320, "height": 200, "background": "transparent", "scale": 1 },
        "rows": [{ "title": "One" }, { "title": "Two" }, { "title": "Three" }],
        "right": { "actions": [{ "title": "Delete", "style": "destructive" }], "expansionStyle": "destructive" },
        "gestures": [{ "swipe": { "at": 0.2, "to": -300, "duration": 0.5 } }] }
      """
    let scene = try swipe(text)
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    var collapsing = 0
    for frame in 0..<Int(scene.duration * 20) {
      let pixmap = try renderer.render(scene, at: Double(frame) / 20, scale: 1)
      let alpha = (0..<pixmap.height).map { pixmap.pixel(x: 160, y: $0).a }
      let opaque = alpha.prefix { $0 == 255 }.count
      // Rows of 44 pt: a table of 132 pt at rest, 88 pt once the first is gone.
      if opaque > 88 && opaque < 132 { collapsing += 1 }
      #expect(opaque >= 87, "frame \(frame): a seam at y = \(opaque)")
      #expect(alpha[(opaque + 1)...].allSatisfy { $0 == 0 }, "frame \(frame): canvas below the rows")
    }
    #expect(collapsing >= 2)
  }

  /// `frame --json`'s `cellOrigin` is where the swiped row starts in the pixels: under the rows
  /// above it (44 + 60 pt) and, with the phone chrome, under its bars (the modern status bar's 54 pt and 44).
  @Test(arguments: [("none", 104.0), ("phone", 104.0 + 54 + 44)])
  func cellOriginIsWhereTheSwipedRowIsDrawn(chrome: String, expectedY: Double) throws {
    let text = """
      { "version": 1, "canvas": { "width": 320, "height": 400, "chrome": "\(chrome)" },
        "rows": [{ "title": "A", "backgroundColor": "#FF0000" }, { "title": "B", "height": 60, "backgroundColor": "#00FF00" },
                 { "title": "C", "height": 50, "backgroundColor": "#0000FF" }], "swipeRow": 2,
        "right": { "actions": [{ "title": "Delete", "style": "destructive" }] },
        "gestures": [{ "swipe": { "at": 0, "to": -120, "release": false } }] }
      """
    let scene = try swipe(text)
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let json = try renderer.inspection(of: scene, at: .time(0.5))
    guard case .object(let fields) = json, case .object(let origin)? = fields["cellOrigin"],
      case .number(let x)? = origin["x"], case .number(let y)? = origin["y"]
    else {
      Issue.record("no cellOrigin in \(json)")
      return
    }
    #expect(x == 0 && y == expectedY)
    // At scale 2 the pixel rows just above and below the origin are the green row's and the blue row's.
    let pixmap = try renderer.render(scene, at: 0.5, scale: 2)
    let above = pixmap.pixel(x: 20, y: Int(2 * y) - 1), below = pixmap.pixel(x: 20, y: Int(2 * y) + 1)
    #expect(above.g == 255 && above.b == 0, "above: \(above)")
    #expect(below.b == 255 && below.g == 0, "below: \(below)")
  }
}
