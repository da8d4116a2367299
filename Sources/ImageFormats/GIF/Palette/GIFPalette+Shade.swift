// Whether a palette entry passes for a shade of a colour, judged in CIE 1976
// L*a*b* (sRGB with its D65 white, the standard transfer curve, and the CIE's
// cube-root lightness), the space in which equal distances look roughly equally
// different. Lightness and colour are judged apart: a GIF palette may show
// black text as a dark grey, a lightness step that reads as the same ink, but
// showing a grey as green, or a green battery as grey, changes what the picture
// says. So an entry passes when its lightness L* is within 16 of the colour's
// (black shown as (37, 37, 37) is 14.7 away) and its position on the a*b*
// plane, which holds hue and colourfulness, within 12 (the pale blends at an
// orange button's edge shown as white are about 8 away; a mid grey shown as
// iOS green is 75 away).

import Foundation

extension GIFPalette {
  /// The largest lightness difference a shade may have, in L* units.
  static let shadeLightnessTolerance = 16.0
  /// The largest distance on the a*b* plane a shade may have.
  static let shadeColorTolerance = 12.0

  /// Whether `shown` passes for a lighter or darker shade of `color`, both packed RGB.
  static func isShade(_ shown: UInt32, of color: UInt32) -> Bool {
    let (a, b) = (lab(shown), lab(color))
    let (da, db) = (a.a - b.a, a.b - b.b)
    return abs(a.l - b.l) <= shadeLightnessTolerance && (da * da + db * db).squareRoot() <= shadeColorTolerance
  }

  /// The L*a*b* coordinates of a packed sRGB colour.
  static func lab(_ packed: UInt32) -> (l: Double, a: Double, b: Double) {
    func linear(_ shift: UInt32) -> Double {
      let v = Double(packed >> shift & 0xFF) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(0), linear(8), linear(16))
    // XYZ relative to the D65 white point.
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : t * 24389 / 3132 + 4.0 / 29 }
    let (fx, fy, fz) = (f(x), f(y), f(z))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }
}
