/// An error raised when a workload cannot be run as asked.
public struct BenchError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in a sentence that says what to do.
  public var description: String

  /// Creates an error with a sentence saying what to do.
  public init(description: String) {
    self.description = description
  }
}
