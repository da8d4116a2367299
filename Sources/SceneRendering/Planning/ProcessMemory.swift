import Foundation

/// This process's memory as Linux reports it in `/proc/self/statm`, and its address space limit.
///
/// A ``MemoryBudget`` adds what the process holds already to a plan's estimate, so that the
/// whole is what `--memory-limit` bounds, and checks a plan's mappings against what `ulimit -v`
/// leaves. Where `/proc` is missing (not Linux), both read as 0.
public enum ProcessMemory {
  /// The bytes resident now (`statm`'s second field).
  public static var residentBytes: Double { statm(field: 1) }

  /// The bytes of address space mapped now (`statm`'s first field).
  public static var mappedBytes: Double { statm(field: 0) }

  /// What the address space limit (`ulimit -v`, `RLIMIT_AS`) leaves beyond what is mapped now,
  /// or `nil` when there is no limit.
  public static var unmappedAddressSpace: MemorySize? {
    var limit = rlimit()
    #if os(Linux)
      let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
      let resource = RLIMIT_AS
    #endif
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
    return MemorySize(bytes: Swift.max(0, Double(limit.rlim_cur) - mappedBytes))
  }

  /// Field `field` of `/proc/self/statm`, in bytes; 0 when it cannot be read.
  private static func statm(field: Int) -> Double {
    let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
    guard field < fields.count, let pages = Double(String(decoding: fields[field], as: UTF8.self)) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
  }
}
