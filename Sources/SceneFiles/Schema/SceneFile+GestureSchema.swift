// The schema's definitions of gestures and of the onboarding hint, spliced into
// ``SceneFile/schema`` after the definitions of rows, sides and actions.

extension SceneFile {
  /// The `gesture` and `hint` definitions, preceded by a comma.
  static let gestureSchemaDefinitions = #"""
    ,
          "gesture": {
            "description": "One gesture: an object with one key, the gesture's name.",
            "type": "object", "additionalProperties": false, "minProperties": 1, "maxProperties": 1,
            "properties": {
              "swipe": {
                "type": "object", "additionalProperties": false, "required": ["at", "to"],
                "description": "The finger lands on the row's far edge and pans by `to` along an ease-out curve sampled at 60 Hz, then lifts.",
                "properties": {
                  "row": { "$ref": "#/$defs/gestureRow" },
                  "at": { "$ref": "#/$defs/time", "description": "When the finger lands, in scene seconds." },
                  "to": { "$ref": "#/$defs/coordinate", "description": "The finger's travel in points; negative swipes left (opening the right side). Not 0." },
                  "duration": { "type": "number", "exclusiveMinimum": 0, "maximum": 60, "default": 0.35, "description": "Seconds." },
                  "release": { "type": "boolean", "default": true, "description": "Whether the finger lifts at the end." },
                  "velocity": { "type": "number", "minimum": -1000000, "maximum": 1000000, "description": "Release velocity in points per second. Default: from the last samples." },
                  "y": { "$ref": "#/$defs/coordinate", "description": "The finger's y in table points. Default: the swiped row's middle." }
                }
              },
              "pan": {
                "type": "object", "additionalProperties": false, "required": ["at", "points"],
                "description": "An exact finger track.",
                "properties": {
                  "row": { "$ref": "#/$defs/gestureRow" },
                  "at": { "$ref": "#/$defs/time", "description": "Scene time the points' t counts from." },
                  "points": {
                    "type": "array", "minItems": 2, "maxItems": 10000, "description": "[t, x] pairs (or [t, x, y] with interpolate false), t in seconds from at, strictly increasing, x in table points.",
                    "items": { "type": "array", "prefixItems": [{ "$ref": "#/$defs/time" }, { "$ref": "#/$defs/coordinate" }, { "$ref": "#/$defs/coordinate" }], "items": false, "minItems": 2 }
                  },
                  "y": { "$ref": "#/$defs/coordinate", "description": "The finger's y in table points. Default: the swiped row's middle." },
                  "release": { "type": "boolean", "default": true, "description": "Whether the finger lifts at the last point." },
                  "velocity": { "type": "number", "minimum": -1000000, "maximum": 1000000, "description": "Release velocity in points per second. Default: from the last samples." },
                  "interpolate": { "type": "boolean", "default": true, "description": "true: points are keyframes, sampled at 60 Hz along straight lines (at most 600 s); false: points are the samples themselves." }
                }
              },
              "tapAction": {
                "type": "object", "additionalProperties": false, "required": ["at", "action"],
                "description": "A tap on a visible button (pressed 0.1 s before `at`).",
                "properties": {
                  "row": { "$ref": "#/$defs/gestureRow" },
                  "at": { "$ref": "#/$defs/time", "description": "When the finger lifts." },
                  "action": { "type": "string", "description": "The action's identifier or title." }
                }
              },
              "tapCell": {
                "type": "object", "additionalProperties": false, "required": ["at"],
                "description": "A tap on the cell: an open cell closes.",
                "properties": { "row": { "$ref": "#/$defs/gestureRow" }, "at": { "$ref": "#/$defs/time", "description": "When." } }
              },
              "setSwipeOffset": {
                "type": "object", "additionalProperties": false, "required": ["at", "offset"],
                "description": "SwipeCellKit's setSwipeOffset(_:animated:).",
                "properties": {
                  "row": { "$ref": "#/$defs/gestureRow" },
                  "at": { "$ref": "#/$defs/time", "description": "When." },
                  "offset": { "oneOf": [{ "$ref": "#/$defs/coordinate" }, { "enum": ["openLeft", "openRight"] }], "description": "Points (0 hides), or openLeft / openRight for exactly the side's width." },
                  "animated": { "type": "boolean", "default": true, "description": "false: the cell jumps at this instant instead of the 0.7 s critically damped move." }
                }
              },
              "hideSwipe": {
                "type": "object", "additionalProperties": false, "required": ["at"],
                "description": "hideSwipe(animated:): setSwipeOffset 0; unanimated, the actions are removed at once.",
                "properties": {
                  "row": { "$ref": "#/$defs/gestureRow" },
                  "at": { "$ref": "#/$defs/time", "description": "When." },
                  "animated": { "type": "boolean", "default": true, "description": "false: the cell jumps at this instant instead of the 0.7 s critically damped move." }
                }
              },
              "fulfill": {
                "type": "object", "additionalProperties": false, "required": ["at", "style"],
                "description": "The app calls fulfill(with:) on a fill waiting for it.",
                "properties": {
                  "row": { "$ref": "#/$defs/gestureRow" },
                  "at": { "$ref": "#/$defs/time", "description": "When." },
                  "style": { "enum": ["delete", "reset"], "description": "delete removes the row; reset closes the cell." }
                }
              }
            }
          },
          "hint": {
            "type": "object", "additionalProperties": false,
            "description": "Onboarding: TableViewCellOnboarding's Config, plus a tap that cancels the hint.",
            "properties": {
              "initialDelay": { "type": "number", "minimum": 0, "maximum": 3600, "default": 0.5, "description": "Seconds before the row opens." },
              "duration": { "type": "number", "minimum": 0, "maximum": 3600, "default": 2.5, "description": "Seconds of open, hold and close together." },
              "halfwayDelay": { "type": "number", "minimum": 0, "maximum": 3600, "default": 0.5, "description": "Seconds the row stays open; at most duration." },
              "leaveEarlyAt": { "type": ["number", "null"], "minimum": 0, "maximum": 3600, "default": null, "description": "Time of a tap on the cell that removes the hint, or null." }
            }
          }
"""#
}
