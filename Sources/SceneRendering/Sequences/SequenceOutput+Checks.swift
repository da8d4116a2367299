import ImageFormats

extension SequenceOutput {
  /// Checks, before the first frame is drawn, that every file of `frames` of the scene named
  /// `scene` can be written here, so a render does not stop half-way at a path that is in the way.
  ///
  /// Nothing is created. The folders that exist must be folders, and the GIF, the APNG and each
  /// PNG frame of ``format`` must be absent or a regular file, which is replaced.
  ///
  /// - Throws: `FileWriteError` naming the path in the way: a file where a folder goes, or a
  ///   folder, device or FIFO where a file goes.
  public func checkWritable(scene: String, frames: FrameSelection) throws {
    try checkOutputFolder(atPath: folder)
    if format.writesGIF { try checkOutputFile(atPath: gifPath(of: scene)) }
    if format.writesAPNG { try checkOutputFile(atPath: apngPath(of: scene)) }
    if format.writesFrames {
      let framesFolder = framesFolder(of: scene)
      try checkOutputFolder(atPath: framesFolder)
      for index in frames.indices {
        try checkOutputFile(atPath: framesFolder + "/" + SequenceRenderer.fileName(ofFrame: index))
      }
    }
  }
}
