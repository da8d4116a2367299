import SwipeScenes

// The schema's parts for the StateAnimator and collection-preview kinds (docs/scene-file.md §14–§15): their top-level
// properties and its definitions, spliced into ``SceneFile/schema``.

extension SceneFile {
  /// The top-level properties of the StateAnimator and collection-preview kinds, each preceded by a comma.
  static let componentSchemaProperties = #"""
    ,
              "views": { "type": "array", "minItems": 1, "maxItems": 500, "items": { "$ref": "#/$defs/view" }, "description": "stateAnimator: the component's views, drawn in this order (later over earlier); a parent comes before its subviews." },
              "transitions": { "type": "object", "additionalProperties": { "$ref": "#/$defs/transition" }, "description": "stateAnimator: StateAnimator's Transition values by name." },
              "states": { "type": "object", "minProperties": 1, "additionalProperties": { "type": "array", "maxItems": 1000, "items": { "type": "string" } }, "description": "stateAnimator: each component state as the names of its transitions, composed as `a + b`." },
              "initialState": { "type": "string", "description": "stateAnimator: the state applied without animation at time 0. Default: none (the views' own looks)." },
              "grid": { "$ref": "#/$defs/grid" },
              "preview": {
                "type": "object", "additionalProperties": false, "description": "collectionPreview: the full-page preview controller.",
                "properties": {
                  "backgroundColor": { "$ref": "#/$defs/color", "description": "The preview's own background behind its pages, over the overlay at its alpha; shows between pages while paging. Default: clear." },
                  "overlayColor": { "$ref": "#/$defs/color", "description": "The overlay that fades in over the grid (the controller's backgroundColor). Default: #FFFFFF." },
                  "pageSpacing": { "type": "number", "minimum": 0, "maximum": 10000, "default": 8, "description": "Points between preview pages." }
                }
              }
    """#

  /// The definitions the StateAnimator and collection-preview kinds use, each preceded by a comma.
  static let componentSchemaDefinitions = #"""
    ,
            "shadow": {
              "type": "object", "additionalProperties": false, "description": "A layer shadow (CALayer's shadow properties).",
              "properties": {
                "color": { "$ref": "#/$defs/color", "description": "shadowColor. Default: #000000." },
                "opacity": { "type": "number", "minimum": 0, "maximum": 1, "default": 0, "description": "shadowOpacity." },
                "radius": { "type": "number", "minimum": 0, "maximum": 1000, "default": 3, "description": "shadowRadius, the blur in points." },
                "offset": { "type": "array", "prefixItems": [{ "$ref": "#/$defs/coordinate" }, { "$ref": "#/$defs/coordinate" }], "items": false, "minItems": 2, "description": "shadowOffset [x, y] in points. Default: [0, -3]." }
              }
            },
            "viewText": {
              "type": "object", "additionalProperties": false, "required": ["text"], "description": "A label's or text view's text; its colour is the view's textColor.",
              "properties": {
                "text": { "type": "string", "description": "The string." },
                "font": { "type": "object", "additionalProperties": false, "description": "The system font.", "properties": { "size": { "type": "number", "exclusiveMinimum": 0, "maximum": 500, "default": 17, "description": "Point size." }, "weight": { "enum": ["regular", "medium", "semibold", "bold"], "default": "regular", "description": "Weight." } } },
                "alignment": { "enum": ["natural", "left", "center", "right"], "default": "natural", "description": "NSTextAlignment." },
                "numberOfLines": { "type": "integer", "minimum": 0, "maximum": 10000, "description": "The most lines, 0 for no limit. Default: 1 for a label, 0 for a text view (the lines that fit)." }
              }
            },
            "picture": {
              "description": "A picture the package draws: CityPhoto (576 × 384 pt, unscaled and cropped around its centre), MountainBackdrop (stretched to fill), LandscapeArtwork (fills its frame; seed picks the variant).",
              "oneOf": [
                { "enum": [\#(Picture.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))] },
                { "type": "object", "additionalProperties": false, "required": ["picture"], "properties": { "picture": { "enum": [\#(Picture.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))], "description": "The picture's name." }, "seed": { "type": "integer", "minimum": 0, "maximum": 1000000, "default": 0, "description": "The variant." } } }
              ]
            },
            "view": {
              "type": "object", "additionalProperties": false, "required": ["id"], "description": "stateAnimator: one UIView of the component.",
              "properties": {
                "id": { "type": "string", "minLength": 1, "description": "The name transitions use; unique." },
                "parent": { "type": "string", "description": "The superview's id, listed earlier. Default: the canvas." },
                "frame": { "$ref": "#/$defs/rect", "description": "[x, y, width, height] in the superview's coordinates, as UIKit's frame. Default: [0, 0, 0, 0]." },
                "backgroundColor": { "$ref": "#/$defs/color", "description": "The background, rounded by cornerRadius. Default: clear." },
                "cornerRadius": { "type": "number", "minimum": 0, "maximum": 10000, "default": 0, "description": "layer.cornerRadius; a view with one clips its content to its frame." },
                "alpha": { "type": "number", "minimum": 0, "maximum": 1, "default": 1, "description": "The opacity of the view and its subviews." },
                "hidden": { "type": "boolean", "default": false, "description": "isHidden: the view and its subviews are not drawn." },
                "shadow": { "$ref": "#/$defs/shadow" },
                "content": { "$ref": "#/$defs/contentNode", "description": "A content node laid out in the view's frame size and centred in it, as a hosting view shows its root view; clipped to the rounded frame when the view has a corner radius." },
                "textColor": { "$ref": "#/$defs/color", "description": "The label's or text view's text colour. Default: #000000." },
                "label": { "$ref": "#/$defs/viewText", "description": "The view is a UILabel: its text laid across the frame and centred vertically." },
                "textView": { "$ref": "#/$defs/viewText", "description": "The view is a UITextView: its text from the top inside 8-pt insets above and below and 5 pt each side, the lines that fit." },
                "image": { "$ref": "#/$defs/picture", "description": "The view is a UIImageView showing a picture." },
                "autoresizingMask": { "type": "array", "maxItems": 6, "items": { "enum": ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"] }, "description": "UIView.autoresizingMask against the superview's frame at time 0: [\"flexibleWidth\", \"flexibleHeight\"] pins the view to its superview's edges. Default: []." }
              }
            },
            "change": {
              "type": "object", "additionalProperties": false, "required": ["view"], "minProperties": 2, "description": "stateAnimator: the properties a transition sets on one view, applied in the order written. frame, alpha, cornerRadius and backgroundColor animate; hidden, textColor and shadow change at the start.",
              "properties": {
                "view": { "type": "string", "description": "The view's id." },
                "frame": { "$ref": "#/$defs/rect", "description": "[x, y, width, height] in the superview's coordinates." },
                "alpha": { "type": "number", "minimum": 0, "maximum": 1, "description": "Opacity." },
                "cornerRadius": { "type": "number", "minimum": 0, "maximum": 10000, "description": "layer.cornerRadius." },
                "backgroundColor": { "$ref": "#/$defs/color", "description": "The background colour." },
                "textColor": { "$ref": "#/$defs/color", "description": "The text colour." },
                "hidden": { "type": "boolean", "description": "isHidden." },
                "shadow": { "$ref": "#/$defs/shadow" }
              }
            },
            "transition": {
              "type": "object", "additionalProperties": false, "required": ["endState"], "description": "stateAnimator: StateAnimator's Transition.",
              "properties": {
                "before": { "type": "array", "maxItems": 1000, "items": { "$ref": "#/$defs/change" }, "description": "beforeTransition: applied at once as the transition's group starts." },
                "endState": { "type": "array", "maxItems": 1000, "items": { "$ref": "#/$defs/change" }, "description": "The end state, animated with `animation`." },
                "after": { "type": "array", "maxItems": 1000, "items": { "type": "string" }, "description": "afterTransition: transitions animated when this transition's group ends, as a state of their own." },
                "nested": { "type": "array", "maxItems": 1000, "items": { "type": "string" }, "description": "A nested component's transitions, grouped on their own and started with this end state (after the delay)." },
                "animation": {
                  "type": "object", "additionalProperties": false, "description": "AnimationDetails. Transitions of one state with the same curve and duration run as one group.",
                  "properties": {
                    "curve": { "oneOf": [{ "enum": ["linear", "easeIn", "easeOut", "easeInOut"] }, { "type": "array", "prefixItems": [{ "type": "number", "minimum": 0, "maximum": 1 }, { "$ref": "#/$defs/coordinate" }, { "type": "number", "minimum": 0, "maximum": 1 }, { "$ref": "#/$defs/coordinate" }], "items": false, "minItems": 4 }], "default": "linear", "description": "UIKit's curves, or a cubic Bézier's control points [x1, y1, x2, y2]." },
                    "duration": { "type": "number", "minimum": 0, "maximum": 3600, "default": 0, "description": "Seconds; 0 applies the end state at once." },
                    "delayFactor": { "type": "number", "minimum": 0, "maximum": 1, "default": 0, "description": "The end state starts after delayFactor × duration and runs for the rest of the duration." }
                  }
                }
              }
            },
            "grid": {
              "type": "object", "additionalProperties": false, "required": ["sections"], "description": "collectionPreview: the collection view the preview opens from, a vertical flow layout.",
              "properties": {
                "columns": { "type": "integer", "minimum": 1, "maximum": 100, "default": 3, "description": "Items per line, for items without a size." },
                "itemAspectRatio": { "type": "number", "exclusiveMinimum": 0, "maximum": 100, "default": 1, "description": "Height over width, for items without a size." },
                "spacing": { "type": "number", "minimum": 0, "maximum": 10000, "default": 8, "description": "Points between items and between lines." },
                "insets": { "type": "number", "minimum": 0, "maximum": 10000, "default": 8, "description": "Section insets on all four sides." },
                "sections": { "type": "array", "minItems": 1, "maxItems": 100, "description": "The sections, top to bottom.", "items": {
                  "type": "object", "additionalProperties": false, "required": ["items"], "description": "A section.",
                  "properties": {
                    "header": { "type": "string", "description": "The header's title; a section without one has no header." },
                    "items": { "type": "array", "maxItems": 1000, "description": "The items, left to right, wrapping.", "items": {
                      "type": "object", "additionalProperties": false, "description": "An item.",
                      "properties": {
                        "title": { "type": "string", "description": "The title, centred with its bottom on the cell's middle." },
                        "image": { "$ref": "#/$defs/picture", "description": "A picture filling the cell." },
                        "color": { "$ref": "#/$defs/color", "description": "The cell's background. Default: the cell look's." },
                        "badge": { "type": "string", "description": "Text at the top-left corner (the Example shows the item's number). Default: none." },
                        "size": { "$ref": "#/$defs/size", "description": "The item's own [width, height]. Default: a column's width by the aspect ratio." }
                      }
                    } }
                  }
                } },
                "headerHeight": { "type": "number", "minimum": 0, "maximum": 10000, "default": 50, "description": "The section headers' height." },
                "contentInsetTop": { "type": "number", "minimum": 0, "maximum": 10000, "default": 0, "description": "Space above the content at rest (the Example's 70)." },
                "backgroundColor": { "$ref": "#/$defs/color", "description": "The window behind the grid. Default: #ECECEC." },
                "headerColor": { "$ref": "#/$defs/color", "description": "Header titles. Default: black at 50 %." },
                "cell": {
                  "type": "object", "additionalProperties": false, "description": "The cells' look (the Example's GridCell by default).",
                  "properties": {
                    "backgroundColor": { "$ref": "#/$defs/color", "description": "Default: white 0.98." },
                    "selectedBackgroundColor": { "$ref": "#/$defs/color", "description": "Default: white 0.95." },
                    "selectedBorderColor": { "$ref": "#/$defs/color", "description": "Default: white 0.9." },
                    "selectedBorderWidth": { "type": "number", "minimum": 0, "maximum": 1000, "default": 5, "description": "The opened item's border, in the grid and the preview; 0 for none." },
                    "cornerRadius": { "type": "number", "minimum": 0, "maximum": 10000, "default": 3, "description": "Points." },
                    "titleColor": { "$ref": "#/$defs/color", "description": "Default: black at 85 %." },
                    "badgeColor": { "$ref": "#/$defs/color", "description": "Default: gray 0.8." }
                  }
                }
              }
            },
            "previewGesture": {
              "type": "object", "additionalProperties": false, "minProperties": 1, "maxProperties": 1, "description": "collectionPreview: open, page or close, each at most once.",
              "properties": {
                "open": { "type": "object", "additionalProperties": false, "required": ["at", "item"], "description": "The item flies from its cell to the full page.", "properties": { "at": { "type": "number", "minimum": 0, "maximum": 3600, "description": "When." }, "item": { "type": "array", "prefixItems": [{ "type": "integer", "minimum": 0 }, { "type": "integer", "minimum": 0 }], "items": false, "minItems": 2, "description": "[section, item]." } } },
                "page": { "type": "object", "additionalProperties": false, "required": ["at", "to"], "description": "The preview scrolls to another item, after the open has ended.", "properties": { "at": { "type": "number", "minimum": 0, "maximum": 3600, "description": "When." }, "to": { "type": "array", "prefixItems": [{ "type": "integer", "minimum": 0 }, { "type": "integer", "minimum": 0 }], "items": false, "minItems": 2, "description": "[section, item]." } } },
                "close": { "type": "object", "additionalProperties": false, "required": ["at"], "description": "The page flies back to its cell.", "properties": { "at": { "type": "number", "minimum": 0, "maximum": 3600, "description": "When." } } }
              }
            },
            "setState": {
              "type": "object", "additionalProperties": false, "required": ["setState"], "description": "stateAnimator: a state requested at a time (a tap in the built-in demo).",
              "properties": {
                "setState": { "type": "object", "additionalProperties": false, "required": ["at", "state"], "description": "animateToState.", "properties": { "at": { "type": "number", "minimum": 0, "maximum": 3600, "description": "When, in seconds." }, "state": { "type": "string", "description": "The state's name." } } }
              }
            }
    """#
}
