import Foundation
import XCTest
@testable import ClientKit

/// A scroll view's content and frame layout guides.
final class AutoLayoutScrollViewTests: XCTestCase {
    func testTheContentGuideSizesTheContent() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let content = constrained(UIView())
            scrollView.addSubview(content)
            let content2 = scrollView.contentLayoutGuide
            XCTAssertTrue(content2 === scrollView.contentLayoutGuide)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1000),
            ])
            scrollView.layoutIfNeeded()
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 200, height: 1000))
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 1000))
            XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 200, height: 1000))
        }
    }

    func testTheFrameGuideStaysPutWhileScrolling() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            let badge = constrained(UIView())
            scrollView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10)
            ] + sizeConstraints(badge, 20, 20))
            scrollView.layoutIfNeeded()
            XCTAssertEqual(badge.frame, CGRect(x: 170, y: 10, width: 20, height: 20))
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 1000), "the content guide is not in use")
            scrollView.contentOffset = CGPoint(x: 0, y: 250)
            scrollView.layoutIfNeeded()
            // In content coordinates it moved down with the offset: on screen it stayed.
            XCTAssertEqual(badge.frame, CGRect(x: 170, y: 260, width: 20, height: 20))
            XCTAssertEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 250, width: 200, height: 300))
        }
    }

    func testScrollingDoesNotSolveForContentThatDoesNotFollowTheFrame() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let row = constrained(UIView())
            scrollView.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 5),
                row.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 200), row.heightAnchor.constraint(equalToConstant: 600),
                row.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                row.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            ])
            scrollView.layoutIfNeeded()
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 605))
            let engine = scrollView._layoutStorage!.engine!
            let solves = engine.solveCount
            scrollView.contentOffset = CGPoint(x: 0, y: 100)
            scrollView.layoutIfNeeded()
            XCTAssertEqual(engine.solveCount, solves, "nothing depends on the offset")
            XCTAssertEqual(row.frame, CGRect(x: 0, y: 5, width: 200, height: 600))
        }
    }
}
