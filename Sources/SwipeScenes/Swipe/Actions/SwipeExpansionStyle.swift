/// How a side expands when swiped far: the target, triggers, elasticity and completion (docs/swipecellkit.md §5).
public struct SwipeExpansionStyle: Hashable, Sendable {
  /// Where the expansion target lies.
  public enum Target: Hashable, Sendable {
    /// A fraction of the cell width: `raw = W·p`.
    case percentage(Double)
    /// A distance from the far edge: `raw = W − e`.
    case edgeInset(Double)
  }

  /// An extra condition that expands before the target is reached (docs/swipecellkit.md §5.3).
  public enum Trigger: Hashable, Sendable {
    /// The finger is past this fraction of the table width, measured from the actions' edge.
    case touchThreshold(Double)
    /// The offset exceeds the fully exposed width by more than this many points.
    case overscroll(Double)
  }

  /// When the handler runs relative to the fill animation (docs/swipecellkit.md §5.6).
  public enum HandlerInvocationTiming: String, Hashable, Sendable {
    /// When the fill animation starts.
    case with
    /// When the 0.3 s fill animation completes.
    case after
  }

  /// The fill completion's options (docs/swipecellkit.md §5.6).
  public struct FillOptions: Hashable, Sendable {
    /// The fulfilment applied automatically after the handler, or nil for manual fulfilment.
    public var autoFulfillmentStyle: ExpansionFulfillmentStyle?
    /// When the handler runs.
    public var timing: HandlerInvocationTiming

    /// Creates fill options.
    ///
    /// - Parameters:
    ///   - autoFulfillmentStyle: The automatic fulfilment, or nil for manual.
    ///   - timing: When the handler runs.
    public init(autoFulfillmentStyle: ExpansionFulfillmentStyle?, timing: HandlerInvocationTiming) {
      self.autoFulfillmentStyle = autoFulfillmentStyle
      self.timing = timing
    }

    /// Automatic fulfilment with `style`.
    ///
    /// - Parameters:
    ///   - style: The fulfilment applied after the handler.
    ///   - timing: When the handler runs.
    /// - Returns: The options.
    public static func automatic(_ style: ExpansionFulfillmentStyle, timing: HandlerInvocationTiming) -> FillOptions {
      FillOptions(autoFulfillmentStyle: style, timing: timing)
    }

    /// Manual fulfilment: the row stays filled until the app fulfils.
    ///
    /// - Parameter timing: When the handler runs.
    /// - Returns: The options.
    public static func manual(timing: HandlerInvocationTiming) -> FillOptions {
      FillOptions(autoFulfillmentStyle: nil, timing: timing)
    }
  }

  /// What happens when the expanded action is performed (docs/swipecellkit.md §5.6).
  public enum CompletionAnimation: Hashable, Sendable {
    /// The cell closes (0.7 s) and the handler runs at once.
    case bounce
    /// The cell slides out and the row fills with the action's colour (docs/swipecellkit.md §6).
    case fill(FillOptions)
  }

  /// Where the expansion target lies.
  public var target: Target
  /// Conditions that expand before the target is reached. Default: none.
  public var additionalTriggers: [Trigger]
  /// Whether the 25 % rule applies past full exposure (docs/swipecellkit.md §3.1). Default: false.
  public var elasticOverscroll: Bool
  /// What happens on completion. Default: `.bounce`.
  public var completionAnimation: CompletionAnimation
  /// The least distance between full exposure and the target. Default: 20.
  public var minimumTargetOverscroll: Double
  /// The rubber-band slope past the target. Default: 0.2.
  public var targetOverscrollElasticity: Double

  /// The pan translation that must be exceeded before expansion can trigger (docs/swipecellkit.md §5.2).
  public static let minimumPanTranslation = 8.0

  /// Creates a style; every argument but the target defaults to SwipeCellKit's default.
  ///
  /// - Parameters:
  ///   - target: Where the target lies.
  ///   - additionalTriggers: Default none.
  ///   - elasticOverscroll: Default false.
  ///   - completionAnimation: Default `.bounce`.
  ///   - minimumTargetOverscroll: Default 20.
  ///   - targetOverscrollElasticity: Default 0.2.
  public init(
    target: Target, additionalTriggers: [Trigger] = [], elasticOverscroll: Bool = false,
    completionAnimation: CompletionAnimation = .bounce, minimumTargetOverscroll: Double = 20,
    targetOverscrollElasticity: Double = 0.2
  ) {
    self.target = target
    self.additionalTriggers = additionalTriggers
    self.elasticOverscroll = elasticOverscroll
    self.completionAnimation = completionAnimation
    self.minimumTargetOverscroll = minimumTargetOverscroll
    self.targetOverscrollElasticity = targetOverscrollElasticity
  }

  // MARK: - Built-ins (docs/swipecellkit.md §5.7)

  /// Half the width, elastic overscroll, bounce.
  public static let selection = SwipeExpansionStyle(
    target: .percentage(0.5), elasticOverscroll: true, completionAnimation: .bounce)
  /// 30 pt from the edge or the finger in the far 20 %; fills and deletes, handler with the fill.
  public static let destructive = destructive(automaticallyDelete: true, timing: .with)
  /// As ``destructive`` but the handler runs after the fill.
  public static let destructiveAfterFill = destructive(automaticallyDelete: true, timing: .after)
  /// 30 pt from the edge or 30 pt of overscroll; fills and waits for manual fulfilment.
  public static let fill = SwipeExpansionStyle(
    target: .edgeInset(30), additionalTriggers: [.overscroll(30)],
    completionAnimation: .fill(.manual(timing: .after)))

  /// The destructive style, automatic or manual.
  ///
  /// - Parameters:
  ///   - automaticallyDelete: Whether the row is deleted after the handler.
  ///   - timing: When the handler runs. Default: `.with`.
  /// - Returns: The style.
  public static func destructive(automaticallyDelete: Bool, timing: HandlerInvocationTiming = .with)
    -> SwipeExpansionStyle
  {
    SwipeExpansionStyle(
      target: .edgeInset(30), additionalTriggers: [.touchThreshold(0.8)],
      completionAnimation: .fill(automaticallyDelete ? .automatic(.delete, timing: timing) : .manual(timing: timing)))
  }
}
