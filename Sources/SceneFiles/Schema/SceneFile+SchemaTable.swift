import SwipeScenes

// The schema's parts for tables, sections and row shapes (docs/scene-file.md
// §19), spliced into ``SceneFile/schema``.

extension SceneFile {
  /// Top-level properties: the table's style, sections, spacing and separators.
  static var tableSchemaProperties: String {
    let styles = TableStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    let separators = TableSeparatorStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    return #"""
      "tableStyle": { "enum": [\#(styles)], "default": "plain", "description": "UIKit's list appearances: plain; grouped (sections on systemGroupedBackground, rows on secondarySystemGroupedBackground); insetGrouped (each section inset by the layout margins, 16 pt under 414 pt of width and 20 pt from 414, its corners rounded to 10 pt)." },
      "sections": { "type": "array", "minItems": 1, "maxItems": 100, "items": { "$ref": "#/$defs/tableSection" }, "description": "Instead of rows: the rows in sections with headers and footers. Rows are numbered across sections from 0 (swipeRow counts that way)." },
      "rowSpacing": { "type": "number", "minimum": 0, "maximum": 1000, "default": 0, "description": "Points between consecutive rows of a section, showing the table's background." },
      "separatorStyle": { "enum": [\#(separators)], "default": "singleLine", "description": "singleLine: a 0.5-pt line under each row (in grouped styles, between the rows of a section); none." }
"""#
  }

  /// Row properties: its shape and separator.
  static var rowShapeSchemaProperties: String {
    #"""
      "insets": { "type": "object", "additionalProperties": false, "description": "The row's shape inside its slot; the table's background shows around it. The swiped row's cell is its shape.", "properties": { "top": { "$ref": "#/$defs/inset" }, "leading": { "$ref": "#/$defs/inset" }, "bottom": { "$ref": "#/$defs/inset" }, "trailing": { "$ref": "#/$defs/inset" } } },
      "cornerRadius": { "oneOf": [{ "type": "number", "minimum": 0, "maximum": 1000 }, { "const": "capsule" }], "description": "Rounds the row's shape; its background, content and swipe actions are clipped to it (layer.cornerRadius with clipsToBounds). capsule: half the shape's height. Default: square (insetGrouped: a section's outer corners 10 pt)." },
      "separator": { "oneOf": [{ "enum": ["default", "none"] }, { "type": "object", "additionalProperties": false, "properties": { "leadingInset": { "type": "number", "minimum": 0, "maximum": 10000, "default": 0, "description": "Points from the row's leading edge." }, "trailingInset": { "type": "number", "minimum": 0, "maximum": 10000, "default": 0, "description": "Points from the row's trailing edge." }, "color": { "$ref": "#/$defs/color", "description": "Default: the table's separator colour." } } }], "description": "The separator under this row: the table's (from the text to the trailing edge), none, or one with its own insets and colour. Default: default." },
"""#
  }

  /// Row properties: text, image and accessories.
  static var rowContentSchemaProperties: String {
    #"""
      "textProperties": { "$ref": "#/$defs/textProperties", "description": "The title's font, colour, line limit and alignment (UIListContentConfiguration.textProperties). Default: the style's." },
      "secondaryTextProperties": { "$ref": "#/$defs/textProperties", "description": "The same for the secondary text: subtitle, detail (value1, value2) or body (mail)." },
      "imageProperties": {
        "type": "object", "additionalProperties": false, "description": "How the row's image is drawn (UIListContentConfiguration.imageProperties).",
        "properties": {
          "maximumSize": { "$ref": "#/$defs/size", "description": "A larger image is scaled down to fit, keeping its proportions." },
          "cornerRadius": { "oneOf": [{ "type": "number", "minimum": 0, "maximum": 1000 }, { "const": "circle" }], "description": "The image is clipped to this rounding; circle: half its shorter side." },
          "tintColor": { "$ref": "#/$defs/color", "description": "The colour of a glyph, SVG or path image. Default: the tint colour." }
        }
      },
      "accessories": { "type": "array", "maxItems": 8, "items": { "$ref": "#/$defs/accessory" }, "description": "Trailing accessories, the first nearest the content (UICellAccessory). Not with accessory." }
"""#
  }

  /// Definitions: a section and an inset.
  static var tableSchemaDefinitions: String {
    #"""
      "tableSection": {
        "type": "object", "additionalProperties": false, "required": ["rows"], "description": "One section of the table.",
        "properties": {
          "header": { "type": "string", "pattern": "^[^\\n\\r]*$", "description": "The header text (grouped styles: 13-pt capitals in secondaryLabel; plain: 17-pt semibold). Default: none." },
          "footer": { "type": "string", "description": "The footer text, 13 pt in secondaryLabel, wrapped. Default: none." },
          "rows": { "type": "array", "minItems": 1, "maxItems": 100, "items": { "$ref": "#/$defs/row" }, "description": "The section's rows; at most 100 in all sections." }
        }
      },
      "inset": { "type": "number", "minimum": 0, "maximum": 1000, "default": 0, "description": "Points." },
      "textProperties": {
        "type": "object", "additionalProperties": false, "description": "A text's font, colour, line limit and alignment; what is left out keeps the style's.",
        "properties": {
          "font": { "type": "object", "additionalProperties": false, "description": "The font.", "properties": { "size": { "type": "number", "exclusiveMinimum": 0, "maximum": 200, "description": "Points." }, "weight": { "enum": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"], "description": "UIFont.Weight; the bundled font sets the lighter weights in regular and heavy and black in bold." } } },
          "color": { "$ref": "#/$defs/color", "description": "The text colour." },
          "numberOfLines": { "type": "integer", "minimum": 0, "maximum": 1000, "description": "The most lines shown, 0 for no limit; the last line kept ends in … when text is left over. Default: 1." },
          "alignment": { "enum": ["natural", "center", "justified"], "default": "natural", "description": "natural: leading in the layout direction; justified is set as natural." }
        }
      },
      "accessory": {
        "description": "One accessory: disclosureIndicator, checkmark, detail (the info button), or an object: {\"label\": text}, {\"badge\": text, \"color\", \"textColor\"} (a capsule, by default systemGray with white text), {\"toggle\": bool} (a UISwitch, 51 × 31 pt, on = systemGreen), {\"image\": Image}.",
        "oneOf": [
          { "enum": ["disclosureIndicator", "checkmark", "detail"] },
          { "type": "object", "additionalProperties": false, "required": ["label"], "properties": { "label": { "type": "string", "pattern": "^[^\n\r]*$", "description": "Text in 17-pt secondary label colour." } } },
          { "type": "object", "additionalProperties": false, "required": ["badge"], "properties": { "badge": { "type": "string", "pattern": "^[^\n\r]*$", "description": "The count." }, "color": { "$ref": "#/$defs/color", "description": "The capsule. Default: systemGray." }, "textColor": { "$ref": "#/$defs/color", "description": "The count's colour. Default: white." } } },
          { "type": "object", "additionalProperties": false, "required": ["toggle"], "properties": { "toggle": { "type": "boolean", "description": "Whether the switch is on." } } },
          { "type": "object", "additionalProperties": false, "required": ["image"], "properties": { "image": { "$ref": "#/$defs/image", "description": "Drawn at its size in the tint colour." } } }
        ]
      },
"""#
  }
}
