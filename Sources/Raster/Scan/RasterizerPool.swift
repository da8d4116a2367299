import Drawing
import Synchronization

/// Hands out rasterizers to callers that have none of their own, such as ``Pixmap/fill(_:color:rule:transform:)``.
///
/// A rasterizer keeps its scratch buffers between fills; the pool keeps idle ones
/// so that repeated fills, on any thread, allocate nothing in steady state.
enum RasterizerPool {
  private static let idle = Mutex<[Rasterizer]>([])

  /// Runs `body` with a rasterizer no other thread is using.
  static func withRasterizer<R>(_ body: (Rasterizer) throws -> R) rethrows -> R {
    let raster = idle.withLock { $0.popLast() } ?? Rasterizer()
    defer { idle.withLock { if $0.count < 16 { $0.append(raster) } } }
    return try body(raster)
  }
}

extension Rasterizer: @unchecked Sendable {}
