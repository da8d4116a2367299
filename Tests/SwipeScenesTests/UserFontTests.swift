import Foundation
import Testing
@testable import TextShaping

@testable import SwipeScenes

/// A font file of the user's sets every weight of a scene's text, at the sizes asked for.
@Suite struct UserFontTests {
  /// The bundled Inter Bold file, read as if it were a user's font.
  var boldFile: URL {
    var url = URL(fileURLWithPath: #filePath)
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("Sources/TextShaping/Fonts/Inter-Bold.otf")
  }

  /// Every weight is the file's one face at the requested size: no 0.965 stand-in scale and no
  /// synthetic weights, so widths equal Inter Bold's at the same size.
  @Test func everyWeightIsTheFilesFace() throws {
    let typography = try Typography(contentsOf: boldFile)
    let bold = try Font(weight: .bold, size: 17)
    for weight in FontWeight.allCases {
      let font = typography.font(weight, 17)
      #expect(font.size == 17)
      #expect(font.measure("Archive") == bold.measure("Archive"))
    }
    #expect(typography.font(.regular, 17) != bold, "a file's face is not the bundled face")
  }

  /// A missing file and a file that is not a font are errors naming the file.
  @Test func badFontFilesAreErrors() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/brand.ttf")
    #expect(throws: FontError(file: missing.path, reason: .missingFile)) { try Typography(contentsOf: missing) }
    let junk = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf")
    try Data("plain text".utf8).write(to: junk)
    defer { try? FileManager.default.removeItem(at: junk) }
    let error = FontError(file: junk.path, reason: .unreadable)
    #expect(throws: error) { try Typography(contentsOf: junk) }
    #expect(error.description.contains(junk.path))
  }
}
