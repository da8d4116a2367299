import Drawing

/// One action's state in a frame, in table coordinates (docs/swipecellkit.md §12.3).
public struct SwipeActionState: Hashable, Sendable {
  /// The action's display name (its title, else identifier or image name).
  public var title: String
  /// The wrapper's start d_i, measured from the cell edge outward.
  public var wrapperStart: Double
  /// The table x where its colour begins on the side nearest the cell.
  public var colorStartX: Double
  /// The table x of its button's left edge.
  public var buttonMinX: Double
  /// The visible fraction of docs/swipecellkit.md §3.3 at the displayed visible width.
  public var percentVisible: Double
  /// The content scale about the button centre.
  public var scale: Double
  /// The content alpha.
  public var alpha: Double
  /// Whether the button shows its pressed background (only actions with a background colour do).
  public var highlighted: Bool
  /// How the button looks: colours, font, image and where its content goes.
  public var look: SwipeActionLook
  /// The button's frame before any 3D projection: b wide from its start, over ``SwipeCellState/buttonBand``;
  /// x in table points, y in cell points. ClipCenter's frame is wider than its window; Rotate3D's
  /// is the resting slot the panel turns.
  public var frame: Rect
  /// The table x where the action starts to show after the transition: clips, covering outer
  /// buttons and the 3D projection applied; equal to ``visibleMaxX`` when nothing shows.
  public var visibleMinX: Double
  /// The table x where the action stops showing after the transition.
  public var visibleMaxX: Double
  /// Rotate3D's turn of the strip about the vertical axis in degrees (+ on the left side, − on the
  /// right, 0 once flat or expanded); nil for every other style.
  public var rotationDegrees: Double?
  /// The table x where the action's colour ends on the screen side, or nil when it runs past the
  /// screen edge (SwipeCellKit's wrappers, and an expanded MGSwipe button's strip).
  public var colorEndX: Double?
  /// ClipCenter's window in table x (before MGSwipe's hairline allowance), or nil when not masked.
  public var mask: Span?
}

/// What the drawing layer needs of an action: its resolved colours and content placement.
public struct SwipeActionLook: Hashable, Sendable {
  /// The title, or nil for an image-only button.
  public var title: String?
  /// The image, or nil for a title-only button.
  public var image: ActionImage?
  /// The title font.
  public var font: FontSpec
  /// The title colour.
  public var textColor: Color
  /// The wrapper's colour, or nil when the wrapper is clear.
  public var backgroundColor: Color?
  /// A circle button's disc colour, the action's colour (docs/swipecellkit.md §11.4), or nil for other shapes
  /// and for actions without an image.
  public var discColor: Color?
  /// Where the image and title go inside the button (b × band height).
  public var content: ButtonContentLayout

  /// The look of `action` in a button of `buttonSize`.
  init(
    action: SwipeAction, appearance: Appearance, buttonSize: Size, imageSlotHeight: Double, options: SwipeOptions,
    measurer: any TextMeasuring
  ) {
    title = action.title
    image = action.image
    font = action.resolvedFont
    let color = action.resolvedBackgroundColor(appearance)
    if options.buttonShape.keepsWrappersClear {
      discColor = action.image == nil ? nil : color
      textColor = action.textColor ?? color
      backgroundColor = nil
    } else {
      textColor = action.resolvedTextColor
      backgroundColor = action.hasBackgroundColor ? color : nil
    }
    content = ButtonContentLayout(
      action: action, buttonSize: buttonSize, imageSlotHeight: imageSlotHeight, options: options, measurer: measurer)
  }
}

