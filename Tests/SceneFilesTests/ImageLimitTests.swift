import Foundation
import Testing
import CPNG

@testable import SceneFiles

/// PNG images in scene files are bounded from their headers: a small file declaring a huge image
/// is refused before its pixels are allocated, and each file is decoded once however many rows
/// name it.
struct ImageLimitTests {
  /// A PNG of `width × height` transparent pixels, built here with zlib from the PNG
  /// specification's chunk layout, so the test does not depend on the package's encoder.
  static func transparentPNG(width: Int, height: Int) -> [UInt8] {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
      return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }
    func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    let raw = [UInt8](repeating: 0, count: (1 + 4 * width) * height)  // filter byte 0, then RGBA zeros, per row
    var size = compressBound(uLong(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(size))
    _ = compress2(&compressed, &size, raw, uLong(raw.count), 9)
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]  // 8-bit RGBA
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", Array(compressed.prefix(Int(size)))) + chunk("IEND", [])
  }

  /// A folder holding `files`, each a PNG of the given size.
  static func folder(_ files: [String: (Int, Int)]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scene-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, (w, h)) in files {
      try Data(transparentPNG(width: w, height: h)).write(to: url.appendingPathComponent(name))
    }
    return url
  }

  /// A swipe scene whose rows show `images`, one per row, at 24 × 24 points.
  static func scene(rows images: [String]) -> String {
    let rows = images.enumerated().map { i, name in
      #"{ "title": "R\#(i)", "image": { "png": "\#(name)", "size": [24, 24] } }"#
    }
    return #"{ "version": 1, "rows": [\#(rows.joined(separator: ", "))], "right": { "actions": [{ "title": "A" }] } }"#
  }

  /// A 510 KB PNG declaring 16384 × 8192 pixels, named by 10 rows, aborted the command with
  /// "failed to allocate 536870944 bytes": it is refused from its header, naming both sizes.
  @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
    let folder = try Self.folder(["bomb.png": (16384, 8192)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(decodeError(Self.scene(rows: Array(repeating: "bomb.png", count: 10)), folder: folder))
    #expect(error.path == "rows[0].image.png")
    #expect(error.problem.contains("'bomb.png' is a 16384×8192 image"), "\(error)")
    #expect(error.problem.contains("4096×4096 (16777216 pixels)"), "\(error)")
  }

  /// 4096 × 4096 is allowed, one pixel more each way is not.
  @Test func theLimitIsInclusive() throws {
    let folder = try Self.folder(["ok.png": (4096, 4096), "over.png": (4097, 4096)])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(decodeError(Self.scene(rows: ["ok.png"]), folder: folder) == nil)
    #expect(decodeError(Self.scene(rows: ["over.png"]), folder: folder)?.problem.contains("4097×4096") == true)
  }

  /// Twenty rows naming one 2048 × 2048 file hold its pixels once (4 M pixels, within the 64 M
  /// for all images together); twenty distinct files of that size would be 80 M and are refused
  /// at the first that does not fit, the seventeenth (16 × 4 M = 64 M).
  @Test func eachFileIsDecodedOnceAndAllTogetherAreBounded() throws {
    let names = (0..<20).map { "m\($0).png" }
    let folder = try Self.folder(Dictionary(uniqueKeysWithValues: names.map { ($0, (2048, 2048)) }))
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(decodeError(Self.scene(rows: Array(repeating: "m0.png", count: 20)), folder: folder) == nil)
    let error = try #require(decodeError(Self.scene(rows: names), folder: folder))
    #expect(error.path == "rows[16].image.png", "\(error)")
    #expect(error.problem.contains("'m16.png' is a 2048×2048 image") && error.problem.contains("67108864 pixels"), "\(error)")
  }

  /// A FIFO or a folder named as a PNG is refused at once, by kind (a FIFO was read until a writer came).
  @Test(.timeLimit(.minutes(1))) func aFIFOOrAFolderIsNotAnImage() throws {
    let folder = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("fifo.png").path, 0o644) == 0)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.png"), withIntermediateDirectories: false)
    let fifo = try #require(decodeError(Self.scene(rows: ["fifo.png"]), folder: folder))
    #expect(fifo.problem == "cannot read the PNG file 'fifo.png': it is a FIFO, not a regular file", "\(fifo)")
    let dir = try #require(decodeError(Self.scene(rows: ["dir.png"]), folder: folder))
    #expect(dir.problem.contains("'dir.png': it is a folder, not a regular file"), "\(dir)")
  }
}
