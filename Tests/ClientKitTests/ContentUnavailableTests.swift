import Foundation
import XCTest
@testable import ClientKit

/// iOS 17's content-unavailable configurations: a controller shows one over its view,
/// centred, and acts on its button; the update method runs when asked; nil removes it.
final class ContentUnavailableTests: XCTestCase {
    @MainActor final class EmptyList: UIViewController {
        var items: [String] = []
        var updates = 0
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            if items.isEmpty {
                var configuration = UIContentUnavailableConfiguration.empty()
                configuration.image = UIImage(systemName: "star")
                configuration.text = "No Favorites"
                configuration.secondaryText = "Your favourite items appear here."
                configuration.buttonProperties.primaryAction = UIAction(title: "Add") { [unowned self] _ in
                    self.items.append("one")
                    self.setNeedsUpdateContentUnavailableConfiguration()
                }
                contentUnavailableConfiguration = configuration
            } else {
                contentUnavailableConfiguration = nil
            }
        }
    }

    func testAControllerShowsItsEmptyStateAndActsOnItsButton() {
        MainActor.assumeIsolated {
            let controller = EmptyList()
            let window = showInWindow(controller, log: CallLog(), width: 320, height: 480)
            controller.setNeedsUpdateContentUnavailableConfiguration()
            window.layoutIfNeeded()
            let shown = controller.view.subviews.compactMap { $0 as? UIContentUnavailableView }.first
            XCTAssertNotNil(shown)
            XCTAssertEqual(shown?.frame, controller.view.bounds)
            let labels = shown?.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden } ?? []
            XCTAssertEqual(labels.map(\.text), ["No Favorites", "Your favourite items appear here."])
            XCTAssertEqual(labels.first?.font.pointSize, 22)
            let title = labels.first!, secondary = labels.last!
            XCTAssertEqual(title.frame.midX, 160, accuracy: 1, "centred")
            XCTAssertGreaterThan(secondary.frame.minY, title.frame.maxY)
            let button = shown?.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden }
            XCTAssertEqual(button?.currentTitle, "Add")
            XCTAssertGreaterThan(button?.frame.minY ?? 0, secondary.frame.maxY)
            button?.sendActions(for: .touchUpInside)
            XCTAssertEqual(controller.items, ["one"])
            XCTAssertNil(controller.contentUnavailableConfiguration)
            XCTAssertFalse(controller.view.subviews.contains { $0 is UIContentUnavailableView }, "removed")
            XCTAssertEqual(controller.updates, 2)

            controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
            let search = controller.view.subviews.compactMap { $0 as? UIContentUnavailableView }.first
            XCTAssertEqual((search?.configuration as? UIContentUnavailableConfiguration)?.text, "No Results")
            window.isHidden = true
        }
    }
}
