import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// An alert and a sheet rendered (real pixman compositing), checked at places computed
/// from iOS's metrics: the dimmed window, the panel centred and 270 wide, the hairline
/// over the buttons, the buttons' colours; a sheet as a card over a dimmer window.
final class AlertRenderingTests: XCTestCase {
    /// The panel's colour, white 0.97 (247.35).
    private static let panel = RGBA(247, 247, 247)
    /// White under black at 20%: 255 × 0.8.
    private static let dimmedWhite = RGBA(204, 204, 204)

    func testTheAlertIsCentredOverADimmedWindow() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            root.view.backgroundColor = .white
            let window = makeRenderWindow(width: 320, height: 480)
            window.rootViewController = root
            let alert = UIAlertController(title: "Sign Out?", message: "You can sign in again.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
            root.present(alert, animated: false)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            for (x, y) in [(2, 2), (317, 2), (2, 477), (160, 30), (160, 450)] {
                assertPixel(image, x, y, Self.dimmedWhite, tolerance: 1, "dimmed")
            }
            // The panel: 270 wide, centred → x 25...294. Its rows along x = 39 (past the
            // 14-point corner, left of any text) tell its height; it is centred on y 240.
            let rows = pixelBounds(in: image, CGRect(x: 39, y: 0, width: 1, height: 480)) { !close($0, Self.dimmedWhite, 1) }
            XCTAssertNotNil(rows)
            guard let rows else { return }
            XCTAssertEqual(rows.midY, 240, accuracy: 1, "centred vertically: \(rows)")
            let middle = Int(rows.midY)
            let columns = pixelBounds(in: image, CGRect(x: 0, y: middle, width: 320, height: 1)) { !close($0, Self.dimmedWhite, 1) }
            XCTAssertEqual(columns, CGRect(x: 25, y: middle, width: 270, height: 1), "270 wide, centred")
            assertPixel(image, 39, Int(rows.minY) + 3, Self.panel)
            // Two buttons side by side, 44 high, under a hairline: the separator colour
            // (60, 60, 67 at 29%) over the panel.
            let buttonsTop = Int(rows.maxY) - 44   // maxY is past the last row
            let hairline = RGBA(Int((60 * 0.29 + 247 * 0.71).rounded()), Int((60 * 0.29 + 247 * 0.71).rounded()),
                                Int((67 * 0.29 + 247 * 0.71).rounded()))
            assertPixel(image, 39, buttonsTop, hairline, tolerance: 2, "the hairline over the buttons")
            assertPixel(image, 160, buttonsTop + 22, hairline, tolerance: 2, "the hairline between them")
            assertPixel(image, 39, buttonsTop + 1, Self.panel)
            let buttons = CGRect(x: 25, y: buttonsTop + 2, width: 270, height: 40)
            let blue = pixelBounds(in: image, buttons) { $0.b > 200 && $0.r < 80 && $0.g > 80 && $0.g < 160 }
            let red = pixelBounds(in: image, buttons) { $0.r > 200 && $0.g < 120 && $0.b < 110 }
            XCTAssertNotNil(blue)
            XCTAssertNotNil(red)
            if let blue, let red {
                XCTAssertLessThan(blue.maxX, 160, "Cancel, blue, on the left")
                XCTAssertGreaterThan(red.minX, 160, "Sign Out, red, on the right")
                XCTAssertEqual(blue.midX, 92.5, accuracy: 3, "centred in its half")
                XCTAssertEqual(red.midX, 227.5, accuracy: 3, "centred in its half")
            }
            window.isHidden = true
        }
    }

    func testASheetIsACardOverTheDimmedWindow() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            root.view.backgroundColor = .white
            let window = makeRenderWindow(width: 320, height: 240)
            window.rootViewController = root
            let sheet = UIViewController()
            sheet.view.backgroundColor = .white
            root.present(sheet, animated: false)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            // White under black at 40%: 255 × 0.6 = 153.
            let dimmed = RGBA(153, 153, 153)
            assertPixel(image, 160, 5, dimmed, tolerance: 1, "above the card")
            assertPixel(image, 0, 10, dimmed, tolerance: 1, "the card's rounded corner")
            assertPixel(image, 160, 10, .white, "the card starts 10 below the top")
            assertPixel(image, 0, 30, .white, "past the corner")
            assertPixel(image, 319, 239, .white, "to the bottom, square there")
            window.isHidden = true
        }
    }
}
