import Foundation
import SceneRendering
import SwipeScenes

// Which key frames of a catalog have goldens, and what each golden is called.
// The list is computed from the catalog, so a scene added to it gets goldens
// without anyone editing a list of files; the names come from the key moments'
// names, so they stay put when a moment's time shifts.

/// One golden key frame of a catalog scene: a key moment in one appearance at one scale.
///
/// Its golden is named `scenes/<scene>/<moment>.<appearance>.<scale>x`, e.g.
/// `scenes/hero/open.light.1x`; the golden tests and `render-gifs golden
/// verify|record` use the same list, ``all(of:in:)``.
public struct CatalogKeyFrame: Hashable, Sendable, CustomStringConvertible {
  /// The scene's name.
  public var scene: String
  /// The moment.
  public var moment: KeyMoment
  /// The moment's name in file names: ``KeyMoment/name`` in kebab-case, unique within the scene.
  public var momentName: String
  /// The appearance the frame is drawn in.
  public var appearance: Appearance
  /// The pixels per point the frame is drawn at.
  public var scale: Double

  /// The golden's name under the goldens folder, without `.png`.
  public var goldenName: String {
    "scenes/\(scene)/\(momentName).\(appearance.rawValue).\(Self.scaleLabel(scale))"
  }

  /// The golden's name and when the moment is.
  public var description: String { goldenName + String(format: " (t = %.2f s)", moment.time) }

  /// Creates a key frame.
  public init(scene: String, moment: KeyMoment, momentName: String, appearance: Appearance, scale: Double) {
    self.scene = scene
    self.moment = moment
    self.momentName = momentName
    self.appearance = appearance
    self.scale = scale
  }

  // MARK: - Which frames have goldens

  /// An appearance and a scale that goldens are kept in, and which key moments they keep.
  public struct Variant: Hashable, Sendable {
    /// The appearance, or `nil` for the scene's own (``RenderingDefaults/appearance``).
    public var appearance: Appearance?
    /// Pixels per point.
    public var scale: Double
    /// Which key moments are kept.
    public var moments: MomentChoice

    /// Creates a variant.
    public init(appearance: Appearance?, scale: Double, moments: MomentChoice) {
      self.appearance = appearance
      self.scale = scale
      self.moments = moments
    }
  }

  /// Which of a scene's key moments a variant keeps.
  public enum MomentChoice: Hashable, Sendable {
    /// Every key moment.
    case every
    /// One moment: the first whose file name (``CatalogKeyFrame/momentName``) is this, or else
    /// the middle one (index `count / 2` in time order).
    case firstNamed(String)

    /// The indices of the kept moments, given the moments' file names in time order.
    public func kept(momentNames names: [String]) -> [Int] {
      switch self {
      case .every:
        return Array(names.indices)
      case .firstNamed(let wanted):
        guard !names.isEmpty else { return [] }
        return [names.firstIndex(of: wanted) ?? names.count / 2]
      }
    }
  }

  /// The variants every catalog scene has goldens in, in this order.
  ///
  /// Every key moment in light and in dark at scale 1, and one moment in the scene's own
  /// appearance at scale 2 (light for the built-ins): the first `open` (a swipe cell showing every action's title and icon,
  /// the onboarding hint's open row), else the middle key moment. One scale-2 frame
  /// per scene is what keeps `Goldens/` well under its size budget.
  public static let variants: [Variant] = [
    Variant(appearance: .light, scale: 1, moments: .every),
    Variant(appearance: .dark, scale: 1, moments: .every),
    Variant(appearance: nil, scale: 2, moments: .firstNamed("open")),
  ]

  /// Every golden key frame of `scenes`: scene by scene, each as ``all(of:in:)-swift.type.method`` for one scene.
  ///
  /// - Parameters:
  ///   - scenes: The scenes, usually a whole catalog.
  ///   - context: The context the key moments are computed in; its appearance does not change
  ///     the names, which are the same in every variant.
  /// - Returns: The key frames, each golden name once.
  /// - Throws: ``GoldenError`` when a scene's ``SwipeScenes/GoldenSelection`` names a moment it does not have.
  public static func all(of scenes: [any CatalogScene], in context: SceneContext) throws -> [CatalogKeyFrame] {
    try scenes.flatMap { try all(of: $0, in: context) }
  }

