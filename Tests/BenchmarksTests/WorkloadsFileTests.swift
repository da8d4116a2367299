@testable import Benchmarks
import Foundation
import Testing

/// A workloads file of the user's: only regular files of at most 16 MiB are read, and only JSON
/// numbers count as numbers.
struct WorkloadsFileTests {
  func parsed(_ text: String) throws -> WorkloadsFile { try WorkloadsFile(data: Data(text.utf8), source: "w.json") }

  func message(_ body: () throws -> Void) -> String {
    do {
      try body()
      return ""
    } catch {
      return "\(error)"
    }
  }

  /// `"shapes": [[true,0,1,1,1]]` ran as the shape [1, 0, 1, 1, 1]: Foundation bridges JSON's
  /// booleans to numbers. Each place a number goes refuses true, false, strings and null,
  /// naming the JSON path.
  @Test(arguments: [
    (#"{"rrects": {"canvas": [10, 10], "shapes": [[true, 0, 1, 1, 1]]}}"#, "true at rrects.shapes[0][0]"),
    (#"{"rrects": {"canvas": [10, 10], "shapes": [[0, 0, 1, 1, 1], [0, 0, 1, false, 1]]}}"#, "false at rrects.shapes[1][3]"),
    (#"{"rrects": {"canvas": [true, 10], "shapes": [[0, 0, 1, 1, 1]]}}"#, "true at rrects.canvas[0]"),
    (#"{"rrects": {"canvas": [10, 10], "shapes": [[0, 0, 1, 1, 1]], "color": [0, 0, 0, true]}}"#, "true at rrects.color[3]"),
    (#"{"rrects": {"canvas": [10, 10], "shapes": [[0, 0, 1, 1, null]]}}"#, "null at rrects.shapes[0][4]"),
    (#"{"rrects": {"canvas": [10, 10], "shapes": [[0, "0", 1, 1, 1]]}}"#, "a string at rrects.shapes[0][1]"),
  ])
  func onlyNumbersAreNumbers(_ text: String, _ named: String) throws {
    let file = try parsed(text)
    let error = message { _ = try file.shapes("rrects") }
    #expect(error.contains(named) && error.contains("'w.json'"), "\(error)")
  }

  @Test func booleansInMailCellColoursAreRefused() throws {
    let file = try parsed(#"{"mailCell": {"canvas": [10, 10], "items": [{"d": "M0 0L1 1", "color": [true, 0, 0, 255]}]}}"#)
    #expect(message { _ = try file.mailCell() }.contains("true at mailCell.items[0].color[0]"))
  }

  /// Whole numbers and fractions still read as they are.
  @Test func numbersStillRead() throws {
    let file = try parsed(#"{"rrects": {"canvas": [10, 20], "shapes": [[0, 0.5, 1, 2, 3]], "color": [255, 0, 0, 255]}}"#)
    let shapes = try file.shapes("rrects")
    #expect(shapes.shapes == [[0, 0.5, 1, 2, 3]] && shapes.canvas == (10, 20))
  }

  /// `--workloads-file ""` named the working folder; the empty path is refused as ''.
  @Test func anEmptyPathIsNamedAsEmpty() {
    #expect(message { _ = try WorkloadsFile(path: "") }.contains("''"))
  }

  /// A 300 MB file (sparse) aborted with "failed to allocate" inside Foundation; it is refused
  /// from its size, naming the size and the 16 MiB limit.
  @Test func aHugeFileIsRefusedFromItsSize() throws {
    let path = NSTemporaryDirectory() + "workloads-\(UUID().uuidString).json"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(truncate(path, 300 << 20) == 0)
    let error = message { _ = try WorkloadsFile(path: path) }
    #expect(error.contains(path) && error.contains("314572800 bytes") && error.contains("16 MiB"), "\(error)")
  }

  @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedAtOnce() throws {
    let path = NSTemporaryDirectory() + "workloads-\(UUID().uuidString)"
    #expect(mkfifo(path, 0o644) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(message { _ = try WorkloadsFile(path: path) }.contains("it is a FIFO, not a regular file"))
  }
}
