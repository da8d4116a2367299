import CPNG
import Foundation

// The bad-input corpus: arguments, paths, streams, workload files and scene
// files that must each end with exit status 2 and one `error:` line naming the
// problem. `$T` in an argument is a fresh folder holding the files of `files`,
// plus `file` (a regular file), `dir/` (a folder) and `fifo` (a named pipe).

/// One bad input and what the command must answer.
struct BadInput: CustomStringConvertible, Sendable {
  /// Where standard output goes.
  enum Stdout: Sendable { case pipe, closed, full }

  var arguments: [String]
  /// Words the error line must contain.
  var words: [String]
  var status: Int32 = 2
  var stdout: Stdout = .pipe
  /// Files written into `$T` first: name and contents.
  var files: [String: String] = [:]
  /// Files written into `$T` first, byte for byte: name and contents.
  var data: [String: [UInt8]] = [:]

  var description: String {
    arguments.joined(separator: " ").replacingOccurrences(of: "\n", with: "\\n") + (stdout == .pipe ? "" : " >\(stdout)")
  }
}

extension BadInput {
  static func row(
    _ arguments: [String], _ words: [String], stdout: Stdout = .pipe, files: [String: String] = [:],
    data: [String: [UInt8]] = [:]
  ) -> BadInput {
    BadInput(arguments: arguments, words: words, stdout: stdout, files: files, data: data)
  }

  /// Every row.
  static let all: [BadInput] =
    arguments + rates + sizes + frameMoments + sheets + outputs + streams + workloads + sceneFiles + huge + reads
    + encodingsAndLimits

  static let badNumbers = ["0", "-1", "nan", "inf", "-inf", "1e308", "1e-300", "abc", "", "1e9"]

