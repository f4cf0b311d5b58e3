import Foundation
import XCTest
@testable import ClientKit

/// Where sheets (at their detents) and popovers (at their sources) put the presented
/// view, and what they draw around it.
final class SheetAndPopoverPresentationTests: AnimationClockTestCase {
    @MainActor
    private static func frameInWindow(_ controller: UIViewController) -> CGRect {
        controller.view.convert(controller.view.bounds, to: nil)
    }

    // MARK: Sheets

    func testASheetIsAsTallAsItsSelectedDetent() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)  // 320 × 480: compact
            let sheet = UIViewController()
            let controller = sheet.sheetPresentationController!
            XCTAssertEqual(controller.detents.map(\.identifier), [.large], "large only by default")
            XCTAssertNil(controller.selectedDetentIdentifier)
            controller.detents = [.medium(), .large()]
            root.present(sheet, animated: false)
            XCTAssertTrue(sheet.presentationController === controller)
            XCTAssertEqual(Self.frameInWindow(sheet), CGRect(x: 0, y: 240, width: 320, height: 240),
                           "no selection: the smallest detent, half the window")
            controller.selectedDetentIdentifier = .large
            XCTAssertEqual(Self.frameInWindow(sheet), CGRect(x: 0, y: 10, width: 320, height: 470), "the whole card")
            var maximum: CGFloat = 0
            controller.detents = [.custom(identifier: .init("small")) { context in
                maximum = context.maximumDetentValue
                return 100
            }]
            controller.selectedDetentIdentifier = nil
            XCTAssertEqual(maximum, 470)
            XCTAssertEqual(Self.frameInWindow(sheet), CGRect(x: 0, y: 380, width: 320, height: 100))
            var answer: CGFloat = 200
            controller.detents = [.custom { _ in answer }]
            XCTAssertEqual(Self.frameInWindow(sheet).minY, 280)
            answer = 300
            controller.invalidateDetents()
            XCTAssertEqual(Self.frameInWindow(sheet).minY, 180, "resolved again")
            controller.detents = [.custom { _ in 1000 }]
            XCTAssertEqual(Self.frameInWindow(sheet), CGRect(x: 0, y: 10, width: 320, height: 470), "clamped to the largest")
            XCTAssertEqual(sheet.presentationController?.frameOfPresentedViewInContainerView,
                           CGRect(x: 0, y: 10, width: 320, height: 480), "the card reaches under the bottom edge")
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testSheetsOnALargeScreenAtADetent() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            let form = UIViewController()
            form.modalPresentationStyle = .formSheet
            form.sheetPresentationController?.detents = [.medium()]
            root.present(form, animated: false)
            XCTAssertEqual(Self.frameInWindow(form), CGRect(x: 242, y: 192, width: 540, height: 384), "centred, half high")
            root.dismiss(animated: false)
            let page = UIViewController()
            page.modalPresentationStyle = .pageSheet
            page.sheetPresentationController?.detents = [.medium()]
            root.present(page, animated: false)
            XCTAssertEqual(Self.frameInWindow(page), CGRect(x: 160, y: 384, width: 704, height: 384), "on the bottom edge")
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testTheGrabberTheCornerRadiusAndTheUndimmedDetent() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(button)
            let window = showInWindow(root, log: log)
            let sheet = UIViewController()
            let controller = sheet.sheetPresentationController!
            controller.detents = [.medium(), .large()]
            controller.prefersGrabberVisible = true
            controller.preferredCornerRadius = 20
            root.present(sheet, animated: false)
            let card = controller.presentedView!
            XCTAssertTrue(sheet.view.superview === card)
            XCTAssertEqual(card.layer.cornerRadius, 20)
            XCTAssertEqual(controller._grabberView?.frame, CGRect(x: 142, y: 5, width: 36, height: 5))
            XCTAssertTrue(card.subviews.last === controller._grabberView, "over the content")
            controller.prefersGrabberVisible = false
            XCTAssertNil(controller._grabberView)
            // Dimmed, and covering touches, by default.
            let container = controller.containerView as! _UIPresentationContainerView
            XCTAssertFalse(container.dimmingView.isHidden)
            XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === container.dimmingView)
            controller.largestUndimmedDetentIdentifier = .medium
            XCTAssertTrue(container.dimmingView.isHidden, "at the medium detent: undimmed")
            XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === button, "touches reach the presenting views")
            XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 300), with: nil)?.isDescendant(of: card) == true)
            controller.selectedDetentIdentifier = .large
            XCTAssertFalse(container.dimmingView.isHidden, "above it: dimmed")
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testAnimateChangesAnimatesTheSheetToItsNewHeight() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)
            let sheet = UIViewController()
            let controller = sheet.sheetPresentationController!
            controller.detents = [.medium(), .large()]
            root.present(sheet, animated: false)
            let card = controller.presentedView!
            XCTAssertEqual(card.frame.minY, 240)
            controller.animateChanges { controller.selectedDetentIdentifier = .large }
            XCTAssertEqual(card.frame.minY, 10, "the model at once")
            AnimationClock.at(0.175)
            XCTAssertEqual(card.layer.shown.frame.minY, 240 - 230 * bezierTiming(0.5, (0.42, 0), (0.58, 1)), accuracy: 0.5)
            AnimationClock.at(0.4)
            XCTAssertEqual(card.layer.shown.frame.minY, 10, accuracy: 0.01)
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    // MARK: Popovers

    @MainActor
    private static func presentPopover(from root: UIViewController, size: CGSize = CGSize(width: 200, height: 100),
                                       configure: (UIPopoverPresentationController) -> Void) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        configure(content.popoverPresentationController!)
        root.present(content, animated: false)
        return content
    }

    func testAPopoverSitsBelowItsSourceWithTheArrowUp() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let source = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
            root.view.addSubview(source)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            let content = Self.presentPopover(from: root) { popover in
                XCTAssertEqual(popover.permittedArrowDirections, .any)
                XCTAssertEqual(popover.arrowDirection, .unknown)
                popover.sourceView = source
            }
            let popover = content.popoverPresentationController!
            // Centred under the source (x = 120 − 100), 13 points (the arrow) below it.
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 20, y: 133, width: 200, height: 100))
            XCTAssertEqual(popover.arrowDirection, .up)
            XCTAssertEqual(popover.presentationStyle, .popover)
            let container = popover.containerView as! _UIPresentationContainerView
            XCTAssertEqual(container.layout?.arrow?.tip, CGPoint(x: 120, y: 120))
            XCTAssertTrue(container.dimmingView.isHidden, "a popover does not dim")
            XCTAssertTrue(root.view.superview === window)
            XCTAssertEqual(popover.presentedView?.layer.cornerRadius, 13)
            // The content asks for another size.
            content.preferredContentSize = CGSize(width: 300, height: 50)
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 10, y: 133, width: 300, height: 50),
                           "resized, kept 10 points inside the window")
            content.preferredContentSize = CGSize(width: 200, height: 100)
            // A source rect in the view.
            popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 10, y: 123, width: 200, height: 100),
                           "kept 10 points inside the window")
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testAPopoverGoesWhereItFitsAndWherePermitted() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let source = UIView(frame: CGRect(x: 500, y: 700, width: 40, height: 20))
            root.view.addSubview(source)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            var content = Self.presentPopover(from: root) { $0.sourceView = source }
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .down, "no room below: above")
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 420, y: 587, width: 200, height: 100))
            root.dismiss(animated: false)
            content = Self.presentPopover(from: root) { popover in
                popover.sourceView = source
                popover.permittedArrowDirections = .left
            }
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .left)
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 553, y: 658, width: 200, height: 100),
                           "right of the source, moved up to stay inside the window")
            root.dismiss(animated: false)
            content = Self.presentPopover(from: root) { $0.sourceItem = source }
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 420, y: 587, width: 200, height: 100),
                           "a view as the source item")
            root.dismiss(animated: false)
            // The default size, and no source: centred without an arrow.
            content = Self.presentPopover(from: root, size: .zero) { _ in }
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 352, y: 144, width: 320, height: 480))
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .unknown)
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testAPopoverFromABarButtonItem() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let top = RecordingController("T", log: log)
            let item = UIBarButtonItem(title: "Share")
            top.navigationItem.rightBarButtonItem = item
            let nav = UINavigationController(rootViewController: top)
            let window = showInWindow(nav, log: log, width: 1024, height: 768)
            window.layoutIfNeeded()
            let content = Self.presentPopover(from: top) { $0.barButtonItem = item }
            let button = _UIPopoverLayout.view(of: item, in: window)!
            let buttonFrame = button.convert(button.bounds, to: nil)
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .up)
            XCTAssertEqual(Self.frameInWindow(content).minY, buttonFrame.maxY + 13)
            XCTAssertEqual(Self.frameInWindow(content).maxX, 1014, "kept inside the window's right margin")
            nav.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testTheDelegateCanAdaptAPopover() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            let delegate = RecordingPresentationDelegate(log: log)
            delegate.adaptiveStyle = .fullScreen
            let content = Self.presentPopover(from: root) { popover in
                popover.sourceView = root.view
                popover.delegate = delegate
            }
            XCTAssertEqual(Self.frameInWindow(content), window.bounds)
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .unknown)
            XCTAssertNil(root.view.superview, "presented full screen")
            root.dismiss(animated: false)
            delegate.adaptiveStyle = Optional.none
            root.present(content, animated: false)
            // Asked again: a popover this time; its source (the whole window) leaves no
            // room beside it, so it covers the source, centred.
            XCTAssertEqual(Self.frameInWindow(content), CGRect(x: 412, y: 334, width: 200, height: 100))
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .unknown)
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testAnActionSheetHasAPopoverPresentationController() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.popoverPresentationController?.sourceView = root.view
            sheet.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
            XCTAssertNotNil(sheet.popoverPresentationController)
            XCTAssertTrue(sheet.popoverPresentationController?.sourceView === root.view)
            root.present(sheet, animated: false)
            XCTAssertTrue(sheet.presentationController === sheet.popoverPresentationController)
            XCTAssertEqual((sheet.view as! _UIAlertView).cancelGroup.frame, CGRect(x: 8, y: 480 - 8 - 57, width: 304, height: 57),
                           "shown at the bottom of the window, as before")
            root.dismiss(animated: false)
            XCTAssertEqual(sheet.popoverPresentationController?.arrowDirection, .unknown, "not a popover in a compact window")
            let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
            XCTAssertNil(alert.popoverPresentationController)
            XCTAssertNil(alert.sheetPresentationController)
            window.isHidden = true
        }
    }

    func testAnActionSheetWithASourceOnALargeScreenIsAPopover() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let source = UIView(frame: CGRect(x: 500, y: 100, width: 40, height: 20))
            root.view.addSubview(source)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Copy", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
            sheet.popoverPresentationController?.sourceView = source
            root.present(sheet, animated: false)
            window.layoutIfNeeded()
            let view = sheet.view as! _UIAlertView
            // 304 wide centred under the source (x = 520 − 152), 13 below it; two 57-point rows.
            XCTAssertEqual(view.panel.frame, CGRect(x: 368, y: 133, width: 304, height: 114))
            XCTAssertTrue(view.cancelGroup.isHidden, "no cancel button in a popover")
            XCTAssertEqual(sheet.popoverPresentationController?.arrowDirection, .up)
            XCTAssertEqual(view.backgroundColor, .clear, "not dimmed")
            tap(window, CGPoint(x: 100, y: 600))
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["cancel"], "a tap outside cancels")
            XCTAssertNil(root.presentedViewController)
            window.isHidden = true
        }
    }
}

