import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UISegmentedControl: segments, selection, sizes and `.valueChanged` on a user's tap.
final class UISegmentedControlTests: XCTestCase {
    /// The width of `title` as the control measures a segment's content: the wider of
    /// its regular and semibold 13-point renderings.
    @MainActor
    private static func titleWidth(_ title: String) -> CGFloat {
        let regular = (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width
        let bold = (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)]).width
        return Swift.max(regular, bold)
    }

    func testItemsMakeSegmentsAndTheControlFitsThem() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }
            let control = UISegmentedControl(items: ["One", "Three", image, 42])
            XCTAssertEqual(control.numberOfSegments, 3, "strings and images; other items are skipped")
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(UISegmentedControl.noSegment, -1)
            XCTAssertEqual(control.titleForSegment(at: 1), "Three")
            XCTAssertNil(control.titleForSegment(at: 2))
            XCTAssertTrue(control.imageForSegment(at: 2) === image)
            XCTAssertFalse(control.isMomentary)
            // Equal widths: the widest content plus 12 points each side, three times.
            let widest = Swift.max(Self.titleWidth("One"), Self.titleWidth("Three"), 20) + 24
            XCTAssertEqual(control.intrinsicContentSize, CGSize(width: (3 * widest).rounded(.up), height: 32))
            XCTAssertEqual(control.frame.size, control.intrinsicContentSize)
            control.apportionsSegmentWidthsByContent = true
            let apportioned = Self.titleWidth("One") + 24 + Self.titleWidth("Three") + 24 + 20 + 24
            XCTAssertEqual(control.intrinsicContentSize.width, apportioned.rounded(.up))
        }
    }

    func testInsertingAndRemovingSegmentsKeepsTheSelectedOne() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            let events = ControlEvents(control)
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Z", at: 10, animated: false)
            XCTAssertEqual(control.titleForSegment(at: 3), "Z", "pinned to the end")
            control.insertSegment(withTitle: "Y", at: -3, animated: true)
            XCTAssertEqual(control.titleForSegment(at: 0), "Y", "pinned to the start")
            XCTAssertEqual(control.selectedSegmentIndex, 2, "B moved right")
            XCTAssertEqual(control.titleForSegment(at: control.selectedSegmentIndex), "B")
            control.removeSegment(at: 0, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            control.removeSegment(at: 9, animated: false)
            XCTAssertEqual(control.numberOfSegments, 4, "out of range: nothing")
            control.removeSegment(at: 1, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "the selected one went")
            control.selectedSegmentIndex = 0
            control.removeAllSegments()
            XCTAssertEqual(control.numberOfSegments, 0)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(events.count, 0)
        }
    }

    func testTitlesImagesEnablingAndWidths() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["A", "B"])
            control.setTitle("First", forSegmentAt: 0)
            XCTAssertEqual(control.titleForSegment(at: 0), "First")
            let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
            control.setImage(image, forSegmentAt: 1)
            XCTAssertNil(control.titleForSegment(at: 1), "an image replaces the title")
            control.setTitle("x", forSegmentAt: 5)
            XCTAssertNil(control.titleForSegment(at: 5))
            XCTAssertTrue(control.isEnabledForSegment(at: 1))
            control.setEnabled(false, forSegmentAt: 1)
            XCTAssertFalse(control.isEnabledForSegment(at: 1))
            XCTAssertFalse(control.isEnabledForSegment(at: 7))
            control.selectedSegmentIndex = 5
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "out of range selects nothing")
            XCTAssertEqual(control.widthForSegment(at: 0), 0)
            control.setWidth(50, forSegmentAt: 0)
            XCTAssertEqual(control.widthForSegment(at: 0), 50)
            control.frame = CGRect(x: 0, y: 0, width: 250, height: 32)
            XCTAssertEqual(control._segmentFrames.map(\.width), [50, 200], "the rest goes to the others")
        }
    }

    func testATapSelectsASegmentAndSendsValueChangedWhenItChanged() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.frame = CGRect(x: 0, y: 10, width: 300, height: 32)
            let window = showInWindow(control)
            let events = ControlEvents(control)
            let finger = Finger(window, at: CGPoint(x: 150, y: 25))
            XCTAssertEqual(control._highlightedSegment, 1, "the touched segment is shaded")
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "selected when the touch lifts")
            finger.lift()
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertEqual(events.count, 1)
            tap(window, CGPoint(x: 120, y: 25), time: 3)
            XCTAssertEqual(events.count, 1, "the selected segment again: no change, no event")
            // Sliding onto another segment before lifting selects that one.
            let slide = Finger(window, at: CGPoint(x: 150, y: 25), time: 5)
            slide.move(to: CGPoint(x: 250, y: 25))
            slide.lift()
            XCTAssertEqual(control.selectedSegmentIndex, 2)
            XCTAssertEqual(events.count, 2)
            control.setEnabled(false, forSegmentAt: 0)
            tap(window, CGPoint(x: 50, y: 25), time: 7)
            XCTAssertEqual(control.selectedSegmentIndex, 2, "a disabled segment is not selected")
            XCTAssertEqual(events.count, 2)
        }
    }

    func testAMomentaryControlSendsEveryTapAndShowsNoSelection() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.frame = CGRect(x: 0, y: 10, width: 300, height: 32)
            control.isMomentary = true
            let window = showInWindow(control)
            var seen: [Int] = []
            control.addAction(UIAction { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
            tap(window, CGPoint(x: 50, y: 25))
            tap(window, CGPoint(x: 50, y: 25), time: 3)
            tap(window, CGPoint(x: 250, y: 25), time: 5)
            XCTAssertEqual(seen, [0, 0, 2])
        }
    }
}
