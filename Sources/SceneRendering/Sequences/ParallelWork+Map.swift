import Synchronization

extension ParallelWork {
  /// `job(k)` for k in 0..<`count`, run on up to `threads` threads as ``run(count:threads:_:)``
  /// runs them, the results in job order.
  ///
  /// - Throws: The first error a job threw.
  public static func map<T: Sendable>(count: Int, threads: Int, _ job: @Sendable (Int) throws -> T) throws -> [T] {
    let slots = Slots<T>(count: count)
    try run(count: count, threads: threads) { k in slots.set(k, try job(k)) }
    // run returned without throwing, so every job ran and filled its slot.
    return slots.values.compactMap { $0 }
  }
}

/// One result slot per job, filled from several threads.
private final class Slots<T: Sendable>: Sendable {
  private let slots: Mutex<[T?]>

  init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

  func set(_ index: Int, _ value: T) { slots.withLock { $0[index] = value } }

  var values: [T?] { slots.withLock { $0 } }
}
