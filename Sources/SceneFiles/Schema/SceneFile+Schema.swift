import SwipeScenes

// The JSON Schema (draft 2020-12) of scene files, for editors' completion and
// validation. It describes what this package accepts: every key the decoder
// reads, with its type, range and default; values the format defines but the
// model cannot draw yet are left out of the enums and named in the
// descriptions, and keys that are always rejected for now are described and
// validated as absent (`"not": {}`). Enums that follow the model (row styles,
// transition styles, glyph names) are filled in from it. A test checks that the
// properties of each object are exactly the keys the decoder accepts.

extension SceneFile {
  /// The JSON Schema (draft 2020-12) of scene files, version 1, as pretty JSON.
  ///
  /// Every object has `additionalProperties: false` and every property a `description`, so
  /// editors complete keys and flag typos. Write `"$schema": "scene.schema.json"` in a file to
  /// use a saved copy.
  public static let schema: String = {
    let rowStyles = TableRow.Style.allCases.map(\.rawValue)
    let accessories = TableRow.Accessory.allCases.map(\.rawValue)
    let chromes = SwipeStage.Chrome.allCases.map(\.rawValue)
    let colorNames = SystemColor.names
    let shapes = SwipeButtonShape.allCases.map(\.rawValue)
    let alignments = SwipeVerticalAlignment.allCases.map(\.rawValue)
    let transitionStyles = SwipeTransitionStyle.allCases.map(\.rawValue)
    let glyphs = ActionGlyph.names + ActionGlyph.names.map { $0.lowercased() }
    func list(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
    // The top-level keys an onboarding scene rejects (SceneDecoder+Onboarding.swift), each as "required" under a "not".
    let onboardingInvalid = [
      "left", "right", "leading", "gestures", "duration", "buttonContentPlacement", "actionColorsFillRow", "departures",
      "swipeRowY", "visibleRect", "cellHeight", "tableStyle", "sections", "rowSpacing", "separatorStyle",
    ].map { "{ \"required\": [\"\($0)\"] }" }.joined(separator: ", ")
    return #"""
      {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://github.com/render-gifs/render-gifs/scene-file/v1.schema.json",
        "title": "render-gifs scene file, version 1",
        "description": "Your own table rows, swipe actions and gestures, rendered without Swift. See docs/scene-file.md.",
        "type": "object",
        "additionalProperties": false,
        "required": ["version"],
        "allOf": [
          { "not": { "allOf": [{ "anyOf": [{ "required": ["left"] }, { "required": ["right"] }] }, { "anyOf": [{ "required": ["leading"] }, { "required": ["trailing"] }] }] } },
          {
            "if": { "properties": { "kind": { "const": "stateAnimator" } }, "required": ["kind"] },
            "then": { "required": ["views", "states"], "not": { "anyOf": [{ "required": ["grid"] }, { "required": ["preview"] }] } },
            "else": {
              "not": { "anyOf": [{ "required": ["views"] }, { "required": ["transitions"] }, { "required": ["states"] }, { "required": ["initialState"] }] },
              "if": { "properties": { "kind": { "const": "collectionPreview" } }, "required": ["kind"] },
              "then": { "required": ["grid"] },
              "else": {
                "not": { "anyOf": [{ "required": ["grid"] }, { "required": ["preview"] }] },
              "if": { "properties": { "kind": { "const": "onboarding" } }, "required": ["kind"] },
              "then": { "not": { "anyOf": [\#(onboardingInvalid)] } },
              "else": {
                "oneOf": [{ "required": ["rows"] }, { "required": ["sections"] }],
                "anyOf": [{ "required": ["left"] }, { "required": ["right"] }, { "required": ["leading"] }, { "required": ["trailing"] }],
                "not": { "required": ["hint"] }
              }
              }
            }
          }
        ],
        "properties": {
          "$schema": { "type": "string", "description": "Not read; tells editors where this schema is." },
          "version": { "const": 1, "description": "The format version: 1." },
          "name": { "type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": 100, "description": "Kebab-case name of the output folder and files. Default: the file's name." },
          "summary": { "type": "string", "pattern": "^[^\\n\\r]*$", "description": "One line saying what the scene shows. Default: empty." },
          "kind": { "enum": ["swipe", "onboarding", "stateAnimator", "collectionPreview"], "default": "swipe", "description": "swipe: rows, actions and gestures; onboarding: the swipe hint of TableViewCellOnboarding on the rows (or, without rows, on its demo table), playing `hint` instead of gestures and showing the `trailing` actions; left, right, leading, gestures, duration and the keys that place the swiped cell are swipe-only; stateAnimator: a StateAnimator component of views, transitions and states (docs/scene-file.md §14); collectionPreview: a grid and its full-page preview (§15)." },
          "canvas": { "$ref": "#/$defs/canvas" },
          "font": { "type": "string", "description": "A TrueType or OpenType file, relative to this file's folder, whose first face sets all the scene's text. Default: the bundled Inter." },
          "fallbackFonts": { "type": "array", "maxItems": 16, "items": { "type": "string", "pattern": "." }, "description": "Fonts tried in order after font (or the bundled font) for characters it lacks, before the bundled fonts: a font file (.ttf, .otf, .ttc; relative to this file's folder) or an installed family name matched with fontconfig (\"Noto Color Emoji\", \"Noto Sans CJK JP\"). A grapheme cluster is never split across fonts; a character no font has is drawn as .notdef with one warning." },
          "rows": { "type": "array", "minItems": 1, "maxItems": 100, "items": { "$ref": "#/$defs/row" }, "description": "The table's rows, top to bottom. Required in swipe scenes; an onboarding scene without rows plays on the demo app's table (the built-in onboarding scenes)." },
          "swipeRow": { "type": "integer", "minimum": 0, "maximum": 99, "default": 0, "description": "Index of the row the top-level sides belong to and the gestures without a row act on (onboarding: the row the hint plays on). Default: 0, or the first row with sides of its own when the file has no top-level sides." },
          "left": { "$ref": "#/$defs/side", "description": "Actions on the left edge, shown by swiping right." },
          "right": { "$ref": "#/$defs/side", "description": "Actions on the right edge, shown by swiping left." },
          "leading": { "$ref": "#/$defs/side", "description": "Actions on the leading edge (left in a left-to-right layout). Do not mix with left/right." },
          "trailing": { "$ref": "#/$defs/side", "description": "Actions on the trailing edge (right in a left-to-right layout). Onboarding: the row actions the hint reveals (actions only, each with title, image, style, backgroundColor and textColor). Do not mix with left/right." },
          "gestures": { "type": "array", "maxItems": 1000, "items": { "anyOf": [{ "$ref": "#/$defs/gesture" }, { "$ref": "#/$defs/setState" }, { "$ref": "#/$defs/previewGesture" }] }, "description": "What the finger does, in time order (stateAnimator: setState requests; collectionPreview: open, page, close). Default: none." },
          "duration": { "type": "number", "exclusiveMinimum": 0, "maximum": 3600, "description": "Length of the scene in seconds. Default: the end of the last gesture + 1." },
          "fps": { "type": "number", "minimum": 0.1, "maximum": 240, "default": 30, "description": "Default frame rate, 0.1 to 240, overridden by --fps; a GIF takes the nearest rate of whole hundredths of a second, at most 25 unless --fps is given." },
          "hint": { "$ref": "#/$defs/hint" },
          "departures": { "type": "string", "pattern": "^[^\\n\\r]*$", "description": "One line on where the scene departs from SwipeCellKit's current defaults (e.g. a 2017 look). Default: empty." },
          "darkColors": { "type": "object", "propertyNames": { "anyOf": [{ "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$" }, { "enum": [\#(list(colorNames))] }] }, "additionalProperties": { "$ref": "#/$defs/color" }, "description": "The colour each light colour of the scene (key) takes in dark appearance; colours not listed stay. System colours named in the file add their own pair. Default: none." },
          "actionColorsFillRow": { "type": "boolean", "default": false, "description": "Whether the action colours span the swiped row's full height, under bars too, when the buttons' content is centred in the visible part (the 2018 README GIF); false keeps them in the visible band." },
          "buttonContentPlacement": {
            "description": "Where buttons with a background colour put their image and title. standard: centred as a block (SwipeCellKit today); readme2017: the README GIFs' fixed offsets from the button's centre; or the offsets themselves. Default: standard.",
            "oneOf": [
              { "enum": ["standard", "readme2017"] },
              {
                "type": "object", "additionalProperties": false,
                "properties": {
                  "imageCenterAbove": { "type": "number", "minimum": -100000, "maximum": 100000, "default": 16.5, "description": "Points from the button's vertical centre up to the image's centre." },
                  "titleBaselineBelow": { "type": "number", "minimum": -100000, "maximum": 100000, "default": 26.6, "description": "Points from the button's vertical centre down to the title's baseline." }
                }
              }
            ]
          },
          "swipeRowY": { "type": "number", "minimum": -100000, "maximum": 100000, "description": "The swiped row's top in table coordinates, against which visibleRect is measured. Default: swipeRow × the row height." },
          "visibleRect": { "$ref": "#/$defs/rect", "description": "The part of the table on screen, [x, y, width, height] (SwipeTableViewCellDelegate.visibleRect): button content is centred in the visible part of the row. Default: none." },
          "cellHeight": { "type": "number", "exclusiveMinimum": 0, "maximum": 10000, "description": "The height of the cell the actions sit on, when it differs from the swiped row's (the large-title chrome's tall cell). Default: the swiped row's height." }\#(componentSchemaProperties),
          "goldens": {
            "type": "object", "additionalProperties": false,
            "description": "Which frames `render-gifs golden record|verify` keep for this scene: every chosen moment and time in every chosen appearance at every chosen scale. Default: every key moment in light and dark at scale 1, plus one moment at scale 2; a file that sets canvas.appearance keeps that appearance only.",
            "properties": {
              "moments": { "type": "array", "minItems": 1, "maxItems": 1000, "uniqueItems": true, "items": { "type": "string" }, "description": "Key moments by their golden name (`render-gifs sheet` and `golden record` show them, e.g. open, reveal-2). Default: every key moment, unless times are given." },
              "times": { "type": "array", "minItems": 1, "maxItems": 1000, "uniqueItems": true, "items": { "type": "number", "minimum": 0, "maximum": 3600 }, "description": "Times in seconds, at most the scene's duration; each golden is named t-<seconds with 3 decimals>, e.g. t-1.250. Default: none." },
              "appearances": { "type": "array", "minItems": 1, "maxItems": 2, "uniqueItems": true, "items": { "enum": ["light", "dark"] }, "description": "Default: light and dark, or canvas.appearance when the file sets it." },
              "scales": { "type": "array", "minItems": 1, "maxItems": 3, "uniqueItems": true, "items": { "enum": [1, 2, 3] }, "description": "Pixels per point. Default: 1." }
            }
          },
          \#(tableSchemaProperties)
        },
        "$defs": {
          "points": { "type": "number", "minimum": 0, "maximum": 10000 },
          "coordinate": { "type": "number", "minimum": -100000, "maximum": 100000 },
          "time": { "type": "number", "minimum": -3600, "maximum": 3600, "description": "Scene seconds." },
          "rect": { "type": "array", "prefixItems": [{ "$ref": "#/$defs/coordinate" }, { "$ref": "#/$defs/coordinate" }, { "type": "number", "minimum": 0, "maximum": 100000 }, { "type": "number", "minimum": 0, "maximum": 100000 }], "items": false, "minItems": 4 },
          "size": { "type": "array", "prefixItems": [{ "type": "number", "exclusiveMinimum": 0, "maximum": 10000 }, { "type": "number", "exclusiveMinimum": 0, "maximum": 10000 }], "items": false, "minItems": 2, "description": "[width, height] in points." },
          "color": {
            "description": "#RRGGBB, #RRGGBBAA, an iOS system colour (its light value, and its dark value in dark appearance), or straight components in 0…1.",
            "oneOf": [
              { "type": "string", "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$" },
              { "enum": [\#(list(colorNames))] },
              {
                "type": "object", "additionalProperties": false, "required": ["red", "green", "blue"],
                "properties": {
                  "red": { "type": "number", "minimum": 0, "maximum": 1, "description": "Red, 0…1." },
                  "green": { "type": "number", "minimum": 0, "maximum": 1, "description": "Green, 0…1." },
                  "blue": { "type": "number", "minimum": 0, "maximum": 1, "description": "Blue, 0…1." },
                  "alpha": { "type": "number", "minimum": 0, "maximum": 1, "default": 1, "description": "Opacity, 0…1." }
                }
              }
            ]
          },
          "canvas": {
            "type": "object", "additionalProperties": false, "description": "The picture.",
            "properties": {
              "width": { "type": "number", "exclusiveMinimum": 0, "maximum": 16384, "description": "Width of the table in points. Default: 390 (phoneMockup: 414, largeTitle: 375, onboarding without rows: 375, and only that)." },
              "height": { "type": "number", "exclusiveMinimum": 0, "maximum": 100000, "description": "Height in points. Default: the rows' total height, plus 64 with the phone chrome (phoneMockup, largeTitle and onboarding without rows: their own)." },
              "scale": { "type": "number", "exclusiveMinimum": 0, "maximum": 16, "default": 2, "description": "Pixels per point; the canvas may be at most 16384 px a side. Overridden by --scale / --width." },
              "appearance": { "enum": ["light", "dark"], "default": "light", "description": "Which iOS colours apply." },
              "background": { "oneOf": [{ "const": "transparent" }, { "$ref": "#/$defs/color" }], "description": "Everything that is not a row (below the rows of a taller canvas); transparent is alpha 0 in PNG and APNG. Default: the table's background." },
              "layoutDirection": { "enum": ["leftToRight", "rightToLeft"], "default": "leftToRight", "description": "rightToLeft mirrors the rows and puts leading actions on the right, as UIKit does." },
              "chrome": { "enum": [\#(list(chromes))], "default": "none", "description": "none: the rows alone; phone: a status bar and a navigation bar titled `title` above the rows; phoneMockup: Hero.gif's device around a 414-pt screen (520 × 362 pt); largeTitle: Vertical-Centering.gif's large-title bar over tall rows that scroll up (375 × 369 pt). An onboarding scene takes none or phone." },
              "title": { "type": "string", "pattern": "^[^\\n\\r]*$", "default": "", "description": "The navigation title with a chrome." },
              "tableColors": { "$ref": "#/$defs/tableColors" },
              "previewScale": { "type": "number", "exclusiveMinimum": 0, "maximum": 16, "default": 1, "description": "Pixels per point of the scene's small previews (the demo's GIF and contact sheet)." },
              "statusBar": { "enum": ["classic", "modern"], "default": "modern", "description": "The phone chrome's status bar: classic, the 2017 bar (20 pt, \"9:41 AM\" centred); modern, today's iPhone (54 pt, \"9:41\" on the leading side, the Dynamic Island, cellular, Wi-Fi and battery on the trailing side). Only with the phone chrome." }
            }
          },
          "tableColors": {
            "type": "object", "additionalProperties": false, "description": "The table's colours in light appearance (dark appearance uses iOS's own). Default: iOS's light colours; each key given replaces one.",
            "properties": {
              "background": { "$ref": "#/$defs/color", "description": "Table and row background. Default: #FFFFFF." },
              "label": { "$ref": "#/$defs/color", "description": "Title and subtitle text. Default: #000000." },
              "secondaryLabel": { "$ref": "#/$defs/color", "description": "Detail and body text. Default: #666666." },
              "chevron": { "$ref": "#/$defs/color", "description": "The disclosure chevron. Default: #C7C7CC." },
              "separator": { "$ref": "#/$defs/color", "description": "Row separators. Default: #DBDBDC." },
              "tint": { "$ref": "#/$defs/color", "description": "The unread dot. Default: #007AFF." },
              "bar": { "$ref": "#/$defs/color", "description": "Navigation and status bar backgrounds. Default: #F9F9F9." },
              "barHairline": { "$ref": "#/$defs/color", "description": "The line under a bar. Default: #D7D9D8." }
            }
          },
          "row": {
            "type": "object", "additionalProperties": false, "description": "One table row.",
            "properties": {
              "style": { "enum": [\#(list(rowStyles))], "default": "default", "description": "UIKit's four cell styles, plus the Mail demo's layout." },
              "title": { "type": "string", "description": "textLabel (mail: the sender). Default: empty." },
              "subtitle": { "type": "string", "description": "detailTextLabel below the title (mail: the subject); not for value2 rows. Default: empty." },
              "detail": { "type": "string", "description": "Text on the right: value1's right-aligned detail, value2's text after the tinted title, mail's date. Default: empty." },
              "body": { "type": "string", "description": "mail: the two-line preview. Default: empty." },
              "image": { "$ref": "#/$defs/image", "description": "An image at the leading side (not for mail), at its size in points." },
              "accessory": { "enum": [\#(list(accessories))], "default": "none", "description": "Accessory at the trailing side (mail always shows its chevron)." },
              "unread": { "type": "boolean", "default": false, "description": "mail: the blue unread dot." },
              "height": { "type": "number", "exclusiveMinimum": 0, "maximum": 10000, "description": "Row height in points; the swiped row's is the cell's. Default: the style's natural height (44; subtitle 56; at least the image's + 12; mail 96)." },
              "backgroundColor": { "$ref": "#/$defs/color", "description": "The row's own background. Default: the table's (grouped styles: secondarySystemGroupedBackground)." },
              "left": { "$ref": "#/$defs/side", "description": "This row's own left actions: the row is swipeable, and gestures reach it with \"row\"." },
              "right": { "$ref": "#/$defs/side", "description": "This row's own right actions: the row is swipeable, and gestures reach it with \"row\"." },
              "leading": { "$ref": "#/$defs/side", "description": "This row's own leading actions (left in a left-to-right layout). Do not mix with left/right." },
              "trailing": { "$ref": "#/$defs/side", "description": "This row's own trailing actions (right in a left-to-right layout). Do not mix with left/right." },
              "content": { "$ref": "#/$defs/contentNode", "description": "A view replacing the style's layout, drawn in the row's layout margins (16 pt at the sides, 20 from 414 pt wide; 11 pt above and below). Without a height, the row is the content's height plus 22 pt. The style's own keys have no effect with it and are refused." },
              \#(rowShapeSchemaProperties)
              \#(rowContentSchemaProperties)
            }
          },
          "mgswipe": {
            "type": "object", "additionalProperties": false,
            "description": "MGSwipeTableCell's settings: the side then follows MGSwipe's release, overscroll and expansion instead of SwipeCellKit's (transitionStyle border, static, drag, clipCenter or rotate3D; no expansionStyle).",
            "properties": {
              "threshold": { "type": "number", "minimum": 0, "maximum": 100, "default": 0.5, "description": "On release the buttons stay open when the offset exceeds threshold × the buttons' width." },
              "enableSwipeBounces": { "type": "boolean", "default": true, "description": "Whether the cell may be dragged past full open (the buttons stay pinned, the side's background shows between them and the cell)." },
              "swipeBounceRate": { "type": "number", "minimum": 0, "maximum": 10, "default": 1, "description": "Points the cell moves past full open per point of finger travel." },
              "animationDuration": { "type": "number", "minimum": 0, "maximum": 10, "default": 0.3, "description": "Seconds of every offset animation (show, hide, stretch, the expansion's trigger), cubic ease-out." },
              "expansion": { "$ref": "#/$defs/mgswipeExpansion" },
              "keepButtonsSwiped": { "type": "boolean", "default": true, "description": "Whether a release past the threshold keeps the buttons open (false: every release closes)." }
            }
          },
          "mgswipeExpansion": {
            "type": "object", "additionalProperties": false,
            "description": "MGSwipe's expansion: past threshold × the buttons' width the button at buttonIndex covers the strip; a release then triggers it.",
            "properties": {
              "buttonIndex": { "type": "integer", "minimum": 0, "maximum": 7, "default": 0, "description": "The expanding action: 0 is the first listed, the outermost." },
              "fillOnTrigger": { "type": "boolean", "default": false, "description": "true: a release while expanded slides the cell off the row before the action runs; false: back closed." },
              "threshold": { "type": "number", "minimum": 0, "maximum": 100, "default": 1.3, "description": "Expansion starts when the offset exceeds threshold × the buttons' width." },
              "expansionColor": { "$ref": "#/$defs/color", "description": "The button's and strip's colour while expanded. Default: the button's own." },
              "expansionLayout": { "enum": ["border", "center", "none"], "default": "border", "description": "border: the button moves to the cell edge; center: its content goes to the middle of the strip; none: it stays in its slot." },
              "animationDuration": { "type": "number", "minimum": 0, "maximum": 10, "default": 0.2, "description": "Seconds of the button's move into and out of the expanded layout (ease-in-out)." }
            }
          },
      \#(SceneFile.contentSchema)
          "gestureRow": { "type": "integer", "minimum": 0, "maximum": 99, "description": "The row the gesture acts on, numbered from 0; it must be swipeable and have a side in the gesture's direction. Default: swipeRow." },
          \#(tableSchemaDefinitions)
          "side": {
            "type": "object", "additionalProperties": false, "required": ["actions"], "description": "SwipeOptions and its actions.",
            "properties": {
              "actions": { "type": "array", "minItems": 1, "maxItems": 8, "items": { "$ref": "#/$defs/action" }, "description": "In SwipeCellKit's order: the first is at the outer edge and is the one that expands." },
              "transitionStyle": { "enum": [\#(list(transitionStyles))], "default": "border", "description": "How the buttons move as they are uncovered: SwipeCellKit's border, drag and reveal, MGSwipeTableCell's static, clipCenter and rotate3D." },
              "expansionStyle": { "$ref": "#/$defs/expansionStyle" },
              "expansionDelegate": {
                "description": "SwipeExpanding: null, \"scaleAndAlpha\" (ScaleAndAlphaExpansion) or its parameters. Default: null (ScaleAndAlphaExpansion when the expanding action has a clear background).",
                "oneOf": [
                  { "type": "null" },
                  { "const": "scaleAndAlpha" },
                  {
                    "type": "object", "additionalProperties": false,
                    "properties": {
                      "duration": { "type": "number", "minimum": 0, "maximum": 60, "default": 0.15, "description": "Each button's animation in seconds." },
                      "scale": { "type": "number", "minimum": 0, "maximum": 10, "default": 0.8, "description": "The scale the other buttons shrink to." },
                      "interButtonDelay": { "type": "number", "minimum": 0, "maximum": 60, "default": 0.1, "description": "The stagger between buttons in seconds." }
                    }
                  }
                ]
              },
              "backgroundColor": { "oneOf": [{ "type": "null" }, { "$ref": "#/$defs/color" }], "description": "Shown behind the buttons. Default: the first action's colour (rounded buttons: the row's background; circles: systemGray5); null: the library's own (systemGray5; the row's background for MGSwipe's styles and rounded buttons)." },
              "buttonSpacing": { "$ref": "#/$defs/points", "description": "Vertical gap between image and title. Default: 8." },
              "buttonPadding": { "$ref": "#/$defs/points", "description": "Inset inside each button. Default: 8." },
              "minimumButtonWidth": { "$ref": "#/$defs/points", "description": "Narrowest button. Default: min(maximum, 74)." },
              "maximumButtonWidth": { "$ref": "#/$defs/points", "description": "Widest button; 0 means no limit. Default: (width − 30) / number of buttons." },
              "buttonVerticalAlignment": { "enum": [\#(list(alignments))], "default": "centerFirstBaseline", "description": "Where the image and title block goes in the button: centred with one title line (centerFirstBaseline) or the wrapped title (center), or set against the top or bottom, buttonPadding from the button's edge." },
              "buttonShape": { "enum": [\#(list(shapes))], "default": "rectangle", "description": "roundedRectangle: each button a rounded rectangle kept buttonInsets from the row's edges and its neighbours. circle: the Mail demo's circular style, clear buttons with each image white on a 50-pt disc of the action's colour and the title below in the text colour (default: the action's colour)." },
              "cornerRadius": { "$ref": "#/$defs/points", "default": 12, "description": "roundedRectangle only: the corner radius, at most half the button's smaller side." },
              "buttonInsets": {
                "default": 8, "description": "roundedRectangle only: the room around and between the buttons, one number or each side (left and right are physical).",
                "oneOf": [
                  { "$ref": "#/$defs/points" },
                  {
                    "type": "object", "additionalProperties": false,
                    "properties": {
                      "top": { "$ref": "#/$defs/points", "default": 8, "description": "Between the row's top and the buttons." },
                      "left": { "$ref": "#/$defs/points", "default": 8, "description": "Between the strip's left end and the leftmost button." },
                      "bottom": { "$ref": "#/$defs/points", "default": 8, "description": "Between the buttons and the row's bottom." },
                      "right": { "$ref": "#/$defs/points", "default": 8, "description": "Between the rightmost button and the strip's right end." },
                      "between": { "$ref": "#/$defs/points", "default": 8, "description": "Between neighbouring buttons." }
                    }
                  }
                ]
              },
              "toggledActions": { "type": "array", "minItems": 1, "maxItems": 8, "items": { "$ref": "#/$defs/action" }, "description": "The actions offered instead after the side's handlers have run an odd number of times (the Mail demo's Unread/Read toggle). Default: none." },
              "mgswipe": { "$ref": "#/$defs/mgswipe" }
            }
          },
          "action": {
            "type": "object", "additionalProperties": false, "description": "A SwipeAction.",
            "properties": {
              "identifier": { "type": "string", "description": "The name gestures use. Default: the title." },
              "title": { "type": "string", "description": "Title of the button. Default: none." },
              "image": { "$ref": "#/$defs/image" },
              "style": { "enum": ["default", "destructive"], "default": "default", "description": "Picks the default colour." },
              "backgroundColor": { "$ref": "#/$defs/color", "description": "Default: systemRed for destructive, systemGray3 otherwise." },
              "textColor": { "$ref": "#/$defs/color", "description": "Title colour and image tint (circle buttons: the title's only; the image is white on its disc). Default: white (circle buttons: the action's colour)." },
              "font": {
                "type": "object", "additionalProperties": false, "description": "The title's font. Default: 15 pt medium.",
                "properties": {
                  "size": { "type": "number", "exclusiveMinimum": 0, "maximum": 1000, "default": 15, "description": "Points." },
                  "weight": { "enum": ["regular", "medium", "semibold", "bold"], "default": "medium", "description": "Weight of the bundled Inter." }
                }
              },
              "hidesWhenSelected": { "type": "boolean", "default": false, "description": "Whether tapping this button also closes the cell." },
              "transitionDelegate": {
                "description": "SwipeActionTransitioning: null, \"scale\" (ScaleTransition) or its parameters. Default: null.",
                "oneOf": [
                  { "type": "null" },
                  { "const": "scale" },
                  {
                    "type": "object", "additionalProperties": false, "required": ["scale"],
                    "properties": {
                      "scale": {
                        "type": "object", "additionalProperties": false, "description": "ScaleTransition's parameters.",
                        "properties": {
                          "initialScale": { "type": "number", "minimum": 0, "maximum": 10, "default": 0.8, "description": "Scale while less than threshold is visible." },
                          "threshold": { "type": "number", "minimum": 0, "maximum": 10, "default": 0.5, "description": "Visible fraction at which the button pops." },
                          "duration": { "type": "number", "minimum": 0, "maximum": 60, "default": 0.15, "description": "Seconds." }
                        }
                      }
                    }
                  }
                ]
              },
              "fulfill": { "enum": ["delete", "reset", null], "default": null, "description": "What the handler does with the row each time it runs: delete removes it, reset slides the cell closed. On the side's expandable action (the first) while its fill waits, it is SwipeCellKit's fulfill(with:); elsewhere the handler deletes the row or hides the swipe itself. null: the handler leaves the row (a fulfill gesture can still fulfil a waiting fill)." },
              "hasBackgroundEffect": { "type": "boolean", "default": false, "description": "Whether a blur is behind the button: it then counts as having no background colour." }
            }
          },
          "image": {
            "description": "A built-in glyph's name (any letter case), or an object with one source: glyph, svg (an icon file of filled or stroked shapes), path with viewBox (optionally stroked), or png; size in points is optional.",
            "oneOf": [
              { "enum": [\#(list(glyphs))] },
              {
                "type": "object", "additionalProperties": false,
                "minProperties": 1,
                "properties": {
                  "glyph": { "enum": [\#(list(glyphs))], "description": "A built-in glyph." },
                  "svg": { "type": "string", "description": "An SVG icon file, relative to the scene file's folder: its <path>, <circle>, <ellipse>, <rect>, <line>, <polyline> and <polygon> elements in <g> groups, filled and stroked (stroke, stroke-width, stroke-linecap, stroke-linejoin, stroke-miterlimit, fill, fill-rule, transform) in the tint; any other element is an error naming it." },
                  "path": { "type": "string", "description": "SVG path data, e.g. M3 6h18l-2 14H5z." },
                  "png": { "type": "string", "description": "A PNG file, relative to the scene file's folder, drawn as it is (not tinted), scaled to size." },
                  "viewBox": { "type": "array", "prefixItems": [{ "type": "number" }, { "type": "number" }, { "type": "number", "exclusiveMinimum": 0 }, { "type": "number", "exclusiveMinimum": 0 }], "items": false, "minItems": 4, "description": "[minX, minY, width, height] of path's coordinates; required with path." },
                  "size": { "$ref": "#/$defs/size", "description": "Size in points. Default: the view box's, or the glyph's own." },
                  "stroke": {
                    "type": "object", "additionalProperties": false, "description": "With path: draw the path's stroke instead of filling it.",
                    "properties": {
                      "width": { "type": "number", "exclusiveMinimum": 0, "maximum": 1000000, "description": "In view-box units. Default: 1." },
                      "lineCap": { "enum": ["butt", "round", "square"], "description": "Default: butt." },
                      "lineJoin": { "enum": ["miter", "round", "bevel"], "description": "Default: miter." },
                      "miterLimit": { "type": "number", "minimum": 1, "maximum": 1000000, "description": "Miters longer than this many widths are bevelled. Default: 4." }
                    }
                  }
                },
                "oneOf": [
                  { "required": ["glyph"] },
                  { "required": ["svg"] },
                  { "required": ["path", "viewBox"] },
                  { "required": ["png"] }
                ]
              }
            ]
          },
          "expansionStyle": {
            "description": "SwipeExpansionStyle: null, a built-in style, or its parts. Default: null.",
            "oneOf": [
              { "type": "null" },
              { "enum": ["selection", "destructive", "destructiveAfterFill", "fill"] },
              {
                "type": "object", "additionalProperties": false, "required": ["target"],
                "properties": {
                  "target": {
                    "description": "{\"percentage\": p}: p × width; {\"edgeInset\": e}: width − e.",
                    "oneOf": [
                      { "type": "object", "additionalProperties": false, "required": ["percentage"], "properties": { "percentage": { "type": "number", "minimum": 0, "maximum": 10, "description": "A fraction of the cell width." } } },
                      { "type": "object", "additionalProperties": false, "required": ["edgeInset"], "properties": { "edgeInset": { "type": "number", "minimum": 0, "maximum": 100000, "description": "Points from the far edge." } } }
                    ]
                  },
                  "additionalTriggers": {
                    "type": "array", "maxItems": 8, "description": "Conditions that expand before the target is reached.",
                    "items": {
                      "oneOf": [
                        { "type": "object", "additionalProperties": false, "required": ["touchThreshold"], "properties": { "touchThreshold": { "type": "number", "minimum": 0, "maximum": 1, "description": "The finger past this fraction of the width, from the actions' edge." } } },
                        { "type": "object", "additionalProperties": false, "required": ["overscroll"], "properties": { "overscroll": { "type": "number", "minimum": 0, "maximum": 100000, "description": "Points past full exposure." } } }
                      ]
                    }
                  },
                  "elasticOverscroll": { "type": "boolean", "default": false, "description": "Whether the 25 % rule applies past full exposure." },
                  "completionAnimation": {
                    "description": "\"bounce\": the cell closes; {\"fill\": …}: the row fills with the action's colour.",
                    "oneOf": [
                      { "const": "bounce" },
                      {
                        "type": "object", "additionalProperties": false, "required": ["fill"],
                        "properties": {
                          "fill": {
                            "type": "object", "additionalProperties": false, "description": "FillOptions.",
                            "properties": {
                              "autoFulfillmentStyle": { "enum": ["delete", "reset", null], "default": null, "description": "Applied after the handler; null waits for a fulfill gesture." },
                              "timing": { "enum": ["with", "after"], "default": "with", "description": "Whether the handler runs with the fill or after it." }
                            }
                          }
                        }
                      }
                    ]
                  },
                  "minimumTargetOverscroll": { "type": "number", "minimum": 0, "maximum": 10000, "default": 20, "description": "Least distance in points between full exposure and the target." },
                  "targetOverscrollElasticity": { "type": "number", "minimum": 0, "maximum": 10, "default": 0.2, "description": "Rubber-band slope past the target." }
                }
              }
            ]
          }\#(gestureSchemaDefinitions)\#(componentSchemaDefinitions)
        }
      }

      """#
  }()
}
