// The schema of a row's `content` nodes (docs/scene-file.md, "Content"), kept
// beside the main schema and inserted into its `$defs`.

extension SceneFile {
  /// The `$defs` entries for content nodes: `contentNode` and its parts, as JSON members.
  static let contentSchema = #"""
          "contentNode": {
            "type": "object", "additionalProperties": false,
            "description": "A SwiftUI-style view: exactly one node key (hstack, vstack, zstack, text, image, spacer, rectangle, circle, capsule, badge, toggle), its own keys, and any modifiers, applied innermost first in this order: text colour, padding, frame, background, cornerRadius, offset, opacity.",
            "properties": {
              "hstack": { "type": "array", "maxItems": 200, "items": { "$ref": "#/$defs/contentNode" }, "description": "Children leading to trailing (mirrored right to left)." },
              "vstack": { "type": "array", "maxItems": 200, "items": { "$ref": "#/$defs/contentNode" }, "description": "Children top to bottom." },
              "zstack": { "type": "array", "maxItems": 200, "items": { "$ref": "#/$defs/contentNode" }, "description": "Children over each other, later over earlier." },
              "text": { "type": "string", "description": "Text wrapped to the width it is offered, up to lineLimit lines, then an ellipsis." },
              "image": { "$ref": "#/$defs/image", "description": "An image, tinted by foreground when it is a glyph, SVG or path." },
              "spacer": { "type": "object", "additionalProperties": false, "properties": { "minLength": { "type": "number", "minimum": 0, "maximum": 10000, "description": "The least length in points. Default: 8." } }, "description": "Flexible space along its stack's axis; spacers share what the other children leave." },
              "rectangle": { "$ref": "#/$defs/contentShape", "description": "A filled rectangle in the foreground colour." },
              "circle": { "$ref": "#/$defs/contentShape", "description": "A filled circle in the foreground colour." },
              "capsule": { "$ref": "#/$defs/contentShape", "description": "A filled capsule in the foreground colour." },
              "badge": { "type": "string", "description": "iOS's red notification badge: a systemRed capsule, white 13-pt semibold text, 18 pt tall, at least 18 pt wide." },
              "toggle": { "type": "boolean", "description": "A UISwitch, 51 × 31 pt, on (systemGreen) or off." },
              "spacing": { "type": "number", "minimum": 0, "maximum": 1000, "description": "hstack, vstack: points between children. Default: 8." },
              "alignment": { "type": "string", "description": "hstack: top, center, bottom or firstTextBaseline; vstack: leading, center or trailing; zstack: topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom or bottomTrailing. Default: center." },
              "font": { "type": "object", "additionalProperties": false, "description": "text: the system font.", "properties": { "size": { "type": "number", "exclusiveMinimum": 0, "maximum": 1000, "description": "Points. Default: 17." }, "weight": { "enum": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"], "description": "Default: regular (the bundled font draws the lightest three as regular and the heaviest two as bold)." } } },
              "color": { "$ref": "#/$defs/color", "description": "text: its colour. Default: the foreground, else label." },
              "lineLimit": { "type": "integer", "minimum": 0, "maximum": 1000, "description": "text: the most lines, 0 for no limit. Default: no limit." },
              "size": { "$ref": "#/$defs/size", "description": "image: its size in points. Default: the image's own." },
              "padding": { "description": "Space around the node: points on every side, or per side.", "oneOf": [{ "type": "number", "minimum": 0, "maximum": 10000 }, { "type": "object", "additionalProperties": false, "properties": { "top": { "type": "number", "minimum": 0, "description": "Points." }, "leading": { "type": "number", "minimum": 0, "description": "Points." }, "bottom": { "type": "number", "minimum": 0, "description": "Points." }, "trailing": { "type": "number", "minimum": 0, "description": "Points." } } }] },
              "frame": { "$ref": "#/$defs/contentFrame" },
              "background": { "$ref": "#/$defs/color", "description": "A colour filling the node's frame behind it." },
              "foreground": { "$ref": "#/$defs/color", "description": "The colour of text, shapes and tinted images inside." },
              "cornerRadius": { "type": "number", "minimum": 0, "maximum": 10000, "description": "Rounds the background's and shapes' corners." },
              "opacity": { "type": "number", "minimum": 0, "maximum": 1, "description": "The node drawn as a group with this opacity." },
              "offset": { "type": "array", "prefixItems": [{ "type": "number" }, { "type": "number" }], "items": false, "minItems": 2, "description": "[x, y]: moves the drawing, not the layout." }
            },
            "oneOf": [
              { "required": ["hstack"] }, { "required": ["vstack"] }, { "required": ["zstack"] }, { "required": ["text"] },
              { "required": ["image"] }, { "required": ["spacer"] }, { "required": ["rectangle"] }, { "required": ["circle"] },
              { "required": ["capsule"] }, { "required": ["badge"] }, { "required": ["toggle"] }
            ]
          },
          "contentShape": {
            "type": "object", "additionalProperties": false, "description": "A shape: at size, or filling what it is offered.",
            "properties": { "size": { "$ref": "#/$defs/size", "description": "[width, height] in points." } }
          },
          "contentFrame": {
            "type": "object", "additionalProperties": false,
            "description": "SwiftUI's frame: fixed (width, height) or flexible (min and max; a max may be \"infinity\"), with the node aligned in it.",
            "properties": {
              "width": { "type": "number", "minimum": 0, "description": "A fixed width in points." },
              "height": { "type": "number", "minimum": 0, "description": "A fixed height in points." },
              "minWidth": { "type": "number", "minimum": 0, "description": "The least width." },
              "maxWidth": { "oneOf": [{ "type": "number", "minimum": 0 }, { "const": "infinity" }], "description": "The most width; \"infinity\" takes all it is offered." },
              "minHeight": { "type": "number", "minimum": 0, "description": "The least height." },
              "maxHeight": { "oneOf": [{ "type": "number", "minimum": 0 }, { "const": "infinity" }], "description": "The most height; \"infinity\" takes all it is offered." },
              "alignment": { "enum": ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"], "description": "Where the node sits in the frame. Default: center." }
            }
          },
"""#
}
