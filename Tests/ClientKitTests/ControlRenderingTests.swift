import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// The standard controls rendered (real pixman compositing) against references computed
/// here from their documented geometry and iOS's light-appearance colours: fills are
/// checked everywhere away from edges, antialiased edges and the thumbs' soft shadows
/// are left out, titles are left out (the text tests cover text).
final class ControlRenderingTests: XCTestCase {
    // MARK: Colours, premultiplied over white (computed from the documented RGBA values)

    private static func over(_ r: Double, _ g: Double, _ b: Double, _ a: Double, on below: RGBA = .white) -> RGBA {
        RGBA(unit: r / 255, g / 255, b / 255, alpha: a).over(below)
    }
    private static let green = RGBA(52, 199, 89)
    private static let blue = RGBA(0, 122, 255)
    /// The secondary system fill (a switch's off track).
    private static let offTrack = over(120, 120, 128, 0.16)
    /// The system fill (a slider's and a progress bar's track).
    private static let track = over(120, 120, 128, 0.2)
    /// The tertiary system fill (segmented control and stepper backgrounds).
    private static let background = over(118, 118, 128, 0.12)
    /// The shade under a touch, over that background.
    private static let pressed = over(0, 0, 0, 0.06, on: background)

    // MARK: Shapes (signed distances: negative inside)

    private static func roundedRect(_ r: CGRect, _ radius: CGFloat) -> (Double, Double) -> Double {
        { x, y in
            let half = (Double(r.width) / 2 - Double(radius), Double(r.height) / 2 - Double(radius))
            let q = (abs(x - Double(r.midX)) - half.0, abs(y - Double(r.midY)) - half.1)
            return hypot(max(q.0, 0), max(q.1, 0)) + min(max(q.0, q.1), 0) - Double(radius)
        }
    }

    /// Paints a thumb: its edge and shadow band (from 2 points inside the thumb to 3.5
    /// outside a shape 2 points larger and 2.5 lower) as "any value", the rest of its
    /// inside as `color`.
    private static func paintThumb(_ canvas: inout ReferenceCanvas, _ rect: CGRect, radius: CGFloat? = nil, _ color: RGBA) {
        let radius = radius ?? rect.height / 2
        let shape = roundedRect(rect, radius)
        let shadow = roundedRect(rect.insetBy(dx: -2, dy: -2).offsetBy(dx: 0, dy: 2.5), radius + 2)
        canvas.ignore { x, y in
            let p = (Double(x) + 0.5, Double(y) + 0.5)
            return shadow(p.0, p.1) < 1.5 && shape(p.0, p.1) > -2
        }
        canvas.paint(color) { x, y in shape(x, y) + 2 }
    }

    @MainActor
    private static func render(_ control: UIView, width: Int, height: Int) -> (UIWindow, PixmanImage) {
        let window = makeRenderWindow(width: width, height: height)
        window.addSubview(control)
        spinMainRunLoop()
        return (window, renderedImage(of: window))
    }

    // MARK: UISwitch

    /// The expected switch at (10, 10): the track capsule in `trackColor` (edges left
    /// out), the thumb (27 points, or 35 stretched) on the `on` side.
    private static func switchReference(on: Bool, stretched: Bool = false, track trackColor: RGBA,
                                        thumb: RGBA = .white) -> ReferenceCanvas {
        var canvas = ReferenceCanvas(width: 71, height: 51, background: .white)
        let trackRect = CGRect(x: 10, y: 10, width: 51, height: 31)
        canvas.paint(trackColor, tolerance: 1, distance: roundedRect(trackRect, 15.5))
        let width: CGFloat = stretched ? 35 : 27
        let x: CGFloat = on ? 10 + 51 - 2 - width : 12
        paintThumb(&canvas, CGRect(x: x, y: 12, width: width, height: 27), thumb)
        return canvas
    }

