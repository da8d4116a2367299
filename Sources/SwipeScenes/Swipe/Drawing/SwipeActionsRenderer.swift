import Drawing
import TextShaping

// Drawing the actions view of one frame (docs/swipecellkit.md §12.3).
//
// The strip between the moving cell edge and the screen edge is clipped and
// filled with the actions view's colour. Wrappers are drawn from the cell edge
// outward, so an outer wrapper's colour covers the slice of the inner button
// beyond its start, as the view order does in SwipeActionsView. Each wrapper
// fills from its start to past the screen edge (an expanded one from the cell
// edge) within the wrappers' vertical band; its button content is drawn at the
// button's cell-side end, scaled and faded about the button's centre. The whole
// view fades as one group for `.after` deletes.

/// Draws the actions of a swipe cell state.
public struct SwipeActionsRenderer: Sendable {
  /// Content placement for buttons with a background colour, or nil for the model's (docs/swipecellkit.md §2.3).
  public var placement: LegacyButtonPlacement?
  /// Whether wrapper colours span the row's full height rather than the wrappers' band (docs/swipecellkit.md §9).
  public var colorsFillRow: Bool

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - placement: The README GIFs' 2017 placement, or nil for the current layout. Default: nil.
  ///   - colorsFillRow: Colours over the full row height, as the May 2018 GIF shows. Default: false.
  public init(placement: LegacyButtonPlacement? = nil, colorsFillRow: Bool = false) {
    self.placement = placement
    self.colorsFillRow = colorsFillRow
  }

  /// Records the actions of `state` for a row whose top-left corner is at `origin`.
  ///
  /// - Parameters:
  ///   - state: The cell state.
  ///   - origin: The swiped row's top-left corner.
  ///   - rowBackground: The swiped row's colour, shown around MGSwipe-style and rounded buttons
  ///     when the side sets no colour. Default: nil (the side's resolved colour).
  ///   - typography: The fonts.
  ///   - list: Where to record.
  public func draw(
    _ state: SwipeCellState, rowOrigin origin: Point, rowBackground: Color? = nil, typography: Typography,
    into list: inout DisplayList
  ) {
    guard let orientation = state.orientation, let b = state.buttonWidth, state.visibleWidth > 0 else { return }
    if Self.isStyled(state) {
      return drawStyled(
        state, rowOrigin: origin, rowBackground: rowBackground ?? state.actionsBackground, typography: typography,
        into: &list)
    }
    let w = state.cellWidth
    let isRight = orientation == .right
    let cellEdge = isRight ? w + state.offset : state.offset
    let stripMinX = isRight ? Swift.max(cellEdge, 0) : 0
    let stripMaxX = isRight ? w : Swift.min(cellEdge, w)
    guard stripMaxX > stripMinX else { return }
    let strip = Rect(x: origin.x + stripMinX, y: origin.y, width: stripMaxX - stripMinX, height: state.cellHeight)
    let band = Rect(
      x: origin.x - w, y: origin.y + state.wrapperBand.minY, width: 3 * w, height: state.wrapperBand.height)
    let colorBand = colorsFillRow ? Rect(x: band.minX, y: origin.y, width: band.width, height: state.cellHeight) : band
    list.clipped(to: strip) { list in
      list.withOpacity(state.actionsAlpha) { list in
        if let background = state.actionsBackground { list.fill(strip, color: background) }
        for action in state.actions {
          let look = action.look
          if let color = look.backgroundColor {
            let colorRect =
              isRight
              ? Rect(minX: origin.x + action.colorStartX, minY: colorBand.minY, maxX: colorBand.maxX, maxY: colorBand.maxY)
              : Rect(minX: colorBand.minX, minY: colorBand.minY, maxX: origin.x + action.colorStartX, maxY: colorBand.maxY)
            list.fill(colorRect, color: color)
          }
          let button = Rect(x: origin.x + action.buttonMinX, y: band.minY, width: b, height: band.height)
          if action.highlighted { list.fill(button, color: SwipeColors.highlightedBackground) }
          drawContent(of: action, in: button, typography: typography, into: &list)
        }
      }
    }
  }

  /// Records a button's image and title, scaled and faded about the button's centre.
  func drawContent(of action: SwipeActionState, in button: Rect, typography: Typography, into list: inout DisplayList) {
    let look = action.look
    let frames = placement.flatMap { look.backgroundColor == nil ? nil : $0.frames(for: look, in: button.size, typography: typography) }
      ?? (image: look.content.imageFrame, titleFrame: look.content.titleFrame)
    let scale = Transform.scale(action.scale, about: button.center)
    list.withOpacity(action.alpha) { list in
      list.transformed(by: scale) { list in
        // Template images take the title colour (the button's tint); a circle button's image
        // sits white on its disc, whose frame the content layout gives.
        if let image = look.image, let frame = frames.image {
          let origin = Point(x: button.minX + frame.minX, y: button.minY + frame.minY)
          if let disc = look.discColor {
            image.drawOnDisc(in: Rect(x: origin.x, y: origin.y, width: frame.width, height: frame.height), color: disc, into: &list)
          } else {
            image.draw(at: origin, color: look.textColor, into: &list)
          }
        }
        if let title = look.title, let frame = frames.titleFrame {
          let font = typography.font(look.font.weight, look.font.pointSize)
          let text = TextLayout(title, font: font, width: frame.width, alignment: .center)
          list.draw(text, at: Point(x: button.minX + frame.minX, y: button.minY + frame.minY), color: look.textColor)
        }
      }
    }
  }
}

/// Where the 2017 button placed its image and title: fixed offsets from the button's vertical centre.
///
/// The README GIFs (Feb–Mar 2017) predate the alignment-block layout of docs/swipecellkit.md §2.3;
/// measured in the 440-px GIFs (docs/readme-gif-measurements.md §3a), the icon's centre sits 16.5 pt
/// above the row's centre and the title's baseline 26.6 pt below it.
public struct LegacyButtonPlacement: Hashable, Sendable {
  /// The icon centre's distance above the button's vertical centre.
  public var imageCenterAbove = 16.5
  /// The title baseline's distance below the button's vertical centre.
  public var titleBaselineBelow = 26.6

  /// The README GIFs' placement.
  public static let readme2017 = LegacyButtonPlacement()

  /// The image and title frames in button coordinates.
  func frames(for look: SwipeActionLook, in size: Size, typography: Typography) -> (image: Rect?, titleFrame: Rect?) {
    let midY = size.height / 2
    let image = look.image.map { img in
      Rect(
        x: (size.width - img.size.width) / 2, y: midY - imageCenterAbove - img.size.height / 2,
        width: img.size.width, height: img.size.height)
    }
    let title = look.title.map { text -> Rect in
      let font = typography.font(look.font.weight, look.font.pointSize)
      let width = font.measure(text).rounded(.up)
      return Rect(x: (size.width - width) / 2, y: midY + titleBaselineBelow - font.ascent, width: width, height: font.lineHeight)
    }
    return (image, title)
  }
}
