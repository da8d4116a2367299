import Foundation
import Synchronization

// Frames streamed from the renderer to the writers on several threads, in
// four stages:
//
//   make   (any thread)    render one frame (or see that it repeats the last);
//   order  (one at a time, in frame order)  hand the frame to the writers,
//          which do what depends on the frames before it and return jobs;
//   encode (any thread)    run the frame's jobs (compression, LZW coding);
//   write  (one at a time, in frame order)  put the results into the files.
//
// A thread looks for work in that order of urgency: the next write or order
// step if it is ready and no thread holds the one serial section, then a
// queued encode job, then a new frame to make, but only while fewer than
// `window` frames are in flight (made and not written). So memory holds at
// most `window` frames' pixels and their jobs, however long the sequence; an
// idle thread waits on a condition until another finishes something. Frames
// are made in order and serial steps take them in order, so a stalled frame
// delays the writes after it but never deadlocks: the thread making it holds
// no slot another needs. Make and encode are pure, and order and write run in
// frame order, so the files are the same whatever the number of threads.

/// Four-stage streaming over numbered frames, with a bounded number of frames in flight.
struct FramePipeline<Made: Sendable, Job: Sendable, Encoded: Sendable, Serial: Sendable>: Sendable {
  /// The number of frames.
  let count: Int
  /// The most threads working at once.
  let threads: Int
  /// The most frames made and not yet written.
  let window: Int

  /// Runs the stages over every frame.
  ///
  /// - Parameters:
  ///   - serial: The state `order` and `write` change, never two steps at once.
  ///   - make: Makes frame k (any thread).
  ///   - order: Turns made frame k into its job, in frame order.
  ///   - encode: Runs a job (any thread).
  ///   - write: Takes frame k's result, in frame order.
  /// - Returns: The serial state after the last write.
  /// - Throws: The first error any stage threw; later work is abandoned.
  func run(
    serial: Serial,
    make: @Sendable (Int) throws -> Made,
    order: @Sendable (inout Serial, Int, Made) throws -> Job,
    encode: @Sendable (Job) throws -> Encoded,
    write: @Sendable (inout Serial, Int, Encoded) throws -> Void
  ) throws -> Serial {
    let frameCount = count
    guard frameCount > 0 else { return serial }
    let state = Scheduler<Made, Job, Encoded>()
    let shared = Mutex(serial)
    let condition = NSCondition()
    let workers = Swift.max(1, Swift.min(threads, frameCount))

    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      condition.lock()
      defer { condition.unlock() }
      while state.failure == nil, state.written < frameCount {
        // 1. The serial section: writes that are ready, then the made frames next in order.
        if !state.serialBusy, state.encoded[state.written] != nil || state.made[state.nextOrder] != nil {
          state.serialBusy = true
          var writes: [(Int, Encoded)] = []
          var k = state.written
          while let result = state.encoded.removeValue(forKey: k) {
            writes.append((k, result))
            k += 1
          }
          var made: [(Int, Made)] = []
          while let frame = state.made.removeValue(forKey: state.nextOrder + made.count) {
            made.append((state.nextOrder + made.count, frame))
          }
          condition.unlock()
          var jobs: [(Int, Job)] = []
          let error = Self.catching {
            try shared.withLock { serial in
              for (k, result) in writes { try write(&serial, k, result) }
              for (k, frame) in made { jobs.append((k, try order(&serial, k, frame))) }
            }
          }
          condition.lock()
          state.written += writes.count
          state.nextOrder += made.count
          state.queue.append(contentsOf: jobs)
          state.serialBusy = false
          state.fail(error)
          condition.broadcast()
          continue
        }
        // 2. A job to encode.
        if !state.queue.isEmpty {
          // Taken off the queue at once, so its frames are not kept alive after the job.
          let (k, job) = state.queue.removeFirst()
          condition.unlock()
          var result: Encoded?
          let error = Self.catching { result = try encode(job) }
          condition.lock()
          if let result { state.encoded[k] = result }
          state.fail(error)
          condition.broadcast()
          continue
        }
        // 3. A new frame, while the window has room.
        if state.nextMake < frameCount, state.nextMake < state.written + window {
          let r = state.nextMake
          state.nextMake += 1
          condition.unlock()
          var made: Made?
          let error = Self.catching { made = try make(r) }
          condition.lock()
          if let made { state.made[r] = made }
          state.fail(error)
          condition.broadcast()
          continue
        }
        condition.wait()
      }
      condition.broadcast()
    }
    if let failure = state.failure { throw failure }
    return shared.withLock { $0 }
  }

  /// The error `body` throws, or `nil`.
  private static func catching(_ body: () throws -> Void) -> (any Error)? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }
}

/// The pipeline's bookkeeping, read and changed only under its condition's lock.
private final class Scheduler<Made, Job, Encoded>: @unchecked Sendable {
  /// The next frame to make.
  var nextMake = 0
  /// Made frames waiting for the order step.
  var made: [Int: Made] = [:]
  /// The next frame the order step takes.
  var nextOrder = 0
  /// Jobs waiting to be encoded, with their frames: at most a window's worth.
  var queue: [(Int, Job)] = []
  /// Encoded frames waiting to be written.
  var encoded: [Int: Encoded] = [:]
  /// How many frames were written.
  var written = 0
  /// Whether a thread is in the serial section.
  var serialBusy = false
  /// The first error.
  var failure: (any Error)?

  /// Keeps the first error.
  func fail(_ error: (any Error)?) {
    if failure == nil { failure = error }
  }
}
