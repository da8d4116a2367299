import Foundation
import Synchronization
import Testing
@testable import SceneRendering

/// The streaming pipeline: frames reach the serial steps in order, runs in flight stay within the window, errors stop it.
struct FramePipelineTests {
  struct Failure: Error {}

  /// Runs of 1 to 5 frames: 40 runs.
  let starts: [Int] = {
    var starts = [0]
    for r in 0..<40 { starts.append(starts[r] + 1 + (r * 7) % 5) }
    return starts
  }()

  @Test(arguments: [1, 2, 4, 7])
  func framesAreOrderedAndWrittenInOrderWithinTheWindow(threads: Int) throws {
    let window = 3
    let frameCount = starts.last ?? 0
    // Runs made minus runs whose last frame is written, checked at every make.
    let inFlight = Mutex((made: 0, finished: 0, worst: 0))
    let starts = self.starts
    let pipeline = FramePipeline<Int, Int, Int, [Int]>(starts: starts, threads: threads, window: window)
    let log = try pipeline.run(
      serial: [],
      make: { r in
        inFlight.withLock { state in
          state.made += 1
          state.worst = Swift.max(state.worst, state.made - state.finished)
        }
        // Uneven work, so threads finish out of order.
        usleep(UInt32((r * 37) % 5) * 300)
        return r
      },
      order: { log, k, r in
        #expect(starts[r]..<starts[r + 1] ~= k)
        log.append(-k - 1)
        return k
      },
      encode: { k in
        usleep(UInt32((k * 13) % 3) * 200)
        return k * k
      },
      write: { log, k, square in
        #expect(square == k * k)
        log.append(k)
        if starts.contains(k + 1) { inFlight.withLock { $0.finished += 1 } }
      })
    #expect(log.filter { $0 >= 0 } == Array(0..<frameCount))
    #expect(log.filter { $0 < 0 } == (0..<frameCount).map { -$0 - 1 })
    #expect(inFlight.withLock { $0.worst } <= window)
  }

  @Test func theFirstErrorStopsThePipeline() {
    let pipeline = FramePipeline<Int, Int, Int, Int>(starts: starts, threads: 3, window: 4)
    #expect(throws: Failure.self) {
      _ = try pipeline.run(
        serial: 0, make: { $0 }, order: { _, k, _ in k },
        encode: { k in
          if k == 17 { throw Failure() }
          return k
        },
        write: { count, _, _ in count += 1 })
    }
  }
}
