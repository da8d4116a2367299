import Foundation

/// The memory a command may plan to use: the limit a person gives (`--memory-limit`), held
/// within the address space the process may take (`ulimit -v`), past which an
/// allocation aborts the process instead of failing.
///
/// A render's estimate (``MemorySize``'s estimates) is checked against both before anything is
/// drawn, and a refusal names the one that refused it: raising `--memory-limit` does not help a
/// plan that `ulimit -v` refuses.
///
/// ```swift
/// let budget = MemoryBudget(limit: MemorySize("4G") ?? .defaultLimit)
/// try budget.check(.writingFrame(of: scene, scale: 6), for: "A frame of 'hero' at 6×", reduce: "lower --scale")
/// ```
public struct MemoryBudget: Sendable {
  /// The limit given, or ``MemorySize/defaultLimit``.
  public var limit: MemorySize
  /// The address space the process may use (`ulimit -v`), or `nil` when it has no such limit.
  public var addressSpace: MemorySize?

  /// A budget of `limit` within `addressSpace` (default: the process's `ulimit -v`,
  /// ``addressSpaceLimit``).
  public init(limit: MemorySize = .defaultLimit, addressSpace: MemorySize? = MemoryBudget.addressSpaceLimit) {
    self.limit = limit
    self.addressSpace = addressSpace
  }

  /// The most a plan may use: the smaller of ``limit`` and ``addressSpace``.
  public var planned: MemorySize { addressSpace.map { Swift.min($0, limit) } ?? limit }

  /// Throws when `estimate` is over ``planned``, naming the size, what reduces it, and the limit
  /// that refused it: `--memory-limit`, or `ulimit -v` when that is the smaller.
  ///
  /// - Parameters:
  ///   - estimate: What the command will hold, from ``MemorySize``'s estimates.
  ///   - what: What needs the memory, e.g. "Rendering 'hero' (399 frames at 26.0×)".
  ///   - reduce: The options that lower the estimate, e.g. "lower --scale or --threads".
  /// - Throws: ``RenderError``.
  public func check(_ estimate: MemorySize, for what: String, reduce: String) throws {
    guard estimate.bytes > planned.bytes else { return }
    if let addressSpace, addressSpace < limit {
      throw RenderError(
        description: "\(what) needs about \(estimate) of memory, over the \(addressSpace) of address space that "
          + "ulimit -v allows this process: \(reduce), or raise ulimit -v.")
    }
    throw RenderError(
      description: "\(what) needs about \(estimate) of memory, over the --memory-limit of \(limit): \(reduce), "
        + "or raise --memory-limit.")
  }

  /// The process's address space limit (`ulimit -v`, `RLIMIT_AS`), or `nil` when there is none.
  public static var addressSpaceLimit: MemorySize? {
    var limit = rlimit()
    #if os(Linux)
      let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
      let resource = RLIMIT_AS
    #endif
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
    return MemorySize(bytes: Double(limit.rlim_cur))
  }
}
