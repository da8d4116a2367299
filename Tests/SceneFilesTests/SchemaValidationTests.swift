import BuiltInScenes
import Foundation
import SwipeScenes
import Testing

@testable import SceneFiles

/// Files checked against the JSON Schema: what the tool reads passes, and files the tool rejects
/// for their structure (docs/scene-file.md §2, §7) fail in the schema too.
struct SchemaValidationTests {
  let validator: SchemaValidator

  init() throws {
    validator = SchemaValidator(root: try JSONParser.parse(Array(SceneFile.schema.utf8)))
  }

  func errors(_ text: String) throws -> [String] {
    validator.errors(try JSONParser.parse(Array(text.utf8)))
  }

  @Test(arguments: RoundTripTests.swipeScenes.map(\.name) + OnboardingScene.all.map(\.name))
  func exportedBuiltInIsValid(name: String) throws {
    let scene = try #require(SceneCatalog.standard.scene(named: name))
    let text = try #require(SceneFile.export(scene))
    #expect(try errors(text) == [])
  }

  @Test(
    arguments: try FileManager.default.contentsOfDirectory(atPath: ExampleTests.examples.path)
      .filter { $0.hasSuffix(".json") && $0 != "scene.schema.json" }.sorted())
  func exampleIsValid(file: String) throws {
    let text = try String(contentsOf: ExampleTests.examples.appendingPathComponent(file), encoding: .utf8)
    let found = try errors(text)
    #expect(found == [], "\(found)")
  }

  /// A `goldens` list that repeats a value fails in the schema, as the decoder refuses it.
  @Test func repeatedGoldenScalesFail() throws {
    let text = #"{ "version": 1, "rows": [{ "title": "A" }], "right": { "actions": [{ "title": "Delete" }] }, "goldens": { "scales": [2, 2] } }"#
    #expect(try errors(text).contains { $0.contains("goldens.scales") && $0.contains("repeats") })
  }

  /// An onboarding file with rows, a font-free canvas of its own and actions with images.
  @Test func onboardingWithRowsIsValid() throws {
    let text = """
      { "version": 1, "kind": "onboarding", "canvas": { "width": 320, "appearance": "dark", "chrome": "phone", "title": "Inbox" },
        "rows": [{ "style": "subtitle", "title": "A", "subtitle": "a" }, { "title": "B" }], "swipeRow": 1,
        "trailing": { "actions": [{ "title": "Flag", "image": "Flag", "backgroundColor": "systemOrange", "textColor": "#000000" }] },
        "hint": { "initialDelay": 0.2 } }
      """
    #expect(try errors(text) == [])
    _ = try decodeText(text)
  }

  static let rows = #""rows": [{ "title": "A" }]"#
  static let side = #"{ "actions": [{ "title": "Delete" }] }"#

  /// Each file is rejected by the decoder and by the schema.
  @Test(arguments: [
    ("left with trailing", #"{ "version": 1, \#(rows), "left": \#(side), "trailing": \#(side) }"#),
    ("right with leading", #"{ "version": 1, \#(rows), "right": \#(side), "leading": \#(side) }"#),
    ("no side", #"{ "version": 1, \#(rows) }"#),
    ("hint in a swipe scene", #"{ "version": 1, \#(rows), "right": \#(side), "hint": { "duration": 2 } }"#),
    ("hint with an explicit swipe kind", #"{ "version": 1, "kind": "swipe", \#(rows), "right": \#(side), "hint": {} }"#),
    ("swipe scene without rows", #"{ "version": 1, "right": \#(side) }"#),
    ("gestures in onboarding", #"{ "version": 1, "kind": "onboarding", "gestures": [] }"#),
    ("left in onboarding", #"{ "version": 1, "kind": "onboarding", \#(rows), "left": \#(side) }"#),
    ("right in onboarding", #"{ "version": 1, "kind": "onboarding", "right": \#(side) }"#),
    ("leading in onboarding", #"{ "version": 1, "kind": "onboarding", "leading": \#(side) }"#),
    ("duration in onboarding", #"{ "version": 1, "kind": "onboarding", "duration": 3 }"#),
    ("cellHeight in onboarding", #"{ "version": 1, "kind": "onboarding", \#(rows), "cellHeight": 80 }"#),
  ])
  func structurallyBadFileFails(name: String, text: String) throws {
    #expect(decodeError(text) != nil, "the decoder accepts \(name)")
    #expect(try errors(text) != [], "the schema accepts \(name)")
  }
}