/// Dragging a sheet by its top: between detents, and away.
final class SheetDragTests: XCTestCase {
    final class DetentDelegate: UISheetPresentationControllerDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            log.add("D.didChangeDetent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("D.willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("D.didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.add("D.didAttemptToDismiss")
        }
    }

    func testDraggingTheTopMovesTheSheetBetweenDetentsAndAway() {
        MainActor.assumeIsolated {
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)  // 320 × 480
            let sheet = UIViewController()
            let controller = sheet.sheetPresentationController!
            controller.detents = [.medium(), .large()]
            let delegate = DetentDelegate(log: log)
            controller.delegate = delegate
            root.present(sheet, animated: false)
            let card = controller.presentedView!
            XCTAssertEqual(card.frame.minY, 240)
            // Up from the top of the card, most of the way: the large detent.
            var finger = Finger(window, at: CGPoint(x: 160, y: 250), time: 1)
            finger.drag(by: 0, -200)
            XCTAssertLessThan(card.layer.frame.minY, 240, "the card follows the finger")
            finger.lift()
            spinMainRunLoop()
            XCTAssertEqual(controller.selectedDetentIdentifier, .large)
            XCTAssertEqual(card.frame.minY, 10)
            XCTAssertEqual(card.transform, .identity)
            XCTAssertEqual(log.entries, ["D.didChangeDetent com.apple.UIKit.large"])
            // A drag lower in the card does nothing.
            log.clear()
            finger = Finger(window, at: CGPoint(x: 160, y: 200), time: 3)
            finger.drag(by: 0, 300)
            finger.lift()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, [])
            XCTAssertEqual(card.frame.minY, 10)
            // Down a little: the medium detent.
            finger = Finger(window, at: CGPoint(x: 160, y: 20), time: 5)
            finger.drag(by: 0, 200)
            finger.lift()
            spinMainRunLoop()
            XCTAssertEqual(controller.selectedDetentIdentifier, .medium)
            XCTAssertEqual(card.frame.minY, 240)
            // Refused while modal.
            log.clear()
            sheet.isModalInPresentation = true
            finger = Finger(window, at: CGPoint(x: 160, y: 250), time: 7)
            finger.drag(by: 0, 200)
            finger.lift()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["D.didAttemptToDismiss"])
            XCTAssertTrue(root.presentedViewController === sheet)
            // Down past half the smallest detent: dismissed.
            log.clear()
            sheet.isModalInPresentation = false
            finger = Finger(window, at: CGPoint(x: 160, y: 250), time: 9)
            finger.drag(by: 0, 200)
            finger.lift()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["D.willDismiss", "D.didDismiss"])
            XCTAssertNil(root.presentedViewController)
            window.isHidden = true
        }
    }

    func testAButtonInTheTopOfTheSheetStillGetsItsTap() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)
            let sheet = UIViewController()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 240, y: 5, width: 70, height: 30)
            button.addAction(UIAction { _ in log.add("done") }, for: .touchUpInside)
            sheet.view.addSubview(button)
            root.present(sheet, animated: false)
            tap(window, CGPoint(x: 275, y: 30))  // the card starts at y 10
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["done"])
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }
}
