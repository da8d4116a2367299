import SwipeScenes

// What `scene export` cannot write. A scene decoded from a file keeps its PNG
// images and its own font as decoded pixels and outlines, not the paths they
// came from, so an exported file would silently lose them; the command says
// so in a note instead.

extension SceneFile {
  /// What the scene file ``export(_:)`` writes for `scene` leaves out, one phrase each
  /// ("2 PNG images", "the scene's own font"); empty when the file renders the same frames.
  ///
  /// A scene file names PNG images and fonts by path, and a decoded scene no longer knows the paths.
  public static func leftOutOnExport(_ scene: any CatalogScene) -> [String] {
    var images: [ActionImage?] = []
    var ownFont = false
    if let swipe = scene as? SwipeScene {
      images = swipeImages(swipe)
      ownFont = swipe.typography != nil
    } else if let onboarding = scene as? OnboardingScene {
      images = onboarding.actions.map(\.image) + (onboarding.rowsScene.map(swipeImages) ?? [])
      ownFont = onboarding.typography != nil
    }
    var leftOut: [String] = []
    let bitmaps = images.filter { if case .bitmap? = $0?.source { true } else { false } }.count
    if bitmaps > 0 { leftOut.append(bitmaps == 1 ? "1 PNG image" : "\(bitmaps) PNG images") }
    if ownFont { leftOut.append("the scene's own font") }
    return leftOut
  }

  /// The images of a swipe scene's rows and their accessories, and of both sides' actions, toggled ones included.
  private static func swipeImages(_ scene: SwipeScene) -> [ActionImage?] {
    let configuration = scene.timeline.configuration
    let sides = [configuration.left, configuration.right].compactMap { $0 }
    let actions = sides.flatMap { $0.actions + ($0.toggledActions ?? []) }
    let accessories = scene.rows.flatMap(\.accessories).map { accessory -> ActionImage? in
      if case .image(let image) = accessory { image } else { nil }
    }
    return scene.rows.map(\.image) + accessories + actions.map(\.image)
  }
}
