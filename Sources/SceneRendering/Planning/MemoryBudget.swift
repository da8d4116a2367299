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
  /// The address space the process may still map (`ulimit -v` less what it maps already), or
  /// `nil` when it has no such limit.
  public var addressSpace: MemorySize?
  /// What the process holds besides a plan's own buffers: what it holds now (the runtime, the
  /// fonts, the scene) and ``growthAllowance``.
  public var baseline: MemorySize

  /// What a process grows by besides a plan's buffers, measured at most 9 MiB for the glyph
  /// caches, encoder tables and thread stacks of a render: 16 MiB.
  public static let growthAllowance = MemorySize(bytes: 16 * 1_048_576)

  /// The address space each drawing thread may map besides the plan: its stack (8 MiB) and
  /// its malloc arena (64 MiB), which glibc reserves whole.
  public static let addressSpacePerThread = MemorySize(bytes: 72 * 1_048_576)

  /// A budget of `limit`, with the process's own address space limit and baseline by default
  /// (``ProcessMemory``).
  public init(
    limit: MemorySize = .defaultLimit, addressSpace: MemorySize? = ProcessMemory.unmappedAddressSpace,
    baseline: MemorySize = MemorySize(bytes: ProcessMemory.residentBytes + growthAllowance.bytes)
  ) {
    self.limit = limit
    self.addressSpace = addressSpace
    self.baseline = baseline
  }

  /// Throws when `estimate` and ``baseline`` together are over ``limit``, or `estimate` and the
  /// threads' reservations are over ``addressSpace``, naming the size, what reduces it, and the
  /// limit that refused it: raising `--memory-limit` does not help a plan `ulimit -v` refuses.
  ///
  /// - Parameters:
  ///   - estimate: What the plan's buffers hold, from ``MemorySize``'s estimates.
  ///   - threads: How many threads draw it.
  ///   - what: What needs the memory, e.g. "Rendering 'hero' (399 frames at 26.0×)".
  ///   - reduce: The options that lower the estimate, e.g. "lower --scale or --threads".
  /// - Throws: ``RenderError``.
  public func check(_ estimate: MemorySize, threads: Int = 1, for what: String, reduce: String) throws {
    let total = MemorySize(bytes: estimate.bytes + baseline.bytes)
    if total > limit {
      throw RenderError(
        description: "\(what) needs about \(total) of memory, over the --memory-limit of \(limit): \(reduce), "
          + "or raise --memory-limit.")
    }
    let mapped = MemorySize(bytes: estimate.bytes + Double(threads) * Self.addressSpacePerThread.bytes)
    if let addressSpace, mapped > addressSpace {
      throw RenderError(
        description: "\(what) needs about \(mapped) of address space, over the \(addressSpace) that ulimit -v "
          + "leaves this process: \(reduce), or raise ulimit -v.")
    }
  }
}
