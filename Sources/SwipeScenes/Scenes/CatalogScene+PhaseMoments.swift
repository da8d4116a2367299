// Key moments from a scene's own inspection: the scene is sampled at 30 fps,
// the value of one string field of its JSON (a phase or state name) splits
// the time line into segments, and each segment contributes its middle, where
// the phase is well under way. A scene whose phases begin with an animation
// can also ask for the moment shortly after each change.

extension CatalogScene {
  /// The middle of every run of equal `field` values at 30 fps, and optionally `after` seconds into each run.
  ///
  /// - Parameters:
  ///   - field: A string field of ``inspection(at:in:)``, such as "phase" or "state".
  ///   - after: Also name the moment this long after each change (a transition in flight), or nil.
  ///   - context: The context to inspect in.
  /// - Returns: Moments in time order, named after the field's value (numbered when repeated).
  public func keyMoments(segmentedBy field: String, after: Double? = nil, in context: SceneContext) -> [KeyMoment] {
    let fps = 30.0
    let count = Swift.max(1, Int((duration * fps - 1e-9).rounded(.up)))
    var runs: [(value: String, first: Int, last: Int)] = []
    for index in 0..<count {
      guard case .object(let fields) = inspection(at: Double(index) / fps, in: context),
        case .string(let value) = fields[field] ?? .null
      else { continue }
      if let last = runs.last, last.value == value, last.last == index - 1 {
        runs[runs.count - 1].last = index
      } else {
        runs.append((value, index, index))
      }
    }
    var moments: [KeyMoment] = []
    var seen: [String: Int] = [:]
    func add(_ name: String, _ time: Double) {
      let n = seen[name, default: 0] + 1
      seen[name] = n
      moments.append(KeyMoment(name: n == 1 ? name : "\(name)-\(n)", time: time))
    }
    for run in runs {
      let start = Double(run.first) / fps, end = Double(run.last) / fps
      if let after, start > 0, start + after < end { add("to-\(run.value)", ((start + after) * fps).rounded() / fps) }
      add(run.value, (Double(run.first + run.last) / 2).rounded(.down) / fps)
    }
    return moments
  }
}
