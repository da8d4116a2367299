import Foundation
import LocalFiles
import Testing

/// `RegularFile.read`: what is not a regular file of bounded size is refused before it is read.
struct RegularFileTests {
  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "regular-file-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func readsARegularFileWhole() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    FileManager.default.createFile(atPath: dir + "/f", contents: Data(bytes))
    #expect(try RegularFile.read(atPath: dir + "/f", maximumBytes: 1000) == bytes)
  }

  /// A FIFO with no writer: opening it for reading would block forever without `O_NONBLOCK`
  /// (a font named "fifo" in a scene file hung the command).
  @Test(.timeLimit(.minutes(1))) func refusesAFIFOWithoutBlocking() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/fifo", 0o644) == 0)
    let error = #expect(throws: RegularFileError.self) { try RegularFile.read(atPath: dir + "/fifo", maximumBytes: 10) }
    #expect(error?.problem == .notRegular(kind: "a FIFO"))
    #expect(error?.reason == "it is a FIFO, not a regular file")
  }

  @Test func refusesAFolderAndADevice() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: RegularFileError(path: dir, problem: .notRegular(kind: "a folder"))) {
      try RegularFile.read(atPath: dir, maximumBytes: 10)
    }
    #expect(throws: RegularFileError(path: "/dev/zero", problem: .notRegular(kind: "a device"))) {
      try RegularFile.read(atPath: "/dev/zero", maximumBytes: 10)
    }
  }

  /// A 3.5 GB sparse file (`truncate -s 3500M`) is refused from its size: it occupies no disk
  /// and reading it would allocate 3.5 GB.
  @Test func refusesAHugeSparseFileFromItsSize() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/huge.png"
    FileManager.default.createFile(atPath: path, contents: nil)
    #expect(truncate(path, 3500 << 20) == 0)
    let error = #expect(throws: RegularFileError.self) { try RegularFile.read(atPath: path, maximumBytes: 64 << 20) }
    #expect(error?.problem == .tooLarge(bytes: 3_670_016_000, maximumBytes: 67_108_864))
    #expect(error?.reason == "it is 3670016000 bytes (3500 MiB), over the limit of 64 MiB")
  }

  /// One byte over the limit is over it, and reads so (65 MiB, not 64).
  @Test func oneByteOverTheLimit() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    FileManager.default.createFile(atPath: dir + "/f", contents: nil)
    #expect(truncate(dir + "/f", (64 << 20) + 1) == 0)
    let error = #expect(throws: RegularFileError.self) { try RegularFile.read(atPath: dir + "/f", maximumBytes: 64 << 20) }
    #expect(error?.reason == "it is 67108865 bytes (65 MiB), over the limit of 64 MiB")
    #expect(try RegularFile.read(atPath: dir + "/f", maximumBytes: (64 << 20) + 1).count == (64 << 20) + 1)
  }

  @Test func aMissingFileIsMissing() throws {
    let error = #expect(throws: RegularFileError.self) { try RegularFile.read(atPath: "/no/such/file", maximumBytes: 10) }
    #expect(error?.isMissing == true)
    #expect(error?.reason == "no such file or directory")
  }
}