  static let arguments: [BadInput] = [
    row(["render", "-hero", "--out", "$T/o"], ["-hero", "--hero"]),
    row(["frame", "-hero"], ["-hero"]),
    row(["render", "hero", "--bogus", "--out", "$T/o"], ["--bogus"]),
    row(["list", "--bogus"], ["--bogus"]),
    row(["nonsense"], ["nonsense"]),
    row(["render", "--out", "$T/o"], ["scene"]),
    row(["render", "hero"], ["--out"]),
    row(["render", "hero", "--all", "--out", "$T/o"], ["--all"]),
    row(["render", "nope", "--out", "$T/o"], ["'nope'"]),
    row(["render", "hero", "nope", "--out", "$T/o"], ["'nope'"]),
    row(["render", "hero", "--format", "jpeg", "--out", "$T/o"], ["jpeg"]),
    row(["render", "hero", "--dither", "lots", "--out", "$T/o"], ["lots"]),
    row(["render", "hero", "--loops", "-1", "--out", "$T/o"], ["--loops"]),
    row(["render", "hero", "--loops", "70000", "--out", "$T/o"], ["--loops"]),
    row(["render", "hero", "--loops", "x", "--out", "$T/o"], ["--loops"]),
    row(["render", "hero", "--colors", "1", "--out", "$T/o"], ["--colors"]),
    row(["render", "hero", "--colors", "256", "--out", "$T/o"], ["--colors"]),
    row(["render", "hero", "--lossy", "-1", "--out", "$T/o"], ["--lossy"]),
    row(["render", "hero", "--lossy", "256", "--out", "$T/o"], ["--lossy"]),
    row(["render", "hero", "--every", "0", "--out", "$T/o"], ["--every"]),
    row(["render", "hero", "--every", "-3", "--out", "$T/o"], ["--every"]),
    row(["render", "hero", "--threads", "0", "--out", "$T/o"], ["--threads"]),
    row(["render", "hero", "--threads", "100000", "--out", "$T/o"], ["--threads"]),
    row(["render", "hero", "--frames", "5-1", "--out", "$T/o"], ["--frames", "5-1"]),
    row(["render", "hero", "--frames", "a-b", "--out", "$T/o"], ["--frames", "a-b"]),
    row(["render", "hero", "--frames", "7", "--out", "$T/o"], ["--frames", "7"]),
    row(["render", "hero", "--frames", "1-2-3", "--out", "$T/o"], ["--frames"]),
    row(["render", "hero", "--frames", "0-99999", "--out", "$T/o"], ["0-99999", "0-"]),
    row(["render", "hero", "--frames", "99999-100000", "--out", "$T/o"], ["--frames"]),
    row(["render", "hero", "--frames", "0-9223372036854775807", "--out", "$T/o"], ["--frames"]),
    row(["render", "hero", "--frames=-5-3", "--out", "$T/o"], ["--frames"]),
    row(["render", "--all", "--frames", "0-200", "--out", "$T/o"], ["--frames"]),
    row(["frame", "hero", "--time", "1"], ["--out", "--json"]),
    row(["frame", "hero", "--time", "1", "--frame", "2", "--json", "-"], ["exactly one"]),
    row(["frame", "hero", "--json", "-"], ["exactly one"]),
    row(["frame", "hero", "--time", "1", "--json", ""], ["--json"]),
    row(["frame", "hero", "--time", "1", "--touch-x", "3", "--json", "-"], ["--touch-x"]),
    row(["frame", "onboarding", "--offset", "-120", "--json", "-"], ["--offset", "onboarding"]),
    row(["frame", "nope", "--time", "1", "--json", "-"], ["'nope'"]),
    row(["frame", "hero", "--time", "99", "--json", "-"], ["--time 99", "lasts 13.28 s"]),
    row(["frame", "hero", "--time", "-0.5", "--json", "-"], ["--time -0.5", "from 0 to 13.28"]),
    row(["frame", "hero", "--frame", "400", "--json", "-"], ["--frame 400", "13.333 s", "lasts 13.28 s"]),
    row(["sheet", "hero"], ["--out"]),
    row(["sheet", "hero", "--times", "1", "--count", "3", "--out", "$T/s.png"], ["--times", "--count"]),
    row(["scene", "nope"], ["nope"]),
    row(["scene", "check"], ["scene file"]),
    row(["scene", "export", "nope"], ["'nope'"]),
    row(["golden", "verify", "nope"], ["'nope'"]),
    row(["golden", "record", "nope.json"], ["nope.json"]),
    row(["bench", "--runs", "0"], ["--runs"]),
    row(["bench", "--runs", "10001"], ["--runs"]),
    row(["bench", "nope"], ["nope"]),
    row(["bench", "--workloads-file", "$T/missing.json"], ["missing.json"]),
    row(["bench", "rrects", "--runs", "1", "--workloads-file", "$T/dir"], ["dir"]),
    row(["bench", "--workloads-file", ""], ["''", "--workloads-file"]),
    // A typo is named as a typo, before the command's own checks read the value after it.
    row(["render", "hero", "--formt", "gif", "--out", "$T/o"], ["'--formt'", "did you mean '--format'"]),
    row(["frame", "hero", "--tme", "1", "--json", "-"], ["'--tme'", "did you mean '--time'"]),
    row(["golden", "verify", "--goldenz", "$T/dir"], ["'--goldenz'", "--goldens"]),
    row(["help", "nonsense"], ["'nonsense'", "render"]),
    // A negative number after an option is its value, refused by value.
    row(["render", "hero", "--scale", "-7", "--out", "$T/o"], ["--scale", "'-7"]),
    row(["render", "hero", "--colors", "-7", "--out", "$T/o"], ["--colors", "'-7'"]),
    row(["sheet", "hero", "--count", "-7", "--out", "$T/s.png"], ["--count", "'-7'"]),
    row(["bench", "--runs", "-7"], ["--runs", "'-7'"]),
    row(["list", "--fps", "-7"], ["--fps", "'-7"]),
    // Outputs that would overwrite each other, and empty folder paths.
    row(["render", "hero", "hero", "--out", "$T/o"], ["'hero'", "same files"]),
    row(["frame", "hero", "--time", "1", "--out", "$T/x", "--json", "$T/x"], ["--out", "--json"]),
    row(["golden", "verify", "hero", "--goldens", ""], ["--goldens", "''"]),
    row(["golden", "record", "hero", "--goldens", ""], ["--goldens", "''"]),
    row(["golden", "verify", "hero", "--report", ""], ["--report", "''"]),
    // Help is output too: lost help is an error.
    row(["--help"], ["standard output"], stdout: .full),
    row(["render", "--help"], ["standard output"], stdout: .full),
    row(["--version"], ["standard output"], stdout: .full),
  ]

  static let rates: [BadInput] =
    badNumbers.map { row(["list", "--fps", $0], ["--fps"]) }
    + badNumbers.map { row(["render", "hero", "--fps", $0, "--out", "$T/o"], ["--fps"]) }
    + badNumbers.map { row(["frame", "hero", "--time", "1", "--fps", $0, "--json", "-"], ["--fps"]) }
    + [row(["frame", "hero", "--frame", "99999999999", "--fps", "1e-300", "--json", "-"], ["--f"])]

