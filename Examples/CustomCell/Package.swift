// swift-tools-version:6.0
//
// A package of a user's own: it depends on render-gifs by path, builds a swipe scene of its own
// rows and actions in Swift, writes custom-cell.gif into the current folder (`swift run`), and
// checks the scene's goldens in its tests (`swift test`), from swift-testing and from XCTest.

import PackageDescription

let package = Package(
  name: "CustomCell",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "render-gifs", path: "../..")],
  targets: [
    .target(
      name: "CustomCellScene",
      dependencies: [
        .product(name: "Drawing", package: "render-gifs"),
        .product(name: "SwipeScenes", package: "render-gifs"),
      ]
    ),
    .executableTarget(
      name: "CustomCell",
      dependencies: [
        "CustomCellScene",
        .product(name: "SceneRendering", package: "render-gifs"),
      ]
    ),
    .testTarget(
      name: "CustomCellTests",
      dependencies: [
        "CustomCellScene",
        .product(name: "GoldenTesting", package: "render-gifs"),
      ]
    ),
  ]
)
