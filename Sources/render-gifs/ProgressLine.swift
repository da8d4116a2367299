import Foundation
import Synchronization

/// Reports rendering progress on standard error.
///
/// On a terminal one line is rewritten in place (frames done, frames per
/// second, time left); otherwise a plain line is printed per scene when it
/// starts and when it is done, so logs stay readable.
final class ProgressLine: Sendable {
  private struct State {
    var scene = ""
    var total = 0
    var lastDrawn = ContinuousClock.now
  }

  private let state = Mutex(State())
  private let isTerminal = isatty(STDERR_FILENO) != 0

  func start(_ scene: String, total: Int) {
    state.withLock {
      $0.scene = scene
      $0.total = total
    }
    if !isTerminal { emit("\(scene): rendering \(total) frames\n") }
  }

  func update(done: Int, since start: ContinuousClock.Instant) {
    guard isTerminal else { return }
    let now = ContinuousClock.now
    let line: String? = state.withLock { s in
      guard done == s.total || now - s.lastDrawn > .milliseconds(100) else { return nil }
      s.lastDrawn = now
      let seconds = (now - start).inSeconds
      let rate = seconds > 0 ? Double(done) / seconds : 0
      let left = rate > 0 ? Double(s.total - done) / rate : 0
      return String(format: "\r%@: %d/%d frames, %.1f frames/s, %.1f s left   ", s.scene, done, s.total, rate, left)
    }
    if let line { emit(line) }
  }

  func finish(since start: ContinuousClock.Instant, folder: String) {
    let (scene, total) = state.withLock { ($0.scene, $0.total) }
    let seconds = (ContinuousClock.now - start).inSeconds
    let rate = seconds > 0 ? Double(total) / seconds : 0
    emit(String(format: "%@%@: %d frames in %.2f s (%.1f frames/s) → %@\n", isTerminal ? "\r" : "", scene, total, seconds, rate, folder))
  }

  private func emit(_ text: String) {
    Console.note(text)
  }
}
