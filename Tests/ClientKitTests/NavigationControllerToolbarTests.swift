import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// UINavigationController's toolbar: hidden by default; shown at the bottom of the
/// view with the top controller's toolbar items, following pushes, pops and
/// `setToolbarItems`; the content's frame and safe area making room for it; drawn as
/// iOS draws it.
final class NavigationControllerToolbarTests: XCTestCase {
    func testTheToolbarIsHiddenByDefault() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            root.toolbarItems = [UIBarButtonItem(title: "A")]
            let navigation = UINavigationController(rootViewController: root)
            XCTAssertTrue(navigation.isToolbarHidden)
            XCTAssertNotNil(navigation.toolbar)
            let window = showInWindow(navigation, log: CallLog())
            navigation.view.layoutIfNeeded()
            XCTAssertTrue(navigation.toolbar.isHidden || navigation.toolbar.superview == nil)
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            window.isHidden = true
        }
    }

    func testAShownToolbarShowsTheTopControllersItemsAtTheBottom() {
        MainActor.assumeIsolated {
            let root = UIViewController(), detail = UIViewController()
            let rootItems = [UIBarButtonItem(title: "Root"), .flexibleSpace()]
            let detailItems = [.flexibleSpace(), UIBarButtonItem(title: "Detail")]
            root.toolbarItems = rootItems
            detail.setToolbarItems(detailItems, animated: true)
            XCTAssertTrue(detail.toolbarItems?.first === detailItems[0])
            let navigation = UINavigationController(rootViewController: root)
            let window = showInWindow(navigation, log: CallLog())
            navigation.setToolbarHidden(false, animated: true)
            XCTAssertFalse(navigation.isToolbarHidden)
            navigation.view.layoutIfNeeded()
            let toolbar = navigation.toolbar!
            XCTAssertFalse(toolbar.isHidden)
            XCTAssertTrue(toolbar.superview === navigation.view)
            XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 480 - 44, width: 320, height: 44))
            XCTAssertEqual(toolbar.barPosition, .bottom)
            XCTAssertEqual(toolbar.items?.count, 2)
            XCTAssertTrue(toolbar.items?[0] === rootItems[0])

            navigation.pushViewController(detail, animated: false)
            navigation.view.layoutIfNeeded()
            XCTAssertTrue(toolbar.items?[1] === detailItems[1], "the pushed controller's items")
            XCTAssertEqual(toolbar._view(for: detailItems[1])?.frame.maxX, 312)

            let replaced = UIBarButtonItem(title: "New")
            detail.toolbarItems = [replaced]
            XCTAssertTrue(toolbar.items?.first === replaced, "the top controller's new items")
            root.toolbarItems = [UIBarButtonItem(title: "Hidden")]
            XCTAssertTrue(toolbar.items?.first === replaced, "another controller's items are not shown")

            navigation.popViewController(animated: false)
            XCTAssertEqual(toolbar.items?.first?.title, "Hidden", "the root's items again")
            navigation.isToolbarHidden = true
            navigation.view.layoutIfNeeded()
            XCTAssertTrue(toolbar.isHidden)
            window.isHidden = true
        }
    }

    func testTheContentsSafeAreaOrFrameMakesRoomForTheToolbar() {
        MainActor.assumeIsolated {
            let root = UIViewController(), detail = UIViewController()
            detail.edgesForExtendedLayout = []
            let navigation = UINavigationController(rootViewController: root)
            let window = showInWindow(navigation, log: CallLog())
            navigation.isToolbarHidden = false
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480), "under both bars")
            XCTAssertEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))

            navigation.pushViewController(detail, animated: false)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 44, width: 320, height: 480 - 88), "between the bars")
            XCTAssertEqual(detail.view.safeAreaInsets, .zero)

            navigation.setToolbarHidden(true, animated: false)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(detail.view.frame, CGRect(x: 0, y: 44, width: 320, height: 436))
            navigation.popViewController(animated: false)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
            navigation.isToolbarHidden = false
            window.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 256, width: 500, height: 44))
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 44)
            window.isHidden = true
        }
    }

    func testToolbarItemsRunTheirActionsWhenTapped() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            var taps = 0
            let item = UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in taps += 1 })
            root.toolbarItems = [.flexibleSpace(), item]
            let navigation = UINavigationController(rootViewController: root)
            navigation.isToolbarHidden = false
            let window = showInWindow(navigation, log: CallLog())
            navigation.view.layoutIfNeeded()
            let view = navigation.toolbar._view(for: item)!
            tap(window, view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            XCTAssertEqual(taps, 1)
            window.isHidden = true
        }
    }

    func testTheToolbarIsDrawnLikeIOSs() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            root.view.backgroundColor = .white
            root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .add)]
            let navigation = UINavigationController(rootViewController: root)
            navigation.isToolbarHidden = false
            let window = makeRenderWindow(width: 320, height: 200)
            window.rootViewController = navigation
            spinMainRunLoop()
            let image = renderedImage(of: window)
            // The toolbar starts at 200 − 44 = 156; the hairline is the row above it.
            assertPixel(image, 5, 154, .white)
            assertPixel(image, 5, 155, RGBA(178, 178, 178), tolerance: 2)
            assertPixel(image, 5, 156, RGBA(248, 248, 248))
            assertPixel(image, 5, 199, RGBA(248, 248, 248))
            // The plus, in the system blue, ending 12 points from the right edge.
            let plus = pixelBounds(in: image, CGRect(x: 200, y: 156, width: 120, height: 44)) { close($0, RGBA(0, 122, 255), 40) }
            XCTAssertNotNil(plus)
            if let plus {
                XCTAssertEqual(plus.maxX, 308, accuracy: 3, "\(plus)")
                XCTAssertEqual(plus.midY, 178, accuracy: 2, "\(plus)")
            }
            window.isHidden = true
        }
    }
}
