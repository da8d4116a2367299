import Drawing
import Foundation
import Raster
import SceneRendering
import SwipeScenes
import Testing

@testable import SceneFiles

/// The scene files in Examples/ decode, show what they say and render.
struct ExampleTests {
  static let examples = packageRoot.appendingPathComponent("Examples")
  static let renderer: FrameRenderer? = (try? Typography()).map { FrameRenderer(context: SceneContext(typography: $0)) }

  func load(_ name: String) throws -> any CatalogScene {
    try SceneFile.load(contentsOf: Self.examples.appendingPathComponent(name))
  }

  /// archive.json: two Mail rows, Archive (a glyph) and Delete (path data) on the right, a swipe and a tap.
  @Test func archive() throws {
    let scene = try #require(try load("archive.json") as? SwipeScene)
    #expect(scene.name == "archive")
    #expect(scene.rows.map(\.title) == ["Ada Lovelace", "Charles Babbage"])
    #expect(scene.rows[0].unread && !scene.rows[1].unread)
    // The canvas is the table: 390 wide, two 96-pt Mail rows tall, at the default scale 2.
    #expect(scene.size == Size(width: 390, height: 192))
    #expect(scene.renderingDefaults == RenderingDefaults(scale: 2, appearance: .light, frameRate: 30))
    let right = try #require(scene.timeline.configuration.right)
    #expect(right.actions.map(\.title) == ["Archive", "Delete"])
    #expect(right.actions[0].image?.glyph?.name == "Archive")
    guard case .path(_, let viewBox) = right.actions[1].image?.source else { throw Failure("Delete has no path image") }
    #expect(viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
    #expect(right.actions[1].image?.size == Size(width: 26, height: 26))
    // The side's colour is the first action's, as the format's default says.
    #expect(right.options.backgroundColor == (try Color(hex: "#5856D6")))
    // The duration is the tap's time plus one second.
    #expect(scene.duration == 2.6)
    let measurer = try Typography().measurer
    // Open after the swipe, closed and the handler run after the tap.
    #expect(scene.state(at: 1.4, measurer: measurer).offset < -100)
    let events = stride(from: 1.5, through: 1.7, by: 1.0 / 60).flatMap {
      scene.state(at: $0, measurer: measurer).events.map(\.name)
    }
    #expect(events.contains("handler:Archive"))
    #expect(abs(scene.state(at: 2.6, measurer: measurer).offset) < 1)
  }

  @Test func archiveRenders() throws {
    let scene = try load("archive.json")
    let renderer = try #require(Self.renderer)
    let rest = try renderer.render(scene, at: 0, scale: 1)
    let open = try renderer.render(scene, at: 1.4, scale: 1)
    #expect(rest.width == 390 && rest.height == 192)
    #expect(rest != open)
  }

  /// flag.json: the icon comes from icons/flag.svg, relative to the file's folder.
  @Test func flagFromSVG() throws {
    let scene = try #require(try load("flag.json") as? SwipeScene)
    let left = try #require(scene.timeline.configuration.left)
    guard case .path(let path, let viewBox) = left.actions[0].image?.source else { throw Failure("no SVG path") }
    #expect(viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
    #expect(path.controlBounds.minX == 5 && path.controlBounds.maxY == 22)
    #expect(left.options.transitionStyle == .drag && left.options.expansionStyle == .selection)
    let renderer = try #require(Self.renderer)
    _ = try renderer.render(scene, at: 1, scale: 1)
  }

  /// contacts.json: UIKit cell styles with PNG avatars and accessories under a phone bar, system colours that turn dark.
  @Test func contacts() throws {
    let scene = try #require(try load("contacts.json") as? SwipeScene)
    #expect(scene.rows.map(\.style) == [.subtitle, .subtitle, .value1])
    #expect(scene.rows.map(\.accessory) == [.disclosureIndicator, .disclosureIndicator, .checkmark])
    guard case .bitmap(let avatar) = scene.rows[0].image?.source else { throw Failure("no avatar") }
    #expect(avatar.width == 80 && avatar.height == 80 && scene.rows[0].image?.size == Size(width: 40, height: 40))
    // Subtitle rows are 56 pt; the canvas adds the phone's bars under the modern status bar: 54 + 44 pt.
    #expect(scene.timeline.configuration.height == 56 && scene.size == Size(width: 390, height: 98 + 56 + 56 + 44))
    #expect(scene.stage.chrome == .phone && scene.stage.title == "Contacts")
    let green = try #require(SystemColor.named("systemGreen"))
    #expect(scene.timeline.configuration.right?.actions[1].backgroundColor == green.light)
    #expect(scene.darkColors[green.light] == green.dark)
    let renderer = try #require(Self.renderer)
    let light = try renderer.render(scene, at: 1, scale: 1)
    let dark = try FrameRenderer(context: SceneContext(appearance: .dark, typography: Typography())).render(
      scene, at: 1, scale: 1)
    #expect(light != dark)
  }

