import JSONText
import Testing

@testable import SceneFiles

/// The position-keeping JSON parser against RFC 8259 and the format's limits (docs/scene-file.md §9).
struct JSONParserTests {
  func parse(_ text: String) throws -> JSONNode { try JSONParser.parse(Array(text.utf8)) }

  func failure(_ text: String) -> Diagnostic? {
    do {
      _ = try JSONParser.parse(Array(text.utf8))
      return nil
    } catch let diagnostic as Diagnostic {
      return diagnostic
    } catch {
      return nil
    }
  }

  func string(_ text: String) throws -> String {
    guard case .string(let value) = try parse(text).value else { throw Failure("not a string") }
    return value
  }

  func number(_ text: String) throws -> Double {
    guard case .number(let value) = try parse(text).value else { throw Failure("not a number") }
    return value
  }

  // MARK: - Positions and paths

  @Test func everyValueKnowsItsLineColumnAndPath() throws {
    let text = """
      {
        "right": {
          "actions": [{ "title": "A" }, { "title": "B" }]
        }
      }
      """
    let root = try parse(text)
    guard case .object(let top) = root.value, case .object(let right) = top["right"]?.value,
      case .array(let actions) = right["actions"]?.value, case .object(let second) = actions[1].value,
      let title = second["title"]
    else { throw Failure("unexpected shape") }
    #expect(root.position == SourcePosition(line: 1, column: 1))
    #expect(title.path.description == "right.actions[1].title")
    // Line 3: `    "actions": [{ "title": "A" }, { "title": "B" }]`; "B" opens at column 46.
    #expect(title.position == SourcePosition(line: 3, column: 46))
    #expect(actions[1].position == SourcePosition(line: 3, column: 35))
  }

  /// Columns count characters (Unicode scalars), not bytes: "é" is two bytes and one column.
  @Test func columnsCountScalarsNotBytes() throws {
    let root = try parse("{\"é\": \"ü😀\", \"x\": 1}")
    guard case .object(let object) = root.value, let x = object["x"] else { throw Failure("no x") }
    // { " é " : space " ü 😀 " , space " x " : space 1: the 1 is the 18th scalar.
    #expect(x.position == SourcePosition(line: 1, column: 18))
  }

  @Test func linesEndAtLFCRLFAndLoneCR() throws {
    for text in ["{\n\"a\":\n1}", "{\r\n\"a\":\r\n1}", "{\r\"a\":\r1}"] {
      let root = try parse(text)
      guard case .object(let object) = root.value, let a = object["a"] else { throw Failure("no a") }
      #expect(a.position == SourcePosition(line: 3, column: 1), "\(text.debugDescription)")
    }
  }

