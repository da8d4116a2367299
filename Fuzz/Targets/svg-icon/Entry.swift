import FuzzBodies

/// libFuzzer's entry point: one input to the svg-icon body.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzTarget.svgIcon.testOneInput(data, size)
}
