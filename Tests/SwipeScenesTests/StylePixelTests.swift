import Drawing
import Foundation
import Raster
import Testing
@testable import SwipeScenes

/// What the drawing shows at scale 2: each transition style's colours inside the visible extents
/// the model reports and not beyond them, Rotate3D's buttons narrower than their frames by the
/// projected amount, and rounded buttons with the row's colour at their corners and in the gaps.
struct StylePixelTests {
  /// Inside each button's visible extent its colour shows at mid-height; 1.5 pt outside it does not.
  @Test(arguments: SwipeTransitionStyle.allCases, [-60.0, -150, -222])
  func coloursFollowTheVisibleExtents(style: SwipeTransitionStyle, offset: Double) throws {
    let (state, pixmap) = try renderHeld(oneRowScene(flatRightCell(style)), offset: offset)
    for action in state.actions where action.visibleMaxX - action.visibleMinX > 4 {
      let color = StyleColors.named(action.title)
      let mid = (action.visibleMinX + action.visibleMaxX) / 2
      #expect(pixel(pixmap, atPoint: mid, 48, is: color), "\(style) \(offset) \(action.title) inside")
      for outside in [action.visibleMinX - 1.5, action.visibleMaxX + 1.5] where outside > 0 && outside < 375 {
        #expect(!pixel(pixmap, atPoint: outside, 48, is: color), "\(style) \(offset) \(action.title) at \(outside)")
      }
    }
  }

  /// Rotate3D: each button is narrower than its 74-pt frame by what docs/mgswipe-rtl-rounded.md §1.6's projection takes off,
  /// and its far (cell-side) end is shorter than its screen-side end.
  @Test(arguments: [-60.0, -111, -170])
  func rotate3DButtonsAreProjected(offset: Double) throws {
    let (state, pixmap) = try renderHeld(oneRowScene(flatRightCell(.rotate3D)), offset: offset)
    let reference = MGSwipeReference(w: 74, n: 3)
    for (k, title) in ["Trash", "Flag", "More"].enumerated() {
      let action = try #require(state.actions.first { $0.title == title })
      let (d0, d1) = reference.rotateSpan(k, offset: offset)
      #expect(abs((action.visibleMaxX - action.visibleMinX) - (d1 - d0)) < 0.5)
      #expect(action.visibleMaxX - action.visibleMinX < action.frame.width - 1)
    }
    // The strip's top edge: at the screen edge the panel starts at y = 0; at its cell-side end it is lower.
    let inner = try #require(state.actions.first { $0.title == "More" })
    #expect(pixel(pixmap, atPoint: 374, 1, is: StyleColors.red))
    #expect(!pixel(pixmap, atPoint: inner.visibleMinX + 1, 1, is: StyleColors.blue))
    #expect(pixel(pixmap, atPoint: inner.visibleMinX + 1, 48, is: StyleColors.blue))
  }

  /// Rounded buttons, fully open under reveal and border: the button colour at the centre, the
  /// row's colour at the corners, in the gaps and in the top and bottom insets.
  @Test(arguments: [SwipeTransitionStyle.reveal, .border, .static])
  func roundedButtonsShowTheRowAround(style: SwipeTransitionStyle) throws {
    let scene = oneRowScene(flatRightCell(style, shape: .roundedRectangle))
    let (state, pixmap) = try renderHeld(scene, offset: -254)
    let exposed: Double = 8 + 3 * 74 + 2 * 8 + 8
    #expect(state.fullyExposedWidth == exposed)
    #expect(state.buttonBand.minY == 8 && state.buttonBand.height == 80)
    for action in state.actions {
      let color = StyleColors.named(action.title)
      let f = action.frame
      #expect(pixel(pixmap, atPoint: f.midX, f.midY, is: color), "\(style) \(action.title) centre")
      let corners: [(Double, Double)] = [
        (f.minX + 1, f.minY + 1), (f.maxX - 1, f.minY + 1), (f.minX + 1, f.maxY - 1), (f.maxX - 1, f.maxY - 1),
      ]
      for (x, y) in corners {
        #expect(pixel(pixmap, atPoint: x, y, is: StyleColors.row), "\(style) \(action.title) corner \(x), \(y)")
      }
      #expect(pixel(pixmap, atPoint: f.midX, 4, is: StyleColors.row), "\(style) \(action.title) top inset")
      #expect(pixel(pixmap, atPoint: f.midX, 92, is: StyleColors.row), "\(style) \(action.title) bottom inset")
    }
    let xs = state.actions.map(\.frame).sorted { $0.minX < $1.minX }
    for (a, b) in zip(xs, xs.dropFirst()) {
      #expect(abs(b.minX - a.maxX - 8) < 0.01)
      #expect(pixel(pixmap, atPoint: (a.maxX + b.minX) / 2, 48, is: StyleColors.row), "\(style) gap")
    }
    #expect(pixel(pixmap, atPoint: 375 - 4, 48, is: StyleColors.row), "\(style) screen-side margin")
  }

  /// A rounded expanding button grows as one rounded rectangle from the cell-side margin to the screen-side margin.
  @Test func roundedExpansionGrows() throws {
    var configuration = flatRightCell(.reveal, shape: .roundedRectangle)
    configuration.right?.options.expansionStyle = .destructive
    let (state, pixmap) = try renderHeld(oneRowScene(configuration), offset: -360)
    #expect(state.expanded)
    let trash = try #require(state.actions.first { $0.title == "Trash" })
    #expect(abs(trash.visibleMinX - (375 - 360 + 8)) < 0.5 && abs(trash.visibleMaxX - (375 - 8)) < 0.5)
    #expect(pixel(pixmap, atPoint: 200, 48, is: StyleColors.red))
    #expect(pixel(pixmap, atPoint: trash.visibleMinX + 1, 9, is: StyleColors.row))
  }
}
