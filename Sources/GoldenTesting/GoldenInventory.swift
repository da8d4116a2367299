import Foundation

/// The PNGs in a goldens folder set against the goldens a suite draws: the orphans, the
/// missing ones and the folder's size.
///
/// An orphan is a PNG that no golden of the suite names: left behind by a
/// renamed case or a moment that no longer exists, it would never be checked
/// again. Missing goldens are what a `GOLDEN_RECORD=never` run cannot check.
public struct GoldenInventory: Equatable, Sendable {
  /// The most bytes the goldens folder may hold: about 8 MB, so that a clone stays quick.
  public static let byteBudget = 8_000_000

  /// PNGs under the folder that no golden of the suite names, as names (relative paths without `.png`), sorted.
  public var orphans: [String]
  /// Goldens the suite draws that have no PNG under the folder, as names, sorted.
  public var missing: [String]
  /// Names the suite lists more than once, sorted: two cases would share one file.
  public var duplicates: [String]
  /// The bytes of every file under the folder.
  public var byteCount: Int

  /// Compares the PNGs under `folder` with `names`.
  ///
  /// - Parameters:
  ///   - folder: The goldens folder.
  ///   - names: Every golden the suite draws, e.g. ``GoldenSuite/names``.
  /// - Throws: File errors while listing the folder.
  public init(folder: URL, expected names: [String]) throws {
    let (stored, bytes) = try Self.contents(of: folder)
    let expected = Set(names)
    orphans = stored.subtracting(expected).sorted()
    missing = expected.subtracting(stored).sorted()
    var seen: Set<String> = []
    duplicates = Set(names.filter { !seen.insert($0).inserted }).sorted()
    byteCount = bytes
  }

  /// The names of the PNGs under `folder` and the bytes of all its files.
  static func contents(of folder: URL) throws -> (names: Set<String>, bytes: Int) {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
      throw GoldenError(description: "Cannot list the goldens folder '\(folder.path)': check that it exists.")
    }
    var names: Set<String> = []
    var bytes = 0
    while let relative = walker.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(relative).path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
      bytes += (attributes[.size] as? NSNumber)?.intValue ?? 0
      if relative.lowercased().hasSuffix(".png") { names.insert(String(relative.dropLast(4))) }
    }
    return (names, bytes)
  }

  /// One sentence per orphan, naming its file and what to do.
  ///
  /// - Parameter folder: The goldens folder the names are under.
  public func orphanMessages(in folder: URL) -> [String] {
    orphans.map { name in
      "'\(folder.appendingPathComponent(name + ".png").path)' is an orphan: no test draws it. "
        + "Delete it with `git rm`, or restore the case or key moment that drew it."
    }
  }

  /// One sentence per missing golden, naming its file and how to record it.
  ///
  /// - Parameter folder: The goldens folder the names are under.
  public func missingMessages(in folder: URL) -> [String] {
    missing.map { name in
      "No golden at '\(folder.appendingPathComponent(name + ".png").path)'; record it with `render-gifs golden record` "
        + "or GOLDEN_RECORD=missing swift test, and check the image it writes."
    }
  }
}