  static let sizes: [BadInput] =
    ["0", "-1", "nan", "inf", "1e6", "1e300", "abc", "27"].flatMap { scale in
      [
        row(["render", "hero", "--scale", scale, "--out", "$T/o"], ["scale"]),
        row(["frame", "hero", "--time", "1", "--scale", scale, "--out", "$T/f.png"], ["scale"]),
        row(["sheet", "hero", "--scale", scale, "--out", "$T/s.png"], ["scale"]),
      ]
    }
    + ["0", "-5", "1000000", "1e300", "abc", "99999999999999999999"].flatMap { width in
      [
        row(["render", "hero", "--width", width, "--out", "$T/o"], ["width"]),
        row(["frame", "hero", "--time", "1", "--width", width, "--out", "$T/f.png"], ["width"]),
      ]
    }
    + [
      row(["render", "hero", "--scale", "2", "--width", "400", "--out", "$T/o"], ["--scale", "--width"]),
      row(["frame", "hero", "--time", "1", "--scale", "0.0001", "--out", "$T/f.png"], ["scale"]),
    ]

  static let frameMoments: [BadInput] =
    ["nan", "inf", "1e300", "-1e300", "abc", "", "1,5"].flatMap { value in
      [
        row(["frame", "hero", "--time", value, "--json", "-"], ["--time"]),
        row(["frame", "transition-border", "--offset", value, "--json", "-"], ["--offset"]),
        row(["frame", "transition-border", "--offset", "-10", "--touch-x", value, "--json", "-"], ["--touch-x"]),
      ]
    }
    + ["-1", "1.5", "abc", "99999999999", "9999999999999999999999"].map {
      row(["frame", "hero", "--frame", $0, "--json", "-"], ["--frame"])
    }

  static let sheets: [BadInput] =
    ["0", "65", "-1", "1000", "abc"].map { row(["sheet", "hero", "--count", $0, "--out", "$T/s.png"], ["--count"]) }
    + ["", "a", "-1", "1e300", "0,,1", "nan", "99", Array(repeating: "0.1", count: 65).joined(separator: ",")].map {
      row(["sheet", "hero", "--times", $0, "--out", "$T/s.png"], ["--times"])
    }
    + ["0", "-1", "abc"].map { row(["sheet", "hero", "--columns", $0, "--out", "$T/s.png"], ["--columns"]) }

  static let outputs: [BadInput] = [
    row(["frame", "hero", "--time", "1", "--out", "/dev/null"], ["/dev/null", "device"]),
    row(["frame", "hero", "--time", "1", "--out", "$T/dir"], ["dir", "folder"]),
    row(["frame", "hero", "--time", "1", "--out", "$T/fifo"], ["fifo", "FIFO"]),
    row(["frame", "hero", "--time", "1", "--out", "$T/file/x.png"], ["file", "folder"]),
    row(["frame", "hero", "--time", "1", "--out", ""], ["''"]),
    row(["frame", "hero", "--time", "1", "--json", "/dev/null"], ["/dev/null", "device"]),
    row(["frame", "hero", "--time", "1", "--json", "$T/dir"], ["dir", "folder"]),
    row(["frame", "hero", "--time", "1", "--json", "$T/fifo"], ["FIFO"]),
    row(["frame", "hero", "--time", "1", "--json", "$T/file/x.json"], ["file"]),
    row(["sheet", "hero", "--out", "/dev/null"], ["/dev/null", "device"]),
    row(["sheet", "hero", "--out", "$T/dir"], ["dir", "folder"]),
    row(["sheet", "hero", "--out", "$T/file/s.png"], ["file"]),
    row(["render", "hero", "--out", "/dev/null"], ["/dev/null"]),
    row(["render", "hero", "--out", "$T/file"], ["file", "folder"]),
    row(["render", "hero", "--out", "$T/file/sub"], ["file"]),
    row(["render", "hero", "--out", "$T/fifo"], ["fifo"]),
    row(["render", "hero", "--out", ""], ["''"]),
    row(["render", "hero", "--format", "gif", "--frames", "0-1", "--out", "$T/gifdir"], ["hero.gif", "folder"],
      files: ["gifdir/hero.gif/x": ""]),
    row(["render", "hero", "--format", "apng", "--frames", "0-1", "--out", "$T/apngdir"], ["hero.png", "folder"],
      files: ["apngdir/hero.png/x": ""]),
    row(["render", "hero", "--frames", "0-1", "--out", "$T/framesdir"], ["frame-0000.png", "folder"],
      files: ["framesdir/hero/frame-0000.png/x": ""]),
    row(["render", "hero", "--frames", "0-1", "--out", "$T/filedir"], ["hero", "folder"], files: ["filedir/hero": ""]),
    row(["demo", "--out", "/dev/null"], ["/dev/null"]),
    row(["demo", "--out", "$T/file"], ["file"]),
    row(["golden", "record", "hero", "--goldens", "$T/file"], ["file"]),
    row(["golden", "verify", "hero", "--goldens", "$T/file"], ["goldens folder", "file", "not a folder"]),
    row(["golden", "verify", "--goldens", "$T/missing"], ["goldens folder", "missing", "not a folder"]),
    row(["frame", "hero", "--time", "1", "--out", "$T/" + String(repeating: "n", count: 300) + ".png"], ["nnnn"]),
  ]

