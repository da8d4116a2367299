// The scenes of the encoder workloads: content that flat UI lacks and that
// palettes and PNG filters get wrong first. `gradientChat` is a chat list
// whose avatars are two-colour gradient discs (linear and radial, as contact
// and group avatars are drawn), one row swiped open; `photoRows` is two rows
// with photo thumbnails, a landscape drawn here: a sky gradient, a sun's glow,
// a hill line and grass made of value noise (Perlin, "An image synthesizer",
// 1985: random values on a lattice, smoothly interpolated, summed over
// octaves), and sensor noise of about two levels. Every value comes from a
// hash of its lattice point or pixel, so the pictures are the same on every
// run, and no file outside the code is read.

import Drawing
import Foundation
import SwipeScenes

/// The scenes the `gradient` and `photo` workloads render and encode.
public enum EncoderScenes {
  /// Four chat rows with 52-pt gradient avatars; the second row is swiped open and closed by a tap.
  public static var gradientChat: SwipeScene {
    let chats = [
      ("Maya Patel", "Sounds good, see you at 7!"), ("Design Team", "Leo: new mockups are up"),
      ("Jonas Berg", "Photo"), ("Grace Hopper", "The bug was a moth, literally"),
    ]
    let rows = chats.enumerated().map { i, chat in
      TableRow(
        style: .subtitle, title: chat.0, subtitle: chat.1,
        image: ActionImage(bitmap: avatar(avatars[i]), size: Size(width: 52, height: 52)), height: 68)
    }
    let right = SwipeSide(
      actions: [
        SwipeAction(identifier: "delete", title: "Delete", style: .destructive, backgroundColor: Color(red255: 255, green255: 59, blue255: 48)),
        SwipeAction(identifier: "mute", title: "Mute", backgroundColor: Color(red255: 88, green255: 86, blue255: 214)),
      ], options: SwipeOptions(transitionStyle: .reveal))
    return scene(name: "gradient-chat", rows: rows, swipeRow: 1, right: right, duration: 2.6)
  }

  /// Two rows with 128 × 85-pt landscape photos; the first row is swiped open and closed by a tap.
  public static var photoRows: SwipeScene {
    let rows = [("Hills at dusk", "Shared album · 48 photos", 1), ("Valley walk", "12 photos · Tuesday", 2)].map {
      TableRow(
        style: .subtitle, title: $0.0, subtitle: $0.1,
        image: ActionImage(bitmap: landscape(seed: UInt64($0.2)), size: Size(width: 128, height: 85)), height: 96)
    }
    let right = SwipeSide(
      actions: [
        SwipeAction(identifier: "delete", title: "Delete", style: .destructive, backgroundColor: Color(red255: 255, green255: 59, blue255: 48)),
        SwipeAction(identifier: "share", title: "Share", backgroundColor: Color(red255: 0, green255: 122, blue255: 255)),
      ], options: SwipeOptions(transitionStyle: .reveal))
    return scene(name: "photo-rows", rows: rows, swipeRow: 0, right: right, duration: 2.4)
  }

  /// A 390-pt table of `rows` whose row `swipeRow` is dragged open at 0.3 s and closed by a tap at 1.6 s.
  private static func scene(name: String, rows: [TableRow], swipeRow: Int, right: SwipeSide, duration: Double) -> SwipeScene {
    let height = rows[swipeRow].height ?? 68
    let configuration = SwipeCellConfiguration(width: 390, height: height, left: nil, right: right)
    let gestures: [SwipeGesture] = [
      .pan(.drag(keyframes: [(0.3, 330), (0.8, 170), (0.9, 165)], y: height / 2, releaseVelocity: 0)), .tapCell(time: 1.6),
    ]
    return SwipeScene(
      name: name, summary: "An encoder workload.", duration: duration, rows: rows, swipeRow: swipeRow,
      timeline: SwipeTimeline(configuration: configuration, gestures: gestures))
  }

  /// An avatar's two colours, the gradient's angle in radians, and whether it is radial.
  private typealias AvatarStyle = (from: (Double, Double, Double), to: (Double, Double, Double), angle: Double, radial: Bool)

  /// Sunset orange, indigo to teal, pink to purple, a green radial glow.
  private static let avatars: [AvatarStyle] = [
    ((255, 94, 58), (255, 149, 0), 1.2, false), ((88, 86, 214), (52, 170, 220), 0.6, false),
    ((255, 45, 85), (175, 82, 222), 2.2, false), ((52, 199, 89), (48, 176, 199), 1.0, true),
  ]

