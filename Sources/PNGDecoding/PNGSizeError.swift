/// An error raised when a PNG's header declares more pixels than the caller accepts.
///
/// The size comes from the header alone, so it is known before any pixel is decoded.
public struct PNGSizeError: Error, CustomStringConvertible, Equatable {
  /// The PNG as messages name it, e.g. `'avatars/ada.png'` or `The PNG`.
  public var name: String
  /// The declared width in pixels.
  public var width: Int
  /// The declared height in pixels.
  public var height: Int
  /// The most pixels the caller accepts.
  public var maximumPixels: Int

  /// `NAME is a W×H PNG (N pixels), more than the M pixels allowed; scale the image down.`
  public var description: String {
    "\(name) is a \(width)×\(height) PNG (\(width * height) pixels), more than the \(maximumPixels) pixels allowed; scale the image down."
  }
}
