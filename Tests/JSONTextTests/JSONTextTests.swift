import Foundation
import TestSupport
import Testing

@testable import JSONText

/// The two texts of a JSON value, checked against RFC 8259's grammar as Foundation's parser reads
/// it and against the formats' stated rules, written out by hand.
struct JSONTextTests {
  let document: JSONValue = .object([
    ("name", .string("hero")),
    ("size", .array([.number(390), .number(0.48)])),
    ("rows", .array([.object(["title": .string("A\t\"quoted\"\u{01}")]), .null])),
    ("alive", .bool(true)),
  ])

  @Test func exactTextKeepsTheOrderAndPutsScalarArraysOnOneLine() {
    #expect(
      document.exactText == """
        {
          "name": "hero",
          "size": [390, 0.48],
          "rows": [
            {
              "title": "A\\t\\"quoted\\"\\u0001"
            },
            null
          ],
          "alive": true
        }

        """)
  }

  @Test func textSortsTheKeysAndPutsEveryElementOnALine() {
    #expect(
      document.text == """
        {
          "alive": true,
          "name": "hero",
          "rows": [
            {
              "title": "A\\t\\"quoted\\"\\u0001"
            },
            null
          ],
          "size": [
            390,
            0.48
          ]
        }

        """)
  }

  /// Both texts parse as JSON, to the same values (the rounded one within half a millionth).
  @Test func bothTextsAreJSON() throws {
    for text in [document.text, document.exactText] {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(object["name"] as? String == "hero")
      #expect((object["size"] as? [Double]) == [390, 0.48])
      let rows = try #require(object["rows"] as? [Any])
      #expect((rows[0] as? [String: String])?["title"] == "A\t\"quoted\"\u{01}")
    }
  }

  @Test func exactNumbersParseBackToTheSameBits() {
    #expect(JSONValue.exactNumber(96) == "96")
    #expect(JSONValue.exactNumber(-0.0) == "-0")
    #expect(JSONValue.exactNumber(0.48) == "0.48")
    #expect(JSONValue.exactNumber(1e-5) == "1e-05")
    #expect(JSONValue.exactNumber(.infinity) == "null")
    var generator = SplitMix64(seed: 36)
    for _ in 0..<2000 {
      let bits = generator.next()
      let value = Double(bitPattern: bits & 0x7FEF_FFFF_FFFF_FFFF) * (bits & 1 == 0 ? 1 : -1)
      let text = JSONValue.exactNumber(value)
      #expect(Double(text)?.bitPattern == value.bitPattern || (value == 0 && Double(text) == 0), "\(value) → \(text)")
    }
  }

  @Test func roundedNumbersHaveAtMostSixDecimalsAndNoSignOnZero() {
    #expect(JSONValue.format(1.234_567_89) == "1.234568")
    #expect(JSONValue.format(2.5) == "2.5")
    #expect(JSONValue.format(-0.000_000_1) == "0")
    #expect(JSONValue.format(-3) == "-3")
    #expect(JSONValue.format(.nan) == "null")
  }

  @Test func aSetMemberReplacesInPlaceOrIsAddedLast() {
    var object: JSONObject = ["a": .number(1), "b": .number(2)]
    object["a"] = .number(3)
    object["c"] = .null
    #expect(object.members.map(\.key) == ["a", "b", "c"])
    #expect(object["a"] == .number(3))
    object["b"] = nil
    #expect(object.members.map(\.key) == ["a", "c"])
  }

  @Test func objectsWithTheSameMembersAreEqualInAnyOrder() {
    let one: JSONObject = ["a": .number(1), "b": .string("x")]
    let other: JSONObject = ["b": .string("x"), "a": .number(1)]
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    #expect(one != ["a": .number(1), "b": .string("y")])
    #expect(one != ["a": .number(1)])
  }

  /// Optional properties that are nil are left out, as synthesized `Encodable` leaves them;
  /// non-finite numbers become the strings JSONEncoder is told to write.
  @Test func encodableValuesBecomeTheirJSON() {
    struct State: Encodable {
      var offset = -80.5
      var label: String? = nil
      var flags = [true, false]
      var limit = Double.infinity
    }
    #expect(
      JSONValue.encoding(State())
        == .object(["offset": .number(-80.5), "flags": .array([.bool(true), .bool(false)]), "limit": .string("inf")]))
    #expect(JSONValue.encoding(State()).merging(["label": .string("x")]).text.contains("\"label\": \"x\""))
  }
}