    func testSwitchOffAndOn() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            var (window, image) = Self.render(toggle, width: 71, height: 51)
            assertImage(image, matches: Self.switchReference(on: false, track: Self.offTrack), name: "switch-off")
            toggle.isOn = true
            spinMainRunLoop()
            image = renderedImage(of: window)
            assertImage(image, matches: Self.switchReference(on: true, track: Self.green), name: "switch-on")
            toggle.onTintColor = .red
            toggle.thumbTintColor = .blue
            spinMainRunLoop()
            image = renderedImage(of: window)
            assertImage(image, matches: Self.switchReference(on: true, track: .red, thumb: .blue), name: "switch-tinted")
        }
    }

    func testAPressedSwitchStretchesItsThumb() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            toggle.isOn = true
            let (window, _) = Self.render(toggle, width: 71, height: 51)
            window.makeKeyAndVisible()
            let finger = Finger(window, at: CGPoint(x: 45, y: 25))
            spinMainRunLoop()
            assertImage(renderedImage(of: window), matches: Self.switchReference(on: true, stretched: true, track: Self.green),
                        name: "switch-pressed")
            finger.cancel()
        }
    }

    // MARK: UISlider

    func testSliderTrackSplitsAtTheValue() {
        MainActor.assumeIsolated {
            let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 228, height: 31))
            slider.value = 0.25
            let (window, image) = Self.render(slider, width: 248, height: 51)
            // The track: 4 points high at y 23.5 ... 27.5, split at the thumb's centre,
            // 14 + 50 points in: x 74.
            func reference(split: CGFloat, minimum: RGBA) -> ReferenceCanvas {
                var canvas = ReferenceCanvas(width: 248, height: 51, background: .white)
                let track = CGRect(x: 10, y: 23.5, width: 228, height: 4)
                let shape = Self.roundedRect(track, 2)
                canvas.paint(Self.track, tolerance: 1) { x, y in max(shape(x, y), Double(split) - x) }
                canvas.paint(minimum, tolerance: 1) { x, y in max(shape(x, y), x - Double(split)) }
                Self.paintThumb(&canvas, CGRect(x: split - 14, y: 11.5, width: 28, height: 28), .white)
                return canvas
            }
            assertImage(image, matches: reference(split: 74, minimum: Self.blue), name: "slider-quarter")
            slider.value = 0.75
            slider.minimumTrackTintColor = .red
            spinMainRunLoop()
            assertImage(renderedImage(of: window), matches: reference(split: 174, minimum: .red), name: "slider-three-quarters")
        }
    }

    // MARK: UISegmentedControl

    func testSegmentedControlSelectedAndPressedSegments() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["One", "Two", "Three"])
            control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
            control.selectedSegmentIndex = 1
            let (window, _) = Self.render(control, width: 320, height: 52)
            window.makeKeyAndVisible()
            let finger = Finger(window, at: CGPoint(x: 260, y: 26))   // pressing "Three"
            spinMainRunLoop()
            let image = renderedImage(of: window)

            var canvas = ReferenceCanvas(width: 320, height: 52, background: .white)
            let bounds = CGRect(x: 10, y: 10, width: 300, height: 32)
            canvas.paint(Self.background, tolerance: 1, distance: Self.roundedRect(bounds, 9))
            // Segments 100 wide; the pressed one shaded inside its 2-point inset.
            canvas.paint(Self.pressed, tolerance: 1, distance: Self.roundedRect(CGRect(x: 212, y: 12, width: 96, height: 28), 7))
            Self.paintThumb(&canvas, CGRect(x: 112, y: 12, width: 96, height: 28), radius: 7, .white)
            // The separator between segments 0 and 1 is hidden by the selection: nothing
            // at x 110 but the background. Titles are left out.
            canvas.ignore { x, y in
                y >= 17 && y < 35 && [60, 160, 260].contains { abs(x - $0) < 24 }
            }
            assertImage(image, matches: canvas, name: "segmented-selected-pressed")
            finger.cancel()

            // Nothing selected or pressed: separators at the segment borders.
            control.selectedSegmentIndex = UISegmentedControl.noSegment
            spinMainRunLoop()
            let plain = renderedImage(of: window)
            let separator = Self.over(142, 142, 147, 0.3, on: Self.background)
            for x in [110, 210] {
                assertPixel(plain, x, 26, separator, "a separator at \(x)")
                assertPixel(plain, x, 14, Self.background, "separators stop 8 points short of the edges")
            }
            assertPixel(plain, 160, 14, Self.background)
        }
    }

    // MARK: UIStepper

    func testStepperGlyphsAndThePressedHalf() {
        MainActor.assumeIsolated {
            let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
            stepper.value = 0
            let (window, _) = Self.render(stepper, width: 114, height: 52)
            window.makeKeyAndVisible()
            stepper.autorepeat = false
            let finger = Finger(window, at: CGPoint(x: 80, y: 26))   // + pressed: value 1
            spinMainRunLoop()
            let image = renderedImage(of: window)

            var canvas = ReferenceCanvas(width: 114, height: 52, background: .white)
            let box = CGRect(x: 10, y: 10, width: 94, height: 32)
            canvas.paint(Self.background, tolerance: 1, distance: Self.roundedRect(box, 8))
            let rightHalf = Self.roundedRect(box, 8)
            canvas.paint(Self.pressed, tolerance: 1) { x, y in max(rightHalf(x, y), 57 - x) }
            canvas.fill(CGRect(x: 56, y: 17, width: 1, height: 18), Self.over(142, 142, 147, 0.3, on: Self.background),
                        tolerance: 1)
            // − centred at (34, 26) (23.5 rounded), + at (81, 26) (70.5 rounded): 14 × 2 bars.
            canvas.fill(CGRect(x: 27, y: 25, width: 14, height: 2), .black)
            canvas.fill(CGRect(x: 74, y: 25, width: 14, height: 2), .black)
            canvas.fill(CGRect(x: 80, y: 19, width: 2, height: 6), .black)
            canvas.fill(CGRect(x: 80, y: 27, width: 2, height: 6), .black)
            assertImage(image, matches: canvas, name: "stepper-plus-pressed")
            finger.lift()

            // At the minimum the − glyph is in the tertiary label colour.
            stepper.value = 0
            spinMainRunLoop()
            assertPixel(renderedImage(of: window), 34, 25, Self.over(60, 60, 67, 0.3, on: Self.background))
        }
    }

    // MARK: UIProgressView, UIPageControl, UIActivityIndicatorView

    func testProgressBarFillsItsShareFromTheLeft() {
        MainActor.assumeIsolated {
            let bar = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
            bar.progress = 0.3
            let (_, image) = Self.render(bar, width: 220, height: 24)
            var canvas = ReferenceCanvas(width: 220, height: 24, background: .white)
            let shape = Self.roundedRect(CGRect(x: 10, y: 10, width: 200, height: 4), 2)
            canvas.paint(Self.track, tolerance: 1) { x, y in max(shape(x, y), 70 - x) }
            canvas.paint(Self.blue, tolerance: 1) { x, y in max(shape(x, y), x - 70) }
            assertImage(image, matches: canvas, name: "progress-30")
        }
    }

    func testPageControlDots() {
        MainActor.assumeIsolated {
            let control = UIPageControl(frame: CGRect(x: 10, y: 10, width: 100, height: 37))
            control.numberOfPages = 3
            control.currentPage = 2
            control.pageIndicatorTintColor = .red
            control.currentPageIndicatorTintColor = .black
            let (_, image) = Self.render(control, width: 120, height: 57)
            // 39 points of dots centred on x 60: centres at 44, 60, 76 on y 28.5.
            var canvas = ReferenceCanvas(width: 120, height: 57, background: .white)
            for (x, color) in [(44.0, RGBA.red), (60, .red), (76, .black)] {
                canvas.paint(color, tolerance: 1) { px, py in hypot(px - x, py - 28.5) - 3.5 }
            }
            assertImage(image, matches: canvas, name: "page-control")
        }
    }

    func testActivityIndicatorSpokesFadeBehindTheLeadingOne() {
        MainActor.assumeIsolated {
            let indicator = UIActivityIndicatorView(style: .large)
            indicator.frame.origin = CGPoint(x: 10, y: 10)
            indicator.color = .black
            indicator.hidesWhenStopped = false
            let (_, image) = Self.render(indicator, width: 57, height: 57)
            // Centre (28.5, 28.5); the leading spoke (0) points up, spoke 4 down at
            // 1 − 0.7 × 4/7 = 60%, spoke 2 right at 1 − 0.7 × 6/7 = 40%.
            assertPixel(image, 28, 14, .black, tolerance: 4)
            assertPixel(image, 28, 42, Self.over(0, 0, 0, 0.6), tolerance: 4)
            assertPixel(image, 42, 28, Self.over(0, 0, 0, 0.4), tolerance: 4)
            assertPixel(image, 28, 28, .white, tolerance: 0, "nothing in the middle")
        }
    }
}