  static let streams: [BadInput] = [
    row(["list"], ["standard output"], stdout: .closed),
    row(["list"], ["standard output"], stdout: .full),
    row(["scene", "schema"], ["standard output"], stdout: .full),
    row(["scene", "schema"], ["standard output"], stdout: .closed),
    row(["scene", "export", "hero"], ["standard output"], stdout: .full),
    row(["scene", "check", "--list-images"], ["standard output"], stdout: .full),
    row(["frame", "hero", "--time", "1", "--json", "-"], ["standard output"], stdout: .full),
    row(["frame", "hero", "--time", "1", "--json", "-"], ["standard output"], stdout: .closed),
    row(["frame", "transition-border", "--offset", "-120", "--json", "-"], ["standard output"], stdout: .full),
  ]

  /// A workloads file whose `rrects` entry is `rrects`, run as `bench rrects`.
  static func workload(_ rrects: String, entry: String = "rrects") -> BadInput {
    row(["bench", entry, "--runs", "1", "--workloads-file", "$T/w.json"], ["'\(entry)'", "w.json"],
      files: ["w.json": "{\"\(entry)\": \(rrects)}"])
  }

  static let workloads: [BadInput] =
    [
      "1", "\"x\"", "[]", "{}", "{\"canvas\": \"big\", \"shapes\": [[0,0,1,1,1]]}",
      "{\"canvas\": [100], \"shapes\": [[0,0,1,1,1]]}", "{\"canvas\": [-5, 10], \"shapes\": [[0,0,1,1,1]]}",
      "{\"canvas\": [1e300, 10], \"shapes\": [[0,0,1,1,1]]}", "{\"canvas\": [1e6, 1e6], \"shapes\": [[0,0,1,1,1]]}",
      "{\"canvas\": [10.5, 10], \"shapes\": [[0,0,1,1,1]]}", "{\"canvas\": [0, 0], \"shapes\": [[0,0,1,1,1]]}",
      "{\"canvas\": [10, 10], \"shapes\": []}", "{\"canvas\": [10, 10], \"shapes\": [[0,0,1]]}",
      "{\"canvas\": [10, 10], \"shapes\": [[]]}", "{\"canvas\": [10, 10], \"shapes\": [[0,0,1,1,\"r\"]]}",
      "{\"canvas\": [10, 10], \"shapes\": [[0,0,1e300,1,1]]}", "{\"canvas\": [10, 10], \"shapes\": \"many\"}",
      "{\"canvas\": [10, 10], \"shapes\": [[0,0,1,1,1]], \"color\": [1,2]}",
      "{\"canvas\": [10, 10], \"shapes\": [[0,0,1,1,1]], \"color\": [-1,0,0,300]}",
      "{\"canvas\": [10, 10], \"shapes\": [[0,0,1,1,1]], \"background\": \"red\"}",
    ].map { workload($0) }
    + [
      "{\"canvas\": [10, 10], \"shapes\": [[0,0,1,1,1]]}", "{\"canvas\": [10, 10], \"shapes\": [[0,0]]}",
    ].map { workload($0, entry: "circles") }
    + [
      "{\"canvas\": [10, 10], \"items\": []}", "{\"canvas\": [10, 10], \"items\": [{\"d\": 5}]}",
      "{\"canvas\": [10, 10], \"items\": [{\"d\": \"M 0 0 L\"}]}", "{\"canvas\": [10, 10], \"items\": [{\"d\": \"Q\"}]}",
      "{\"canvas\": [10, 10], \"items\": [{}]}", "{\"canvas\": [1e9, 10], \"items\": [{\"d\": \"M0 0L1 1\"}]}",
    ].map { workload($0, entry: "mailCell") }
    + [
      row(["bench", "rrects", "--runs", "1", "--workloads-file", "$T/w.json"], ["w.json"], files: ["w.json": "not json"]),
      row(["bench", "rrects", "--runs", "1", "--workloads-file", "$T/w.json"], ["w.json"], files: ["w.json": "[1,2]"]),
      row(["bench", "rrects", "--runs", "1", "--workloads-file", "$T/w.json"], ["w.json"], files: ["w.json": ""]),
    ]

