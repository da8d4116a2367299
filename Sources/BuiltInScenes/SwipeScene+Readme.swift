import Drawing
import SwipeScenes

// The ten scenes named after SwipeCellKit's README GIFs (docs/swipecellkit.md §11.6), with touch
// scripts that follow `reference/tracks/*.csv`. Offsets in the tracks are GIF
// pixels: 440 px for 414 pt in the single-cell GIFs, 70.35 px per 74-pt button
// in Hero and 376 px for 375 pt in Vertical-Centering.

extension SwipeScene {
  /// GIF pixels per point in the 440-px single-cell GIFs.
  static let singleCellScale = 440.0 / 414.0
  /// GIF pixels per point in Hero (a 74-pt button measures 70.35 px).
  static let heroScale = 70.35 / 74.0
  /// GIF pixels per point in Vertical-Centering.
  static let verticalCenteringScale = 376.0 / 375.0

  /// The ten README scenes, in README order.
  public static let readmeScenes: [SwipeScene] = [
    transitionBorder, transitionDrag, transitionReveal, transitionDelegate, expansionNone, expansionSelection,
    expansionDestructive, expansionDelegate, hero, verticalCentering,
  ]

  /// A Mail cell of the GIFs' size with the given sides.
  static func mailCell(left: SwipeSide? = nil, right: SwipeSide? = nil) -> SwipeCellConfiguration {
    SwipeCellConfiguration(width: MailDemo.cellWidth, height: MailDemo.rowHeight, left: left, right: right)
  }

  /// A drag following measured samples on `side` of a 414-pt cell, released at the last one
  /// or at a fitted release.
  ///
  /// With `expanded` samples, the drag's last sample is the pan event at which an
  /// additional trigger expands the cell; the later samples are held through the snap
  /// (``fingerKeyframes(afterSnapAt:fingerX:previousFingerX:following:pixelsPerPoint:band:)``).
  static func trackedPan(
    _ samples: [TrackSample], side: SwipeSide, fingerStart: Double, scale: Double = singleCellScale,
    cellWidth: Double = MailDemo.cellWidth, expanded: [TrackSample] = [], then extra: [(time: Double, x: Double)] = [],
    releaseVelocity: Double? = nil, release: TrackRelease? = nil
  ) -> SwipeGesture {
    let lift = release.map { [(ms: $0.ms, px: $0.px)] } ?? []
    let band = band(of: side, cellWidth: cellWidth)
    var keyframes = fingerKeyframes(
      following: samples + (expanded.isEmpty ? lift : []), pixelsPerPoint: scale, fingerStart: fingerStart, band: band)
    if let snap = samples.last, let trigger = keyframes.last, let first = keyframes.first, !expanded.isEmpty {
      // The pan event before the trigger: the later of the 60 Hz grid's and the previous sample's.
      let grid = first.time + (((trigger.time - first.time) * TouchScript.eventRate).rounded(.up) - 1) / TouchScript.eventRate
      let previous = Swift.max(grid, keyframes.dropLast().last?.time ?? grid)
      keyframes += fingerKeyframes(
        afterSnapAt: snap, fingerX: trigger.x, previousFingerX: fingerX(on: keyframes, at: previous),
        following: expanded + lift, pixelsPerPoint: scale, band: band)
    }
    return .pan(
      trackedScript(
        keyframes: keyframes + extra, y: MailDemo.rowHeight / 2, releaseVelocity: release?.velocity ?? releaseVelocity))
  }

  /// The transition scenes' two drags: open with a flick, later close with a flick.
  static func openAndClose(
    style: SwipeTransitionStyle, open: [TrackSample], openRelease: TrackRelease, close: [TrackSample],
    closeRelease: TrackRelease
  ) -> SwipeTimeline {
    let side = MailDemo.backgroundRight(transition: style)
    return SwipeTimeline(
      configuration: mailCell(right: side),
      gestures: [
        trackedPan(open, side: side, fingerStart: 310, release: openRelease),
        trackedPan(close, side: side, fingerStart: 200, release: closeRelease),
      ])
  }

  static let legacyLook =
    "2017 look: \"Delete\" title, spacing 11, the 2017 content placement and the colours the GIF shows (docs/readme-gif-measurements.md §3a)."

  /// Transition-Border: drag open, hold, drag closed; slices grow equally.
  public static let transitionBorder = SwipeScene(
    name: "transition-border", summary: "Border transition: the visible strip is shared equally by More, Flag, Delete.",
    duration: 3.52,
    rows: MailDemo.inbox(), darkColors: MailActionColors.darkCounterparts,
      timeline: openAndClose(
      style: .border,
      open: [
        (480, 0), (560, -10.65), (640, -25.5), (720, -40.05), (800, -54.2), (880, -69.8), (960, -82.9),
        (1040, -97.4), (1120, -114.4), (1200, -139.2), (1280, -173.95),
      ],
      openRelease: (1328.9, -197.36, -300.4),
      close: [(2400, -235.95), (2480, -234.5), (2560, -225.7), (2640, -213.6), (2720, -193.8), (2800, -159.4)],
      closeRelease: (2818.0, -132.32, 725.8)),
    departures: legacyLook, stage: .readmeRow(), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))

  /// Transition-Drag: buttons glued to the cell edge, More uncovered first.
  public static let transitionDrag = SwipeScene(
    name: "transition-drag", summary: "Drag transition: the buttons travel with the cell edge; More appears first.",
    duration: 3.76,
    rows: MailDemo.inbox(), darkColors: MailActionColors.darkCounterparts,
      timeline: openAndClose(
      style: .drag,
      open: [
        (480, 0), (560, -9.95), (640, -22.3), (720, -40.8), (800, -59.9), (880, -74.8), (960, -88.15),
        (1040, -106.25), (1120, -132.9), (1200, -179.45),
      ],
      openRelease: (1271.8, -210.69, -239.1),
      close: [
        (2560, -235.95), (2640, -232.8), (2720, -225.3), (2800, -213.6), (2880, -194.1), (2960, -168.65),
        (3040, -135.3),
      ],
      closeRelease: (3112.5, -87.75, 571.3)),
    departures: legacyLook, stage: .readmeRow(), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))

  /// Transition-Reveal: buttons pinned to the screen edge, Delete uncovered first.
  public static let transitionReveal = SwipeScene(
    name: "transition-reveal", summary: "Reveal transition: the buttons stay at the screen edge; Delete appears first.",
    duration: 4.0,
    rows: MailDemo.inbox(), darkColors: MailActionColors.darkCounterparts,
      timeline: openAndClose(
      style: .reveal,
      open: [
        (640, 0), (720, -18.8), (800, -32.95), (880, -43.95), (960, -54.9), (1040, -69.45), (1120, -93.15),
        (1200, -129.65), (1280, -169.25),
      ],
      openRelease: (1348.5, -196.26, -322.8),
      close: [(2640, -235.95), (2720, -232.8), (2800, -222.85), (2880, -202.25), (2960, -170.4)],
      closeRelease: (2985.4, -155.28, 798.6)),
    departures: legacyLook, stage: .readmeRow(), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))
}
