import Foundation
import XCTest
@testable import ClientKit

final class UIDeviceTests: XCTestCase {
    /// What a Linux machine reports through UIKit's `UIDevice`.
    func testTheMachineAsADevice() {
        MainActor.assumeIsolated {
            let device = UIDevice.current
            XCTAssertTrue(device === UIDevice.current)
            XCTAssertEqual(device.systemName, "Linux")
            let release = (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertEqual(device.systemVersion, release, "uname's release")
            XCTAssertEqual(device.name, ProcessInfo.processInfo.hostName)
            XCTAssertEqual(device.model, "Linux")
            XCTAssertEqual(device.userInterfaceIdiom, UIView().traitCollection.userInterfaceIdiom)
            XCTAssertEqual(device.orientation, .unknown)
            XCTAssertFalse(device.orientation.isValidInterfaceOrientation)
            XCTAssertEqual(device.batteryLevel, -1)
            XCTAssertEqual(device.batteryState, .unknown)
            device.beginGeneratingDeviceOrientationNotifications()
            device.isBatteryMonitoringEnabled = true
            XCTAssertTrue(device.isBatteryMonitoringEnabled)
            device.isBatteryMonitoringEnabled = false
            let id = device.identifierForVendor
            XCTAssertNotNil(id)
            XCTAssertEqual(id, device.identifierForVendor, "stable")
            XCTAssertEqual(id?.uuidString.dropFirst(14).first, "4", "a version 4 UUID")
            XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isLandscape)
            XCTAssertTrue(UIDeviceOrientation.faceUp.isFlat)
        }
    }
}