  /// A 144-px disc filled with `style`'s gradient, its edge anti-aliased over one pixel.
  private static func avatar(_ style: AvatarStyle) -> Bitmap {
    let size = 144
    var bytes = [UInt8](repeating: 0, count: size * size * 4)
    for y in 0..<size {
      for x in 0..<size {
        let u = (Double(x) + 0.5) / Double(size), v = (Double(y) + 0.5) / Double(size)
        var t = (u - 0.5) * cos(style.angle) + (v - 0.5) * sin(style.angle) + 0.5
        if style.radial { t = ((u - 0.3) * (u - 0.3) + (v - 0.25) * (v - 0.25)).squareRoot() / 0.95 }
        t = Swift.min(1, Swift.max(0, t))
        let r = ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)).squareRoot() * Double(size)
        let alpha = Swift.min(1, Swift.max(0, Double(size) / 2 - r + 0.5))
        let rgb = [style.from.0 + (style.to.0 - style.from.0) * t, style.from.1 + (style.to.1 - style.from.1) * t,
                   style.from.2 + (style.to.2 - style.from.2) * t]
        let o = 4 * (y * size + x)
        for c in 0..<3 { bytes[o + c] = UInt8((rgb[c] * alpha).rounded()) }
        bytes[o + 3] = UInt8((255 * alpha).rounded())
      }
    }
    return Bitmap(width: size, height: size, premultipliedRGBA: bytes)!
  }

  /// A 256 × 170-px landscape: sky, sun glow, a noisy hill line, textured grass and sensor noise.
  private static func landscape(seed: UInt64) -> Bitmap {
    let (w, h) = (256, 170)
    var bytes = [UInt8](repeating: 255, count: w * h * 4)
    let sunX = 0.55 + 0.2 * Double(seed % 2)
    for y in 0..<h {
      for x in 0..<w {
        let u = Double(x) / Double(w), v = Double(y) / Double(h)
        let ridge = 0.55 + 0.1 * (noise(u * 6, 0.5, seed: seed, octaves: 4) - 0.5)
        var rgb: (Double, Double, Double)
        if v > ridge {
          let tex = noise(u * 24, v * 16, seed: seed &+ 7, octaves: 5)
          rgb = (40 + 50 * tex, 95 + 70 * tex - 60 * (v - 0.5), 30 + 30 * tex)
        } else {
          let glow = exp(-((u - sunX) * (u - sunX) + (v - 0.25) * (v - 0.25)) / 0.01)
          rgb = (70 + 120 * v + 120 * glow, 130 + 90 * v + 90 * glow, 230 - 20 * v + 10 * glow)
        }
        let o = 4 * (y * w + x)
        let grain = [rgb.0, rgb.1, rgb.2].enumerated().map { c, value in
          value + 4 * (hashUnit(UInt64(o + c), seed: seed &+ 99) - 0.5)
        }
        for c in 0..<3 { bytes[o + c] = UInt8(Swift.min(255, Swift.max(0, grain[c])).rounded()) }
      }
    }
    return Bitmap(width: w, height: h, premultipliedRGBA: bytes)!
  }

  /// Value noise in 0…1 at (`x`, `y`), lattice spacing 1, summed over `octaves` halving in weight.
  private static func noise(_ x: Double, _ y: Double, seed: UInt64, octaves: Int) -> Double {
    var total = 0.0, weight = 1.0, sum = 0.0, scale = 1.0
    for octave in 0..<octaves {
      let (px, py) = (x * scale, y * scale)
      let (ix, iy) = (Int(px.rounded(.down)), Int(py.rounded(.down)))
      let (fx, fy) = (px - Double(ix), py - Double(iy))
      let (sx, sy) = (fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy))
      func at(_ i: Int, _ j: Int) -> Double {
        hashUnit(UInt64(bitPattern: Int64(i &* 73_856_093 ^ j &* 19_349_663)), seed: seed &+ UInt64(octave))
      }
      let top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx
      let bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx
      total += weight * (top + (bottom - top) * sy)
      sum += weight
      weight /= 2
      scale *= 2
    }
    return total / sum
  }

  /// A value in 0..<1 from `key` and `seed` (SplitMix64's finaliser).
  private static func hashUnit(_ key: UInt64, seed: UInt64) -> Double {
    var z = key &+ seed &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(1 << 53)
  }
}
