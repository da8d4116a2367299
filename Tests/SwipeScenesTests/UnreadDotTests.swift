import Foundation
import Testing

@testable import SwipeScenes

/// docs/swipecellkit.md §12.1 H: the unread dot pops with a ζ 0.4 / 1 s spring and hides with a 0.3 s critically damped one.
struct UnreadDotTests {
  /// The textbook step response of ζ = 0.4 (ω₀ ≈ 15.20, docs/swipecellkit.md §12.2) peaks at 1 + e^(−ζπ/√(1−ζ²)) ≈ 1.2538
  /// at π/ω_d ≈ 0.2255 s; scale 0.001 → 1 covers 0.999 of it.
  @Test func popAndHide() {
    let unread = [SwipeEvent(time: 1, kind: .handler("Unread"))]
    #expect(TableRow.unreadDotScale(at: 0.5, history: unread) == 0.001)
    let peak = TableRow.unreadDotScale(at: 1 + 0.2255, history: unread)
    #expect(abs(peak - (0.001 + 0.999 * 1.2538)) < 0.01)
    #expect(TableRow.unreadDotScale(at: 2.0, history: unread) == 1)
    let read = unread + [SwipeEvent(time: 3, kind: .handler("Read"))]
    let omega = 30.778
    let tau = 0.1
    let progress = 1 - (1 + omega * tau) * exp(-omega * tau)
    #expect(abs(TableRow.unreadDotScale(at: 3 + tau, history: read) - (1 - 0.999 * progress)) < 0.001)
  }
}