  static let sceneFiles: [BadInput] = [
    row(["render", "$T/s.json", "--out", "$T/o"], ["s.json"], files: ["s.json": "{"]),
    row(["render", "$T/s.json", "--out", "$T/o"], ["s.json"], files: ["s.json": "[]"]),
    row(["render", "$T/s.json", "--out", "$T/o"], ["s.json"], files: ["s.json": ""]),
    row(["frame", "$T/s.json", "--time", "0", "--json", "-"], ["s.json"], files: ["s.json": "{\"kind\": 5}"]),
    row(["sheet", "$T/s.json", "--out", "$T/x.png"], ["s.json"], files: ["s.json": "{\"rows\": \"x\"}"]),
    row(["scene", "check", "$T/s.json"], ["s.json"], files: ["s.json": "{\"a\": 1, \"a\": 2}"]),
    row(["scene", "check", "$T/s.json"], ["s.json"], files: ["s.json": "\u{FEFF}\u{0}"]),
    row(["scene", "check", "$T/missing.json"], ["missing.json"]),
    row(["scene", "check", "$T/dir/"], ["dir"]),
    row(["render", "a\nb", "--out", "$T/o"], ["'a\\nb'"]),
    row(["render", "\u{1B}[31mred", "--out", "$T/o"], ["\\u001B"]),
    row(["render", String(repeating: "x", count: 300), "--out", "$T/o"], ["xxxx"]),
  ]

