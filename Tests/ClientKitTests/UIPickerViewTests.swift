import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// `UIPickerView` as Apple documents it: components and rows from the data source, titles,
/// attributed titles or views and sizes from the delegate, `selectRow` without
/// `didSelectRow`, and the user's drags and taps selecting rows.
final class UIPickerViewTests: XCTestCase {
    /// The window last shown, kept alive (the application holds windows weakly).
    @MainActor private static var shownWindow: UIWindow?

    /// A 300×216 picker filling a shown window, with `model` as data source and delegate.
    @MainActor
    private static func makePicker(_ model: RecordingPickerModel) -> (UIWindow, UIPickerView) {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = model
        picker.delegate = model
        let window = showInWindow(picker, width: 300, height: 216)
        shownWindow = window
        spinMainRunLoop()
        return (window, picker)
    }

    /// The title shown by row `row` of `component`, if that row is on screen.
    @MainActor
    private static func shownTitle(_ picker: UIPickerView, _ row: Int, _ component: Int) -> String? {
        guard let label = picker._wheels[component]._rowViews[row]?.content as? UILabel else { return nil }
        return label.attributedText?.string ?? label.text
    }

    // MARK: Defaults and the data source

    func testDefaultsWithoutADataSource() {
        MainActor.assumeIsolated {
            let picker = UIPickerView()
            XCTAssertNil(picker.dataSource)
            XCTAssertNil(picker.delegate)
            XCTAssertEqual(picker.numberOfComponents, 0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 0)
            // iOS's standard picker: 320 × 216 points.
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
            XCTAssertEqual(picker.sizeThatFits(.zero), CGSize(width: 320, height: 216))
            XCTAssertEqual(picker.sizeThatFits(CGSize(width: 500, height: 100)).height, 216)
        }
    }