  @Test func pathsQuoteKeysThatAreNotIdentifiers() throws {
    let root = try parse(##"{"darkColors": {"#2A88FF": 1}, "a b": [0, {"c": 2}]}"##)
    guard case .object(let top) = root.value, case .object(let dark) = top["darkColors"]?.value,
      case .array(let list) = top["a b"]?.value, case .object(let inner) = list[1].value
    else { throw Failure("unexpected shape") }
    #expect(dark["#2A88FF"]?.path.description == ##"darkColors["#2A88FF"]"##)
    #expect(inner["c"]?.path.description == #"["a b"][1].c"#)
    #expect(root.path.description == "$")
  }

  // MARK: - Strings

  @Test func escapes() throws {
    #expect(try string(#""a\"b\\c\/d\b\f\n\r\t""#) == "a\"b\\c/d\u{08}\u{0C}\n\r\t")
    #expect(try string(#""\u00E9\u00e9""#) == "éé")
    #expect(try string(#""\u0000""#) == "\u{0}")
  }

  @Test func surrogatePairsJoin() throws {
    #expect(try string(#""\uD83D\uDE00""#) == "😀")
    #expect(try string(#""x\ud83d\ude00y""#) == "x😀y")
  }

  @Test(arguments: [#""\uD83D""#, #""\uDE00""#, #""\uD83Dx""#, #""\uD83D\u0041""#])
  func loneSurrogatesAreErrors(text: String) throws {
    let problem = try #require(failure(text))
    #expect(problem.problem.contains("surrogate"))
    #expect(problem.position == SourcePosition(line: 1, column: 2))
  }

  @Test func invalidEscapesAndControlCharacters() throws {
    #expect(try #require(failure(#""a\x""#)).problem.contains("not a JSON escape"))
    #expect(try #require(failure(#""\u12G4""#)).problem.contains("four hexadecimal digits"))
    let tab = try #require(failure("\"a\tb\""))
    #expect(tab.problem.contains("U+0009") && tab.position.column == 3)
    #expect(try #require(failure("\"a\nb\"")).problem.contains("line break"))
    #expect(try #require(failure("\"abc")).problem.contains("not closed"))
  }

  @Test func rawUTF8IsCheckedAndKept() throws {
    #expect(try string("\"naïve — ✓\"") == "naïve — ✓")
    // An overlong encoding, a lone continuation byte, a surrogate encoded in UTF-8, a cut sequence.
    for bytes: [UInt8] in [[0x22, 0xC0, 0xAF, 0x22], [0x22, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82]] {
      #expect(throws: Diagnostic.self) { try JSONParser.parse(bytes) }
    }
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
    #expect(root.position == SourcePosition(line: 1, column: 1))
  }

  // MARK: - Numbers

  @Test func numbersFollowTheGrammar() throws {
    #expect(try number("0") == 0)
    #expect(try number("-0").sign == .minus)
    #expect(try number("12.5e-1") == 1.25)
    #expect(try number("1E+2") == 100)
    #expect(try number("0.48") == 0.48)
    for bad in ["01", "-", "1.", ".5", "+1", "1e", "1e+", "--1", "0x10"] {
      #expect(failure(bad) != nil, "\(bad) should not parse")
    }
    #expect(try #require(failure("007")).problem.contains("0 followed by digits"))
  }

  /// Huge numbers must be finite: 1e308 is, 1e309 is not; tiny ones round to zero.
  @Test func hugeNumbers() throws {
    #expect(try number("1e308") == 1e308)
    #expect(try number("1.7976931348623157e308") == .greatestFiniteMagnitude)
    #expect(try number("1e-400") == 0)
    #expect(try number("123456789012345678901234567890") == 1.2345678901234568e29)
    for bad in ["1e309", "-1e400", String(repeating: "9", count: 400)] {
      let problem = try #require(failure(bad))
      #expect(problem.problem.contains("too large"))
    }
  }

  /// Exported files' numbers (`JSONValue.exactNumber`) parse back to the same bits.
  @Test(arguments: [0.1, 1.0 / 3, -0.0, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 0.48 + 1.0 / 60, 96, -235.95, 1e-5, 123456789.125])
  func writtenNumbersReadBackExactly(value: Double) throws {
    #expect(try number(JSONValue.exactNumber(value)).bitPattern == value.bitPattern)
  }

  @Test func literals() throws {
    guard case .bool(true) = try parse("true").value, case .bool(false) = try parse("false").value,
      case .null = try parse("null").value
    else { throw Failure("literals") }
    #expect(try #require(failure("True")).fix.contains("lower case"))
    #expect(try #require(failure("NaN")).fix.contains("finite"))
    #expect(try #require(failure("Infinity")).fix.contains("finite"))
    #expect(failure("nul") != nil)
    #expect(failure("truex") != nil)
  }

  // MARK: - Structure

  @Test func duplicateKeysAreErrorsAtTheSecondKey() throws {
    let problem = try #require(failure("{\"a\": 1,\n \"a\": 2}"))
    #expect(problem.problem.contains("duplicate key") && problem.problem.contains("line 1, column 2"))
    #expect(problem.position == SourcePosition(line: 2, column: 2))
    #expect(problem.path.description == "a")
  }

  @Test func nestingIsLimitedTo64() throws {
    let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    _ = try parse(deepest)
    let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    let problem = try #require(failure(tooDeep))
    #expect(problem.problem.contains("deeper than 64"))
    #expect(problem.position == SourcePosition(line: 1, column: 65))
    // Objects count too, and a million brackets fail at the 65th, without exhausting the stack.
    let objects = String(repeating: "{\"a\":", count: 65) + "1" + String(repeating: "}", count: 65)
    #expect(try #require(failure(objects)).problem.contains("deeper than 64"))
    #expect(try #require(failure(String(repeating: "[", count: 1_000_000))).problem.contains("deeper than 64"))
  }

  @Test func strictness() throws {
    #expect(try #require(failure("{\"a\": 1,}")).problem.contains("trailing comma"))
    #expect(try #require(failure("[1, 2,]")).problem.contains("trailing comma"))
    #expect(try #require(failure("{\"a\": 1 // note\n}")).problem.contains("comments"))
    #expect(try #require(failure("{ /* note */ \"a\": 1}")).problem.contains("comments"))
    #expect(try #require(failure("[1 /* note */]")).problem.contains("comments"))
    #expect(try #require(failure("// note\n{}")).problem.contains("comments"))
    #expect(try #require(failure("{'a': 1}")).problem.contains("double quotes"))
    #expect(try #require(failure("{a: 1}")).problem.contains("key in double quotes"))
    #expect(try #require(failure("{} {}")).problem.contains("after the end"))
    #expect(try #require(failure("")).problem.contains("empty"))
    #expect(try #require(failure("   \n ")).problem.contains("empty"))
    #expect(try #require(failure("[1 2]")).problem.contains("expected ',' or ']'"))
    #expect(try #require(failure("{\"a\" 1}")).problem.contains("expected ':'"))
    #expect(try #require(failure("{\"a\": 1")).problem.contains("not closed"))
    #expect(try #require(failure("[")).problem.contains("not closed"))
  }

  @Test func sixteenMegabytesAtMost() throws {
    let atLimit = [UInt8](repeating: 0x20, count: JSONParser.maximumBytes - 2) + Array("{}".utf8)
    _ = try JSONParser.parse(atLimit)
    let over = [UInt8](repeating: 0x20, count: JSONParser.maximumBytes + 1)
    let problem = try #require(failure(String(decoding: over, as: UTF8.self)))
    #expect(problem.problem.contains("16 MB"))
  }
}
