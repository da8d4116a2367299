/// The scene layer: behaviour models evaluated at time t, scene drawing and the demo catalog.
///
/// Scenes never touch pixels: they produce display lists that `Raster` draws.
public enum SwipeScenes {}
