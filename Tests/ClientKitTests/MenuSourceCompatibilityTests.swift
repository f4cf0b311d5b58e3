import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Menu code written as for UIKit compiles and runs unchanged: a table view
/// controller overriding the context-menu methods, a view controller as a context-menu
/// delegate pushing its preview, a button's menu with deferred and inline elements.
private final class PhotosController: UITableViewController, UIContextMenuInteractionDelegate {
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Photo \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: {
            let preview = UIViewController()
            preview.preferredContentSize = CGSize(width: 120, height: 90)
            return preview
        }, actionProvider: { [weak self] suggestedActions in
            let favorite = UIAction(title: "Favorite", image: UIImage(systemName: "heart")) { _ in
                self?.log.append("favorite \(indexPath.row)")
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.log.append("delete \(indexPath.row)")
            }
            return UIMenu(title: "", children: suggestedActions + [favorite, UIMenu(options: .displayInline, children: [delete])])
        })
    }

    override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionCommitAnimating) {
        guard let indexPath = configuration.identifier as? IndexPath else { return }
        animator.addCompletion {
            self.log.append("open \(indexPath.row)")
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }
}

final class MenuSourceCompatibilityTests: XCTestCase {
    func testATableViewControllerOverridesTheContextMenuMethods() {
        MainActor.assumeIsolated {
            resetApplication()
            let controller = PhotosController(style: .plain)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.tableView.layoutIfNeeded()
            let finger = Finger(window, at: CGPoint(x: 100, y: 60))
            spinMainRunLoop(0.7)
            finger.lift()
            let menu = try! XCTUnwrap(_UIMenuView.shown(in: window))
            XCTAssertEqual(menu.rowViews.map(\.row.title), ["Favorite", "Delete"])
            let card = try! XCTUnwrap(menu.subviews.compactMap { $0 as? _UIContextMenuPreviewCard }.first)
            Finger(window, at: card.convert(CGPoint(x: 10, y: 10), to: nil)).lift()
            spinMainRunLoop()
            XCTAssertEqual(controller.log, ["open 1"])
            window.isHidden = true
        }
    }
}
