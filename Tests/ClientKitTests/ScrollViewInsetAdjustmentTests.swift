import Foundation
import XCTest
@testable import ClientKit

/// A controller whose view is a scroll view (a table view controller's shape).
private final class ScrollController: UIViewController {
    let scrollView: UIScrollView
    init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() { view = scrollView }
}

@MainActor
private func shownInNavigation(_ scrollView: UIScrollView) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController(rootViewController: ScrollController(scrollView))
    let window = showInWindow(navigation, log: CallLog())
    window.layoutIfNeeded()
    return (window, navigation)
}

/// `contentInsetAdjustmentBehavior` and `adjustedContentInset`: the safe area (here the
/// navigation bar's 44 points) joins the content insets as UIKit's behaviours say.
final class ScrollViewInsetAdjustmentTests: XCTestCase {
    func testAScrollViewUnderANavigationBarStartsBelowIt() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            let (window, _) = shownInNavigation(scrollView)
            defer { window.isHidden = true }
            XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
            XCTAssertEqual(scrollView.safeAreaInsets.top, 44)
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            XCTAssertEqual(scrollView.contentOffset.y, -44, "at rest at the top: the content starts below the bar")
            // The content's own insets add to the safe area's; setting them does not move
            // the content (UIKit's rule).
            scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 54, left: 0, bottom: 5, right: 0))
            XCTAssertEqual(scrollView.contentOffset.y, -44)
        }
    }

    func testBehaviours() {
        MainActor.assumeIsolated {
            let cases: [(UIScrollView.ContentInsetAdjustmentBehavior, CGSize, CGFloat)] = [
                (.never, CGSize(width: 320, height: 2000), 0),
                (.always, CGSize(width: 10, height: 10), 44),
                (.scrollableAxes, CGSize(width: 10, height: 10), 0),      // nothing scrolls vertically
                (.scrollableAxes, CGSize(width: 10, height: 2000), 44),
                (.automatic, CGSize(width: 10, height: 10), 44),          // top and bottom always
            ]
            for (behaviour, size, top) in cases {
                let scrollView = UIScrollView()
                scrollView.contentSize = size
                scrollView.contentInsetAdjustmentBehavior = behaviour
                let (window, _) = shownInNavigation(scrollView)
                XCTAssertEqual(scrollView.adjustedContentInset.top, top, "\(behaviour) \(size)")
                window.isHidden = true
            }
        }
    }

    /// With .scrollableAxes, content growing taller than the view makes the vertical axis
    /// scroll, so the bar's 44 points join the insets: adjustedContentInsetDidChange() is
    /// called for that too, and again when the content shrinks back.
    func testAContentSizeChangeThatMakesAnAxisScrollableIsReported() {
        MainActor.assumeIsolated {
            final class Reporting: UIScrollView {
                var reported: [UIEdgeInsets] = []
                override func adjustedContentInsetDidChange() {
                    super.adjustedContentInsetDidChange()
                    reported.append(adjustedContentInset)
                }
            }
            let scrollView = Reporting()
            scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
            scrollView.contentSize = CGSize(width: 10, height: 10)
            let (window, _) = shownInNavigation(scrollView)
            defer { window.isHidden = true }
            XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
            scrollView.reported.removeAll()
            scrollView.contentSize = CGSize(width: 10, height: 2000)
            XCTAssertEqual(scrollView.reported, [UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)])
            scrollView.contentSize = CGSize(width: 10, height: 2001)
            XCTAssertEqual(scrollView.reported.count, 1, "no change, no report")
            scrollView.contentSize = CGSize(width: 10, height: 10)
            XCTAssertEqual(scrollView.reported.last, UIEdgeInsets.zero)
            scrollView.alwaysBounceVertical = true
            XCTAssertEqual(scrollView.reported.last, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0), "bouncing makes it scrollable too")
            XCTAssertEqual(scrollView.reported.count, 3)
        }
    }

    func testATableInANavigationControllerShowsItsFirstRowBelowTheBar() {
        MainActor.assumeIsolated {
            final class Source: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.textLabel?.text = "Row \(indexPath.row)"
                    return cell
                }
            }
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let source = Source()
            table.dataSource = source
            let (window, _) = shownInNavigation(table)
            defer { window.isHidden = true }
            table.layoutIfNeeded()
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertNotNil(first)
            if let first {
                XCTAssertEqual(first.convert(first.bounds, to: window).minY, 44, "directly below the 44-point bar")
            }
            withExtendedLifetime(source) {}
        }
    }
}
