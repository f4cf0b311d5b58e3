import Foundation
import XCTest
@testable import ClientKit

/// iOS 17's registerForTraitChanges(_:handler:): handlers run for the traits they name
/// when those change, with the previous traits; unregistering stops them.
final class TraitChangeRegistrationTests: XCTestCase {
    func testHandlersRunForTheTraitsTheyNameWithThePreviousTraits() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let child = UIView()
            parent.addSubview(child)
            var styleChanges: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
            var sizeClassChanges = 0
            let registration = child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
                styleChanges.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
            }
            child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in
                sizeClassChanges += 1
            }
            parent.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(styleChanges.count, 1, "the child inherits the parent's override")
            XCTAssertEqual(styleChanges.first?.0, .light)
            XCTAssertEqual(styleChanges.first?.1, .dark)
            XCTAssertEqual(sizeClassChanges, 0, "the size class did not change")
            parent.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(styleChanges.count, 1, "no change, no call")
            child.unregisterForTraitChanges(registration)
            parent.overrideUserInterfaceStyle = .light
            XCTAssertEqual(styleChanges.count, 1, "unregistered")

            let controller = UIViewController()
            var controllerCalls = 0
            controller.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (_: UIViewController, _: UITraitCollection) in
                controllerCalls += 1
            }
            controller.loadViewIfNeeded()
            controller.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(controllerCalls, 1)
        }
    }
}
