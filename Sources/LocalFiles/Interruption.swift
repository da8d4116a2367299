import Foundation
import Synchronization

// SIGINT, SIGTERM and SIGHUP end the process cleanly: the handler only writes
// the signal's number into a pipe (write(2) is async-signal-safe, a lock is
// not), and a thread waiting on that pipe removes the temporary files
// (`TemporaryFiles`), flushes standard output, writes one line saying what was
// interrupted and exits with 128 + the signal's number, as shells report a
// process killed by a signal: 130 for SIGINT, 143 for SIGTERM. Finished files
// were renamed into place whole, so they stay as they are.

/// Clean ends on SIGINT, SIGTERM and SIGHUP for a command-line tool that writes files.
public enum Interruption {
  /// What the process is doing, for the line printed when it is interrupted, e.g. "rendering 'hero'".
  private static let activity = Mutex("working")

  /// The pipe's end the signal handler writes to, and the one the waiting thread reads.
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  nonisolated(unsafe) private static var readEnd: Int32 = -1

  /// Says what the process is doing from now on, for the interrupt's line: "rendering 'hero' as a GIF".
  public static func setActivity(_ text: String) {
    activity.withLock { $0 = text }
  }

  /// Installs the handlers and starts the waiting thread. Call it once, first thing in `main`.
  public static func install() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    (readEnd, writeEnd) = (ends[0], ends[1])
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var thread = pthread_t()
    guard pthread_create(&thread, nil, { _ in Interruption.waitForSignal() }, nil) == 0 else { return }
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      // SIGHUP stays ignored when the parent ignored it (nohup). SIGINT and SIGTERM always
      // stop the work, even in a shell's background job, which starts with SIGINT ignored.
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      if signal == SIGHUP, unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(Interruption.writeEnd, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
    // A parent may have started this process with the signals blocked (a thread of a thread
    // pool blocks them, and a child inherits the mask): then they would stay pending forever.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Waits for a signal's number on the pipe, then ends the process as the comment above says.
  private static func waitForSignal() -> Never {
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) != 1 {}
    let signal = Int32(byte)
    let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)"
    let doing = activity.withLock { $0 }
    TemporaryFiles.removeAll { removed in
      fflush(nil)
      let files = removed == 1 ? "1 temporary file" : "\(removed) temporary files"
      let line = "error: interrupted by \(name) while \(doing): removed \(files); the files already written are whole.\n"
      var bytes = Array(line.utf8)
      _ = write(STDERR_FILENO, &bytes, bytes.count)
      _exit(128 + signal)
    }
  }
}
