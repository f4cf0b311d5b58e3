import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// The navigation and tab bars rendered (real pixman compositing), checked at places
/// computed from iOS's metrics: the bar heights and hairlines, the title centred, the
/// items in their tints, the selected tab tinted, the badge.
final class BarRenderingTests: XCTestCase {
    private static let barGray = RGBA(248, 248, 248)
    /// Black at 30% over white: 255 × 0.7.
    private static let hairlineOverWhite = RGBA(178, 178, 178)
    private static let blue = RGBA(0, 122, 255)

    func testTheNavigationBarIs44PointsWithItsTitleCentredAndItemsTinted() {
        MainActor.assumeIsolated {
            let root = UIViewController(), detail = UIViewController()
            root.title = "Settings"
            detail.title = "General"
            for controller in [root, detail] { controller.view.backgroundColor = .white }
            let edit = UIBarButtonItem(title: "Edit")
            edit.tintColor = .red
            detail.navigationItem.rightBarButtonItem = edit
            let navigation = UINavigationController(rootViewController: root)
            let window = makeRenderWindow(width: 320, height: 120)
            window.rootViewController = navigation
            navigation.pushViewController(detail, animated: false)
            spinMainRunLoop()
            let image = renderedImage(of: window)

            // The bar: gray down to y 43, the hairline at 44, the content from 45.
            for x in [2, 150, 317] {
                assertPixel(image, x, 1, Self.barGray)
                assertPixel(image, x, 43, Self.barGray)
                assertPixel(image, x, 44, Self.hairlineOverWhite, tolerance: 2)
                assertPixel(image, x, 45, .white)
            }
            let bar = CGRect(x: 0, y: 0, width: 320, height: 44)
            // The title: dark pixels, centred on the bar (x 160, y 22).
            let title = pixelBounds(in: image, bar) { $0.r < 100 && $0.g < 100 && $0.b < 100 }
            XCTAssertNotNil(title)
            if let title {
                XCTAssertEqual(title.midX, 160, accuracy: 2.5, "centred horizontally: \(title)")
                XCTAssertEqual(title.midY, 22, accuracy: 3, "centred vertically: \(title)")
            }
            // The back button (chevron and "Settings") in the system blue, from 8 points + its
            // 4-point padding + the chevron's stroke starting 0.5 point into its image.
            let back = pixelBounds(in: image, CGRect(x: 0, y: 0, width: 130, height: 44)) { close($0, Self.blue, 40) }
            XCTAssertNotNil(back)
            if let back {
                XCTAssertEqual(back.minX, 12, accuracy: 1.5, "\(back)")
                XCTAssertEqual(back.midY, 22, accuracy: 2, "\(back)")
            }
            // The right item in its own red tint, ending 12 points (less its padding) from the edge.
            let right = pixelBounds(in: image, CGRect(x: 200, y: 0, width: 120, height: 44)) { $0.r > 200 && $0.g < 90 && $0.b < 90 }
            XCTAssertNotNil(right)
            if let right { XCTAssertEqual(right.maxX, 308, accuracy: 3, "\(right)") }
            XCTAssertNil(pixelBounds(in: image, CGRect(x: 200, y: 0, width: 120, height: 44)) { close($0, Self.blue, 40) },
                         "no blue on the right")
            window.isHidden = true
        }
    }

    func testTheTabBarIs49PointsWithTheSelectedTabTintedAndABadge() {
        MainActor.assumeIsolated {
            // A solid 20 × 20 template: its pixels become exactly the tab's colour.
            let square = UIImage(cgImage: makeImage(width: 20, height: 20) { _, _ in .black })
            let tabs = UITabBarController()
            let controllers = (0..<3).map { i -> UIViewController in
                let controller = UIViewController()
                controller.view.backgroundColor = .white
                controller.tabBarItem = UITabBarItem(title: nil, image: square, tag: i)
                return controller
            }
            controllers[1].tabBarItem.badgeValue = "3"
            tabs.viewControllers = controllers
            let window = makeRenderWindow(width: 300, height: 200)
            window.rootViewController = tabs
            spinMainRunLoop()
            var image = renderedImage(of: window)
            // The bar starts at 200 − 49 = 151; the hairline is the row above it.
            assertPixel(image, 5, 149, .white)
            assertPixel(image, 5, 150, Self.hairlineOverWhite, tolerance: 2)
            assertPixel(image, 5, 151, Self.barGray)
            assertPixel(image, 5, 199, Self.barGray)
            // Each tab is 100 wide; its image is centred, its top 4 + (30 − 20) / 2 below the bar's top.
            let imageTop = 151 + 4 + 5
            assertPixel(image, 50, imageTop + 10, Self.blue, "the selected tab is tinted")
            assertPixel(image, 150, imageTop + 10, RGBA(142, 142, 147), "the others are gray")
            assertPixel(image, 250, imageTop + 10, RGBA(142, 142, 147))
            assertPixel(image, 39, imageTop + 10, Self.barGray, "the image is 20 wide: 140...159 is the middle tab's")
            assertPixel(image, 50, imageTop - 1, Self.barGray)
            // The badge: 18 high, from 2 above the image, its left 6 right of the image's centre (156).
            let badgeColor = RGBA(255, 59, 48)
            assertPixel(image, 156 + 3, imageTop - 2 + 9, badgeColor, tolerance: 4, "left of the badge's digit")
            assertPixel(image, 156 + 9, imageTop - 2 + 1, badgeColor, tolerance: 40, "near the badge's top")
            assertPixel(image, 156 + 9, imageTop - 4, Self.barGray, "above the badge")

            tabs.selectedIndex = 2
            tabs.tabBar.tintColor = .red
            spinMainRunLoop()
            image = renderedImage(of: window)
            assertPixel(image, 250, imageTop + 10, .red, "the new selection, in the bar's tint")
            assertPixel(image, 50, imageTop + 10, RGBA(142, 142, 147))
            window.isHidden = true
        }
    }
}
