/// File paths split at their slashes, as text, the way a person typed them.
///
/// Foundation's `NSString` path methods trap on some short relative paths on Linux
/// (`"a"`, `"-"`, `"a/"` as the receiver of `deletingLastPathComponent`), and `URL`
/// resolves a relative path against the working folder, so messages would name a path
/// the user never wrote. These functions look at the characters only: they never touch
/// the file system, never resolve `.` or `..`, and keep the path relative when it is.
public enum PathText {
  /// The folder that holds the last component of `path`.
  ///
  /// Trailing slashes are ignored, then everything up to the last remaining `/` is kept,
  /// without the slashes that end it. A path with no folder part gives `.` (the working
  /// folder, including for `""`), and a component right under the root gives `/`:
  /// `"a/b/c"` → `"a/b"`, `"a"` → `"."`, `"a/"` → `"."`, `"/a"` → `"/"`, `"/"` → `"/"`.
  public static func parent(of path: String) -> String {
    let trimmed = withoutTrailingSlashes(Substring(path))
    if trimmed.isEmpty { return path.isEmpty ? "." : "/" }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let folder = withoutTrailingSlashes(trimmed[..<slash])
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The last component of `path`, trailing slashes ignored: `"a/b.png"` → `"b.png"`,
  /// `"a/"` → `"a"`; `"/"` for a path of slashes only and `""` for `""`.
  public static func fileName(of path: String) -> String {
    let trimmed = withoutTrailingSlashes(Substring(path))
    if trimmed.isEmpty { return path.isEmpty ? "" : "/" }
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `name` inside `folder`: one `/` between them, `name` alone when `folder` is empty.
  public static func joined(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func withoutTrailingSlashes(_ text: Substring) -> Substring {
    var text = text
    while text.hasSuffix("/") { text = text.dropLast() }
    return text
  }
}