    func testComponentsAndRowsComeFromTheDataSource() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [5, 3, 0])
            let (_, picker) = Self.makePicker(model)
            XCTAssertEqual(picker.numberOfComponents, 3)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 5)
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
            XCTAssertEqual(picker.numberOfRows(inComponent: 2), 0)
            XCTAssertEqual(picker.numberOfRows(inComponent: 7), 0, "no such component")
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0, "the first row until another is selected")
            XCTAssertEqual(picker.selectedRow(inComponent: 2), -1, "no rows: nothing selected")
            XCTAssertEqual(picker._wheels.count, 3)
            XCTAssertEqual(Self.shownTitle(picker, 0, 0), "0.0")
            XCTAssertEqual(Self.shownTitle(picker, 2, 1), "1.2")
            XCTAssertTrue(model.selections.isEmpty, "loading selects nothing")
        }
    }

    func testAttributedTitlesWinOverTitles() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [4])
            model.attributedTitles = true
            let (_, picker) = Self.makePicker(model)
            XCTAssertEqual(Self.shownTitle(picker, 1, 0), "attributed 0.1")
        }
    }

    func testRowViewsComeFromTheDelegateAndAreReused() {
        MainActor.assumeIsolated {
            let model = ViewPickerModel()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
            picker.dataSource = model
            picker.delegate = model
            let window = showInWindow(picker, width: 300, height: 216)
            spinMainRunLoop()
            let view = picker.view(forRow: 1, forComponent: 0)
            XCTAssertEqual((view as? UILabel)?.text, "view 1")
            XCTAssertEqual(view?.tag, 1)
            XCTAssertNil(picker.view(forRow: 40, forComponent: 0), "not on screen")
            // Scroll far: rows going off screen are handed back for reuse.
            picker.selectRow(40, inComponent: 0, animated: false)
            spinMainRunLoop()
            XCTAssertEqual(picker.view(forRow: 40, forComponent: 0)?.tag, 40)
            XCTAssertNil(picker.view(forRow: 1, forComponent: 0))
            XCTAssertGreaterThan(model.reused, 0)
            _ = window
        }
    }

    func testViewForRowIsNilWhenTheDelegateGivesTitles() {
        MainActor.assumeIsolated {
            let (_, picker) = Self.makePicker(RecordingPickerModel(rows: [4]))
            XCTAssertNil(picker.view(forRow: 0, forComponent: 0), "as documented: the delegate makes no views")
        }
    }

    // MARK: Sizes

    func testComponentsShareTheWidthAndRowsAre32PointsByDefault() {
        MainActor.assumeIsolated {
            let (_, picker) = Self.makePicker(RecordingPickerModel(rows: [5, 5, 5]))
            for component in 0..<3 {
                XCTAssertEqual(picker.rowSize(forComponent: component), CGSize(width: 100, height: 32))
                XCTAssertEqual(picker._wheels[component].frame.minX, CGFloat(component) * 100)
                XCTAssertEqual(picker._wheels[component].frame.width, 100)
            }
            XCTAssertEqual(picker.rowSize(forComponent: 3), .zero, "no such component")
        }
    }

    func testTheDelegateSizesComponentsAndRows() {
        MainActor.assumeIsolated {
            let model = SizedPickerModel(widths: [100, 60], heights: [40, 20])
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
            picker.dataSource = model
            picker.delegate = model
            let window = showInWindow(picker, width: 300, height: 216)
            spinMainRunLoop()
            XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 100, height: 40))
            XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 60, height: 20))
            // 160 points of components, centred: from x 70.
            XCTAssertEqual(picker._wheels[0].frame.minX, 70)
            XCTAssertEqual(picker._wheels[1].frame.minX, 170)
            // Row 3 of component 1 sits 20 points below row 2.
            picker.selectRow(2, inComponent: 1, animated: false)
            spinMainRunLoop()
            let row2 = picker._wheels[1]._rowViews[2]!.convert(CGPoint.zero, to: picker)
            let row3 = picker._wheels[1]._rowViews[3]!.convert(CGPoint.zero, to: picker)
            XCTAssertEqual(row3.y - row2.y, 20)
            XCTAssertEqual(row2.y + 10, 108, "the selected row is centred")
            _ = window
        }
    }

    // MARK: Selecting in code

    func testSelectRowCentresTheRowWithoutCallingDidSelectRow() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [10, 10])
            let (_, picker) = Self.makePicker(model)
            picker.selectRow(3, inComponent: 1, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 3)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            spinMainRunLoop()
            let center = picker._wheels[1]._rowViews[3]!.convert(CGPoint(x: 0, y: 16), to: picker)
            XCTAssertEqual(center.y, 108, "centred in the band")
            picker.selectRow(7, inComponent: 1, animated: true)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 7, "selected at once, while the wheel spins")
            PickerDriving.settle(picker)
            let moved = picker._wheels[1]._rowViews[7]!.convert(CGPoint(x: 0, y: 16), to: picker)
            XCTAssertEqual(moved.y, 108, accuracy: 0.001)
            picker.selectRow(12, inComponent: 1, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 7, "a row out of range is ignored")
            XCTAssertTrue(model.selections.isEmpty, "selectRow never calls didSelectRow")
        }
    }

    // MARK: The user

    func testADragByTwoRowsSelectsTwoRowsOnAndSnaps() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [10, 10])
            let (window, picker) = Self.makePicker(model)
            // Up by 2 rows and 6 points: the content follows, then snaps back to row 2.
            PickerDriving.slowDrag(window, at: CGPoint(x: 75, y: 108), by: -70)
            PickerDriving.settle(picker)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 0, "the other wheel stays")
            XCTAssertEqual(model.selectionLog, ["0:2"], "didSelectRow once")
            let center = picker._wheels[0]._rowViews[2]!.convert(CGPoint(x: 0, y: 16), to: picker)
            XCTAssertEqual(center.y, 108, accuracy: 0.001, "snapped to the band")
            // Down by one row and 20 points: two rows back (20 > half a row).
            PickerDriving.slowDrag(window, at: CGPoint(x: 75, y: 108), by: 52, time: 5)
            PickerDriving.settle(picker)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(model.selectionLog, ["0:2", "0:0"])
        }
    }

    func testADragThatEndsOnTheSameRowSelectsNothing() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [10])
            let (window, picker) = Self.makePicker(model)
            picker.selectRow(4, inComponent: 0, animated: false)
            PickerDriving.slowDrag(window, at: CGPoint(x: 150, y: 108), by: 12)
            PickerDriving.settle(picker)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
            XCTAssertTrue(model.selections.isEmpty)
            // Past the first row: it bounces back to row 0.
            PickerDriving.slowDrag(window, at: CGPoint(x: 150, y: 50), by: 160, time: 5)
            PickerDriving.settle(picker)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            XCTAssertEqual(model.selectionLog, ["0:0"])
        }
    }

    func testAFlickDeceleratesAndLandsOnARow() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [100])
            let (window, picker) = Self.makePicker(model)
            PickerDriving.flick(window, at: CGPoint(x: 150, y: 150), by: -90)
            let wheel = picker._wheels[0]
            XCTAssertTrue(wheel.isDecelerating)
            // The deceleration itself ends on the row (no jump when it stops).
            var lastMoving = wheel.contentOffset.y
            let deadline = Date().addingTimeInterval(3)
            while wheel.isDecelerating && Date() < deadline {
                lastMoving = wheel.contentOffset.y
                spinMainRunLoop(0.01)
            }
            PickerDriving.settle(picker)
            XCTAssertEqual(lastMoving, wheel.contentOffset.y, accuracy: 2, "glided onto the row")
            let row = picker.selectedRow(inComponent: 0)
            XCTAssertGreaterThan(row, 3, "the flick carried the wheel beyond the finger's 90 points")
            XCTAssertEqual(model.selectionLog, ["0:\(row)"], "didSelectRow once, at rest")
            let center = wheel._rowViews[row]!.convert(CGPoint(x: 0, y: 16), to: picker)
            XCTAssertEqual(center.y, 108, accuracy: 0.001)
        }
    }

    func testTappingARowScrollsToItAndSelectsIt() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [10, 10])
            let (window, picker) = Self.makePicker(model)
            picker.selectRow(5, inComponent: 1, animated: false)
            spinMainRunLoop()
            // Two rows below the band in component 1.
            tap(window, CGPoint(x: 225, y: 108 + 64))
            PickerDriving.settle(picker)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 7)
            XCTAssertEqual(model.selectionLog, ["1:7"])
            let center = picker._wheels[1]._rowViews[7]!.convert(CGPoint(x: 0, y: 16), to: picker)
            XCTAssertEqual(center.y, 108, accuracy: 0.001)
            // One row above, then the band itself (nothing).
            tap(window, CGPoint(x: 225, y: 108 - 30), time: 5)
            PickerDriving.settle(picker)
            tap(window, CGPoint(x: 225, y: 110), time: 9)
            PickerDriving.settle(picker)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 6)
            XCTAssertEqual(model.selectionLog, ["1:7", "1:6"])
        }
    }

    // MARK: Reloading

    func testReloadingKeepsAValidSelection() {
        MainActor.assumeIsolated {
            let model = RecordingPickerModel(rows: [10, 10])
            let (_, picker) = Self.makePicker(model)
            picker.selectRow(8, inComponent: 0, animated: false)
            picker.selectRow(6, inComponent: 1, animated: false)
            model.rows = [5, 3]
            picker.reloadComponent(0)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 5)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 4, "the last row")
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 10, "only component 0 was reloaded")
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 6)
            picker.reloadAllComponents()
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
            XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
            model.rows = [0, 3, 7]
            picker.reloadAllComponents()
            XCTAssertEqual(picker.numberOfComponents, 3)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
            XCTAssertEqual(picker.selectedRow(inComponent: 2), 0)
            model.rows = [4, 3, 7]
            picker.reloadComponent(0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 0, "rows again: the first")
            spinMainRunLoop()
            XCTAssertEqual(picker._wheels.count, 3)
            XCTAssertEqual(Self.shownTitle(picker, 0, 2), "2.0")
            XCTAssertTrue(model.selections.isEmpty, "reloading calls no didSelectRow")
        }
    }

    // MARK: Look

    func testRowsFadeAwayFromTheBand() {
        MainActor.assumeIsolated {
            let (_, picker) = Self.makePicker(RecordingPickerModel(rows: [10]))
            picker.selectRow(4, inComponent: 0, animated: false)
            spinMainRunLoop()
            let rows = picker._wheels[0]._rowViews
            let alpha = { (row: Int) in rows[row]!.alpha }
            XCTAssertEqual(alpha(4), 1)
            XCTAssertLessThan(alpha(5), alpha(4))
            XCTAssertLessThan(alpha(6), alpha(5))
            XCTAssertLessThan(alpha(2), alpha(3))
            XCTAssertEqual(alpha(3), alpha(5), accuracy: 0.001, "symmetric")
        }
    }

    func testTheSelectionBandIsALightGreyRoundedRectangleBehindTheRows() {
        MainActor.assumeIsolated {
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
            let model = RecordingPickerModel(rows: [0])
            picker.dataSource = model
            let window = makeRenderWindow(width: 300, height: 216)
            window.addSubview(picker)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            // The tertiary system fill (118, 118, 128 at 12%) over white, 32 points high
            // centred (y 92 ..< 124), inset 8 points from the sides.
            let band = RGBA(unit: 118.0 / 255, 118.0 / 255, 128.0 / 255, alpha: 0.12).over(.white)
            assertPixel(image, 150, 108, band)
            assertPixel(image, 20, 94, band)
            assertPixel(image, 280, 122, band)
            assertPixel(image, 150, 90, .white, "above the band")
            assertPixel(image, 150, 125, .white, "below the band")
            assertPixel(image, 4, 108, .white, "left of the band")
            assertPixel(image, 296, 108, .white, "right of the band")
            assertPixel(image, 8, 92, .white, "a rounded corner")
        }
    }
}
