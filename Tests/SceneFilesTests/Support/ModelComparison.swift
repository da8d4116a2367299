import Drawing
import Foundation
import SwipeScenes
import Testing

@testable import SceneFiles

// Field-by-field comparison of swipe scenes. SwipeScene, SwipeSide and
// SwipeAction hold delegates as existentials and so are not Equatable; every
// member that is Equatable is compared with ==, and delegates are compared as
// the concrete types the format can name. Each difference is reported with
// its place, so a failing round trip says what changed.

/// The differences between two swipe scenes, one line each (empty when equal).
func differences(_ a: SwipeScene, _ b: SwipeScene) -> [String] {
  var out: [String] = []
  func check<T: Equatable>(_ what: String, _ x: T, _ y: T) {
    if x != y { out.append("\(what): \(x) ≠ \(y)") }
  }
  check("name", a.name, b.name)
  check("summary", a.summary, b.summary)
  check("duration", a.duration.bitPattern, b.duration.bitPattern)
  check("rows", a.rows, b.rows)
  check("swipeRow", a.swipeRow, b.swipeRow)
  check("departures", a.departures, b.departures)
  check("stage", a.stage, b.stage)
  check("darkColors", a.darkColors, b.darkColors)
  check("renderingDefaults", a.renderingDefaults, b.renderingDefaults)
  check("typography is nil", a.typography == nil, b.typography == nil)
  let ca = a.timeline.configuration
  let cb = b.timeline.configuration
  check("width", ca.width, cb.width)
  check("height", ca.height, cb.height)
  check("cellFrame", ca.cellFrame, cb.cellFrame)
  check("visibleRect", ca.visibleRect, cb.visibleRect)
  check("appearance", ca.appearance, cb.appearance)
  out += sideDifferences("left", ca.left, cb.left)
  out += sideDifferences("right", ca.right, cb.right)
  check("gesture count", a.timeline.gestures.count, b.timeline.gestures.count)
  for (index, (x, y)) in zip(a.timeline.gestures, b.timeline.gestures).enumerated() where !same(x, y) {
    out.append("gestures[\(index)]: \(x) ≠ \(y)")
  }
  return out
}

func sideDifferences(_ name: String, _ a: SwipeSide?, _ b: SwipeSide?) -> [String] {
  guard let a, let b else { return (a == nil) == (b == nil) ? [] : ["\(name): one side is missing"] }
  var out: [String] = []
  func check<T: Equatable>(_ what: String, _ x: T, _ y: T) {
    if x != y { out.append("\(name).\(what): \(x) ≠ \(y)") }
  }
  let o = a.options
  let p = b.options
  check("transitionStyle", o.transitionStyle, p.transitionStyle)
  check("expansionStyle", o.expansionStyle, p.expansionStyle)
  check("expansionDelegate", o.expansionDelegate as? ScaleAndAlphaExpansion, p.expansionDelegate as? ScaleAndAlphaExpansion)
  check("expansionDelegate is nil", o.expansionDelegate == nil, p.expansionDelegate == nil)
  check("backgroundColor", o.backgroundColor, p.backgroundColor)
  check("maximumButtonWidth", o.maximumButtonWidth, p.maximumButtonWidth)
  check("minimumButtonWidth", o.minimumButtonWidth, p.minimumButtonWidth)
  check("buttonVerticalAlignment", o.buttonVerticalAlignment, p.buttonVerticalAlignment)
  check("buttonPadding", o.buttonPadding, p.buttonPadding)
  check("buttonSpacing", o.buttonSpacing, p.buttonSpacing)
  check("buttonShape", o.buttonShape, p.buttonShape)
  check("cornerRadius", o.cornerRadius, p.cornerRadius)
  check("buttonInsets", o.buttonInsets, p.buttonInsets)
  check("action count", a.actions.count, b.actions.count)
  for (index, (x, y)) in zip(a.actions, b.actions).enumerated() {
    out += actionDifferences("\(name).actions[\(index)]", x, y)
  }
  check("toggledActions count", a.toggledActions?.count, b.toggledActions?.count)
  for (index, (x, y)) in zip(a.toggledActions ?? [], b.toggledActions ?? []).enumerated() {
    out += actionDifferences("\(name).toggledActions[\(index)]", x, y)
  }
  return out
}

func actionDifferences(_ name: String, _ a: SwipeAction, _ b: SwipeAction) -> [String] {
  var out: [String] = []
  func check<T: Equatable>(_ what: String, _ x: T, _ y: T) {
    if x != y { out.append("\(name).\(what): \(x) ≠ \(y)") }
  }
  check("identifier", a.identifier, b.identifier)
  check("title", a.title, b.title)
  check("image", a.image, b.image)
  check("style", a.style, b.style)
  check("font", a.font, b.font)
  check("textColor", a.textColor, b.textColor)
  check("backgroundColor", a.backgroundColor, b.backgroundColor)
  check("hasBackgroundEffect", a.hasBackgroundEffect, b.hasBackgroundEffect)
  check("hidesWhenSelected", a.hidesWhenSelected, b.hidesWhenSelected)
  check("fulfillment", a.fulfillment, b.fulfillment)
  check("transitionDelegate", a.transitionDelegate as? ScaleTransition, b.transitionDelegate as? ScaleTransition)
  check("transitionDelegate is nil", a.transitionDelegate == nil, b.transitionDelegate == nil)
  return out
}

/// Whether two gestures are the same, samples compared bit for bit.
func same(_ a: SwipeGesture, _ b: SwipeGesture) -> Bool {
  switch (a, b) {
  case (.pan(let x), .pan(let y)):
    return x.releases == y.releases && x.givenReleaseVelocity?.bitPattern == y.givenReleaseVelocity?.bitPattern
      && x.samples.count == y.samples.count
      && zip(x.samples, y.samples).allSatisfy {
        $0.time.bitPattern == $1.time.bitPattern && $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern
      }
  case (.tapCell(let x), .tapCell(let y)): return x.bitPattern == y.bitPattern
  case (.tapAction(let x, let m), .tapAction(let y, let n)): return x.bitPattern == y.bitPattern && m == n
  case (.fulfill(let x, let s), .fulfill(let y, let t)): return x.bitPattern == y.bitPattern && s == t
  case (.setSwipeOffset(let x, let o, let a), .setSwipeOffset(let y, let p, let b)):
    return x.bitPattern == y.bitPattern && o == p && a == b
  default: return false
  }
}

/// Decodes scene-file text, failing the test with the error's line when it does not decode.
func decodeText(_ text: String, file: String = "test.json", folder: URL = URL(fileURLWithPath: "/nonexistent")) throws
  -> any CatalogScene
{
  try SceneFile.decode(Array(text.utf8), file: file, folder: folder)
}

/// The error decoding `text` throws, or nil when it decodes.
func decodeError(_ text: String, file: String = "test.json", folder: URL = URL(fileURLWithPath: "/nonexistent"))
  -> SceneFileError?
{
  do {
    _ = try decodeText(text, file: file, folder: folder)
    return nil
  } catch let error as SceneFileError {
    return error
  } catch {
    Issue.record("not a SceneFileError: \(error)")
    return nil
  }
}

/// The package's root folder, found from this file's path.
let packageRoot: URL = {
  var url = URL(fileURLWithPath: #filePath)
  while url.path != "/" {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
  }
  return url
}()
