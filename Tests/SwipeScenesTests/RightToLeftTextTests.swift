import Drawing
import Foundation
import Testing
import TextShaping
@testable import SwipeScenes

/// A right-to-left table gives its rows' text its direction (docs/text.md): a paragraph with
/// no strong character is right to left, so "12 – 15" reads "15 – 12" as UIKit shows it, and a
/// paragraph that starts with a strong character keeps its own direction.
struct RightToLeftTextTests {
  /// The glyph ids, left to right, of the text items a row draws.
  func drawnGlyphs(_ row: TableRow, _ direction: LayoutDirection) throws -> [[UInt32]] {
    let typography = try Typography()
    let renderer = TableRowRenderer(
      layout: MailRowLayout(width: 375), palette: .standard(.light), typography: typography, direction: direction)
    var list = DisplayList(size: Size(width: 375, height: 120))
    renderer.draw(row, at: .zero, height: row.resolvedHeight, dotScale: 0, into: &list)
    return DisplayListProbe(list).texts.map { probed in
      probed.text.lines.flatMap { line in line.glyphs.sorted { $0.position.x < $1.position.x }.map(\.id) }
    }
  }

  /// `string`'s glyph ids, left to right, as text layout gives them in `direction`.
  func laidOut(_ string: String, size: Double, _ direction: TextDirection) throws -> [UInt32] {
    let text = TextLayout(string, font: try Typography().font(.regular, size), maxLines: 1, direction: direction).glyphText
    return text.lines.flatMap { line in line.glyphs.sorted { $0.position.x < $1.position.x }.map(\.id) }
  }

  @Test(arguments: ["12 – 15", "(1)!", "— 12/05 —", "12:30 - 14:00"])
  func neutralTitlesAreRightToLeftParagraphs(title: String) throws {
    let rtl = try laidOut(title, size: 17, .rightToLeft)
    let ltr = try laidOut(title, size: 17, .leftToRight)
    #expect(rtl != ltr, "\(title) reads differently in the two directions")
    #expect(try drawnGlyphs(TableRow(title: title), .rightToLeft) == [rtl])
    #expect(try drawnGlyphs(TableRow(title: title), .leftToRight) == [ltr])
  }

  /// Subtitle and detail texts, and the Mail layout's sender, subject, date and body, too.
  @Test func everyTextOfARowTakesTheDirection() throws {
    let neutral = "12 – 15"
    // Inter's weights number their glyphs alike, so one order stands for every size and weight.
    let rtl = try laidOut(neutral, size: 17, .rightToLeft)
    #expect(try drawnGlyphs(TableRow(style: .subtitle, title: neutral, subtitle: neutral), .rightToLeft) == [rtl, rtl])
    #expect(try drawnGlyphs(TableRow(style: .value1, title: neutral, detail: neutral), .rightToLeft) == [rtl, rtl])
    let mail = TableRow(style: .mail, title: neutral, subtitle: neutral, detail: neutral, body: neutral)
    #expect(try drawnGlyphs(mail, .rightToLeft) == [rtl, rtl, rtl, rtl])
  }

  /// A strong first character decides: an English sentence keeps its order right to left.
  @Test func strongTextKeepsItsOwnDirection() throws {
    let english = "Order ML4XQ2."
    #expect(try drawnGlyphs(TableRow(title: english), .rightToLeft) == [try laidOut(english, size: 17, .leftToRight)])
  }
}
