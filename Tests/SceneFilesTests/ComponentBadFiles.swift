// Bad StateAnimator and collection-preview files (docs/scene-file.md §14–§15), run by
// BadFileTests.rejected with the others. Columns are counted by hand from the texts.

/// A StateAnimator file whose line 6 is `line6` and line 8 `line8`.
func stateAnimatorFile(
  line6: String = #"    "fade": { "endState": [{ "view": "badge", "alpha": 0 }] }"#,
  line8: String = #"  "states": { "open": ["grow"] }"#
) -> String {
  """
  {
    "version": 1, "kind": "stateAnimator",
    "views": [{ "id": "card", "frame": [0, 0, 100, 100] }, { "id": "badge", "parent": "card" }],
    "transitions": {
      "grow": { "endState": [{ "view": "card", "alpha": 1 }], "after": ["fade"] },
  \(line6)
    },
  \(line8)
  }
  """
}

/// A collection-preview file of two sections (3 and 2 items) whose line 5 is the gestures.
func collectionPreviewFile(gestures: String) -> String {
  """
  {
    "version": 1, "kind": "collectionPreview",
    "grid": { "columns": 3, "sections": [{ "items": [{ "title": "A" }, { "title": "B" }, { "title": "C" }] },
                                         { "header": "More", "items": [{ "title": "D" }, { "title": "E" }] }] },
    "gestures": \(gestures)
  }
  """
}

let componentBadFiles: [BadFile] = [
  BadFile(
    name: "item out of range", text: collectionPreviewFile(gestures: #"[{ "open": { "at": 0.5, "item": [1, 2] } }]"#),
    line: 5, column: 47, path: "gestures[0].open.item", words: ["section 1 has no item 2: it has 2", "from 0 to 1"]),
  BadFile(
    name: "transition naming an unknown view",
    text: stateAnimatorFile(line6: #"    "fade": { "endState": [{ "view": "bdage", "alpha": 0 }] }"#), line: 6, column: 38,
    path: "transitions.fade.endState[0].view", words: ["no view has the id 'bdage'", "did you mean 'badge'?"]),
  BadFile(
    name: "state naming an unknown transition", text: stateAnimatorFile(line8: #"  "states": { "open": ["grwo"] }"#),
    line: 8, column: 24, path: "states.open[0]", words: ["no transition is named 'grwo'", "did you mean 'grow'?"]),
  BadFile(
    name: "cycle of after",
    text: stateAnimatorFile(line6: #"    "fade": { "endState": [{ "view": "badge", "alpha": 0 }], "after": ["grow"] }"#),
    line: 6, column: 72, path: "transitions.fade.after[0]", words: ["cycle: grow → fade → grow", "cannot lead back to itself"]),
]
