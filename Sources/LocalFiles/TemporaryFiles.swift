import Foundation
import Synchronization

/// The temporary files this process has created and not yet renamed into place or removed, so
/// that an interrupt can remove every one of them (``Interruption``).
///
/// A writer creates a temporary file through ``create(_:_:)`` and ends it through
/// ``finish(_:_:)``. Both run their system call while holding the list's lock, and an
/// interrupt removes the files while holding it too, so no file can be created or renamed
/// between the removal and the process's exit.
public enum TemporaryFiles {
  private static let live = Mutex<Set<String>>([])

  /// Runs `open`, which creates the file at `path` and returns its descriptor, and records
  /// `path` as live when the descriptor is valid (0 or more).
  ///
  /// - Returns: What `open` returned.
  public static func create(_ path: String, _ open: () -> Int32) -> Int32 {
    live.withLock { paths in
      let descriptor = open()
      if descriptor >= 0 { paths.insert(path) }
      return descriptor
    }
  }

  /// Runs `end`, which renames or removes the file at `path`, and records `path` as no longer live.
  ///
  /// - Returns: What `end` returned.
  @discardableResult
  public static func finish(_ path: String, _ end: () -> Int32) -> Int32 {
    live.withLock { paths in
      paths.remove(path)
      return end()
    }
  }

  /// Renames the live temporary file at `path` to `destination`, or removes it when that fails,
  /// keeping `errno` from the rename.
  ///
  /// - Returns: 0 when renamed, -1 when not.
  public static func renameOrRemove(_ path: String, to destination: String) -> Int32 {
    finish(path) {
      guard rename(path, destination) != 0 else { return 0 }
      let failure = errno
      unlink(path)
      errno = failure
      return -1
    }
  }

  /// Removes every live temporary file, then runs `exit` with the count, still holding the lock
  /// so that no writer creates or renames one after the removal.
  static func removeAll(then exit: (Int) -> Never) -> Never {
    live.withLock { paths in
      let removed = paths.filter { unlink($0) == 0 }.count
      exit(removed)
    }
  }
}
