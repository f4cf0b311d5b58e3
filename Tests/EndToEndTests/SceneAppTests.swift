import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// An app written as Xcode's template writes one (`import UIKit`, a scene delegate, a
/// view controller with a button) runs on a real stratad: its life cycle comes in
/// UIKit's order, its root view has its window's size in viewDidLoad, a tap reaches the
/// button's action with the button as sender, and SIGTERM ends it in order.
final class SceneAppTests: XCTestCase {
    func testATemplateShapedAppRunsInUIKitsOrder() throws {
        let fixture = try DaemonFixture(width: 320, height: 240)
        let observer = try fixture.connect()
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = fixture.bus.address
        let app = try Tools.Background(Tools.executable("demo-scene"), [], environment: environment)
        let pump = { try fixture.loop.runOnce(timeoutMilliseconds: 10) }
        XCTAssertTrue(try waitUntil(timeout: 20, pump: pump) {
            let scene = (try? observer.dumpState("scene")) ?? ""
            return app.stdout.contains("sceneDidBecomeActive") && scene.contains(" visible") && scene.contains(" buffer ")
        }, "stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)")
        try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), 160.0, 120.0) }
        try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        XCTAssertTrue(try waitUntil(timeout: 10, pump: pump) { app.stdout.contains("tapped 1 sender button") }, app.stdout)
        app.process.send(SIGTERM)
        XCTAssertTrue(try waitUntil(timeout: 10, pump: pump) { !app.process.isRunning }, "the app did not exit on SIGTERM")
        let output = app.finish()
        XCTAssertEqual(output.termination, .exited(0), "\(output)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        print("demo-scene said:", lines.joined(separator: " / "))
        let window = "240x160" // the window's size (SceneApp.swift), which the root view has in viewDidLoad
        XCTAssertEqual(lines, ["application(_:didFinishLaunchingWithOptions:)", "application(_:configurationForConnecting:options:)",
                               "scene(_:willConnectTo:options:)", "viewDidLoad \(window)", "sceneWillEnterForeground(_:)",
                               "sceneDidBecomeActive(_:)", "tapped 1 sender button", "sceneWillResignActive(_:)",
                               "sceneDidEnterBackground(_:)", "sceneDidDisconnect(_:)", "applicationWillTerminate(_:)"])
    }
}
