import ArgumentParser
import SceneRendering

/// `--memory-limit`, for every command that plans its memory before it draws.
struct MemoryLimitOption: ParsableArguments {
  @Option(
    help: "The most memory the command may plan to use, in bytes or with K, M or G, e.g. 4G; never more than ulimit -v. Default: 2G.",
    transform: { text in
      guard let limit = MemorySize(text) else {
        throw ValidationError("Give --memory-limit a size from 1 byte to 1024T, in bytes or with K, M, G or T, e.g. 4G (got '\(text)').")
      }
      return limit
    })
  var memoryLimit = MemorySize.defaultLimit

  /// --memory-limit within the process's address space.
  var budget: MemoryBudget { MemoryBudget(limit: memoryLimit) }
}
