import Foundation
import XCTest
@testable import ClientKit

private final class TraitLog {
    var entries: [String] = []
}

private final class WatchingView: UIView {
    var name = ""
    var log: TraitLog?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log?.entries.append("\(name): \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -9) → \(traitCollection.userInterfaceStyle.rawValue)")
    }
}

private final class WatchingController: UIViewController {
    var log: TraitLog?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log?.entries.append("controller → \(traitCollection.userInterfaceStyle.rawValue)")
    }
}

/// A controller as UIKit apps write them: these overrides must build and be read back.
private final class DarkController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
}

final class TraitCollectionTests: XCTestCase {
    /// What Linux reports (one kind of screen), and UIKit's semantics of the collection.
    func testTheTraitsEveryViewReports() {
        MainActor.assumeIsolated {
            let traits = UIView().traitCollection
            XCTAssertEqual(traits.userInterfaceStyle, .light)
            XCTAssertEqual(traits.horizontalSizeClass, .regular)
            XCTAssertEqual(traits.verticalSizeClass, .regular)
            XCTAssertEqual(traits.displayScale, 1)
            XCTAssertEqual(traits.userInterfaceIdiom, .pad)
            XCTAssertEqual(traits.layoutDirection, .leftToRight)
            XCTAssertEqual(traits.preferredContentSizeCategory, .large)
            XCTAssertEqual(UIScreen.main.traitCollection, traits)
            XCTAssertEqual(UIViewController().traitCollection, traits)
            XCTAssertTrue(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
            XCTAssertFalse(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
            XCTAssertTrue(traits.containsTraits(in: UITraitCollection()))
            XCTAssertTrue(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
            XCTAssertEqual(UITraitCollection().userInterfaceStyle, .unspecified)
            XCTAssertEqual(UITraitCollection().displayScale, 0)
            XCTAssertTrue(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
            XCTAssertFalse(UIContentSizeCategory.extraLarge.isAccessibilityCategory)
            XCTAssertEqual(UIUserInterfaceStyle.dark.rawValue, 2)
            XCTAssertEqual(UIUserInterfaceIdiom.pad.rawValue, 1)
        }
    }

    /// `overrideUserInterfaceStyle` on a view or a view controller: the subtree inherits
    /// it, a nearer override wins, and `traitCollectionDidChange(_:)` reaches exactly the
    /// views (and controllers) whose traits changed, with the previous traits.
    func testOverridingTheInterfaceStyle() {
        MainActor.assumeIsolated {
            let log = TraitLog()
            let root = WatchingView()
            let child = WatchingView()
            let pinned = WatchingView()
            for (view, name) in [(root, "root"), (child, "child"), (pinned, "pinned")] {
                view.name = name
                view.log = log
            }
            root.addSubview(child)
            root.addSubview(pinned)
            pinned.overrideUserInterfaceStyle = .light
            XCTAssertEqual(log.entries, [], "light on a light screen changes nothing")
            root.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(pinned.traitCollection.userInterfaceStyle, .light, "a nearer override wins")
            XCTAssertEqual(log.entries.sorted(), ["child: 1 → 2", "root: 1 → 2"])
            XCTAssertEqual(root.traitCollection.horizontalSizeClass, .regular, "the other traits stay")
            log.entries = []
            root.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(log.entries, [], "the same value: no call")

            let controller = WatchingController()
            controller.log = log
            let content = WatchingView()
            content.name = "content"
            content.log = log
            controller.view.addSubview(content)
            controller.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(content.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(log.entries.sorted(), ["content: 1 → 2", "controller → 2"])
            let unloaded = UIViewController()
            unloaded.overrideUserInterfaceStyle = .dark
            XCTAssertFalse(unloaded.isViewLoaded)
            XCTAssertEqual(unloaded.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(unloaded.view.traitCollection.userInterfaceStyle, .dark, "and its view when it loads")
        }
    }

    /// Status bar, rotation and home-indicator preferences: UIKit's defaults and a
    /// subclass's overrides (nothing on Linux asks for them).
    func testSystemChromePreferences() {
        MainActor.assumeIsolated {
            let plain = UIViewController()
            XCTAssertEqual(plain.preferredStatusBarStyle, .default)
            XCTAssertFalse(plain.prefersStatusBarHidden)
            XCTAssertEqual(plain.preferredStatusBarUpdateAnimation, .fade)
            XCTAssertEqual(plain.supportedInterfaceOrientations, .all)
            XCTAssertTrue(plain.shouldAutorotate)
            XCTAssertFalse(plain.prefersHomeIndicatorAutoHidden)
            XCTAssertEqual(plain.preferredContentSize, .zero)
            plain.preferredContentSize = CGSize(width: 320, height: 200)
            XCTAssertEqual(plain.preferredContentSize, CGSize(width: 320, height: 200))
            plain.setNeedsStatusBarAppearanceUpdate()
            let dark: UIViewController = DarkController()
            XCTAssertEqual(dark.preferredStatusBarStyle, .lightContent)
            XCTAssertTrue(dark.prefersStatusBarHidden)
            XCTAssertEqual(dark.supportedInterfaceOrientations, .portrait)
            XCTAssertFalse(dark.shouldAutorotate)
            XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown, [.portrait, .landscapeLeft, .landscapeRight])
            XCTAssertEqual(UIInterfaceOrientationMask.landscapeLeft.rawValue, 16)
            XCTAssertEqual(UIInterfaceOrientation.landscapeLeft.rawValue, 4)
            XCTAssertTrue(UIInterfaceOrientation.landscapeRight.isLandscape)
            XCTAssertEqual(UIStatusBarStyle.darkContent.rawValue, 3)
        }
    }
}
