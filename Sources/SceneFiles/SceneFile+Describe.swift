import Drawing
import JSONText
import SwipeScenes

// `scene check`: what a scene contains, in a few lines.

extension SceneFile {
  /// A few lines saying what a scene contains: name, kind, duration, canvas, render defaults, rows,
  /// actions per side and gestures (swipe scenes), or the hint's actions and timings (onboarding scenes).
  ///
  /// - Parameter scene: Any catalog scene.
  /// - Returns: Lines separated by newlines, ending in one.
  public static func describe(_ scene: any CatalogScene) -> String {
    var lines = [
      "name: \(scene.name)",
      "kind: \(kindName(scene))",
      "duration: \(JSONValue.exactNumber(scene.duration)) s",
      "canvas: \(points(scene.size.width)) × \(points(scene.size.height)) pt",
    ]
    let rendering = scene.renderingDefaults
    lines.append(
      "render: scale \(JSONValue.exactNumber(rendering.scale)), \(JSONValue.exactNumber(rendering.frameRate)) fps, \(rendering.appearance.rawValue)"
    )
    if let swipe = scene as? SwipeScene {
      lines += describeSwipe(swipe)
    } else if let onboarding = scene as? OnboardingScene {
      if let rows = onboarding.rows {
        let styles = Set(rows.rows.map(\.style.rawValue)).sorted().joined(separator: ", ")
        lines.append("rows: \(rows.rows.count) (\(styles)), hint on row \(rows.swipeRow)")
      } else {
        lines.append("rows: the demo app's table, hint on its first row")
      }
      lines.append("trailing: " + list(onboarding.actions.map(\.title), of: "action"))
      let config = onboarding.config
      let tap = onboarding.tapTime.map { "tap at \(JSONValue.exactNumber($0)) s" } ?? "no tap"
      lines.append(
        "hint: initial delay \(JSONValue.exactNumber(config.initialDelay)) s, duration \(JSONValue.exactNumber(config.duration)) s, "
          + "halfway delay \(JSONValue.exactNumber(config.halfwayDelay)) s, \(tap)")
    } else if let animator = scene as? StateAnimatorScene {
      let component = animator.component
      lines.append(list(component.views.map(\.id), of: "view"))
      lines.append(list(component.states.map(\.name), of: "state") + (component.initialState.map { ", initially \($0)" } ?? ""))
      let requests = component.requests.map { "\($0.state) at \(JSONValue.exactNumber($0.time)) s" }
      lines.append("requests: \(requests.count)" + (requests.isEmpty ? "" : ": " + requests.joined(separator: ", ")))
    } else if let collection = scene as? CollectionPreviewScene {
      let preview = collection.preview
      var moves = ["open item \(preview.item) at \(JSONValue.exactNumber(preview.presentTime)) s"]
      if let time = preview.pageTime, let target = preview.pageTarget { moves.append("page to item \(target) at \(JSONValue.exactNumber(time)) s") }
      moves.append("close at \(JSONValue.exactNumber(preview.dismissTime)) s")
      lines.append("preview: " + moves.joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func kindName(_ scene: any CatalogScene) -> String {
    switch scene {
    case is SwipeScene: "swipe"
    case is OnboardingScene: "onboarding"
    case is StateAnimatorScene: "stateAnimator"
    case is CollectionPreviewScene: "collectionPreview"
    default: "\(type(of: scene))"
    }
  }

  private static func describeSwipe(_ scene: SwipeScene) -> [String] {
    let configuration = scene.timeline.configuration
    let styles = Set(scene.rows.map(\.style.rawValue)).sorted().joined(separator: ", ")
    var lines = [
      "rows: \(scene.rows.count) (\(styles)), swipe row \(scene.swipeRow) (\(JSONValue.exactNumber(configuration.height)) pt tall)"
    ]
    let rows = scene.swipeableRows
    let several = rows.count > 1
    if several { lines.append("swipeable rows: " + rows.map(String.init).joined(separator: ", ")) }
    var gestures: [(time: Double, text: String)] = []
    for row in rows {
      // The row's own gestures, without the hides other rows' pans add (SwipeScene.timeline(ofRow:)).
      guard let timeline = row == scene.swipeRow ? scene.timeline : scene.otherSwipeRows[row] else { continue }
      let prefix = several ? "row \(row) " : ""
      for (name, side) in [("left", timeline.configuration.left), ("right", timeline.configuration.right)] {
        guard let side else {
          lines.append("\(prefix)\(name): none")
          continue
        }
        var traits = [side.options.transitionStyle.rawValue]
        if side.options.expansionStyle != nil || side.options.mgswipe?.expansion != nil { traits.append("expands") }
        if side.options.mgswipe != nil { traits.append("MGSwipe") }
        if side.toggledActions != nil { traits.append("toggles") }
        lines.append(
          "\(prefix)\(name): " + list(side.actions.map(\.displayName), of: "action") + " (" + traits.joined(separator: ", ") + ")")
      }
      gestures += timeline.gestures.map { (SceneDecoder.span(of: $0).start, prefix + describeGesture($0)) }
    }
    let texts = gestures.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element.text)
    let shown = texts.prefix(8).joined(separator: ", ") + (texts.count > 8 ? ", …" : "")
    lines.append("gestures: \(texts.count)" + (texts.isEmpty ? "" : ": " + shown))
    return lines
  }

  private static func describeGesture(_ gesture: SwipeGesture) -> String {
    func t(_ time: Double) -> String { JSONValue.exactNumber((time * 1000).rounded() / 1000) + " s" }
    switch gesture {
    case .pan(let script):
      guard let first = script.samples.first, let last = script.samples.last else { return "pan" }
      return
        "pan \(JSONValue.exactNumber((first.time * 1000).rounded() / 1000))–\(t(last.time)) by \(JSONValue.exactNumber(((last.x - first.x) * 10).rounded() / 10)) pt"
    case .tapAction(let time, let name): return "tap '\(name)' at \(t(time))"
    case .tapCell(let time): return "tap cell at \(t(time))"
    case .fulfill(let time, let style): return "fulfil \(style.rawValue) at \(t(time))"
    case .setSwipeOffset(let time, let offset, let animated):
      let how = animated ? "" : " without animation"
      if offset == 0 || offset.isNaN { return "hide at \(t(time))\(how)" }
      return "set offset \(offset.isInfinite ? "open" : JSONValue.exactNumber(offset)) at \(t(time))\(how)"
    }
  }

  private static func list(_ names: [String], of noun: String) -> String {
    "\(names.count) \(noun)\(names.count == 1 ? "" : "s"): " + names.joined(separator: ", ")
  }
}

/// `value` in points for a line of `scene check`: at most two decimals, no trailing zeros.
private func points(_ value: Double) -> String {
  JSONValue.exactNumber((value * 100).rounded() / 100)
}
