import Foundation
import Synchronization
import Testing
@testable import SceneRendering

/// The streaming pipeline: frames reach the serial steps in order, frames in flight stay within the window, errors stop it.
struct FramePipelineTests {
  struct Failure: Error {}

  @Test(arguments: [1, 2, 4, 7])
  func framesAreOrderedAndWrittenInOrderWithinTheWindow(threads: Int) throws {
    let window = 3, frameCount = 120
    // Frames made minus frames written, checked at every make.
    let inFlight = Mutex((made: 0, finished: 0, worst: 0))
    let pipeline = FramePipeline<Int, Int, Int, [Int]>(count: frameCount, threads: threads, window: window)
    let log = try pipeline.run(
      serial: [],
      make: { k in
        inFlight.withLock { state in
          state.made += 1
          state.worst = Swift.max(state.worst, state.made - state.finished)
        }
        // Uneven work, so threads finish out of order.
        usleep(UInt32((k * 37) % 5) * 300)
        return k
      },
      order: { log, k, made in
        #expect(made == k)
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
        inFlight.withLock { $0.finished += 1 }
      })
    #expect(log.filter { $0 >= 0 } == Array(0..<frameCount))
    #expect(log.filter { $0 < 0 } == (0..<frameCount).map { -$0 - 1 })
    #expect(inFlight.withLock { $0.worst } <= window)
  }

  @Test func theFirstErrorStopsThePipeline() {
    let pipeline = FramePipeline<Int, Int, Int, Int>(count: 100, threads: 3, window: 4)
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
