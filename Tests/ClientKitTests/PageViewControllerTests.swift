import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A data source over a fixed list of pages that logs what it is asked.
@MainActor
private final class Pages: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    let log: CallLog
    init(_ pages: [UIViewController], log: CallLog) {
        self.pages = pages
        self.log = log
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        log.add("ds.before \(RecordingController.label(viewController))")
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        log.add("ds.after \(RecordingController.label(viewController))")
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

/// Pages with a page indicator.
@MainActor
private final class CountedPages: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 1 }
}

@MainActor
private final class PageDelegate: UIPageViewControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.add("delegate.willTransitionTo \(pendingViewControllers.map { RecordingController.label($0) })")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("delegate.didFinish \(previousViewControllers.map { RecordingController.label($0) }) completed: \(completed)")
    }
}

private let pvc = "UIPageViewController"

/// UIPageViewController: setting pages (containment and appearance order), swipes that
/// follow the finger and turn or return (asking the data source lazily), rubber banding
/// at the ends, the page indicator, spines and spacing.
final class PageViewControllerTests: XCTestCase {
    /// A horizontal scroll page view controller over A, B, C showing `start`, in a
    /// 320 × 480 window; the log cleared.
    @MainActor
    private static func book(_ log: CallLog, start: Int = 1, style: UIPageViewController.TransitionStyle = .scroll,
                             orientation: UIPageViewController.NavigationOrientation = .horizontal,
                             options: [UIPageViewController.OptionsKey: Any]? = nil)
        -> (UIPageViewController, [RecordingController], Pages, PageDelegate, UIWindow) {
        let pages = ["A", "B", "C"].map { RecordingController($0, log: log) }
        let page = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        let source = Pages(pages, log: log)
        let delegate = PageDelegate(log: log)
        page.dataSource = source
        page.delegate = delegate
        page.setViewControllers([pages[start]], direction: .forward, animated: false)
        let window = showInWindow(page, log: log)
        return (page, pages, source, delegate, window)
    }

    func testDefaultsFollowUIKit() {
        MainActor.assumeIsolated {
            let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            XCTAssertEqual(scroll.spineLocation, .none)
            XCTAssertTrue(scroll.gestureRecognizers.isEmpty, "UIKit documents an empty array for .scroll")
            XCTAssertNil(scroll.viewControllers)
            XCTAssertFalse(scroll.isDoubleSided)
            let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
            XCTAssertEqual(curl.spineLocation, .min)
            XCTAssertFalse(curl.gestureRecognizers.isEmpty)
            XCTAssertEqual(curl.navigationOrientation, .vertical)
            let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                           options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            XCTAssertEqual(mid.spineLocation, .mid)
            XCTAssertTrue(mid.isDoubleSided)
        }
    }

