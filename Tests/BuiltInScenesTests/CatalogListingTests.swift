import Foundation
import Raster
import Drawing
import TextShaping
import Testing
import BuiltInScenes
@testable import SwipeScenes

/// The whole catalog: twenty-four scenes with unique names, positive sizes, the models' lengths,
/// and frames that depend on their time alone.
struct CatalogListingTests {
  /// The issue-6 scenes after the ten swipe scenes, in order.
  static let issueSixScenes = [
    "onboarding", "onboarding-defaults", "onboarding-rtl", "onboarding-leave-early", "state-animator",
    "collection-preview", "collection-preview-paging",
  ]

  /// The interaction-style scenes, then the MGSwipe demo scenes, last.
  static let styleScenes = ["mgswipe-static", "mgswipe-clip-center", "mgswipe-rotate3d", "rtl-swipe", "rounded-buttons"]
  static let mgswipeDemoScenes = ["mgswipe-demo", "mgswipe-mail"]

  @Test func twentyFourUniqueNames() {
    let names = SceneCatalog.standard.names
    #expect(names.count == 24)
    #expect(Set(names).count == names.count)
    #expect(Array(names[10..<17]) == Self.issueSixScenes)
    #expect(Array(names[17..<22]) == Self.styleScenes)
    #expect(Array(names.suffix(2)) == Self.mgswipeDemoScenes)
  }

  @Test func sizesArePositive() {
    for scene in SceneCatalog.standard.scenes {
      #expect(scene.size.width > 0 && scene.size.height > 0, "\(scene.name)")
      #expect(!scene.summary.isEmpty, "\(scene.name)")
    }
  }

  /// Onboarding: the hint's end (initial delay + duration, docs/onboarding-stateanimator-preview.md §1.4) plus the 0.5-s tail;
  /// StateAnimator: four taps a second apart from 0.5 s plus a settled second; the previews:
  /// the dismiss's end plus a half-second rest.
  static let expectedDurations: [(String, Double)] = [
    ("onboarding", 1 + 2.5 + 0.5), ("onboarding-defaults", 0.5 + 2.5 + 0.5), ("onboarding-rtl", 1 + 2.5 + 0.5),
    ("onboarding-leave-early", 1 + 2.5 + 0.5), ("state-animator", 4.5), ("collection-preview", 1.5 + 0.25 + 0.5),
    ("collection-preview-paging", 2.25 + 0.25 + 0.5),
  ]

  @Test(arguments: expectedDurations)
  func durations(name: String, duration: Double) throws {
    #expect(try #require(SceneCatalog.standard.scene(named: name)).duration == duration)
  }

  /// Onboarding and StateAnimator on the 375 × 667 iPhone screen, the previews in an 800 × 600 window.
  @Test func issueSixSizes() {
    let phone = Size(width: 375, height: 667), window = Size(width: 800, height: 600)
    let sizes = Self.issueSixScenes.compactMap { SceneCatalog.standard.scene(named: $0)?.size }
    #expect(sizes == [phone, phone, phone, phone, phone, window, window])
  }

  /// A frame drawn on its own equals the same time drawn within a whole sequence, in light and dark.
  @Test(arguments: issueSixScenes)
  func frameAloneEqualsFrameInSequence(name: String) throws {
    let scene = try #require(SceneCatalog.standard.scene(named: name))
    let typography = try Typography()
    let other = try Typography()
    for appearance in Appearance.allCases {
      let context = SceneContext(appearance: appearance, typography: typography)
      let count = Int((scene.duration * 10).rounded(.down))
      let times = (0...count).map { Double($0) / 10 }
      let sequence = times.map { scene.displayList(at: $0, in: context) }
      let inspections = times.map { scene.inspection(at: $0, in: context) }
      for (index, time) in times.enumerated().reversed() {
        let fresh = SceneContext(appearance: appearance, typography: other)
        #expect(scene.displayList(at: time, in: fresh) == sequence[index], "\(name) at \(time)")
        #expect(scene.inspection(at: time, in: fresh) == inspections[index], "\(name) at \(time)")
      }
    }
  }
}