  /// The golden key frames of `scene`.
  ///
  /// Without a ``SwipeScenes/RenderingDefaults/goldens`` selection, the ``variants`` in order,
  /// each in time order. With one, every chosen moment (in time order), then every chosen time
  /// (as given), in every chosen appearance, at every chosen scale.
  ///
  /// - Throws: ``GoldenError`` when the selection names a moment the scene does not have.
  public static func all(of scene: any CatalogScene, in context: SceneContext) throws -> [CatalogKeyFrame] {
    let moments = scene.keyMoments(in: context)
    let names = momentNames(of: moments)
    guard let selection = scene.renderingDefaults.goldens else {
      return variants.flatMap { variant in
        variant.moments.kept(momentNames: names).map { k in
          CatalogKeyFrame(
            scene: scene.name, moment: moments[k], momentName: names[k],
            appearance: variant.appearance ?? scene.renderingDefaults.appearance,
            scale: variant.scale)
        }
      }
    }
    var chosen: [(moment: KeyMoment, name: String)] = []
    if let wanted = selection.moments {
      for name in wanted {
        guard let k = names.firstIndex(of: name) ?? moments.firstIndex(where: { $0.name == name }) else {
          throw GoldenError(
            description: "Scene '\(scene.name)' has no key moment '\(name)' for its goldens: "
              + "choose from \(names.joined(separator: ", ")), or give a time in goldens.times.")
        }
        chosen.append((moments[k], names[k]))
      }
      chosen.sort { $0.moment.time < $1.moment.time }
    } else if selection.times == nil {
      chosen = zip(moments, names).map { ($0, $1) }
    }
    chosen += (selection.times ?? []).map { time in (KeyMoment(name: timeName(time), time: time), timeName(time)) }
    return (selection.appearances ?? [.light, .dark]).flatMap { appearance in
      (selection.scales ?? [1]).flatMap { scale in
        chosen.map { CatalogKeyFrame(scene: scene.name, moment: $0.moment, momentName: $0.name, appearance: appearance, scale: scale) }
      }
    }
  }

  /// The golden name of a frame chosen by time: `t-` and the seconds with three decimals, `t-1.250`.
  public static func timeName(_ time: Double) -> String { String(format: "t-%.3f", time) }

  // MARK: - Names

  /// File-name forms of `moments`' names, unique and stable.
  ///
  /// Each name is put in kebab-case: camelCase words are split, letters lowercased,
  /// and every run of other characters becomes one `-`. A name already taken by an earlier moment gets the first
  /// free ordinal, `-2`, `-3`…, so a name depends only on the moments before it.
  ///
  /// - Parameter moments: A scene's key moments in time order.
  /// - Returns: One name per moment.
  public static func momentNames(of moments: [KeyMoment]) -> [String] {
    var taken: Set<String> = []
    return moments.map { moment in
      let base = kebabCase(moment.name)
      var name = base, ordinal = 2
      while taken.contains(name) {
        name = "\(base)-\(ordinal)"
        ordinal += 1
      }
      taken.insert(name)
      return name
    }
  }

  /// `text` in kebab-case: words of camelCase split (`fullyExpanded` → `fully-expanded`),
  /// lowercased, each run of characters outside a–z and 0–9 turned into one `-`; "moment"
  /// when nothing is left.
  static func kebabCase(_ text: String) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      if character.isASCII, character.isLetter || character.isNumber {
        if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("-") }
        result.append(Character(character.lowercased()))
      } else if !result.isEmpty, result.last != "-" {
        result.append("-")
      }
      previous = character
    }
    while result.last == "-" { result.removeLast() }
    return result.isEmpty ? "moment" : result
  }

  /// `1x`, `2x`, or `1.5x` for a fractional scale.
  public static func scaleLabel(_ scale: Double) -> String {
    scale == scale.rounded() ? "\(Int(scale))x" : String(format: "%gx", scale)
  }
}
