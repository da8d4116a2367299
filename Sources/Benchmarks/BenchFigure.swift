import Foundation

/// One figure of a workload: a number, or a yes/no that was checked in the run.
public enum BenchFigure: Equatable, Sendable {
  /// A measured or counted number.
  case number(Double)
  /// A property checked during the run, e.g. that one and many threads gave the same bytes.
  case flag(Bool)

  /// The figure as a JSON number or boolean, for `JSONSerialization`.
  public var jsonValue: Any {
    switch self {
    case .number(let value): value
    case .flag(let value): value
    }
  }

  /// The figure for a line of text: whole from 1000 up, else four significant digits; or yes/no.
  public var text: String {
    switch self {
    case .number(let value): value >= 1000 ? String(Int(value.rounded())) : String(format: "%.4g", value)
    case .flag(let value): value ? "yes" : "no"
    }
  }
}