  @Test func onboarding() throws {
    let scene = try #require(try load("onboarding.json") as? OnboardingScene)
    #expect(scene.actions.map(\.title) == ["Archive", "Snooze"])
    #expect(scene.actions[1].backgroundColor == OnboardingHint.RowAction.Style.normal.defaultColor)
    #expect(scene.config == OnboardingHint.Config(initialDelay: 0.5, duration: 2, halfwayDelay: 0.4))
    #expect(scene.tapTime == nil)
    let renderer = try #require(Self.renderer)
    _ = try renderer.render(scene, at: 1.2, scale: 1)
  }

  /// chat-list.json: three rows drawn from content, each as tall as its content plus 22 pt, and
  /// outline SVG icons (strokes) on both sides.
  @Test func chatList() throws {
    let scene = try #require(try load("chat-list.json") as? SwipeScene)
    #expect(scene.rows.count == 3 && scene.rows.allSatisfy { $0.content != nil })
    #expect(scene.rows.allSatisfy { ($0.height ?? 0) >= 52 + 22 })
    let right = try #require(scene.timeline.configuration.right)
    #expect(right.actions.map(\.title) == ["Delete", "Archive"])
    for action in right.actions {
      guard case .path(let path, let viewBox)? = action.image?.source else { throw Failure("\(action.title ?? "an untitled action") has no SVG icon") }
      #expect(viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
      // Strokes of width 2 with round caps reach 1 unit past the outermost points (x 3…21 for the trash lid).
      #expect(path.controlBounds.minX > 0.5 && path.controlBounds.maxX < 23.5)
    }
    let frame = try #require(Self.renderer).render(scene, at: 1.5, scale: 1)
    #expect(frame.width == 390)
  }

  /// expanding-card.json: the card grows from 96 to 300 pt tall over 0.45 s (ease-in-out) after the
  /// 0.5-s request; the nested badge fades out with it over 0.25 s; collapsing brings both back.
  @Test func expandingCard() throws {
    let scene = try #require(try load("expanding-card.json") as? StateAnimatorScene)
    func view(_ id: String, _ time: Double) throws -> StateAnimatorState.View {
      try #require(scene.component.state(at: time).views.first { $0.name == id })
    }
    #expect(try view("card", 0.4).frame.height == 96 && view("badge", 0.4).alpha == 1)
    let middle = try view("card", 0.5 + 0.225).frame.height
    #expect(abs(middle - 198) < 0.5, "ease-in-out is halfway at half the duration: \(middle)")
    #expect(try view("card", 1.5).frame.height == 300 && view("card", 1.5).cornerRadius == 24)
    #expect(try view("badge", 1.5).alpha == 0 && view("steps", 1.5).alpha == 1 && !view("steps", 1.5).isHidden)
    #expect(try view("card", 3.3).frame.height == 96 && view("badge", 3.3).alpha == 1)
    #expect(try #require(Self.renderer).render(scene, at: 1.5, scale: 1).width == 390)
  }

  /// picture-switch.json: a sky picture, then from 1 s a 0.2-s cross-fade to a dusk picture of other colours.
  @Test func pictureSwitch() throws {
    let scene = try #require(try load("picture-switch.json") as? StateAnimatorScene)
    let renderer = try #require(Self.renderer)
    let (sky, dusk) = (try renderer.render(scene, at: 0.5, scale: 1), try renderer.render(scene, at: 1.5, scale: 1))
    #expect(sky.width == 390 && sky.height == 300)
    // The top-left pixel is the sky's blue, then the dusk's red (pictures/sky.png, pictures/dusk.png).
    let (before, after) = (PremultipliedRGBA8(packed: sky.words[0]), PremultipliedRGBA8(packed: dusk.words[0]))
    #expect(before.b > before.r && after.r > after.b)
  }

  /// photo-grid.json: three columns of 1:1 photos 2 pt apart; item 4 opens to the full page and
  /// the preview pages to item 5, which closes back into its own cell.
  @Test func photoGrid() throws {
    let scene = try #require(try load("photo-grid.json") as? CollectionPreviewScene)
    #expect(scene.preview.item == 4 && scene.preview.pageTarget == 5)
    #expect(scene.preview.presentTime == 0.5 && scene.preview.dismissTime == 2.6)
    #expect(try #require(Self.renderer).render(scene, at: 1.2, scale: 1).width == 390)
  }

  /// Examples/scene.schema.json is the schema `scene schema` prints, so editors opening the examples see the real one.
  @Test func committedSchemaIsCurrent() throws {
    let committed = try String(contentsOf: Self.examples.appendingPathComponent("scene.schema.json"), encoding: .utf8)
    #expect(committed == SceneFile.schema, "regenerate Examples/scene.schema.json with `render-gifs scene schema`")
  }

  /// Every example validates: each decodes, and export → decode gives the same scene back.
  @Test(arguments: ["archive.json", "flag.json", "chat-list.json"])
  func exampleRoundTrips(name: String) throws {
    let scene = try #require(try load(name) as? SwipeScene)
    let again = try #require(try decodeText(SceneFile.export(scene)) as? SwipeScene)
    #expect(differences(scene, again) == [])
  }
}
