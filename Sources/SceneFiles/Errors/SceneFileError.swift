/// A scene file that cannot be read, with the place and the fix, as one line.
///
/// The description is always a single line in the form
/// `FILE:LINE:COLUMN: JSON.PATH: what is wrong; the fix`, for example
/// `archive.json:14:23: right.actions[1].transitionStyel: unknown key; did you mean 'transitionStyle'?`.
/// Lines and columns count from 1, columns in Unicode scalars. For a missing key the
/// position is that of the object that lacks it and the path names the key.
public struct SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the caller named it.
  public var file: String
  /// The line of the bad value, from 1.
  public var line: Int
  /// The column of the bad value, from 1, in Unicode scalars.
  public var column: Int
  /// The JSON path of the bad value, e.g. `right.actions[1].title`, or `$` for the whole document.
  public var path: String
  /// What is wrong.
  public var problem: String
  /// How to fix it.
  public var fix: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file's name.
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  ///   - path: The JSON path.
  ///   - problem: What is wrong.
  ///   - fix: How to fix it.
  public init(file: String, line: Int, column: Int, path: String, problem: String, fix: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.problem = problem
    self.fix = fix
  }

  /// `FILE:LINE:COLUMN: JSON.PATH: what is wrong; the fix`, on one line: control characters in
  /// the file's name are escaped (`\n`), so the name can be told apart from one with a space.
  public var description: String {
    let text = "\(file.oneLine()):\(line):\(column): \(path): \(problem); \(fix)"
    return String(text.map { $0.isNewline ? " " : $0 })
  }

  /// The error for a diagnostic found in `file`.
  init(_ diagnostic: Diagnostic, file: String) {
    self.init(
      file: file, line: diagnostic.position.line, column: diagnostic.position.column,
      path: diagnostic.path.description, problem: diagnostic.problem, fix: diagnostic.fix)
  }
}
