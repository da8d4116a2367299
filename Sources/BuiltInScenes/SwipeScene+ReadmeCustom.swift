import Drawing
import SwipeScenes

// The README scenes with circular buttons, expansion, the Hero sequence and
// vertical centering (docs/swipecellkit.md §11.6). Release velocities are given where the GIF's
// release was a one-frame flick whose speed the samples cannot show; they are
// the library-spring fits of docs/readme-gif-measurements.md §5 converted to points.

extension SwipeScene {
  /// Transition-Delegate: circular buttons pop with ScaleTransition as they pass 50 % visible.
  public static let transitionDelegate: SwipeScene = {
    let side = MailDemo.circularRight()
    let flickOpen = TouchScript.drag(
      keyframes: [(0.16, 300), (0.24, 300 - 167.2 / singleCellScale)], y: MailDemo.rowHeight / 2,
      releaseVelocity: -963 / singleCellScale)
    let flickClose = TouchScript.drag(
      keyframes: [(1.44, 200), (1.49, 217)], y: MailDemo.rowHeight / 2, releaseVelocity: 1172 / singleCellScale)
    let slow: [TrackSample] = [
      (3200, 0), (3280, -33.25), (3360, -52.8), (3440, -73.3), (3520, -88.6), (3600, -103.8), (3680, -116.55),
      (3760, -127.15), (3840, -138.15), (3920, -150.2), (4000, -163.7), (4080, -178.2), (4160, -190.95),
      (4240, -204.4), (4320, -216.45), (4400, -229.55), (4480, -238.4), (4560, -245.9), (4640, -249.4),
      (4720, -250.1), (4880, -250.1), (4960, -244.4), (5040, -237.35), (5120, -228.15), (5200, -219.25),
      (5280, -209.75), (5360, -196.95), (5440, -185.65), (5520, -172.55), (5600, -158.75), (5680, -148.4),
      (5760, -134.65), (5840, -120.8), (5920, -110.9), (6000, -104.15), (6080, -94.95), (6160, -80.05),
      (6240, -67.7), (6320, -60.2), (6400, -53.1), (6480, -44.65), (6560, -36.85), (6640, -29.8), (6720, -21.95),
      (6800, -15.6), (6880, -9.6), (6960, -2.85),
    ]
    return SwipeScene(
      name: "transition-delegate",
      summary: "Circular buttons on a reveal transition pop from 0.8 to full size as each passes 50 % visible.",
      duration: 7.52,
      rows: MailDemo.inbox(date: "8:45 AM"), darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: mailCell(right: side),
        gestures: [.pan(flickOpen), .pan(flickClose), trackedPan(slow, side: side, fingerStart: 360)]),
      departures: "Circle colours as Transition-Delegate.gif shows them (docs/readme-gif-measurements.md §3b).", stage: .readmeRow(placement: nil), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))
  }()

  /// Expansion-None: one Unread button, rubber band past 74 pt at 0.4, snaps open, tap closes.
  public static let expansionNone: SwipeScene = {
    let side = MailDemo.backgroundLeft(expansion: nil)
    let drag: [TrackSample] = [
      (960, 0), (1040, 6.75), (1120, 25.1), (1200, 45), (1280, 62), (1360, 78.95), (1440, 87), (1520, 95.25),
      (1600, 102.15), (1680, 108.4), (1760, 114.8), (1840, 121.05), (1920, 127.2), (2000, 133.1), (2080, 138.45),
      (2160, 143.4), (2240, 148.1), (2320, 152.75), (2400, 157.15), (2480, 160.85), (2560, 164.4), (2640, 167.95),
      (2720, 170.9), (2800, 173.6), (2880, 176.75), (2960, 180.95), (3040, 186.2),
    ]
    return SwipeScene(
      name: "expansion-none",
      summary: "No expansion: the Unread button rubber-bands past 74 pt, springs back open, then a tap closes it.",
      duration: 6.0,
      rows: MailDemo.inbox(date: "3:32 PM"), darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: mailCell(left: side),
        // The finger crept on and stopped before it lifted (fitted to the spring back); the tap
        // is fitted to the close.
        gestures: [trackedPan(drag, side: side, fingerStart: 30, release: (3064, 189.8, 1)), .tapCell(time: 5.25)]),
      departures: legacyLook, stage: .readmeRow(), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))
  }()

  /// Expansion-Selection: elastic overscroll, expands past W/2, bounces closed on release.
  public static let expansionSelection: SwipeScene = {
    let side = MailDemo.backgroundLeft(expansion: .selection)
    let drag: [TrackSample] = [
      (400, 0), (480, 8.5), (560, 23.75), (640, 42.15), (720, 59.5), (800, 75.85), (880, 91.8), (960, 107.05),
      (1040, 121.9), (1120, 137.85), (1200, 152), (1280, 166.15), (1360, 180.7), (1440, 193.05), (1520, 204.8),
      (1600, 216.5), (1680, 221.65), (1760, 224.15), (1840, 226.4), (1920, 228.25), (2000, 230.15), (2080, 231.3),
      (2160, 232.15), (2240, 233.05), (2320, 233.8), (2400, 234.3), (2480, 234.95), (2560, 235.8), (2640, 236.95),
      (2720, 238.05), (2800, 240.1), (2850, 240.1),
    ]
    return SwipeScene(
      name: "expansion-selection",
      summary: "Selection expansion: a grey gap opens past 74 pt, the button expands past half the width, release bounces.",
      duration: 3.84,
      rows: MailDemo.inbox(date: "3:38 PM"), darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: mailCell(left: side), gestures: [trackedPan(drag, side: side, fingerStart: 30)]),
      departures: legacyLook, stage: .readmeRow(), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))
  }()

  /// Expansion-Destructive: the finger enters the far 20 %, the cell snaps to the target, release fills and deletes.
  public static let expansionDestructive: SwipeScene = {
    let side = MailDemo.backgroundRight(transition: .border)
    let drag: [TrackSample] = [
      (320, 0), (400, -11.7), (480, -35.8), (560, -63.05), (640, -89.25), (720, -113.05), (800, -133.9),
      (880, -152.7), (960, -171.85), (1040, -188.1), (1120, -202.65), (1200, -214.7), (1280, -232.75),
      (1360, -248.3), (1440, -264.65), (1520, -279.55), (1600, -290.5), (1680, -301.85),
    ]
    // The finger crosses the 80 % line at 1680 ms, holds the cell where the GIF shows it through
    // the snap and creeps on; it lifts as the collapse begins (fitted to the next row's rise).
    let expanded: [TrackSample] = [
      (1760, -331.5), (1840, -375.45), (1920, -399.45), (2000, -409.9), (2080, -414), (2160, -415.85),
      (2240, -416.6), (2320, -417.35), (2400, -417.85), (2480, -418.1), (2560, -418.5), (2640, -418.9),
      (2720, -419.35), (2800, -420.24), (2880, -421.11),
    ]
    return SwipeScene(
      name: "expansion-destructive",
      summary: "Destructive expansion: Delete covers the row, the release fills it red and the row collapses.",
      duration: 4.08,
      rows: MailDemo.inbox(date: "3:32 PM"), darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: mailCell(right: side),
        gestures: [trackedPan(drag, side: side, fingerStart: 366, expanded: expanded, release: (2949, -423.2, 0))]),
      departures: legacyLook, stage: .readmeRow(), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))
  }()

  /// Expansion-Delegate: circles; Flag then More shrink and fade as Trash expands, and return.
  public static let expansionDelegate: SwipeScene = {
    let side = MailDemo.circularRight(colors: .circularExpansionCapture)
    let open = TouchScript.drag(keyframes: [(-2.0, 300), (-1.9, 180)], y: MailDemo.rowHeight / 2)
    let drag: [TrackSample] = [
      (120, -235.95), (150, -240.95), (180, -249.35), (210, -261.1), (240, -272.4), (270, -283.75), (300, -301.1),
      (330, -312.1), (360, -322.05), (390, -330.55), (420, -334.05),
    ]
    // The finger passes the 80 % line at 420 ms; from there it holds the cell where the GIF
    // shows it through the snap, relaxes, un-expands at about 1.8 s and rests until it lifts.
    let expanded: [TrackSample] = [
      (450, -345.2), (480, -357.95), (510, -370.75), (540, -381.85), (570, -390.9), (600, -398.15), (630, -403.45),
      (660, -407.25), (690, -409.95), (720, -411.65), (750, -413), (780, -414), (810, -414.6), (840, -415.1),
      (870, -415.5), (900, -415.7), (930, -415.85), (960, -415.95), (990, -415.95), (1020, -416.05), (1050, -416.05),
      (1080, -416.15), (1110, -415.95), (1140, -415.4), (1170, -414.95), (1200, -414.35), (1230, -414),
      (1260, -413.65), (1290, -413.2), (1320, -412.8), (1350, -412.4), (1380, -412.05), (1410, -411.8),
      (1440, -411.6), (1470, -411.35), (1500, -411.05), (1530, -410.85), (1560, -410.55), (1590, -410.05),
      (1620, -409.6), (1650, -409.15), (1680, -408.9), (1710, -408.6), (1740, -408.45), (1770, -408.15),
      (1800, -407.05), (1830, -406.25), (1860, -402.85), (1890, -400.75), (1920, -399.95), (1950, -399.25),
      (1980, -398.55), (2010, -397.1), (2040, -395), (2070, -393.95), (2100, -393.6), (2340, -393.6),
    ]
    return SwipeScene(
      name: "expansion-delegate",
      summary: "ScaleAndAlphaExpansion: Flag, then More shrink and fade while Trash slides to the cell edge, then return.",
      duration: 3.06,
      rows: MailDemo.inbox(date: "8:45 AM"), darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: mailCell(right: side),
        gestures: [
          .pan(open),
          trackedPan(
            drag, side: side, fingerStart: 174.5, expanded: expanded, release: (2356, -393.6, 0)),
        ]),
      departures: "Opened by a flick before t = 0; circle colours as Expansion-Delegate.gif shows them.", stage: .readmeRow(placement: nil), renderingDefaults: .readmeGIF(width: 440, canvasWidth: MailDemo.cellWidth))
  }()

  /// Hero: Unread by selection, Read by a tap, then the right side opened and a full swipe deletes the row.
  public static let hero: SwipeScene = {
    let left = MailDemo.backgroundLeft(expansion: .selection, colors: .heroCapture)
    let right = MailDemo.backgroundRight(transition: .border, colors: .heroCapture)
    // The blue began to fill at about 1450 ms (its edge: 151, 181, 225 px at frames 18-20), so
    // the finger passed half the width (207 pt) then: 1447 ms is a fitted instant, not a frame.
    let selection: [TrackSample] = [
      (400, 0), (480, 21.55), (560, 35.85), (640, 58.3), (720, 70.05), (800, 87.45), (880, 98.95), (960, 118.9),
      (1040, 130.95), (1120, 147.05), (1200, 158.45), (1280, 174.3), (1360, 183.15), (1440, 196.15), (1447, 197.9),
      (1520, 198.7),
      (1600, 201.3), (1680, 202.95), (1760, 205.6), (1840, 207.05), (1920, 208.95), (2000, 210.05), (2080, 211.3),
      (2160, 211.95), (2240, 212.75), (2320, 213.35), (2400, 214.05), (2480, 214.45), (2560, 215.05),
      (2640, 215.9), (2720, 218.8),
    ]
    let flick: [TrackSample] = [(4160, 0), (4240, 13), (4320, 57.05), (4400, 110.15)]
    let open: [TrackSample] = [(7360, 0), (7440, -14.6), (7520, -30.8), (7600, -75.8), (7680, -131.75), (7760, -182.25)]
    // The finger passes the 80 % line at 9600 ms and holds the cell where the GIF shows it
    // through the snap; it lifts as the row's collapse begins.
    let full: [TrackSample] = [(9200, -211.05), (9280, -218.05), (9360, -242.1), (9440, -261.1), (9520, -284), (9600, -299.15)]
    let expanded: [TrackSample] = [
      (9680, -333.65), (9760, -353.05), (9840, -366.55), (9920, -370.1), (10000, -372.3), (10080, -373.1),
      (10160, -373.3), (10240, -373.55), (10320, -373.7), (10400, -373.75), (10480, -373.8), (10560, -373.95),
      (10640, -374.1), (10720, -374.74), (10800, -376.12), (10880, -376.58), (10960, -378.12), (11040, -379),
    ]
    // Hero's rows repeat every 92 px (docs/readme-gif-measurements.md §5.9): 97 pt at its scale, the
    // 103-px pitch of the 440-px GIFs, separator included.
    let rowHeight = 97.0
    let rows = MailDemo.inbox(date: "9:04 AM").map { row in
      var row = row
      row.height = rowHeight
      return row
    }
    return SwipeScene(
      name: "hero", summary: "The README hero: mark unread, mark read, open the right side, then delete the row.",
      duration: 13.28,
      rows: rows, darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: SwipeCellConfiguration(width: MailDemo.cellWidth, height: rowHeight, left: left, right: right),
        gestures: [
          // Lifts fitted to the frames after them (the bounce, the flick's return, the open
          // spring, the collapse); the flick's finger had all but stopped when it lifted.
          trackedPan(selection, side: left, fingerStart: 30, scale: heroScale, release: (2738, 218.8, 0)),
          trackedPan(flick, side: left, fingerStart: 30, scale: heroScale, release: (4410, 113, 1)),
          .tapAction(time: 5.906, name: "Read"),
          trackedPan(open, side: right, fingerStart: 330, scale: heroScale, release: (7764.7, -177.17, -419.4)),
          trackedPan(
            full, side: right, fingerStart: 174, scale: heroScale, expanded: expanded, release: (11067, -379.3, 0)),
        ]),
      departures: legacyLook, stage: SwipeStage(chrome: .phoneMockup, title: "Inbox", placement: .readme2017, lightPalette: .heroCapture),
      renderingDefaults: .readmeGIF(width: 494, canvasWidth: 494 / heroScale))
  }()

  /// Vertical-Centering: a tall cell scrolled under the bar; button content centred in the visible part.
  public static let verticalCentering: SwipeScene = {
    let side = MailDemo.backgroundRight(transition: .border, destructiveTitle: "Trash", colors: .library2018)
    // 277 pt: the cell's separator takes the GIF's rows 206 and 207 after the scroll, and the
    // next row's text sits a pixel lower than a 276-pt cell puts it.
    let width = 375.0, height = 277.0
    let configuration = SwipeCellConfiguration(
      width: width, height: height, right: side, cellY: -70, visibleRect: Rect(x: 0, y: 44, width: width, height: 326))
    let drag: [TrackSample] = [(2500, 0), (2600, -49.65), (2700, -130.7), (2800, -182.2)]
    // The finger slowed before lifting: the GIF's next frames (−207.95, −218.55, −222.05 px)
    // fit the release spring with a normalized velocity of 9, i.e. 9 × 40.6 pt/s toward the target,
    // not the 515 pt/s of the last two samples.
    let releaseVelocity = -9 * (222.9 - 182.2) / verticalCenteringScale
    let keyframes = fingerKeyframes(
      following: drag, pixelsPerPoint: verticalCenteringScale, fingerStart: 300,
      band: band(of: side, cellWidth: width))
    return SwipeScene(
      name: "vertical-centering",
      summary: "A tall cell scrolled under the nav bar: the buttons' content is centred in the visible part.",
      duration: 4.3,
      rows: MailDemo.inbox(date: "9:06 am"), darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: configuration,
        gestures: [.pan(.drag(keyframes: keyframes, y: 120, releaseVelocity: releaseVelocity))]),
      departures: "May 2018 look: \"Trash\" title, spacing 11, library colours; the table scrolls up first, so the cell top ends 70 pt above the screen top.", stage: SwipeStage(chrome: .largeTitle, title: "Inbox", actionColorsFillRow: true),
      renderingDefaults: .readmeGIF(width: 376, canvasWidth: 375))
  }()
}