/// The swipeable cell at one instant: everything the drawing layer and `frame --json` need.
public struct SwipeCellState: Hashable, Sendable {
  /// W.
  public var cellWidth: Double
  /// H.
  public var cellHeight: Double
  /// The transition style of the side shown (or of the cell's main side when closed).
  public var transitionStyle: SwipeTransitionStyle
  /// The side whose actions view exists, or nil when closed.
  public var orientation: SwipeActionsOrientation?
  /// The cell's horizontal displacement, negative when moved left.
  public var offset: Double
  /// The visible width v of the actions strip.
  public var visibleWidth: Double
  /// P, or nil when closed.
  public var fullyExposedWidth: Double?
  /// b, or nil when closed.
  public var buttonWidth: Double?
  /// The expansion target's magnitude, or nil without an expansion style.
  public var expansionTarget: Double?
  /// The expanded flag.
  public var expanded: Bool
  /// The actions from the cell edge outward.
  public var actions: [SwipeActionState]
  /// The visible row height (smaller during a delete, 0 once deleted).
  public var rowHeight: Double
  /// The actions view's alpha (fades during an `.after` delete).
  public var actionsAlpha: Double
  /// The actions view's own colour behind the buttons (docs/swipecellkit.md §2.4), or nil when closed.
  public var actionsBackground: Color?
  /// The wrappers' vertical band in cell coordinates (docs/swipecellkit.md §9).
  public var wrapperBand: VerticalBand
  /// The finger's x while a pan is in progress, else nil.
  public var touchX: Double?
  /// The pan translation (after expansion-snap rewrites) while a pan is in progress, else nil.
  public var panTranslation: Double?
  /// The events in this frame.
  public var events: [SwipeEvent]
  /// Every event up to and including this frame, oldest first (for effects that outlive a frame,
  /// such as the Mail demo's unread dot).
  public var history: [SwipeEvent]
  /// The outline of the side's buttons.
  public var buttonShape: SwipeButtonShape = .rectangle
  /// The corner radius of rounded buttons in effect (0 for rectangles).
  public var cornerRadius: Double = 0
  /// The buttons' vertical band in cell coordinates: the wrapper band, inset by the top and
  /// bottom insets for rounded buttons.
  public var buttonBand = VerticalBand(minY: 0, height: 0)
  /// Whether the space around the buttons shows the swiped row's background instead of
  /// ``actionsBackground`` (MGSwipe's overlay colour, rounded buttons' default).
  public var actionsBackgroundFollowsRow = false
  /// The table x range the actions may draw in: the strip between the cell edge and the screen
  /// edge, MGSwipe's strip while it comes in, the whole row while Rotate3D turns.
  public var actionsClip = Span(0, 0)
  /// Rotate3D's panel while it is turned (t < 1, not expanded), else nil.
  public var panel: PerspectivePanel?
  /// The table's layout direction; the drawing mirrors the rows right to left.
  public var layoutDirection: LayoutDirection = .leftToRight
}

extension SwipeController {
  /// The state at `time`, reporting events after `eventsSince`.
  ///
  /// - Parameters:
  ///   - time: Scene seconds (the controller must have been replayed to it).
  ///   - eventsSince: Events with time in (eventsSince, time] are reported.
  /// - Returns: The state.
  public func state(at time: Double, eventsSince: Double) -> SwipeCellState {
    let width = configuration.width
    let shownOffset = offset.value(at: time)
    let frameEvents = events.filter {
      !SceneTime.hasArrived($0.time, by: eventsSince) && SceneTime.hasArrived($0.time, by: time)
    }
    let mainSide = actionsView?.side ?? configuration.right ?? configuration.left
    var state = SwipeCellState(
      cellWidth: width, cellHeight: configuration.height,
      transitionStyle: mainSide?.options.transitionStyle ?? .border, orientation: nil, offset: shownOffset,
      visibleWidth: 0, fullyExposedWidth: nil, buttonWidth: nil, expansionTarget: nil, expanded: false, actions: [],
      rowHeight: rowHeight.value(at: time), actionsAlpha: 1, actionsBackground: nil,
      wrapperBand: VerticalBand(minY: 0, height: configuration.height), touchX: pan?.touchX,
      panTranslation: pan?.translation, events: frameEvents, history: events.filter { SceneTime.hasArrived($0.time, by: time) })
    state.layoutDirection = configuration.layoutDirection
    guard let view = actionsView else { return state }
    let s = view.orientation.scale
    let visible = Swift.max(0, -s * shownOffset)
    let b = view.buttons.buttonWidth
    let exposed = view.buttons.fullyExposedWidth
    let minimumHeight = view.actions.map { action in
      ButtonContentLayout(
        action: action, buttonSize: Size(width: b, height: configuration.height),
        imageSlotHeight: ButtonContentLayout.imageSlotHeight(of: view.actions, shape: view.side.options.buttonShape),
        options: view.side.options,
        measurer: measurer
      ).intrinsicHeight
    }.max() ?? 0
    state.orientation = view.orientation
    state.visibleWidth = visible
    state.fullyExposedWidth = exposed
    state.buttonWidth = b
    state.expansionTarget = view.expansionStyle?.targetOffset(cellWidth: width, fullyExposedWidth: exposed)
    state.expanded = view.expanded
    state.actionsAlpha = view.alpha.value(at: time)
    state.actionsBackground = view.side.options.backgroundColor ?? SwipeColors.actionsViewBackground(configuration.appearance)
    state.wrapperBand = view.centering.band(cellHeight: configuration.height, minimumHeight: minimumHeight)
    let cellEdge = s > 0 ? width + shownOffset : shownOffset
    state.actions = actionStates(of: view, at: time, visibleWidth: visible, cellEdge: cellEdge, into: &state)
    return state
  }
}
