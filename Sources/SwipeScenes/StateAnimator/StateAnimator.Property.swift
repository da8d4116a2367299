// Which view properties animate and which snap (docs/onboarding-stateanimator-preview.md §2.6).
//
// Frames (through constraint changes laid out inside the animator), alpha, the background
// colour (each RGBA component on its own, as Core Animation interpolates colours) and, as on
// iOS 11 and later, the layer corner radius animate along the group's curve. `isHidden`, a label's
// text colour and layer shadows are not animatable: they take their new value when the change
// starts. The spec marks the corner radius and shadow behaviour unverified; the choice is here.

import Drawing


extension StateAnimator {
  /// One property value a transition sets on a view.
  public enum Property: Hashable, Sendable {
    /// The frame in the superview's coordinates (animates).
    case frame(Rect)
    /// The opacity (animates).
    case alpha(Double)
    /// Whether the view is hidden (snaps).
    case isHidden(Bool)
    /// The layer corner radius (animates).
    case cornerRadius(Double)
    /// The text colour (snaps).
    case textColor(Color)
    /// The layer shadow (snaps).
    case shadow(Shadow)
    /// The background colour (animates, component by component).
    case backgroundColor(Color)

    /// The property a value belongs to, without the value.
    public enum Key: Hashable, Sendable {
      /// ``Property/frame(_:)``.
      case frame
      /// ``Property/alpha(_:)``.
      case alpha
      /// ``Property/isHidden(_:)``.
      case isHidden
      /// ``Property/cornerRadius(_:)``.
      case cornerRadius
      /// ``Property/textColor(_:)``.
      case textColor
      /// ``Property/shadow(_:)``.
      case shadow
      /// ``Property/backgroundColor(_:)``.
      case backgroundColor
    }

    /// The property this value sets.
    public var key: Key {
      switch self {
      case .frame: .frame
      case .alpha: .alpha
      case .isHidden: .isHidden
      case .cornerRadius: .cornerRadius
      case .textColor: .textColor
      case .shadow: .shadow
      case .backgroundColor: .backgroundColor
      }
    }

    /// Whether the property moves along the curve (otherwise it takes its value at the start).
    public var isAnimatable: Bool {
      switch self {
      case .frame, .alpha, .cornerRadius, .backgroundColor: true
      case .isHidden, .textColor, .shadow: false
      }
    }

    /// The value of property `key` in `look`.
    static func value(_ key: Key, in look: ViewLook) -> Property {
      switch key {
      case .frame: .frame(look.frame)
      case .alpha: .alpha(look.alpha)
      case .isHidden: .isHidden(look.isHidden)
      case .cornerRadius: .cornerRadius(look.cornerRadius)
      case .textColor: .textColor(look.textColor)
      case .shadow: .shadow(look.shadow)
      case .backgroundColor: .backgroundColor(look.backgroundColor)
      }
    }

    /// `look` with this value set.
    public func applied(to look: ViewLook) -> ViewLook {
      var look = look
      switch self {
      case .frame(let value): look.frame = value
      case .alpha(let value): look.alpha = value
      case .isHidden(let value): look.isHidden = value
      case .cornerRadius(let value): look.cornerRadius = value
      case .textColor(let value): look.textColor = value
      case .shadow(let value): look.shadow = value
      case .backgroundColor(let value): look.backgroundColor = value
      }
      return look
    }

    /// The value at `progress` on the way from `start` to `self`; snapping properties give `self`.
    func interpolated(from start: Property, progress: Double) -> Property {
      switch (start, self) {
      case (.frame(let a), .frame(let b)): .frame(a.interpolated(to: b, by: progress))
      case (.alpha(let a), .alpha(let b)): .alpha(a + (b - a) * progress)
      case (.cornerRadius(let a), .cornerRadius(let b)): .cornerRadius(a + (b - a) * progress)
      case (.backgroundColor(let a), .backgroundColor(let b)):
        .backgroundColor(
          Color(
            red: a.red + (b.red - a.red) * progress, green: a.green + (b.green - a.green) * progress,
            blue: a.blue + (b.blue - a.blue) * progress, alpha: a.alpha + (b.alpha - a.alpha) * progress))
      default: self
      }
    }
  }

  /// Property values set on one named view.
  public struct ViewChange: Hashable, Sendable {
    /// The view's name.
    public var view: String
    /// The values set, applied in order.
    public var properties: [Property]

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - view: The view's name.
    ///   - properties: The values set.
    public init(_ view: String, _ properties: [Property]) {
      self.view = view
      self.properties = properties
    }
  }
}
