import Dispatch
import Synchronization

/// Runs numbered jobs on several threads, each job exactly once, stopping at the first error.
///
/// Threads take the next job number from one atomic counter, so the jobs'
/// results depend only on their numbers, never on which thread ran them or in
/// what order they finished.
public enum ParallelWork {
  /// Runs `job(k)` for k in 0..<`count` on up to `threads` threads.
  ///
  /// - Parameters:
  ///   - count: How many jobs.
  ///   - threads: The most jobs running at once (1 runs them in order on this thread's pool).
  ///   - job: The work for one job number.
  /// - Throws: The first error a job threw; jobs not yet started are skipped.
  public static func run(count: Int, threads: Int, _ job: @Sendable (Int) throws -> Void) throws {
    guard count > 0 else { return }
    let next = Atomic<Int>(0)
    let failure = Mutex<(any Error)?>(nil)
    DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(threads, count))) { _ in
      while true {
        let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard k < count, failure.withLock({ $0 == nil }) else { return }
        do {
          try job(k)
        } catch {
          failure.withLock { if $0 == nil { $0 = error } }
        }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
  }
}
