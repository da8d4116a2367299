import Drawing
import SwipeScenes

// A side's `mgswipe` settings (docs/scene-file.md §16): MGSwipeTableCell's
// names and defaults (docs/mgswipe-rtl-rounded.md §2). The side then follows
// MGSwipe's model, so SwipeCellKit's `expansionStyle` and `reveal` (no MGSwipe
// transition) are refused beside it. Durations are at most 10 s, which bounds
// the 60 Hz ticks the model steps through per animation.

extension SceneDecoder {
  /// The transition styles MGSwipe has.
  static let mgswipeTransitionStyles: [SwipeTransitionStyle] = [.border, .static, .drag, .clipCenter, .rotate3D]

  /// Reads `mgswipe` into a side's options, checking it against the rest of the side.
  func mgswipe(_ fields: Fields, actionCount: Int, into options: inout SwipeOptions) throws {
    guard let node = fields["mgswipe"], !node.isNull else { return }
    if let style = fields["expansionStyle"], !style.isNull {
      throw Diagnostic(
        style, "a side with mgswipe settings expands as MGSwipe does", fix: "move the expansion to \"mgswipe\": { \"expansion\": { … } }")
    }
    if !Self.mgswipeTransitionStyles.contains(options.transitionStyle) {
      throw Diagnostic(
        fields["transitionStyle"] ?? node, "MGSwipe has no \(options.transitionStyle.rawValue) transition",
        fix: "use border, static, drag, clipCenter or rotate3D")
    }
    let settings = try Fields(node, keys: SceneFileKeys.mgswipe, example: "{ \"threshold\": 0.5 }")
    var mgswipe = MGSwipeSettings()
    mgswipe.threshold = try settings.number("threshold", .factor(upTo: 100), example: "0.5") ?? mgswipe.threshold
    mgswipe.enableSwipeBounces = try settings.bool("enableSwipeBounces") ?? true
    mgswipe.swipeBounceRate = try settings.number("swipeBounceRate", .factor(upTo: 10), example: "1") ?? 1
    mgswipe.animationDuration =
      try settings.number("animationDuration", .seconds(upTo: 10), example: "0.3") ?? mgswipe.animationDuration
    mgswipe.keepButtonsSwiped = try settings.bool("keepButtonsSwiped") ?? true
    if let expansion = settings["expansion"], !expansion.isNull {
      mgswipe.expansion = try mgswipeExpansion(expansion, actionCount: actionCount)
    }
    options.mgswipe = mgswipe
  }

  private func mgswipeExpansion(_ node: JSONNode, actionCount: Int) throws -> MGSwipeExpansion {
    let fields = try Fields(node, keys: SceneFileKeys.mgswipeExpansion, example: "{ \"buttonIndex\": 0 }")
    var expansion = MGSwipeExpansion()
    expansion.buttonIndex = try fields.integer("buttonIndex", in: 0...(actionCount - 1)) ?? 0
    expansion.fillOnTrigger = try fields.bool("fillOnTrigger") ?? false
    expansion.threshold = try fields.number("threshold", .factor(upTo: 100), example: "1.3") ?? expansion.threshold
    expansion.expansionColor = try fields["expansionColor"].flatMap { $0.isNull ? nil : try color($0) }
    expansion.expansionLayout =
      try fields.choice("expansionLayout", MGSwipeExpansion.Layout.allCases.map { ($0.rawValue, $0) }) ?? .border
    expansion.animationDuration =
      try fields.number("animationDuration", .seconds(upTo: 10), example: "0.2") ?? expansion.animationDuration
    return expansion
  }
}
