import FuzzBodies

/// libFuzzer's entry point: one input to the scene-file body.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzTarget.sceneFile.testOneInput(data, size)
}
