import Foundation
import StrataDBus
import StrataProtocol

/// The screen, as UIKit's `UIScreen`: its size in points (one point is one pixel, so
/// `scale` is 1). With a Strata daemon, the size is the daemon's `ScreenSize`; without
/// one it is 1280 × 800, stratad's default. There is one screen (`main`); Linux has no
/// scenes, so there is no `UIWindowScene.screen` to prefer.
@MainActor
public final class UIScreen {
    /// The screen.
    public static let main = UIScreen()

    /// The screen's rectangle in points.
    public var bounds: CGRect {
        if let size = StrataDisplay.current?.screenSize { return CGRect(origin: .zero, size: size) }
        return CGRect(x: 0, y: 0, width: 1280, height: 800)
    }

    /// The screen's rectangle in pixels (the same as ``bounds``: scale 1).
    public var nativeBounds: CGRect { bounds }
    /// Points to pixels: always 1.
    public var scale: CGFloat { 1 }
    /// Always 1.
    public var nativeScale: CGFloat { 1 }
    /// The compositor's refresh rate is not exposed by protocol v1: 60.
    public var maximumFramesPerSecond: Int { 60 }

    private init() {}
}

extension StrataDisplay {
    /// The daemon's screen size, asked once.
    var screenSize: CGSize? {
        if let cached = cachedScreenSize { return cached }
        guard let size = compositorProperty("ScreenSize", as: DBusStruct<UInt32, UInt32>.self, timeout: 5) else { return nil }
        let result = CGSize(width: CGFloat(size.fields.0), height: CGFloat(size.fields.1))
        cachedScreenSize = result
        return result
    }
}

extension StrataDisplay {
    /// A property of the daemon's `Compositor1` on this app's connection (blocking for
    /// at most `timeout` seconds); nil when it cannot be read as `T`.
    func compositorProperty<T: DBusDecodable>(_ name: String, as type: T.Type, timeout: Double) -> T? {
        let get = DBusMessage.methodCall(destination: nil, path: StrataProtocol.rootPath,
                                         interface: "org.freedesktop.DBus.Properties", member: "Get")
        guard (try? get.append(StrataProtocol.Interface.compositor, name)) != nil,
              let reply = try? connection.call(get, timeout: timeout) else { return nil }
        return try? reply.decode(DBusVariant.self).decode(as: T.self)
    }
}
