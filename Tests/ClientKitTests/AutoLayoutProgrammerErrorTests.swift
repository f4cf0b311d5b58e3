import Foundation
import XCTest
@testable import ClientKit

private final class NoSuperView: UIView {
    override func updateConstraints() {}   // forgets super.updateConstraints()
}

private final class NoSuperController: UIViewController {
    override func updateViewConstraints() {}   // forgets super.updateViewConstraints()
}

/// Programmer errors stop the app with UIKit's message, as UIKit raises. Each case runs
/// in a child process (this test binary, running only that test) and must die there.
final class AutoLayoutProgrammerErrorTests: XCTestCase {
    private static let modeVariable = "CLIENTKIT_AUTOLAYOUT_STOP_CASE"

    /// In the child: whether to run the failing case `name`. In the parent: runs the
    /// test `test` in a child and checks it stopped with `message` on standard error.
    private func expectStop(_ name: String, test: String = #function, message: String,
                            file: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () -> Void) {
        if ProcessInfo.processInfo.environment[Self.modeVariable] == name {
            MainActor.assumeIsolated { body() }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        let testName = "ClientKitTests.AutoLayoutProgrammerErrorTests/" + test.replacingOccurrences(of: "()", with: "")
        process.arguments = [testName]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.modeVariable] = name
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            XCTFail("could not start \(CommandLine.arguments[0]): \(error)", file: file, line: line)
            return
        }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the child must stop: \(output)", file: file, line: line)
        XCTAssertTrue(output.contains(message), "expected “\(message)” in:\n\(output)", file: file, line: line)
    }

    func testAnUpdateConstraintsOverrideWithoutSuperStops() {
        expectStop("view", message: "NoSuperView.updateConstraints() did not call super.updateConstraints()") {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let view = NoSuperView()
            root.addSubview(view)
            view.setNeedsUpdateConstraints()
            root.updateConstraintsIfNeeded()
        }
    }

    func testAnUpdateViewConstraintsOverrideWithoutSuperStops() {
        expectStop("controller", message: "NoSuperController.updateViewConstraints() did not call super.updateViewConstraints()") {
            let controller = NoSuperController()
            controller.view.setNeedsUpdateConstraints()
            controller.view.updateConstraintsIfNeeded()
        }
    }

    func testChangingAnActiveConstraintBetweenRequiredAndNotStops() {
        expectStop("priority", message: "Mutating a priority from required to not on an installed constraint") {
            let view = UIView()
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            width.priority = .defaultHigh   // fine while inactive
            width.priority = .required
            width.isActive = true
            width.priority = .defaultHigh
        }
    }

    func testRelatingLeadingToLeftStops() {
        expectStop("leadingLeft", message: "A constraint cannot be made between a leading/trailing attribute and a right/left attribute") {
            let a = UIView(), b = UIView()
            _ = a.leadingAnchor.constraint(equalTo: b.leftAnchor)
        }
    }

    func testAPositionEqualToAConstantStops() {
        expectStop("position", message: "Location attributes must be specified in pairs") {
            _ = NSLayoutConstraint(item: UIView(), attribute: .top, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 20)
        }
    }

    func testActivatingAcrossHierarchiesStops() {
        expectStop("hierarchies", message: "because they have no common ancestor") {
            let a = UIView(), b = UIView()
            a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
        }
    }

    func testAMalformedVisualFormatStops() {
        expectStop("format", message: "Unable to parse constraint format") {
            let a = UIView()
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a])
        }
    }
}
