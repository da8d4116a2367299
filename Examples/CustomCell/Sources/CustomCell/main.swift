import CustomCellScene
import SceneRendering

// Renders the reading-list scene as custom-cell.gif in the current folder.

let reports = try readingListScene().render(.gif, into: ".", scale: 2)
for report in reports { print("wrote \(report.mainPath)") }
