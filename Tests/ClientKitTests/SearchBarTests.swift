import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private final class SearchDelegate: UISearchBarDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowChange = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return allowBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return allowEnd }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text))")
        return allowChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope(\(selectedScope))")
    }
}

/// UISearchBar: its defaults, its search text field (a UITextField), the delegate's
/// calls in UIKit's order as the user types, presses Return and taps Cancel, its
/// geometry (iOS's 56-point bar, 36-point field), and its look.
final class SearchBarTests: XCTestCase {
    /// A key window with a 320-wide search bar at its natural height, laid out.
    @MainActor
    private static func searchBar(_ configure: (UISearchBar) -> Void = { _ in }) -> (UISearchBar, UIWindow, SearchDelegate) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 320, height: 0))
        let delegate = SearchDelegate()
        bar.delegate = delegate
        configure(bar)
        bar.sizeToFit()
        window.addSubview(bar)
        window.makeKeyAndVisible()
        bar.layoutIfNeeded()
        return (bar, window, delegate)
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let bar = UISearchBar()
            XCTAssertEqual(bar.text, "")
            XCTAssertNil(bar.placeholder)
            XCTAssertNil(bar.prompt)
            XCTAssertFalse(bar.showsCancelButton)
            XCTAssertEqual(bar.searchBarStyle, .default)
            XCTAssertEqual(bar.barStyle, .default)
            XCTAssertNil(bar.barTintColor)
            XCTAssertTrue(bar.isTranslucent)
            XCTAssertNil(bar.delegate)
            XCTAssertFalse(bar.showsScopeBar)
            XCTAssertNil(bar.scopeButtonTitles)
            XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
            XCTAssertEqual(bar.barPosition, .any)
            let field: UITextField = bar.searchTextField
            XCTAssertTrue(field is UISearchTextField)
            XCTAssertTrue(field.isDescendant(of: bar))
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 375, height: 1000)), CGSize(width: 375, height: 56))
        }
    }

    func testTextAndPlaceholderAreTheFieldsAndSettingTextTellsNoOne() {
        MainActor.assumeIsolated {
            let (bar, window, delegate) = Self.searchBar()
            bar.text = "abc"
            XCTAssertEqual(bar.searchTextField.text, "abc")
            bar.searchTextField.text = "xyz"
            XCTAssertEqual(bar.text, "xyz")
            bar.text = nil
            XCTAssertEqual(bar.text, "")
            bar.placeholder = "Search"
            XCTAssertEqual(bar.searchTextField.placeholder, "Search")
            bar.prompt = "Find a place"
            XCTAssertEqual(bar.prompt, "Find a place")
            bar.autocapitalizationType = .none
            XCTAssertEqual(bar.searchTextField.autocapitalizationType, UITextAutocapitalizationType.none)
            XCTAssertEqual(delegate.log, [], "the delegate hears only about the user's edits")
            window.isHidden = true
        }
    }

    func testTypingTellsTheDelegateInUIKitsOrder() {
        MainActor.assumeIsolated {
            let (bar, window, delegate) = Self.searchBar()
            XCTAssertTrue(bar.becomeFirstResponder())
            XCTAssertTrue(bar.searchTextField.isFirstResponder, "the bar forwards to its field")
            XCTAssertTrue(bar.searchTextField.isEditing)
            XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin"])
            delegate.log = []
            sendKeyPress(.keyboardA, "a")
            sendKeyPress(.keyboardB, "b")
            sendKeyPress(.keyboardDeleteOrBackspace, "\u{8}")
            XCTAssertEqual(bar.text, "a")
            XCTAssertEqual(delegate.log, ["shouldChange(0,0,a)", "textDidChange(a)", "shouldChange(1,0,b)", "textDidChange(ab)",
                                          "shouldChange(1,1,)", "textDidChange(a)"])
            delegate.log = []
            delegate.allowChange = false
            sendKeyPress(.keyboardC, "c")
            XCTAssertEqual(bar.text, "a", "the delegate refused")
            XCTAssertEqual(delegate.log, ["shouldChange(1,0,c)"])
            delegate.log = []
            delegate.allowChange = true
            sendKeyPress(.keyboardDeleteOrBackspace, "\u{8}")
            XCTAssertEqual(delegate.log, ["shouldChange(0,1,)", "textDidChange()"], "also when the text is cleared")
            delegate.log = []
            delegate.allowEnd = false
            XCTAssertFalse(bar.resignFirstResponder())
            XCTAssertTrue(bar.searchTextField.isFirstResponder)
            delegate.allowEnd = true
            XCTAssertTrue(bar.resignFirstResponder())
            XCTAssertFalse(bar.searchTextField.isFirstResponder)
            XCTAssertEqual(delegate.log, ["shouldEnd", "shouldEnd", "didEnd"])
            window.isHidden = true
        }
    }

    func testTheDelegateCanRefuseToBeginAndATapOnTheFieldBegins() {
        MainActor.assumeIsolated {
            let (bar, window, delegate) = Self.searchBar()
            delegate.allowBegin = false
            XCTAssertFalse(bar.becomeFirstResponder())
            XCTAssertFalse(bar.searchTextField.isEditing)
            XCTAssertEqual(delegate.log, ["shouldBegin"])
            delegate.allowBegin = true
            delegate.log = []
            let field = bar.searchTextField
            tap(window, field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window))
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin"])
            window.isHidden = true
        }
    }

    func testReturnClicksTheSearchButtonAndKeepsEditing() {
        MainActor.assumeIsolated {
            let (bar, window, delegate) = Self.searchBar()
            bar.becomeFirstResponder()
            sendKeyPress(.keyboardX, "x")
            delegate.log = []
            sendKeyPress(.keyboardReturnOrEnter, "\r")
            XCTAssertEqual(delegate.log, ["search"])
            XCTAssertTrue(bar.searchTextField.isFirstResponder, "the app resigns the bar if it wants to")
            XCTAssertEqual(bar.text, "x")
            window.isHidden = true
        }
    }

    func testTheFieldFillsTheBarInsideItsMargins() {
        MainActor.assumeIsolated {
            let (bar, window, _) = Self.searchBar()
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 20, width: 320, height: 56))
            XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 304, height: 36))
            XCTAssertNil(bar._cancelButton.superview, "no Cancel button by default")
            bar.frame.size.width = 400
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 384, height: 36))
            window.isHidden = true
        }
    }

    func testTheCancelButtonShrinksTheFieldAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let (bar, window, delegate) = Self.searchBar()
            bar.text = "kept"
            bar.setShowsCancelButton(true, animated: true)
            XCTAssertTrue(bar.showsCancelButton)
            bar.layoutIfNeeded()
            let cancel = bar._cancelButton
            XCTAssertTrue(cancel.superview === bar)
            XCTAssertEqual(cancel.currentTitle, "Cancel")
            XCTAssertEqual(cancel.frame.maxX, 320 - 8 + 4, "its title 8 points from the edge")
            XCTAssertEqual(cancel.frame.height, 44)
            XCTAssertEqual(cancel.frame.midY, 28)
            let field = bar.searchTextField.frame
            XCTAssertEqual(field.minX, 8)
            XCTAssertEqual(cancel.frame.minX + 4 - field.maxX, 8, "8 points between the field and the title")
            bar.becomeFirstResponder()
            delegate.log = []
            tap(window, cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
            XCTAssertEqual(delegate.log, ["cancel"])
            XCTAssertEqual(bar.text, "kept", "the delegate decides what Cancel does")
            XCTAssertTrue(bar.searchTextField.isFirstResponder)
            bar.showsCancelButton = false
            bar.layoutIfNeeded()
            XCTAssertNil(cancel.superview)
            XCTAssertEqual(bar.searchTextField.frame.width, 304)
            window.isHidden = true
        }
    }

    func testTheScopeBarShowsItsTitlesBelowTheField() {
        MainActor.assumeIsolated {
            let (bar, window, delegate) = Self.searchBar { bar in
                bar.scopeButtonTitles = ["All", "Mail", "Notes"]
                bar.showsScopeBar = true
            }
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 56 + 44)
            XCTAssertEqual(bar.frame.height, 100)
            XCTAssertEqual(bar.searchTextField.frame.minY, 10, "the field stays at the top")
            let scope = bar._scopeBar
            XCTAssertTrue(scope.superview === bar)
            XCTAssertEqual(scope.numberOfSegments, 3)
            XCTAssertEqual(scope.titleForSegment(at: 1), "Mail")
            XCTAssertEqual(scope.selectedSegmentIndex, 0)
            XCTAssertEqual(scope.frame.minX, 8)
            XCTAssertEqual(scope.frame.maxX, 312)
            XCTAssertGreaterThanOrEqual(scope.frame.minY, 56)
            XCTAssertLessThanOrEqual(scope.frame.maxY, 100)
            bar.selectedScopeButtonIndex = 2
            XCTAssertEqual(scope.selectedSegmentIndex, 2)
            XCTAssertEqual(delegate.log, [], "setting the index is not the user's choice")
            let point = CGPoint(x: scope.bounds.width / 6, y: scope.bounds.midY)
            tap(window, scope.convert(point, to: window))
            XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
            XCTAssertEqual(delegate.log, ["scope(0)"])
            bar.showsScopeBar = false
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 0)).height, 56)
            bar.layoutIfNeeded()
            XCTAssertTrue(scope.isHidden || scope.superview == nil)
            window.isHidden = true
        }
    }

    func testTheBarIsDrawnWithARoundedGrayFieldAGlassAndThePlaceholder() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 320, height: 100)
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            bar.placeholder = "Search"
            window.addSubview(bar)
            spinMainRunLoop()
            var image = renderedImage(of: window)
            let barGray = RGBA(248, 248, 248)
            // The bar's background, around the field (8, 10, 304, 36).
            assertPixel(image, 2, 2, barGray)
            assertPixel(image, 160, 5, barGray)
            assertPixel(image, 160, 52, barGray)
            assertPixel(image, 2, 80, .white, "below the bar")
            // The field: iOS's tertiary fill, (118, 118, 128) at 12%, over the bar's gray.
            let fill = RGBA(232, 232, 234)
            assertPixel(image, 250, 28, fill, tolerance: 3)
            assertPixel(image, 160, 11, fill, tolerance: 3)
            assertPixel(image, 9, 11, barGray, tolerance: 6, "the corner is rounded")
            // The magnifying glass: gray strokes in the field's first 30 points.
            let glass = pixelBounds(in: image, CGRect(x: 8, y: 10, width: 24, height: 36)) { $0.r < 200 }
            XCTAssertNotNil(glass)
            if let glass {
                XCTAssertEqual(glass.midY, 28, accuracy: 2, "\(glass)")
                XCTAssertGreaterThanOrEqual(glass.minX, 12, "\(glass)")
                XCTAssertLessThanOrEqual(glass.maxX, 30, "\(glass)")
            }
            // The placeholder, light gray, after the glass.
            let placeholder = pixelBounds(in: image, CGRect(x: 32, y: 10, width: 200, height: 36)) { $0.r < 215 }
            XCTAssertNotNil(placeholder)
            if let placeholder {
                XCTAssertEqual(placeholder.minX, 36, accuracy: 3, "\(placeholder)")
                XCTAssertEqual(placeholder.midY, 28, accuracy: 3, "\(placeholder)")
            }
            bar.searchBarStyle = .minimal
            spinMainRunLoop()
            image = renderedImage(of: window)
            assertPixel(image, 2, 2, .white, "a minimal bar has no background")
            window.isHidden = true
        }
    }
}
