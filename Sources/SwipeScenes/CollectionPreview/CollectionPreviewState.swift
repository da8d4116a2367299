import Drawing

/// What the collection-preview scene shows at one moment, as `frame --json` reports it.
///
/// Back to front: the grid (``gridItems``), the overlay at ``overlayAlpha``, then the
/// ``previewCells``.
public struct CollectionPreviewState: Equatable, Sendable, Encodable {
  /// Where the preview is in its life.
  public enum Phase: String, Hashable, Sendable, Encodable {
    /// Only the grid shows.
    case grid
    /// The cell flies to its page and the overlay fades in.
    case presenting
    /// The page fills the view.
    case presented
    /// The preview scrolls to another page.
    case paging
    /// The cell flies back and the overlay fades out.
    case dismissing
    /// The preview has been removed; only the grid shows.
    case dismissed
  }

  /// The preview cell's transition state (the source's `appeaered` is spelled out here).
  public enum CellPhase: String, Hashable, Sendable, Encodable {
    /// Flying in.
    case appearing
    /// On its page.
    case appeared
    /// Flying back.
    case disappearing
    /// Back on the grid and removed.
    case disappeared
  }

  /// One call made by the preview controller, in the order of docs/onboarding-stateanimator-preview.md §3.6.
  public struct Event: Hashable, Sendable, Encodable {
    /// Which call.
    public enum Kind: String, Hashable, Sendable, Encodable {
      /// `prepareForTransition(fromItemAt:in:to:)` on the preview cell.
      case prepareTransitionFrom
      /// `transition(fromItemAt:in:to:)`, inside the present animation.
      case transitionFrom
      /// The caller's present completion.
      case presentCompletion
      /// `finishTransition(fromItemAt:in:)`.
      case finishTransitionFrom
      /// The delegate's `didMoveToItemAt` after a page swipe.
      case didMoveToItem
      /// `collectionViewPreviewControllerWillDismiss` on the delegate.
      case willDismiss
      /// `prepareForTransition(toItemAt:in:)` on a cell flying back.
      case prepareTransitionTo
      /// `transition(toItemAt:in:)`, inside the dismiss animation.
      case transitionTo
      /// The caller's dismiss completion.
      case dismissCompletion
      /// `finishTransition(toItemAt:in:)`.
      case finishTransitionTo
      /// The preview's view is removed.
      case removed
    }

    /// When, in seconds.
    public var time: Double
    /// Which call.
    public var kind: Kind
    /// The item concerned, where there is one.
    public var item: Int?
  }

  /// A preview cell on the canvas.
  public struct PreviewCell: Hashable, Sendable, Encodable {
    /// The item it shows.
    public var item: Int
    /// Its frame on the canvas.
    public var frame: Rect
  }

  /// A grid cell on the canvas.
  public struct GridCell: Hashable, Sendable, Encodable {
    /// The item it shows.
    public var item: Int
    /// Its frame on the canvas.
    public var frame: Rect
    /// Whether it is selected (drawn with the selected background and border).
    public var isSelected: Bool
  }

  /// The time in seconds.
  public var time: Double
  /// The phase.
  public var phase: Phase
  /// The controller's calls so far, in order.
  public var events: [Event]
  /// The current item's preview cell frame on the canvas (the moving cell), `nil` without a preview.
  public var cellFrame: Rect?
  /// The current item's cell transition state, `nil` before the present.
  public var cellPhase: CellPhase?
  /// The overlay's alpha, 0…1.
  public var overlayAlpha: Double
  /// The page shown (the selected item), also the item index.
  public var pageIndex: Int
  /// The preview's horizontal content offset.
  public var contentOffset: Double
  /// The preview cells on screen, current item last.
  public var previewCells: [PreviewCell]
  /// The grid's vertical content offset.
  public var gridOffset: Double
  /// Every grid cell on the canvas.
  public var gridCells: [GridCell]
  /// Every section header on the canvas.
  public var gridHeaders: [CollectionPreviewGrid.Header]
}