  /// Files that are not regular files (a FIFO blocked the read forever), names shown as typed,
  /// booleans where numbers go, and a limit under one byte.
  static let reads: [BadInput] = [
    row(["bench", "rrects", "--runs", "1", "--workloads-file", "$T/fifo"], ["fifo", "a FIFO, not a regular file"]),
    row(["bench", "rrects", "--runs", "1", "--workloads-file", "$T/dir"], ["dir", "a folder, not a regular file"]),
    row(
      ["bench", "rrects", "--runs", "1", "--workloads-file", "$T/w.json"], ["w.json", "true at rrects.shapes[0][0]"],
      files: ["w.json": #"{"rrects": {"canvas": [10, 10], "shapes": [[true, 0, 1, 1, 1]]}}"#]),
    row(["scene", "check", "$T/fifo"], ["fifo", "a FIFO, not a regular file"]),
    row(
      ["render", "$T/s.json", "--out", "$T/o"], ["s.json", "'fifo'", "a FIFO, not a regular file"],
      files: ["s.json": #"{"version": 1, "font": "fifo", "rows": [{"title": "A"}]}"#]),
    row(
      ["render", "$T/s.json", "--out", "$T/o"], ["s.json", "'fifo'", "a FIFO, not a regular file"],
      files: ["s.json": #"{"version": 1, "rows": [{"title": "A", "image": {"png": "fifo"}}]}"#]),
    row(
      ["render", "$T/s.json", "--out", "$T/o"], ["s.json", "'dir'", "a folder, not a regular file"],
      files: ["s.json": #"{"version": 1, "rows": [{"title": "A", "image": {"png": "dir"}}]}"#]),
    row(["render", "$T/dir/", "--out", "$T/o"], ["/dir/:", "a folder, not a regular file"]),
    row(["render", "$T/a\nb.json", "--out", "$T/o"], ["/a\\nb.json:", "no such file"]),
    row(["render", "hero", "--memory-limit", "0.5", "--out", "$T/o"], ["--memory-limit", "'0.5'"]),
  ]

  static let huge: [BadInput] = [
    row(["render", "hero", "--scale", "26", "--format", "all", "--out", "$T/o"], ["--memory-limit", "GiB"]),
    row(["render", "hero", "--scale", "26", "--format", "gif", "--out", "$T/o"], ["--memory-limit"]),
    row(["render", "--all", "--scale", "20", "--format", "gif", "--out", "$T/o"], ["--memory-limit"]),
    row(["render", "hero", "--scale", "12", "--threads", "16", "--format", "gif", "--out", "$T/o"], ["--memory-limit", "--threads"]),
    row(["render", "hero", "--memory-limit", "1M", "--out", "$T/o"], ["--memory-limit", "--scale"]),
    row(["render", "hero", "--memory-limit", "0", "--out", "$T/o"], ["--memory-limit"]),
    row(["render", "hero", "--memory-limit", "-1G", "--out", "$T/o"], ["--memory-limit"]),
    row(["render", "hero", "--memory-limit", "lots", "--out", "$T/o"], ["--memory-limit", "lots"]),
    row(["render", "hero", "--memory-limit", "1e300G", "--out", "$T/o"], ["--memory-limit"]),
    row(["frame", "hero", "--time", "1", "--memory-limit", "1M", "--out", "$T/f.png"], ["--memory-limit"]),
    row(["sheet", "hero", "--scale", "26", "--count", "64", "--out", "$T/s.png"], ["sheet", "--count"]),
    row(["sheet", "hero", "--scale", "12", "--count", "64", "--out", "$T/s.png"], ["sheet"]),
    row(["sheet", "hero", "--scale", "6", "--count", "64", "--columns", "64", "--out", "$T/s.png"], ["sheet"]),
    row(["sheet", "hero", "--memory-limit", "1M", "--out", "$T/s.png"], ["--memory-limit"]),
    row(["sheet", "hero", "--count", "64", "--scale", "2", "--memory-limit", "100M", "--out", "$T/s.png"], ["--memory-limit"]),
    row(["preview", "hero", "--scale", "8", "--memory-limit", "100M", "--out", "$T/p.html"], ["preview of 'hero'", "--memory-limit", "--scale"]),
    row(["preview", "hero", "--memory-limit", "1K", "--out", "$T/p.html"], ["--memory-limit of 1 KiB"]),
  ]

  /// `text` in UTF-16 without a byte-order mark: each ASCII character and a zero byte, in `bigEndian` order or not.
  static func utf16(_ text: String, bigEndian: Bool) -> String {
    text.map { bigEndian ? "\u{0}\($0)" : "\($0)\u{0}" }.joined()
  }

  /// Messages that named the wrong cause: the encoding of a scene file, a PNG's size, the limit as given.
  static let encodingsAndLimits: [BadInput] = [
    row(
      ["scene", "check", "$T/s.json"], ["s.json", "UTF-16 (little-endian)", "save the file as UTF-8"],
      files: ["s.json": utf16(#"{"version": 1, "rows": [{"title": "A"}]}"#, bigEndian: false)]),
    row(
      ["render", "$T/s.json", "--out", "$T/o"], ["s.json", "UTF-16 (big-endian)", "UTF-8"],
      files: ["s.json": utf16(#"{"version": 1}"#, bigEndian: true)]),
    row(
      ["render", "$T/s.json", "--out", "$T/o"], ["s.json", "'big.png'", "20000×20000", "4096×4096"],
      files: ["s.json": #"{"version": 1, "rows": [{"title": "A", "image": {"png": "big.png"}}]}"#],
      data: ["big.png": declaredPNG(width: 20000, height: 20000)]),
    row(["render", "hero", "--memory-limit", "1K", "--out", "$T/o"], ["--memory-limit of 1 KiB"]),
    row(["frame", "hero", "--time", "1", "--memory-limit", "1000", "--out", "$T/f.png"], ["--memory-limit of 1000 bytes"]),
    row(["render", "hero", "--memory-limit", "99999999G", "--out", "$T/o"], ["'99999999G'", "from 1 byte to 1024T"]),
  ]

  /// A PNG whose header declares `width × height` 8-bit RGBA pixels, followed by one small IDAT
  /// chunk and IEND: the size is all a reader can learn before it allocates.
  static func declaredPNG(width: Int, height: Int) -> [UInt8] {
    func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
      return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]) + chunk("IEND", [])
  }
}
