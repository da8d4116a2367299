import Foundation
import SwipeScenes

/// The golden key frames of a catalog: every scene at every key moment, at scale 1 in light appearance.
///
/// Names are `scenes/<scene>/t-<seconds with 2 decimals>`, e.g.
/// `scenes/expansion-destructive/t-1.20`; the golden tests and
/// `render-gifs golden verify|record` use the same list.
public struct CatalogKeyFrame: Hashable, Sendable, CustomStringConvertible {
  /// The scene's name.
  public var scene: String
  /// The moment.
  public var moment: KeyMoment
  /// The golden's name under the goldens folder, without `.png`.
  public var goldenName: String { "scenes/\(scene)/t-" + String(format: "%.2f", moment.time) }
  /// The golden's name and what happens then.
  public var description: String { "\(goldenName) (\(moment.name))" }

  /// The pixels per point goldens are drawn at.
  public static let scale = 1.0

  /// Every key frame of `scenes`, in catalog order.
  public static func all(of scenes: [any CatalogScene], in context: SceneContext) -> [CatalogKeyFrame] {
    scenes.flatMap { scene in
      scene.keyMoments(in: context).map { CatalogKeyFrame(scene: scene.name, moment: $0) }
    }
  }
}
