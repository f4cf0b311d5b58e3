import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UIButton: state tables and their fallback, sizing and layout, primary actions, and
/// the normal and highlighted looks rendered (expected pixels computed here).
final class UIButtonTests: XCTestCase {
    @MainActor
    private static func solid(_ color: RGBA, width: Int, height: Int) -> UIImage {
        UIImage(cgImage: makeImage(width: width, height: height) { _, _ in color })
    }

    // MARK: State tables

    func testTheSystemKindsComeWithTheirImages() {
        MainActor.assumeIsolated {
            for type in [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd, .close] {
                let button = UIButton(type: type)
                XCTAssertNotNil(button.image(for: .normal), "\(type)")
                XCTAssertEqual(button.currentImage?.renderingMode, .alwaysTemplate, "\(type): drawn in the tint colour")
                XCTAssertNil(button.currentTitle)
                button.sizeToFit()
                XCTAssertGreaterThan(button.bounds.width, 0, "\(type) sizes to its image")
                button.setImage(nil, for: .normal)
                XCTAssertNil(button.currentImage, "an app can take it away")
            }
            XCTAssertNil(UIButton(type: .system).currentImage)
            XCTAssertNil(UIButton(type: .custom).currentImage)
            XCTAssertNil(UIButton(frame: .zero).currentImage)
        }
    }

    func testStateFallsBackToNormal() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            button.setTitle("Normal", for: .normal)
            button.setTitle("Pressed", for: .highlighted)
            button.setTitle("On", for: .selected)
            XCTAssertEqual(button.currentTitle, "Normal")
            XCTAssertEqual(button.title(for: .disabled), "Normal")
            button.isHighlighted = true
            XCTAssertEqual(button.currentTitle, "Pressed")
            XCTAssertEqual(button.titleLabel?.text, "Pressed")
            button.isHighlighted = false
            button.isSelected = true
            XCTAssertEqual(button.currentTitle, "On")
            // Selected and highlighted falls back to normal, not to selected (as UIKit).
            button.isHighlighted = true
            XCTAssertEqual(button.currentTitle, "Normal")
            button.setTitle("Both", for: [.selected, .highlighted])
            XCTAssertEqual(button.currentTitle, "Both")
            button.setTitle(nil, for: [.selected, .highlighted])
            XCTAssertEqual(button.currentTitle, "Normal")

