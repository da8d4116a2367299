import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The process's peak resident memory, as Linux reports it in `/proc/self/status` (`VmHWM`).
///
/// Linux lets a process reset its own peak to its current resident size (by
/// writing 5 to `/proc/self/clear_refs`), so a workload can measure its own
/// peak after others ran in the same process. Memory the earlier workloads
/// freed is first handed back to the system (glibc's `malloc_trim`), or the
/// heap they left would count in every later peak. Where the reset fails, the
/// peak is the whole process's so far, never less than the workload's.
enum PeakMemory {
  /// Resets the peak to the current resident size; returns whether the kernel allowed it.
  @discardableResult
  static func reset() -> Bool {
    releaseFreedHeap()
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  /// Calls glibc's `malloc_trim(0)` where the C library has it (Swift's Glibc module does not declare it).
  private static func releaseFreedHeap() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(nil, "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  /// The peak resident memory in bytes, or `nil` where `/proc/self/status` has no `VmHWM` line.
  static var bytes: Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      // "VmHWM:     123456 kB"
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
      return kilobytes * 1024
    }
    return nil
  }
}
