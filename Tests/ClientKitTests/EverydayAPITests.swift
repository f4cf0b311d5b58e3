import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// The everyday UIKit API apps use in passing: text field overlay views and the clear
/// button, image view animations, opening URLs, dynamic colours, readable and keyboard
/// layout guides, screen-edge pans, content size categories, accessibility posts.
final class EverydayAPITests: XCTestCase {
    @MainActor final class ClearDelegate: UITextFieldDelegate {
        var allowsClear = true
        var asked = 0
        func textFieldShouldClear(_ textField: UITextField) -> Bool { asked += 1; return allowsClear }
    }

    func testTextFieldOverlayViewsFollowTheirModesAndNarrowTheText() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            window.isHidden = false
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            field.borderStyle = .roundedRect
            window.addSubview(field)
            let plainText = field.textRect(forBounds: field.bounds)
            XCTAssertEqual(plainText, CGRect(x: 7, y: 2, width: 186, height: 30))

            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
            field.leftView = icon
            field.layoutIfNeeded()
            XCTAssertNil(icon.superview, "mode .never: not shown")
            field.leftViewMode = .always
            field.layoutIfNeeded()
            XCTAssertTrue(icon.superview === field)
            XCTAssertEqual(icon.frame, CGRect(x: 0, y: 7, width: 24, height: 20), "leading edge, vertically centred")
            XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 24, "the text starts after it")

            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            field.rightView = badge
            field.rightViewMode = .unlessEditing
            field.layoutIfNeeded()
            XCTAssertEqual(badge.frame, CGRect(x: 170, y: 2, width: 30, height: 30))
            XCTAssertFalse(badge.isHidden)
            XCTAssertEqual(field.textRect(forBounds: field.bounds).maxX, 170)
            field.becomeFirstResponder()
            field.layoutIfNeeded()
            XCTAssertTrue(badge.isHidden, ".unlessEditing: hidden while editing")
            field.resignFirstResponder()
        }
    }

    func testTheClearButtonShowsWithTextAndEmptiesTheFieldAskingTheDelegate() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            window.isHidden = false
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            let delegate = ClearDelegate()
            field.delegate = delegate
            field.clearButtonMode = .whileEditing
            window.addSubview(field)
            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            field.text = "hello"
            field.layoutIfNeeded()
            XCTAssertTrue(field._clearButton?.isHidden ?? true, "not editing: hidden")
            field.becomeFirstResponder()
            field.layoutIfNeeded()
            let button = field._clearButton
            XCTAssertNotNil(button)
            XCTAssertFalse(button?.isHidden ?? true)
            XCTAssertEqual(button?.frame, field.clearButtonRect(forBounds: field.bounds))
            XCTAssertEqual(button?.frame.size, CGSize(width: 19, height: 19))
            XCTAssertLessThanOrEqual(field.textRect(forBounds: field.bounds).maxX, button!.frame.minX)

            delegate.allowsClear = false
            button?.sendActions(for: .touchUpInside)
            XCTAssertEqual(field.text, "hello", "the delegate said no")
            delegate.allowsClear = true
            button?.sendActions(for: .touchUpInside)
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(delegate.asked, 2)
            XCTAssertEqual(changes, 1, "one .editingChanged for the clearing")
            field.layoutIfNeeded()
            XCTAssertTrue(button?.isHidden ?? false, "no text: hidden")
            field.resignFirstResponder()
        }
    }

    func testAnImageViewShowsItsAnimationImagesInTurnThenStops() {
        MainActor.assumeIsolated {
            let images = (0..<3).map { _ in UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in } }
            let still = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
            let view = UIImageView(image: still)
            view.animationImages = images
            view.animationDuration = 0.09
            view.animationRepeatCount = 1
            view.startAnimating()
            XCTAssertTrue(view.isAnimating)
            XCTAssertTrue(view._displayedImage === images[0])
            var seen: [Int] = []
            let deadline = Date().addingTimeInterval(2)
            while view.isAnimating && Date() < deadline {
                RunLoop.main.run(until: Date().addingTimeInterval(0.005))
                if let index = images.firstIndex(where: { $0 === view._displayedImage }), seen.last != index { seen.append(index) }
            }
            XCTAssertFalse(view.isAnimating, "one pass, then it stops")
            XCTAssertEqual(seen, [0, 1, 2], "each image in turn")
            XCTAssertTrue(view._displayedImage === still, "the still image again")
            view.startAnimating()
            view.stopAnimating()
            XCTAssertFalse(view.isAnimating)
        }
    }

    func testOpeningAURLRunsTheOpenCommandAndReportsItsResult() {
        MainActor.assumeIsolated {
            let url = URL(string: "https://example.org/")!
            XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
            setenv("STRATA_OPEN_URL_COMMAND", "/bin/true", 1)
            defer { unsetenv("STRATA_OPEN_URL_COMMAND") }
            XCTAssertTrue(UIApplication.shared.canOpenURL(url))
            var results: [Bool] = []
            UIApplication.shared.open(url) { results.append($0) }
            setenv("STRATA_OPEN_URL_COMMAND", "/bin/false", 1)
            UIApplication.shared.open(url) { results.append($0) }
            let deadline = Date().addingTimeInterval(10)
            while results.count < 2 && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
            XCTAssertEqual(results.sorted { !$0 && $1 }, [false, true], "true succeeds, false refuses")
            var settings: Bool?
            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { settings = $0 }
            while settings == nil && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
            XCTAssertEqual(settings, false)
        }
    }

    func testDynamicColoursResolveForTraits() {
        MainActor.assumeIsolated {
            let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
            XCTAssertEqual(color, .white, "the current (light) traits")
            XCTAssertEqual(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .black)
            XCTAssertEqual(UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .systemRed)
        }
    }

    func testTheReadableContentGuideIsTheMarginsAtMost672PointsWide() {
        MainActor.assumeIsolated {
            for (width, expected) in [(CGFloat(1000), CGRect(x: 164, y: 8, width: 672, height: 84)),
                                      (320, CGRect(x: 8, y: 8, width: 304, height: 84))] {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
                let content = UIView()
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                let guide = view.readableContentGuide
                XCTAssertEqual(guide.identifier, "UIViewReadableContentGuide")
                NSLayoutConstraint.activate([
                    content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    content.topAnchor.constraint(equalTo: guide.topAnchor),
                    content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ])
                view.layoutIfNeeded()
                XCTAssertEqual(content.frame, expected, "at width \(width)")
                XCTAssertEqual(guide.layoutFrame, expected)
            }
        }
    }

    func testTheKeyboardLayoutGuideLiesBelowTheSafeArea() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.setToolbarHidden(false, animated: false)
            _ = showInWindow(navigation, log: CallLog(), width: 320, height: 480)
            let view = root.view!
            let bottomBar = UIView()
            bottomBar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bottomBar)
            XCTAssertTrue(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
            NSLayoutConstraint.activate([
                bottomBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bottomBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottomBar.heightAnchor.constraint(equalToConstant: 40),
                bottomBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            view.layoutIfNeeded()
            let safeBottom = view.safeAreaInsets.bottom
            XCTAssertGreaterThan(safeBottom, 0, "the toolbar covers the bottom")
            XCTAssertEqual(bottomBar.frame.maxY, view.bounds.height - safeBottom, "above the safe area's bottom edge")
            XCTAssertEqual(view.keyboardLayoutGuide.layoutFrame.height, safeBottom)
        }
    }

    func testAScreenEdgePanBeginsOnlyAtItsEdges() {
        MainActor.assumeIsolated {
            let (window, _) = makeGestureScene()
            let edgePan = UIScreenEdgePanGestureRecognizer()
            edgePan.edges = .left
            let recorder = ActionRecorder()
            edgePan.addTarget(recorder, action: ActionRecorder.handle)
            window.addGestureRecognizer(edgePan)
            let inside = Finger(window, at: CGPoint(x: 200, y: 200))
            inside.drag(by: 80, 0)
            inside.lift()
            XCTAssertEqual(recorder.states, [], "away from the edge: no pan")
            let atEdge = Finger(window, at: CGPoint(x: 5, y: 200), time: 5)
            atEdge.drag(by: 80, 0)
            atEdge.lift()
            XCTAssertEqual(recorder.states.first, .began)
            XCTAssertEqual(recorder.states.last, .ended)
            window.isHidden = true
        }
    }

    func testSmallPiecesOfEverydayAPI() {
        MainActor.assumeIsolated {
            XCTAssertLessThan(UIContentSizeCategory.small, .large)
            XCTAssertGreaterThan(UIContentSizeCategory.accessibilityMedium, .extraExtraExtraLarge)
            XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
            XCTAssertEqual(UIImpactFeedbackGenerator(style: .heavy).style, .heavy)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            XCTAssertEqual(UIAccessibility._postedNotifications.last?.notification, .announcement)
            XCTAssertEqual(UIAccessibility._postedNotifications.last?.argument as? String, "Saved")
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
            let task = UIApplication.shared.beginBackgroundTask(withName: "upload") {}
            XCTAssertNotEqual(task, .invalid)
            UIApplication.shared.endBackgroundTask(task)
            XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular).pointSize, 15)
            XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        }
    }

    func testSymbolConfigurationsApplyAndColour() {
        MainActor.assumeIsolated {
            let star = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))!
            XCTAssertTrue(star.isSymbolImage)
            XCTAssertEqual(star.renderingMode, .alwaysTemplate)
            let bold = star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold))!
            XCTAssertEqual(bold.symbolConfiguration?.pointSize, 20, "the size kept")
            XCTAssertEqual(bold.symbolConfiguration?.weight, .bold)
            XCTAssertEqual(bold.size, star.size)
            let larger = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
            XCTAssertGreaterThan(larger.size.width, star.size.width)
            let red = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemRed))!
            XCTAssertEqual(red.renderingMode, .alwaysOriginal, "drawn in its colour")
            XCTAssertNil(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
                .applyingSymbolConfiguration(.unspecified), "not a symbol")
        }
    }

    func testSpringAnimationsDescribedByDurationAndBounce() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            window.isHidden = false
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var finished: Bool?
            UIView.animate(springDuration: 0.3, bounce: 0.2) {
                view.center.x = 100
            } completion: { finished = $0 }
            XCTAssertEqual(view.center.x, 100, "the model value at once")
            XCTAssertFalse(view.layer.animationKeys()?.isEmpty ?? true, "a running animation")
            let deadline = Date().addingTimeInterval(5)
            while finished == nil && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.02)) }
            XCTAssertEqual(finished, true)
            window.isHidden = true
        }
    }
}