            let image = Self.solid(.red, width: 4, height: 4), pressed = Self.solid(.blue, width: 4, height: 4)
            button.setImage(image, for: .normal)
            button.setImage(pressed, for: .highlighted)
            button.isSelected = false
            XCTAssertTrue(button.currentImage === pressed)
            XCTAssertTrue(button.imageView?.image === pressed)
            button.isHighlighted = false
            XCTAssertTrue(button.currentImage === image)
            XCTAssertNil(button.currentBackgroundImage)
        }
    }

    func testDefaultTitleColoursByType() {
        MainActor.assumeIsolated {
            let custom = UIButton(type: .custom)
            XCTAssertEqual(custom.currentTitleColor, .white)
            let system = UIButton(type: .system)
            XCTAssertEqual(system.buttonType, .system)
            XCTAssertEqual(system.currentTitleColor, UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
            system.isEnabled = false
            XCTAssertEqual(system.state, .disabled)
            XCTAssertEqual(system.currentTitleColor, UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1))
            system.setTitleColor(.red, for: .normal)
            XCTAssertEqual(system.currentTitleColor, .red, "a colour set for .normal is the fallback")
            system.setTitle("Go", for: .normal)
            XCTAssertEqual(system.titleLabel?.textColor, .red)
            XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
        }
    }

    func testSizeThatFitsAndLayout() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setImage(Self.solid(.red, width: 12, height: 20), for: .normal)
            button.setTitle("Title", for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 6, bottom: 2, right: 8)
            let title = button.titleLabel!.sizeThatFits(.zero)
            XCTAssertGreaterThan(title.width, 0)
            let fit = button.sizeThatFits(.zero)
            XCTAssertEqual(fit.width, (12 + title.width + 14).rounded(.up))
            XCTAssertEqual(fit.height, (Swift.max(20, title.height) + 6).rounded(.up))
            XCTAssertEqual(button.intrinsicContentSize, fit)
            button.sizeToFit()
            XCTAssertEqual(button.bounds.size, fit)

            button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            button.layoutIfNeeded()
            // Content rect: x 6…192, y 4…48; the pair is centred in it, image first.
            let image = button.imageView!.frame, label = button.titleLabel!.frame
            XCTAssertEqual(image.size, CGSize(width: 12, height: 20))
            XCTAssertEqual(image.maxX, label.minX, accuracy: 0.001)
            XCTAssertEqual((image.minX + label.maxX) / 2, 99, accuracy: 1)
            XCTAssertEqual(image.midY, 26, accuracy: 0.5)
            XCTAssertEqual(label.midY, 26, accuracy: 0.5)

            button.contentHorizontalAlignment = .left
            button.layoutIfNeeded()
            XCTAssertEqual(button.imageView!.frame.minX, 6)
        }
    }

    func testTapSendsPrimaryActionTriggered() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var log: [String] = []
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in log.append("primary") })
            XCTAssertEqual(button.currentTitle, "Save")
            button.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
            window.addSubview(button)
            window.makeKeyAndVisible()
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 50, y: 30), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(button.isHighlighted)
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 50, y: 30), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(log, ["primary", "upInside"])
            XCTAssertFalse(button.isHighlighted)
        }
    }

    // MARK: Rendering

    /// A white 100×80 window with an 80×40 button at (10, 20): a red 4×4 background image
    /// (stretched over the bounds) and a green 10×10 image, centred at (45, 35) in the window.
    @MainActor
    private static func makeImageButton(_ type: UIButton.ButtonType) -> (UIWindow, UIButton) {
        let window = makeRenderWindow()
        let button = UIButton(type: type)
        button.setBackgroundImage(solid(.red, width: 4, height: 4), for: .normal)
        button.setImage(solid(.green, width: 10, height: 10), for: .normal)
        button.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
        window.addSubview(button)
        spinMainRunLoop()
        return (window, button)
    }

    @MainActor
    private static func expected(background: RGBA, image: RGBA) -> ReferenceCanvas {
        var canvas = ReferenceCanvas(width: 100, height: 80, background: .white)
        canvas.fill(CGRect(x: 10, y: 20, width: 80, height: 40), background)
        canvas.fill(CGRect(x: 45, y: 35, width: 10, height: 10), image)
        return canvas
    }

    func testCustomButtonDarkensItsImagesWhileHighlighted() {
        MainActor.assumeIsolated {
            let (window, button) = Self.makeImageButton(.custom)
            assertImage(renderedImage(of: window), matches: Self.expected(background: .red, image: .green),
                        name: "button-custom-normal")
            // Highlight through a real touch down.
            window.makeKeyAndVisible()
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 20, y: 30), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(button.isHighlighted)
            spinMainRunLoop()
            // Colour scaled to two thirds: 255 → 170.
            assertImage(renderedImage(of: window),
                        matches: Self.expected(background: RGBA(170, 0, 0), image: RGBA(0, 170, 0)),
                        name: "button-custom-highlighted")
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 20, y: 30), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            spinMainRunLoop()
            assertImage(renderedImage(of: window), matches: Self.expected(background: .red, image: .green),
                        name: "button-custom-released")
        }
    }

    func testCustomButtonShowsAnExplicitHighlightedImageAsIs() {
        MainActor.assumeIsolated {
            let (window, button) = Self.makeImageButton(.custom)
            button.setImage(Self.solid(.blue, width: 10, height: 10), for: .highlighted)
            button.isHighlighted = true
            spinMainRunLoop()
            assertImage(renderedImage(of: window), matches: Self.expected(background: RGBA(170, 0, 0), image: .blue),
                        name: "button-custom-explicit-highlight")
        }
    }

    func testSystemButtonFadesItsImageWhileHighlighted() {
        MainActor.assumeIsolated {
            let (window, button) = Self.makeImageButton(.system)
            assertImage(renderedImage(of: window), matches: Self.expected(background: .red, image: .green),
                        name: "button-system-normal")
            button.isHighlighted = true
            spinMainRunLoop()
            // Green at 20% over the red background; the background itself is unchanged.
            let faded = RGBA.green.faded(0.2).over(.red)
            assertImage(renderedImage(of: window), matches: Self.expected(background: .red, image: faded),
                        name: "button-system-highlighted")
        }
    }

    func testDisabledCustomButtonFadesItsImages() {
        MainActor.assumeIsolated {
            let (window, button) = Self.makeImageButton(.custom)
            button.isEnabled = false
            spinMainRunLoop()
            let background = RGBA.red.faded(0.5).over(.white)
            assertImage(renderedImage(of: window),
                        matches: Self.expected(background: background, image: RGBA.green.faded(0.5).over(background)),
                        name: "button-custom-disabled")
        }
    }

    func testSystemTitleInkAndHighlight() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let button = UIButton(type: .system)
            button.setTitle("Hello", for: .normal)
            button.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
            window.addSubview(button)
            spinMainRunLoop()
            let titleFrame = button.convert(button.titleLabel!.frame, to: window)
            XCTAssertGreaterThan(titleFrame.width, 10)
            XCTAssertEqual(titleFrame.midX, 50, accuracy: 1, "the title is centred")
            XCTAssertEqual(titleFrame.midY, 40, accuracy: 1)

            /// The largest difference from white inside `area`, and the pixels that differ
            /// outside it.
            func ink(_ image: PixmanImage, in area: CGRect) -> (maximum: Int, bluest: RGBA?, outside: Int) {
                var maximum = 0, outside = 0
                var bluest: RGBA?
                for y in 0..<80 {
                    for x in 0..<100 {
                        let p = RGBA(pixel: image.pixel(x: x, y: y))
                        let d = Swift.max(255 - p.r, 255 - p.g, 255 - p.b)
                        if area.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                            if d > maximum { maximum = d; bluest = p }
                        } else if d > 0 {
                            outside += 1
                        }
                    }
                }
                return (maximum, bluest, outside)
            }
            let normal = ink(renderedImage(of: window), in: titleFrame)
            XCTAssertGreaterThan(normal.maximum, 150, "the title has ink")
            XCTAssertEqual(normal.outside, 0, "nothing drawn outside the title")
            if let p = normal.bluest { XCTAssertGreaterThan(p.b, p.r + 100, "system blue: \(p)") }

            button.isHighlighted = true
            spinMainRunLoop()
            let highlighted = ink(renderedImage(of: window), in: titleFrame)
            XCTAssertGreaterThan(highlighted.maximum, 0, "the title is still there")
            // At 20% opacity no pixel can be further than 20% of the way from white.
            XCTAssertLessThanOrEqual(highlighted.maximum, Int((Double(normal.maximum) * 0.2).rounded(.up)) + 2)
        }
    }

    func testResizableBackgroundImageKeepsItsCorners() {
        MainActor.assumeIsolated {
            // 9×9 in 3×3 blocks with caps of 3: in a 60×30 button the corner blocks stay 3×3.
            let colors: [[RGBA]] = [[.red, .green, .blue], [.yellow, .cyan, .magenta], [.black, RGBA(128, 0, 0), RGBA(0, 0, 128)]]
            let background = UIImage(cgImage: makeImage(width: 9, height: 9) { x, y in colors[y / 3][x / 3] })
                .resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
            let window = makeRenderWindow()
            let button = UIButton(type: .custom)
            button.setBackgroundImage(background, for: .normal)
            button.frame = CGRect(x: 20, y: 30, width: 60, height: 30)
            window.addSubview(button)
            spinMainRunLoop()
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            let xs: [CGFloat] = [20, 23, 77, 80], ys: [CGFloat] = [30, 33, 57, 60]
            for row in 0..<3 {
                for column in 0..<3 {
                    expected.fill(CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
                                         height: ys[row + 1] - ys[row]), colors[row][column])
                }
            }
            assertImage(renderedImage(of: window), matches: expected, name: "button-resizable-background")
        }
    }
}
