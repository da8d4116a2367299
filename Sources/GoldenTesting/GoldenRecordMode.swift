import Foundation

/// When golden checks may write reference images, as swift-snapshot-testing's record modes.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Never write; a missing golden is a failure. What CI uses.
  case never
  /// Write goldens that do not exist yet (and fail that run). The local default.
  case missing
  /// Rewrite goldens that do not match (and fail that run).
  case failed
  /// Rewrite every golden checked (and fail that run).
  case all

  /// The environment variable that selects the mode.
  public static let environmentVariable = "GOLDEN_RECORD"

  /// The mode named by `GOLDEN_RECORD`, or `.missing` when it is unset.
  ///
  /// - Throws: ``GoldenError`` when the variable holds another value.
  public static func fromEnvironment() throws -> GoldenRecordMode {
    guard let value = ProcessInfo.processInfo.environment[environmentVariable], !value.isEmpty else { return .missing }
    guard let mode = GoldenRecordMode(rawValue: value) else {
      throw GoldenError(description: "\(environmentVariable)=\(value) is not a record mode: use one of \(allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    return mode
  }
}

/// An error from the golden store, with a sentence saying what to do.
public struct GoldenError: Error, CustomStringConvertible, Equatable {
  /// What went wrong and what to do.
  public var description: String
}
