import ArgumentParser
import Foundation

// How much memory a command may plan to use. Commands estimate the bytes they
// will hold (canvases, frames kept for a GIF, a sheet's cells) before drawing
// anything, and refuse a request past the limit with the size and the option
// that reduces it, instead of being killed half-way through.

enum MemoryLimit {
  /// The limit when --memory-limit is not given: 2 GiB.
  static let defaultBytes = 2 << 30

  /// Bytes from "1500000", "512K", "512M" or "2G" (powers of 1024).
  static func parse(_ text: String) throws -> Int {
    let units: [Character: Double] = ["K": 0x1p10, "M": 0x1p20, "G": 0x1p30, "T": 0x1p40]
    var digits = Substring(text.uppercased())
    if digits.hasSuffix("B") { digits = digits.dropLast() }
    var factor = 1.0
    if let unit = digits.last, let value = units[unit] {
      factor = value
      digits = digits.dropLast()
    }
    guard let value = Double(digits), value.isFinite, value > 0, value * factor <= 0x1p50 else {
      throw ValidationError("Give --memory-limit a positive size in bytes or with K, M or G, e.g. 4G (got '\(text)').")
    }
    return Int(value * factor)
  }

  /// `bytes` for a message: "3.2 GiB", "96 MiB".
  static func text(_ bytes: Double) -> String {
    if !bytes.isFinite || bytes >= 1e18 { return "more than an exabyte" }
    if bytes >= Double(1 << 30) { return String(format: "%.1f GiB", bytes / Double(1 << 30)) }
    return String(format: "%.0f MiB", (bytes / Double(1 << 20)).rounded(.up))
  }
}

/// The frame rates the command line accepts, in frames per second.
enum FrameRateLimits {
  /// 0.1 to 1000 frames per second: every delay in between can be stored in an APNG or a GIF.
  static let range = 0.1...1000.0

  /// Throws the usage error for a rate outside ``range``.
  static func check(_ fps: Double, option: String = "--fps") throws {
    guard fps.isFinite, range.contains(fps) else {
      throw ValidationError("Give \(option) a number of frames per second from 0.1 to 1000, e.g. 30 (got \(fps)).")
    }
  }
}
