/// How many times an animation plays: the one range and check every writer and caller shares.
///
/// 0 means forever. APNG stores the count as it is (acTL's num_plays); GIF stores the repeats
/// after the first play in the 16 bits of the NETSCAPE2.0 extension and omits it for a single
/// play. 0…65535 is what both hold.
public enum LoopCount {
  /// The counts both formats store: 0 (forever) or 1…65535 plays.
  public static let storable = 0...65_535

  /// Throws unless `count` is in ``storable``.
  ///
  /// - Parameters:
  ///   - count: The number of plays asked for.
  ///   - name: How the message names the value, such as a command-line option. Default: "the loop count".
  /// - Throws: ``AnimationEncodingError`` that names the value and the range.
  public static func check(_ count: Int, named name: String = "the loop count") throws(AnimationEncodingError) {
    guard storable.contains(count) else {
      throw AnimationEncodingError("Give \(name) a whole number from 0 (forever) to 65535 (got '\(count)').")
    }
  }
}
