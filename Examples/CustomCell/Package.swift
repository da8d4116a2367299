// swift-tools-version:6.0
//
// A package of a user's own: it depends on render-gifs by path, builds a swipe scene of its own
// rows and actions in Swift, and writes custom-cell.gif into the current folder.

import PackageDescription

let package = Package(
  name: "CustomCell",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "render-gifs", path: "../..")],
  targets: [
    .executableTarget(
      name: "CustomCell",
      dependencies: [
        .product(name: "Drawing", package: "render-gifs"),
        .product(name: "SwipeScenes", package: "render-gifs"),
        .product(name: "SceneRendering", package: "render-gifs"),
      ]
    )
  ]
)
