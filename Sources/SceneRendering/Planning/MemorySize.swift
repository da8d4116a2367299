import Foundation

/// An amount of memory: a limit someone gives as "4G", or an estimate of what a render will hold.
///
/// Renders estimate the bytes they will hold (canvases, frames in flight, a sheet's cells) from
/// sizes alone, before anything is drawn, so a request past a limit can be refused with its size
/// instead of being killed half-way through. Estimates can be far beyond what an `Int` holds
/// (a width of a billion pixels), so the bytes are a `Double`.
///
/// ```swift
/// let limit = MemorySize("4G") ?? .defaultLimit
/// if estimate > limit { print("needs about \(estimate)") }   // "needs about 5.3 GiB"
/// ```
public struct MemorySize: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The number of bytes.
  public var bytes: Double

  /// An amount of `bytes` bytes.
  public init(bytes: Double) {
    self.bytes = bytes
  }

  /// The limit a render is held to when none is given: 2 GiB.
  public static let defaultLimit = MemorySize(bytes: Double(2 << 30))

  /// The amount a person writes: a number of bytes, or a number with K, M, G or T (powers of 1024),
  /// either case, with or without a trailing B: "1500000", "512K", "1.5G", "2gb".
  ///
  /// Fractions of a byte are dropped. `nil` for anything else: no number, less than one whole
  /// byte ("0.5", which would otherwise be a limit of 0 bytes), or more than 2⁵⁰ bytes (a pebibyte).
  public init?(_ text: String) {
    let units: [Character: Double] = ["K": 0x1p10, "M": 0x1p20, "G": 0x1p30, "T": 0x1p40]
    var digits = Substring(text.uppercased())
    if digits.hasSuffix("B") { digits = digits.dropLast() }
    var factor = 1.0
    if let unit = digits.last, let value = units[unit] {
      factor = value
      digits = digits.dropLast()
    }
    guard let value = Double(digits), value.isFinite, value * factor >= 1, value * factor <= Self.largestWritten.bytes else {
      return nil
    }
    bytes = (value * factor).rounded(.down)
  }

  /// The amount for a sentence, in binary units: "3.2 GiB" from 1 GiB on, whole MiB from 1 MiB,
  /// whole KiB from 1 KiB, else bytes, each rounded up so a small amount never reads "0 MiB";
  /// "more than an exabyte" past 10¹⁸ bytes or for an amount that is not a number.
  public var description: String {
    if !bytes.isFinite || bytes >= 1e18 { return "more than an exabyte" }
    if bytes >= Double(1 << 30) { return String(format: "%.1f GiB", bytes / Double(1 << 30)) }
    if bytes >= Double(1 << 20) { return String(format: "%.0f MiB", (bytes / Double(1 << 20)).rounded(.up)) }
    if bytes >= Double(1 << 10) { return String(format: "%.0f KiB", (bytes / Double(1 << 10)).rounded(.up)) }
    let whole = bytes.rounded(.up)
    return whole == 1 ? "1 byte" : String(format: "%.0f bytes", whole)
  }

  /// The largest amount ``init(_:)`` reads: 2⁵⁰ bytes, "1024T".
  public static let largestWritten = MemorySize(bytes: 0x1p50)

  public static func < (lhs: MemorySize, rhs: MemorySize) -> Bool { lhs.bytes < rhs.bytes }
}
