import Foundation
import Synchronization

/// Progress text for scenes rendered one after another: frames done, frames per second and time left.
///
/// Hand ``update(framesDone:)`` to ``SequenceRenderer/render(_:frames:to:progress:)`` as its
/// progress closure; it may be called from any thread. On a terminal one line is rewritten in
/// place, at most ten times a second, and ends with the time taken and where the files went;
/// otherwise (a log, a pipe) a plain line is written when each scene starts and when it is
/// done, so logs stay readable.
///
/// ```swift
/// let progress = ProgressLine(isTerminal: isatty(STDERR_FILENO) != 0) { FileHandle.standardError.write(Data($0.utf8)) }
/// progress.start("hero", frameCount: frames.indices.count)
/// let report = try renderer.render(scene, frames: frames, to: output) { progress.update(framesDone: $0) }
/// progress.finish(writtenTo: report.mainPath)
/// ```
public final class ProgressLine: Sendable {
  private struct State {
    var scene = ""
    var total = 0
    var started = ContinuousClock.now
    var lastDrawn = ContinuousClock.now
  }

  private let state = Mutex(State())
  private let isTerminal: Bool
  private let write: @Sendable (String) -> Void

  /// A progress line that hands its text to `write`.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether `write` reaches a terminal, where a carriage return rewrites the line.
  ///   - write: Writes a piece of text as it is, with no newline added; called from any thread.
  public init(isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
    self.isTerminal = isTerminal
    self.write = write
  }

  /// Starts timing the scene named `scene`, of `frameCount` frames.
  public func start(_ scene: String, frameCount: Int) {
    state.withLock {
      $0.scene = scene
      $0.total = frameCount
      $0.started = .now
    }
    if !isTerminal { write("\(scene): rendering \(frameCount) frames\n") }
  }

  /// Reports `framesDone` frames of the current scene done; redraws the line on a terminal only.
  public func update(framesDone done: Int) {
    guard isTerminal else { return }
    let now = ContinuousClock.now
    let line: String? = state.withLock { s in
      guard done == s.total || now - s.lastDrawn > .milliseconds(100) else { return nil }
      s.lastDrawn = now
      let seconds = (now - s.started) / .seconds(1)
      let rate = seconds > 0 ? Double(done) / seconds : 0
      let left = rate > 0 ? Double(s.total - done) / rate : 0
      return String(format: "\r%@: %d/%d frames, %.1f frames/s, %.1f s left   ", s.scene, done, s.total, rate, left)
    }
    if let line { write(line) }
  }

  /// Ends the current scene's line with its frame count, time, rate and `path`, the files written.
  public func finish(writtenTo path: String) {
    let (scene, total, started) = state.withLock { ($0.scene, $0.total, $0.started) }
    let seconds = (ContinuousClock.now - started) / .seconds(1)
    let rate = seconds > 0 ? Double(total) / seconds : 0
    let line = String(format: "%@: %d frames in %.2f s (%.1f frames/s) → %@\n", scene, total, seconds, rate, path)
    write((isTerminal ? "\r" : "") + line)
  }
}
