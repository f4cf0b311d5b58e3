import StrataPixman

/// Where composited frames go. Backends sit behind this protocol so X11 or VNC
/// outputs can follow the headless one.
public protocol OutputBackend: AnyObject {
    /// The name `--backend` takes.
    var name: String { get }
    /// The output size in pixels.
    var width: Int { get }
    var height: Int { get }
    /// Called after a repaint with the screen and the region that changed.
    func present(_ screen: PixmanImage, damage: PixmanRegion)
}

/// No display at all: frames are composited into memory, where `Screenshot` reads
/// them. For tests, CI and headless devices.
public final class HeadlessBackend: OutputBackend {
    public let name = "headless"
    public let width: Int
    public let height: Int
    public private(set) var presentedFrames = 0

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public func present(_ screen: PixmanImage, damage: PixmanRegion) {
        presentedFrames += 1
    }
}
