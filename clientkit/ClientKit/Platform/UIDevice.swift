import Foundation

/// The orientation of the device (`UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the orientation is portrait (either way up).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape (either way).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is flat (face up or down).
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one of the four an interface can have.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The machine the app runs on, as UIKit's `UIDevice` describes a device.
///
/// On Linux: `systemName` is "Linux" and `systemVersion` the kernel's release (`uname`);
/// `name` is the host name; `model` and `localizedModel` are "Linux"; the idiom is `.pad`
/// (as ``UITraitCollection`` reports); there is no orientation sensor (`.unknown`) and no
/// battery reading (`batteryLevel` −1, `.unknown`); `identifierForVendor` is the same for
/// every app on the machine (a UUID made from `/etc/machine-id`, or from the host name
/// where there is none), not per vendor.
@MainActor
public final class UIDevice {
    /// The device.
    public static let current = UIDevice()

    /// The battery's state (`UIDevice.BatteryState`).
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    /// The host name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// "Linux".
    public var model: String { "Linux" }
    /// "Linux".
    public var localizedModel: String { "Linux" }
    /// "Linux".
    public var systemName: String { "Linux" }
    /// The kernel's release, as `uname -r` prints it.
    public var systemVersion: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "" }
        return withUnsafeBytes(of: &info.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    /// `.pad` (see ``UITraitCollection``).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    /// `.unknown`: there is no orientation sensor.
    public var orientation: UIDeviceOrientation { .unknown }
    /// Whether orientation notifications are generated (never, here).
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// Nothing to start: there is no orientation sensor.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Nothing to stop.
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Whether the app asked for battery readings (kept; there are none). Default `false`.
    public var isBatteryMonitoringEnabled = false
    /// −1: unknown.
    public var batteryLevel: Float { -1 }
    /// `.unknown`.
    public var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is on (there is none). Default `false`.
    public var isProximityMonitoringEnabled = false
    /// `false`: there is no proximity sensor.
    public var proximityState: Bool { false }
    /// `true`: several apps run at once.
    public var isMultitaskingSupported: Bool { true }
    /// Plays nothing (there is no input click).
    public func playInputClick() {}

    /// The same for every app on this machine: a UUID made from `/etc/machine-id`
    /// (or the host name), read once.
    public private(set) lazy var identifierForVendor: UUID? = Self._machineIdentifier()

    private static func _machineIdentifier() -> UUID {
        let seed = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ProcessInfo.processInfo.hostName
        // FNV-1a over the seed, twice with different offsets, shaped as a version 4 UUID.
        func hash(_ offset: UInt64) -> UInt64 {
            var h: UInt64 = offset
            for byte in seed.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return h
        }
        var bytes = withUnsafeBytes(of: (hash(0xCBF2_9CE4_8422_2325), hash(0x84222325_CBF29CE4))) { Array($0) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private init() {}
}

extension UIDevice {
    /// Posted when the orientation changes (never, here).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never, here).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never, here).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}
