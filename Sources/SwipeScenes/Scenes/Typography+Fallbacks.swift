import TextShaping

extension Typography {
  /// The same fonts with `fonts` tried, in order, for the characters they lack, before the
  /// bundled faces: a scene file's `fallbackFonts`.
  ///
  /// ```swift
  /// let typography = try Typography().addingFallbacks([try FallbackFont(family: "Noto Color Emoji")])
  /// ```
  ///
  /// - Parameter fonts: The fallback fonts, first tried first.
  /// - Returns: The typography with the fallbacks after any it had.
  public func addingFallbacks(_ fonts: [FallbackFont]) -> Typography {
    Typography(measurer: measurer.addingFallbacks(fonts))
  }

  private init(measurer: SystemTextMeasurer) {
    self.measurer = measurer
  }
}
