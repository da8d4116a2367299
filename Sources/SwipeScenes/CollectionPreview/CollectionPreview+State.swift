// The preview's timeline (docs/onboarding-stateanimator-preview.md §3.4–§3.7, §3.11) evaluated at time t.
//
// Present (P … P + 0.25): the cell's frame is lerp(grid rect, page rect, easeInOut) and the
// overlay rises 0 → 1 on its own curve. A page swipe scrolls the preview with the display-link
// ease-out. Dismiss (D … D + 0.25): the grid first scrolls the shown item into view if needed;
// each page on screen at D flies from where it is to its own grid rect on ease-in-out while the
// overlay falls 1 → 0 on the same curve. The protocol calls are reported as events in order.

import Drawing


extension CollectionPreview {
  /// The scene at `time` seconds.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: The events so far, the moving cell's frame, the overlay's alpha and the geometry.
  public func state(at time: Double) -> CollectionPreviewState {
    let shown = itemShown(at: time)
    let gridOffset = time >= dismissTime ? dismissGridOffset : grid.restingOffset
    let preview = previewCells(at: time, gridOffset: gridOffset)
    let gridCells = grid.items.map { item in
      CollectionPreviewState.GridCell(
        item: item.index, frame: item.frame.offsetBy(dx: 0, dy: -gridOffset),
        isSelected: item.index == shown)
    }
    let headers = grid.headers.map { header in
      var moved = header
      moved.frame = header.frame.offsetBy(dx: 0, dy: -gridOffset)
      return moved
    }
    return CollectionPreviewState(
      time: time, phase: phase(at: time), events: events(through: time),
      cellFrame: preview.last { $0.item == shown }?.frame, cellPhase: cellPhase(at: time),
      overlayAlpha: overlayAlpha(at: time), pageIndex: shown, contentOffset: contentOffset(at: Swift.min(time, dismissTime)),
      previewCells: preview, gridOffset: gridOffset, gridCells: gridCells, gridHeaders: headers)
  }

  /// The grid's offset from the dismiss on: the Example's `closePreview` scrolls the grid to
  /// the item shown only when it differs from the one opened (docs/onboarding-stateanimator-preview.md §3.5.5).
  var dismissGridOffset: Double {
    let shown = itemShown(at: dismissTime)
    return shown == item ? grid.restingOffset : grid.offset(revealing: shown, from: grid.restingOffset)
  }

  /// The item selected in the preview at `time` (a page swipe always comes before the dismiss).
  func itemShown(at time: Double) -> Int {
    guard let paging, time >= paging.time else { return item }
    return paging.item
  }

  /// The preview's horizontal content offset at `time`.
  func contentOffset(at time: Double) -> Double {
    let start = Double(item) * pageStride
    guard let paging, time >= paging.time else { return start }
    return Self.scrollOffset(from: start, to: Double(paging.item) * pageStride, elapsed: time - paging.time)
  }

  func phase(at time: Double) -> CollectionPreviewState.Phase {
    if time < presentTime { return .grid }
    if time < presentEnd { return .presenting }
    if time < dismissTime {
      guard let paging, time >= paging.time, contentOffset(at: time) != Double(paging.item) * pageStride else {
        return .presented
      }
      return .paging
    }
    return time < dismissEnd ? .dismissing : .dismissed
  }

  func cellPhase(at time: Double) -> CollectionPreviewState.CellPhase? {
    if time < presentTime { return nil }
    if time < presentEnd { return .appearing }
    if time < dismissTime { return .appeared }
    return time < dismissEnd ? .disappearing : .disappeared
  }

  func overlayAlpha(at time: Double) -> Double {
    if time < presentTime || time >= dismissEnd { return 0 }
    if time < presentEnd { return Self.overlayPresentCurve.progress(at: (time - presentTime) / Self.transitionDuration) }
    if time < dismissTime { return 1 }
    return 1 - Self.transitionCurve.progress(at: (time - dismissTime) / Self.transitionDuration)
  }

  /// The items whose pages intersect the view when the content offset is `contentOffset`.
  func pagesOnScreen(contentOffset: Double) -> [Int] {
    let view = Rect(x: 0, y: 0, width: viewSize.width, height: viewSize.height)
    return grid.items.indices.filter { !pageFrame($0, contentOffset: contentOffset).intersection(view).isEmpty }
  }

  /// The items whose pages are on screen at the dismiss: each flies back to its own cell.
  func itemsFlyingBack() -> [Int] {
    pagesOnScreen(contentOffset: contentOffset(at: dismissTime))
  }

  /// The preview cells on the canvas at `time`, the item shown last.
  func previewCells(at time: Double, gridOffset: Double) -> [CollectionPreviewState.PreviewCell] {
    if time < presentTime || time >= dismissEnd { return [] }
    let shown = itemShown(at: time)
    if time < presentEnd {
      let progress = Self.transitionCurve.progress(at: (time - presentTime) / Self.transitionDuration)
      let frame = gridFrame(item, gridOffset: grid.restingOffset)
        .interpolated(to: pageFrame(item, contentOffset: contentOffset(at: time)), by: progress)
      return [.init(item: item, frame: frame)]
    }
    let offset = contentOffset(at: Swift.min(time, dismissTime))
    let progress = time < dismissTime ? 0 : Self.transitionCurve.progress(at: (time - dismissTime) / Self.transitionDuration)
    let cells = pagesOnScreen(contentOffset: offset).map { index in
      CollectionPreviewState.PreviewCell(
        item: index,
        frame: pageFrame(index, contentOffset: offset).interpolated(to: gridFrame(index, gridOffset: gridOffset), by: progress))
    }
    return cells.filter { $0.item != shown } + cells.filter { $0.item == shown }
  }
}
