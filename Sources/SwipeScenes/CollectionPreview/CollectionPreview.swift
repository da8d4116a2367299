import Drawing

/// CollectionView's preview controller over a grid (docs/onboarding-stateanimator-preview.md §3): the chosen cell flies from the
/// grid to a full-size page while a white overlay fades in, pages may be swiped, and the cell
/// flies back on dismissal.
///
/// The model is a value; ``state(at:)`` is a pure function of time. Times are in seconds and
/// the whole canvas is the preview's view.
public struct CollectionPreview: Hashable, Sendable {
  /// The length of the present and the dismiss animations (`transitionDuration`).
  public static let transitionDuration = 0.25
  /// The cell's curve on present and dismiss, and the overlay's on dismiss.
  public static let transitionCurve = TimingCurve.easeInOut
  /// The overlay's curve on present: AppKit's animator proxy with no timing function set,
  /// taken as linear [approx, docs/onboarding-stateanimator-preview.md §3.4 step 7].
  public static let overlayPresentCurve = TimingCurve.linear
  /// The library's space between preview pages (`interItemSpacing`).
  public static let defaultPageSpacing = 8.0

  /// The grid the preview opens from.
  public var grid: CollectionPreviewGrid
  /// The item opened.
  public var item: Int
  /// When the preview is presented.
  public var presentTime: Double
  /// When the user pages to the next item, or `nil`. Scrolling is off while a transition runs,
  /// so a time outside the presented span (between the end of the present and the dismiss) is
  /// ignored, as is a page past the last item.
  public var pageTime: Double?
  /// When the preview is dismissed; never before the present has ended.
  public var dismissTime: Double
  /// The item the page swipe goes to; nil for the next one.
  public var pageTarget: Int?
  /// The space between preview pages. Default: ``defaultPageSpacing``.
  public var pageSpacing = CollectionPreview.defaultPageSpacing

  /// Creates the preview timeline.
  ///
  /// - Parameters:
  ///   - grid: The grid.
  ///   - item: The item opened.
  ///   - presentTime: When the preview is presented, in seconds.
  ///   - pageTime: When the user pages to the next item, in seconds. Default: never.
  ///   - dismissTime: When the preview is dismissed, in seconds; a time before the end of the
  ///     present is taken as that end.
  ///   - pageTarget: The item paged to. Default: the next one.
  public init(
    grid: CollectionPreviewGrid, item: Int, presentTime: Double, pageTime: Double? = nil, dismissTime: Double,
    pageTarget: Int? = nil
  ) {
    self.grid = grid
    self.item = item
    self.presentTime = presentTime
    self.pageTime = pageTime
    self.dismissTime = Swift.max(dismissTime, presentTime + Self.transitionDuration)
    self.pageTarget = pageTarget
  }

  /// The view's size, which is also every page's size.
  public var viewSize: Size { grid.viewSize }

  /// The distance from one page to the next: the view's width plus ``pageSpacing``.
  public var pageStride: Double { viewSize.width + pageSpacing }

  /// When the present ends.
  public var presentEnd: Double { presentTime + Self.transitionDuration }

  /// When the dismiss ends and the preview is removed.
  public var dismissEnd: Double { dismissTime + Self.transitionDuration }

  /// The effective paging request: its time and the item paged to, if it happens.
  public var paging: (time: Double, item: Int)? {
    let target = pageTarget ?? item + 1
    guard let time = pageTime, time >= presentEnd, time < dismissTime, grid.items.indices.contains(target), target != item
    else { return nil }
    return (time, target)
  }

  /// Page `index`'s frame on the canvas when the preview's content offset is `contentOffset`.
  public func pageFrame(_ index: Int, contentOffset: Double) -> Rect {
    Rect(x: Double(index) * pageStride - contentOffset, y: 0, width: viewSize.width, height: viewSize.height)
  }

  /// Grid item `index`'s frame on the canvas when the grid's content offset is `offset`.
  public func gridFrame(_ index: Int, gridOffset offset: Double) -> Rect {
    guard grid.items.indices.contains(index) else { return .zero }
    return grid.items[index].frame.offsetBy(dx: 0, dy: -offset)
  }
}