    func testSetViewControllersContainmentAndAppearanceOrder() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let window = showInWindow(page, log: log)
            page.setViewControllers([a], direction: .forward, animated: false)
            XCTAssertEqual(log.entries, ["A.willMove(toParent: \(pvc))", "A.viewDidLoad", "A.viewWillAppear",
                                         "A.viewIsAppearing", "A.viewDidAppear", "A.didMove(toParent: \(pvc))"])
            XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            log.clear()
            var completed: Bool?
            page.setViewControllers([b], direction: .reverse, animated: true) { completed = $0 }
            XCTAssertEqual(log.entries, ["B.willMove(toParent: \(pvc))", "A.willMove(toParent: nil)", "B.viewDidLoad",
                                         "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                                         "A.viewDidDisappear", "B.viewDidAppear", "A.didMove(toParent: nil)",
                                         "B.didMove(toParent: \(pvc))"])
            XCTAssertTrue(page.viewControllers == [b])
            XCTAssertTrue(page.children == [b])
            XCTAssertNil(a.view.superview)
            XCTAssertNil(completed, "the completion runs after the transition, on the next turn")
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
            XCTAssertEqual(completed, true)
            window.isHidden = true
        }
    }

    func testSwipeForwardFollowsTheFingerAndTurnsThePage() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (page, pages, source, delegate, window) = Self.book(log)
            let (b, c) = (pages[1], pages[2])
            XCTAssertFalse(log.entries.contains { $0.hasPrefix("ds.") }, "nothing asked before a swipe")
            let finger = Finger(window, at: CGPoint(x: 250, y: 200))
            finger.move(to: CGPoint(x: 230, y: 200))
            XCTAssertEqual(log.entries, ["ds.after B", "delegate.willTransitionTo [\"C\"]", "C.willMove(toParent: \(pvc))",
                                         "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing"])
            XCTAssertEqual(b.view.frame.minX, -20)
            XCTAssertEqual(c.view.frame.minX, 300, "the next page follows, one page width on")
            XCTAssertTrue(page.children.contains(c))
            finger.move(to: CGPoint(x: 60, y: 200))
            XCTAssertEqual(b.view.frame.minX, -190)
            XCTAssertEqual(c.view.frame.minX, 130)
            log.clear()
            finger.move(to: CGPoint(x: 60, y: 200), dt: 0.3)
            finger.lift()
            XCTAssertEqual(log.entries, ["B.willMove(toParent: nil)", "B.viewDidDisappear", "C.viewDidAppear",
                                         "B.didMove(toParent: nil)", "C.didMove(toParent: \(pvc))",
                                         "delegate.didFinish [\"B\"] completed: true"])
            XCTAssertTrue(page.viewControllers == [c])
            XCTAssertEqual(c.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertNil(b.view.superview)
            window.isHidden = true
            withExtendedLifetime((source, delegate)) {}
        }
    }

    func testShortSlowSwipeReturns() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (page, pages, source, delegate, window) = Self.book(log)
            let (a, b) = (pages[0], pages[1])
            let finger = Finger(window, at: CGPoint(x: 100, y: 200))
            finger.move(to: CGPoint(x: 120, y: 200))
            XCTAssertEqual(log.entries.first, "ds.before B")
            XCTAssertEqual(a.view.frame.minX, 20 - 320)
            finger.move(to: CGPoint(x: 200, y: 200))
            finger.move(to: CGPoint(x: 200, y: 200), dt: 0.3)
            log.clear()
            finger.lift()
            XCTAssertEqual(log.entries, ["A.viewWillDisappear", "B.viewWillAppear", "A.willMove(toParent: nil)",
                                         "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear",
                                         "A.didMove(toParent: nil)", "delegate.didFinish [\"B\"] completed: false"])
            XCTAssertTrue(page.viewControllers == [b])
            XCTAssertEqual(b.view.frame.minX, 0)
            XCTAssertNil(a.view.superview)
            XCTAssertTrue(page.children == [b])
            window.isHidden = true
            withExtendedLifetime((source, delegate)) {}
        }
    }

    func testAFlickTurnsAfterAShortDistance() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (page, pages, source, delegate, window) = Self.book(log)
            let finger = Finger(window, at: CGPoint(x: 200, y: 200))
            finger.drag(by: -60, 0, steps: 4, dt: 0.016)   // about 900 points a second
            finger.lift()
            XCTAssertTrue(page.viewControllers == [pages[2]])
            XCTAssertEqual(log.entries.last, "delegate.didFinish [\"B\"] completed: true")
            window.isHidden = true
            withExtendedLifetime((source, delegate)) {}
        }
    }

    func testTheLastPageRubberBandsAndStays() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (page, pages, source, delegate, window) = Self.book(log, start: 2)
            let c = pages[2]
            let finger = Finger(window, at: CGPoint(x: 250, y: 200))
            finger.move(to: CGPoint(x: 230, y: 200))
            finger.move(to: CGPoint(x: 50, y: 200))
            XCTAssertLessThan(c.view.frame.minX, 0)
            XCTAssertGreaterThan(c.view.frame.minX, -200, "resisting the finger")
            finger.move(to: CGPoint(x: 50, y: 200), dt: 0.3)
            finger.lift()
            XCTAssertEqual(log.entries, ["ds.after C"], "asked once; no transition, no delegate call")
            XCTAssertEqual(c.view.frame.minX, 0)
            XCTAssertTrue(page.viewControllers == [c])
            window.isHidden = true
            withExtendedLifetime((source, delegate)) {}
        }
    }

    func testADragAcrossTheAxisTurnsNothing() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (page, pages, source, delegate, window) = Self.book(log)
            let finger = Finger(window, at: CGPoint(x: 200, y: 100))
            finger.drag(by: -20, 200)
            finger.lift()
            XCTAssertEqual(log.entries, [], "a vertical drag does not start a horizontal swipe")
            XCTAssertTrue(page.viewControllers == [pages[1]])
            XCTAssertEqual(pages[1].view.frame.minX, 0)
            window.isHidden = true
            withExtendedLifetime((source, delegate)) {}
        }
    }

    func testVerticalSwipeUpTurnsForwardWithSpacing() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (page, pages, source, delegate, window) = Self.book(log, orientation: .vertical, options: [.interPageSpacing: 10])
            let finger = Finger(window, at: CGPoint(x: 100, y: 400))
            finger.move(to: CGPoint(x: 100, y: 380))
            XCTAssertEqual(pages[1].view.frame.minY, -20)
            XCTAssertEqual(pages[2].view.frame.minY, 480 + 10 - 20, "one page and the spacing below")
            finger.move(to: CGPoint(x: 100, y: 100))
            finger.move(to: CGPoint(x: 100, y: 100), dt: 0.3)
            finger.lift()
            XCTAssertTrue(page.viewControllers == [pages[2]])
            window.isHidden = true
            withExtendedLifetime((source, delegate)) {}
        }
    }

    func testPageCurlTurnsOnATapAtTheOuterEdge() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (page, pages, source, delegate, window) = Self.book(log, style: .pageCurl)
            XCTAssertEqual(page.gestureRecognizers.count, 2)
            let middle = Finger(window, at: CGPoint(x: 160, y: 200))
            middle.lift()
            XCTAssertTrue(page.viewControllers == [pages[1]], "a tap in the middle turns nothing")
            let edge = Finger(window, at: CGPoint(x: 300, y: 200))
            edge.lift()
            XCTAssertTrue(page.viewControllers == [pages[2]])
            XCTAssertEqual(log.entries.last, "delegate.didFinish [\"B\"] completed: true")
            let left = Finger(window, at: CGPoint(x: 10, y: 200))
            left.lift()
            XCTAssertTrue(page.viewControllers == [pages[1]])
            window.isHidden = true
            withExtendedLifetime((source, delegate)) {}
        }
    }

    func testDoubleSidedCurlTakesAFrontAndABack() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let pages = ["A", "a", "B", "b"].map { RecordingController($0, log: log) }
            let page = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            page.isDoubleSided = true
            let source = Pages(pages, log: log)
            page.dataSource = source
            page.setViewControllers([pages[0], pages[1]], direction: .forward, animated: false)
            let window = showInWindow(page, log: log)
            XCTAssertEqual(pages[0].view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertNil(pages[1].viewIfLoaded?.superview, "the back is not drawn")
            let edge = Finger(window, at: CGPoint(x: 300, y: 200))
            edge.lift()
            XCTAssertTrue(page.viewControllers == [pages[2], pages[3]])
            XCTAssertEqual(log.entries.filter { $0.hasPrefix("ds.") }, ["ds.after a", "ds.after B"])
            XCTAssertEqual(pages[2].view.window, window)
            XCTAssertEqual(log.entries.filter { $0.hasPrefix("b.view") }, [], "the back page gets no appearance calls")
            window.isHidden = true
            withExtendedLifetime(source) {}
        }
    }

    func testPageControlWhenTheDataSourceCountsPages() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let pages = ["A", "B", "C"].map { RecordingController($0, log: log) }
            let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let source = CountedPages(pages)
            page.dataSource = source
            page.setViewControllers([pages[1]], direction: .forward, animated: false)
            let window = showInWindow(page, log: log)
            page.view.layoutIfNeeded()
            let control = page.view.subviews.compactMap { $0 as? UIPageControl }.first
            XCTAssertNotNil(control)
            XCTAssertEqual(control?.isHidden, false)
            XCTAssertEqual(control?.numberOfPages, 3)
            XCTAssertEqual(control?.currentPage, 1)
            XCTAssertEqual(pages[1].view.frame, CGRect(x: 0, y: 0, width: 320, height: 480 - 37), "pages above the dots")
            let finger = Finger(window, at: CGPoint(x: 250, y: 200))
            finger.drag(by: -200, 0)
            finger.move(to: CGPoint(x: 50, y: 200), dt: 0.3)
            finger.lift()
            XCTAssertEqual(control?.currentPage, 2)
            window.isHidden = true

            let plain = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let uncounted = Pages(pages, log: log)
            plain.dataSource = uncounted
            plain.setViewControllers([pages[0]], direction: .forward, animated: false)
            let other = showInWindow(plain, log: log)
            plain.view.layoutIfNeeded()
            XCTAssertEqual(pages[0].view.frame.height, 480, "no indicator without presentationCount")
            other.isHidden = true
            withExtendedLifetime((source, uncounted)) {}
        }
    }

    func testMidSpineShowsTwoPagesAndTurnsTwo() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let pages = ["A", "B", "C", "D"].map { RecordingController($0, log: log) }
            let page = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
            let source = Pages(pages, log: log)
            page.dataSource = source
            page.setViewControllers([pages[0], pages[1]], direction: .forward, animated: false)
            let window = showInWindow(page, log: log)
            XCTAssertEqual(pages[0].view.frame, CGRect(x: 0, y: 0, width: 160, height: 480))
            XCTAssertEqual(pages[1].view.frame, CGRect(x: 160, y: 0, width: 160, height: 480))
            let finger = Finger(window, at: CGPoint(x: 300, y: 200))
            finger.drag(by: -250, 0)
            finger.move(to: CGPoint(x: 50, y: 200), dt: 0.3)
            finger.lift()
            XCTAssertEqual(log.entries.filter { $0.hasPrefix("ds.") }, ["ds.after B", "ds.after C"])
            XCTAssertTrue(page.viewControllers == [pages[2], pages[3]])
            XCTAssertEqual(pages[3].view.frame, CGRect(x: 160, y: 0, width: 160, height: 480))
            window.isHidden = true
            withExtendedLifetime(source) {}
        }
    }
}

private func == (lhs: [UIViewController]?, rhs: [UIViewController]) -> Bool {
    guard let lhs, lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { $0 === $1 }
}
