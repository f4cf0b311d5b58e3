import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// A popover rendered: a white panel with an arrow to its source over undimmed content.
final class PopoverRenderingTests: XCTestCase {
    private static let gray = RGBA(128, 128, 128)

    func testThePanelAndItsArrowAreDrawnOverTheUndimmedContent() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            root.view.backgroundColor = UIColor(white: 128 / 255, alpha: 1)
            let window = makeRenderWindow(width: 400, height: 300)
            window.rootViewController = root
            let source = UIView(frame: CGRect(x: 180, y: 40, width: 40, height: 20))
            root.view.addSubview(source)
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 200, height: 100)
            content.popoverPresentationController?.sourceView = source
            root.present(content, animated: false)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            // The panel: x 100...300, y 73...173 (13 below the source's bottom at 60).
            assertPixel(image, 200, 120, RGBA(255, 255, 255), "inside the panel")
            assertPixel(image, 105, 120, RGBA(255, 255, 255), "near its left edge")
            assertPixel(image, 50, 120, Self.gray, "outside: not dimmed")
            assertPixel(image, 101, 74, Self.gray, tolerance: 40, "the rounded corner leaves the background")
            // The arrow: from the tip (200, 60) down to its 26-point base on the panel's top.
            assertPixel(image, 200, 66, RGBA(255, 255, 255), tolerance: 10, "the arrow's middle")
            assertPixel(image, 190, 62, Self.gray, tolerance: 10, "beside the arrow's tip")
            window.isHidden = true
        }
    }
}
