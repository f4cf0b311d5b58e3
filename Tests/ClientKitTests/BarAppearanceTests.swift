import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Bar appearances (iOS 13's UINavigationBarAppearance, UIToolbarAppearance,
/// UITabBarAppearance) and large titles, rendered with real pixman compositing.
final class BarAppearanceTests: XCTestCase {
    private static let indigo = RGBA(88, 86, 214)
    private static let green = RGBA(52, 199, 89)

    /// A controller whose view is a tall scroll view (its content scroll view).
    @MainActor final class ScrollingController: UIViewController {
        let scrollView = UIScrollView()
        override func loadView() {
            scrollView.backgroundColor = .white
            scrollView.contentSize = CGSize(width: 320, height: 3000)
            view = scrollView
        }
    }

    @MainActor private static func show(_ navigation: UINavigationController, height: Int = 300) -> UIWindow {
        let window = makeRenderWindow(width: 320, height: height)
        window.rootViewController = navigation
        spinMainRunLoop()
        return window
    }

    func testTheStandardAppearanceGivesTheBackgroundHairlineTitleAndButtons() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            root.title = "Inbox"
            root.view.backgroundColor = .white
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
            let navigation = UINavigationController(rootViewController: root)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.shadowColor = nil
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
            navigation.navigationBar.standardAppearance = appearance
            appearance.backgroundColor = .systemRed   // a copy was taken: no effect
            let window = Self.show(navigation)
            let image = renderedImage(of: window)
            assertPixel(image, 2, 2, Self.indigo)
            assertPixel(image, 2, 43, Self.indigo)
            assertPixel(image, 2, 44, .white, "no hairline: the shadow colour is nil")
            let bar = CGRect(x: 0, y: 0, width: 320, height: 44)
            let title = pixelBounds(in: image, CGRect(x: 100, y: 0, width: 120, height: 44)) { $0.r > 230 && $0.g > 230 && $0.b > 230 }
            XCTAssertNotNil(title, "a white title")
            if let title { XCTAssertEqual(title.midX, 160, accuracy: 3) }
            let edit = pixelBounds(in: image, bar) { $0.r > 200 && $0.g > 170 && $0.b < 80 }
            XCTAssertNotNil(edit, "the button's title in the appearance's yellow")
            if let edit { XCTAssertGreaterThan(edit.minX, 240) }
            window.isHidden = true
        }
    }

    func testTheTopItemsAppearanceWinsWhileItIsOnTop() {
        MainActor.assumeIsolated {
            let root = UIViewController(), detail = UIViewController()
            for controller in [root, detail] { controller.view.backgroundColor = .white }
            let own = UINavigationBarAppearance()
            own.configureWithOpaqueBackground()
            own.backgroundColor = .systemGreen
            detail.navigationItem.standardAppearance = own
            let navigation = UINavigationController(rootViewController: root)
            let window = Self.show(navigation)
            assertPixel(renderedImage(of: window), 2, 2, RGBA(248, 248, 248), "the default bar")
            navigation.pushViewController(detail, animated: false)
            spinMainRunLoop()
            assertPixel(renderedImage(of: window), 2, 2, Self.green, "the pushed item's appearance")
            navigation.popViewController(animated: false)
            spinMainRunLoop()
            assertPixel(renderedImage(of: window), 2, 2, RGBA(248, 248, 248), "back to the bar's")
            window.isHidden = true
        }
    }

    func testTheScrollEdgeAppearanceIsUsedWhileTheContentRestsAtItsTop() {
        MainActor.assumeIsolated {
            let root = ScrollingController()
            let navigation = UINavigationController(rootViewController: root)
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = .systemIndigo
            let edge = UINavigationBarAppearance()
            edge.configureWithOpaqueBackground()
            edge.backgroundColor = .systemGreen
            navigation.navigationBar.standardAppearance = standard
            navigation.navigationBar.scrollEdgeAppearance = edge
            let window = Self.show(navigation)
            assertPixel(renderedImage(of: window), 2, 2, Self.green, "at the top edge")
            root.scrollView.contentOffset.y += 80
            spinMainRunLoop()
            assertPixel(renderedImage(of: window), 2, 2, Self.indigo, "scrolled: the standard appearance")
            root.scrollView.contentOffset.y = -root.scrollView.adjustedContentInset.top
            spinMainRunLoop()
            assertPixel(renderedImage(of: window), 2, 2, Self.green, "back at the edge")
            window.isHidden = true
        }
    }

    func testLargeTitlesFollowTheDisplayModeOfEachItem() {
        MainActor.assumeIsolated {
            let root = UIViewController(), automatic = UIViewController(), never = UIViewController()
            root.title = "Mail"
            for controller in [root, automatic, never] { controller.view.backgroundColor = .white }
            never.navigationItem.largeTitleDisplayMode = .never
            let navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            let window = Self.show(navigation)
            XCTAssertEqual(navigation.navigationBar.frame.height, 96, "44 points and the large title's 52")
            XCTAssertEqual(root.view.safeAreaInsets.top, 96)
            let image = renderedImage(of: window)
            let large = pixelBounds(in: image, CGRect(x: 0, y: 44, width: 320, height: 52)) { $0.r < 80 && $0.g < 80 && $0.b < 80 }
            XCTAssertNotNil(large, "the large title below the items")
            if let large {
                XCTAssertEqual(large.minX, 16, accuracy: 3, "at the leading margin: \(large)")
                XCTAssertGreaterThan(large.height, 20, "34-point type: \(large)")
            }
            XCTAssertNil(pixelBounds(in: image, CGRect(x: 100, y: 0, width: 120, height: 44)) { $0.r < 80 && $0.g < 80 && $0.b < 80 },
                         "no inline title while the large one shows")

            navigation.pushViewController(automatic, animated: false)
            spinMainRunLoop()
            XCTAssertEqual(navigation.navigationBar.frame.height, 96, ".automatic: as the item below")
            navigation.pushViewController(never, animated: false)
            spinMainRunLoop()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44, ".never")
            XCTAssertEqual(never.view.safeAreaInsets.top, 44)
            navigation.popViewController(animated: false)
            spinMainRunLoop()
            XCTAssertEqual(navigation.navigationBar.frame.height, 96)
            navigation.navigationBar.prefersLargeTitles = false
            spinMainRunLoop()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)
            window.isHidden = true
        }
    }

    func testTheLargeTitleScrollsAwayWithTheContent() {
        MainActor.assumeIsolated {
            let root = ScrollingController()
            root.title = "Notes"
            let navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            let window = Self.show(navigation)
            let scroll = root.scrollView
            XCTAssertEqual(scroll.adjustedContentInset.top, 96)
            XCTAssertEqual(scroll.contentOffset.y, -96)
            scroll.contentOffset.y = -96 + 30
            spinMainRunLoop()
            XCTAssertEqual(navigation.navigationBar.frame.height, 66, "30 points of the large title scrolled away")
            XCTAssertEqual(scroll.adjustedContentInset.top, 96, "the content's inset does not move while scrolling")
            scroll.contentOffset.y = -96 + 200
            spinMainRunLoop()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)
            let image = renderedImage(of: window)
            XCTAssertNotNil(pixelBounds(in: image, CGRect(x: 100, y: 0, width: 120, height: 44)) { $0.r < 80 && $0.g < 80 && $0.b < 80 },
                            "the title inline once the large one is gone")
            scroll.contentOffset.y = -96
            spinMainRunLoop()
            XCTAssertEqual(navigation.navigationBar.frame.height, 96)
            window.isHidden = true
        }
    }

    func testSetContentScrollViewNamesTheScrollViewTheBarFollows() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            root.view.backgroundColor = .white
            let header = UIView()
            let list = UIScrollView()
            list.contentSize = CGSize(width: 320, height: 2000)
            root.view.addSubview(header)
            root.view.addSubview(list)
            XCTAssertNil(root.contentScrollView(for: .top))
            root.setContentScrollView(list, for: .top)
            XCTAssertTrue(root.contentScrollView(for: .top) === list)
            XCTAssertNil(root.contentScrollView(for: .bottom))
            let navigation = UINavigationController(rootViewController: root)
            let edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            navigation.navigationBar.scrollEdgeAppearance = edge
            let window = Self.show(navigation)
            list.frame = root.view.bounds
            assertPixel(renderedImage(of: window), 2, 2, .white, "transparent at the edge")
            list.contentOffset.y += 50
            spinMainRunLoop()
            assertPixel(renderedImage(of: window), 2, 2, RGBA(248, 248, 248), "the named scroll view moved: the standard look")
            window.isHidden = true
        }
    }

    func testToolbarAndTabBarAppearances() {
        MainActor.assumeIsolated {
            let first = UIViewController(), second = UIViewController()
            first.view.backgroundColor = .white
            second.view.backgroundColor = .white
            first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
            second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.white]
            tabs.tabBar.standardAppearance = appearance
            let window = makeRenderWindow(width: 320, height: 200)
            window.rootViewController = tabs
            spinMainRunLoop()
            let image = renderedImage(of: window)
            let barTop = Int(tabs.tabBar.frame.minY)
            assertPixel(image, 2, barTop + 2, Self.indigo)
            XCTAssertNotNil(pixelBounds(in: image, CGRect(x: 0, y: CGFloat(barTop), width: 160, height: 49)) { $0.r > 230 && $0.g > 230 && $0.b > 230 },
                            "the selected tab's title in white")
            XCTAssertNotNil(pixelBounds(in: image, CGRect(x: 160, y: CGFloat(barTop), width: 160, height: 49)) { $0.r > 200 && $0.g > 170 && $0.b < 80 },
                            "the other tab's title in yellow")
            window.isHidden = true

            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let toolbarLook = UIToolbarAppearance()
            toolbarLook.configureWithTransparentBackground()
            toolbarLook.buttonAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 25)]
            toolbar.standardAppearance = toolbarLook
            let item = UIBarButtonItem(title: "Share")
            toolbar.items = [item]
            let host = makeRenderWindow(width: 320, height: 44, background: .systemGreen)
            host.addSubview(toolbar)
            spinMainRunLoop()
            let toolbarImage = renderedImage(of: host)
            assertPixel(toolbarImage, 300, 2, Self.green, "a transparent toolbar")
            let button = toolbar.subviews.compactMap { $0 as? _UIBarButton }.first
            XCTAssertEqual(button?.titleLabel?.font.pointSize, 25)
            host.isHidden = true
        }
    }
}
