import Drawing

// Vertical centering for tall cells (docs/swipecellkit.md §9, SwipeController.configureActionsView).
//
// When the delegate gives a visible rectangle, the cell frame F is intersected
// with it once, as the actions view is built. The top inset is how far the
// intersection starts below the cell top; the bottom inset is the rest of the
// hidden height. Wrappers then occupy only the band [top, H − bottom], but never
// less than the button's intrinsic height. Where the band is shorter than that
// (open question 8), we keep the top inset and let the band grow downward; the
// choice is the constant `keepsTopWhenTooShort`.

/// A vertical span in cell coordinates.
public struct VerticalBand: Hashable, Sendable {
  /// The top edge.
  public var minY: Double
  /// The height.
  public var height: Double

  /// Creates a band.
  ///
  /// - Parameters:
  ///   - minY: The top edge.
  ///   - height: The height.
  public init(minY: Double, height: Double) {
    self.minY = minY
    self.height = height
  }
}

/// The insets that confine the wrappers to the visible part of a partly hidden cell.
public struct VerticalCentering: Hashable, Sendable {
  /// The inset from the cell top.
  public var top: Double
  /// The inset from the cell bottom.
  public var bottom: Double

  /// No insets: wrappers span the whole cell height.
  public static let none = VerticalCentering(top: 0, bottom: 0)
  /// Open question 8's model: a too-short band keeps its top and extends downward.
  public static let keepsTopWhenTooShort = true

  /// Creates insets directly.
  ///
  /// - Parameters:
  ///   - top: The top inset.
  ///   - bottom: The bottom inset.
  public init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }

  /// The insets for a cell frame and a visible rectangle in the same (table) coordinates.
  ///
  /// - Parameters:
  ///   - cellFrame: F, the cell's frame.
  ///   - visibleRect: The delegate's visible rectangle, or nil for none.
  public init(cellFrame: Rect, visibleRect: Rect?) {
    guard let visibleRect else {
      self = .none
      return
    }
    let visible = cellFrame.intersection(visibleRect)
    guard !visible.isEmpty else {
      self = .none
      return
    }
    let top = visible.minY > cellFrame.minY ? Swift.max(0, visible.minY - cellFrame.minY) : 0
    self.init(top: top, bottom: Swift.max(0, cellFrame.height - visible.height - top))
  }

  /// The band [top, H − bottom] for a cell height, at least `minimumHeight` tall.
  ///
  /// - Parameters:
  ///   - cellHeight: H.
  ///   - minimumHeight: The buttons' intrinsic height (applies only when an inset is non-zero).
  /// - Returns: The band in cell coordinates.
  public func band(cellHeight: Double, minimumHeight: Double) -> VerticalBand {
    let height = cellHeight - top - bottom
    guard top != 0 || bottom != 0, height < minimumHeight else { return VerticalBand(minY: top, height: height) }
    let minY = Self.keepsTopWhenTooShort ? top : cellHeight - bottom - minimumHeight
    return VerticalBand(minY: minY, height: minimumHeight)
  }
}
