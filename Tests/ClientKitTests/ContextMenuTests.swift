import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private func titles(_ window: UIWindow) -> [String]? {
    _UIMenuView.shown(in: window)?.rowViews.map(\.row.title)
}

@MainActor
private func center(of title: String, in window: UIWindow) -> CGPoint {
    let row = _UIMenuView.shown(in: window)!.rowViews.first { $0.row.title == title }!
    return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
}

/// A context-menu delegate recording what it is told.
@MainActor
private final class MenuDelegate: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var locations: [CGPoint] = []
    var suggested: [[UIMenuElement]] = []
    var configuration: UIContextMenuConfiguration?
    var makesMenu = true
    var preview: UIContextMenuContentPreviewProvider?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        locations.append(location)
        guard makesMenu else { return nil }
        let configuration = UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: preview) { [unowned self] suggested in
            self.suggested.append(suggested)
            return UIMenu(children: [
                UIAction(title: "Share") { [unowned self] action in self.log.add("share \(action.sender == nil)") },
                UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in self.log.add("delete") },
            ])
        }
        self.configuration = configuration
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.add("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.add("willEnd")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        log.add("willPerformPreview")
        animator.addCompletion { [unowned self] in self.log.add("previewCompletion") }
    }
}

private extension Array where Element == String {
    mutating func add(_ entry: String) { append(entry) }
}

final class ContextMenuTests: XCTestCase {
    func testALongPressAsksForAConfigurationAndShowsItsMenu() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let delegate = MenuDelegate()
            let interaction = UIContextMenuInteraction(delegate: delegate)
            view.addInteraction(interaction)
            XCTAssertTrue(interaction.view === view)
            XCTAssertEqual(view.interactions.count, 1)
            let finger = Finger(window, at: CGPoint(x: 150, y: 160))
            spinMainRunLoop(0.3)
            XCTAssertNil(_UIMenuView.shown(in: window))
            spinMainRunLoop(0.4)
            XCTAssertEqual(titles(window), ["Share", "Delete"])
            XCTAssertEqual(delegate.locations, [CGPoint(x: 50, y: 60)], "in the view's coordinates")
            XCTAssertEqual(delegate.suggested.map(\.count), [0])
            XCTAssertEqual(delegate.log, ["willDisplay"])
            XCTAssertEqual(view.log, ["began", "cancelled"], "the press took the view's touch")
            XCTAssertEqual(interaction.location(in: view), CGPoint(x: 50, y: 60))
            finger.lift()
            XCTAssertNotNil(_UIMenuView.shown(in: window), "lifting without moving leaves the menu open")
            Finger(window, at: center(of: "Share", in: window)).lift()
            XCTAssertEqual(delegate.log, ["willDisplay", "willEnd", "share true"], "once, sender nil, after willEnd")
            XCTAssertNil(_UIMenuView.shown(in: window))
            window.isHidden = true
        }
    }

    func testNoConfigurationLeavesTheTouchToTheView() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let delegate = MenuDelegate()
            delegate.makesMenu = false
            view.addInteraction(UIContextMenuInteraction(delegate: delegate))
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            spinMainRunLoop(0.7)
            finger.lift()
            XCTAssertEqual(delegate.locations.count, 1)
            XCTAssertNil(_UIMenuView.shown(in: window))
            XCTAssertEqual(view.log, ["began", "ended"])
        }
    }

    func testASecondaryClickOpensTheMenuAtOnce() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let delegate = MenuDelegate()
            view.addInteraction(UIContextMenuInteraction(delegate: delegate))
            let event = UIEvent(type: .touches, timestamp: 1)
            event._buttonMask = .secondary
            XCTAssertEqual(event.buttonMask, .secondary)
            let click = Finger(window, at: CGPoint(x: 120, y: 130), event: event)
            XCTAssertEqual(titles(window), ["Share", "Delete"])
            click.lift()
            XCTAssertEqual(UIEvent.ButtonMask.button(2), .secondary)
            XCTAssertEqual(UIEvent.ButtonMask.button(1), .primary)
        }
    }

    func testATapRecognizerIgnoresSecondaryClicksUnlessAskedFor() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            XCTAssertEqual(tap.buttonMaskRequired, .primary)
            view.addGestureRecognizer(tap)
            @MainActor func click(_ mask: UIEvent.ButtonMask) {
                let event = UIEvent(type: .touches, timestamp: 1)
                event._buttonMask = mask
                Finger(window, at: CGPoint(x: 150, y: 150), event: event).lift()
            }
            click(.secondary)
            XCTAssertEqual(recorder.states, [])
            click(.primary)
            XCTAssertEqual(recorder.states, [.ended])
            Finger(window, at: CGPoint(x: 150, y: 150), time: 3).lift()
            XCTAssertEqual(recorder.states, [.ended, .ended], "fingers count")
            tap.buttonMaskRequired = .secondary
            click(.secondary)
            XCTAssertEqual(recorder.states, [.ended, .ended, .ended])
        }
    }

    func testDismissingTellsTheDelegateOnceAndEscapeDismisses() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let delegate = MenuDelegate()
            let interaction = UIContextMenuInteraction(delegate: delegate)
            view.addInteraction(interaction)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            spinMainRunLoop(0.7)
            finger.lift()
            interaction.dismissMenu()
            interaction.dismissMenu()
            XCTAssertEqual(delegate.log, ["willDisplay", "willEnd"])
            let again = Finger(window, at: CGPoint(x: 150, y: 150))
            spinMainRunLoop(0.7)
            again.lift()
            sendKeyPress(.keyboardEscape)
            XCTAssertNil(_UIMenuView.shown(in: window))
            XCTAssertEqual(delegate.log, ["willDisplay", "willEnd", "willDisplay", "willEnd"])
            window.isHidden = true
        }
    }

    func testUpdateVisibleMenuReplacesTheMenuShown() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let delegate = MenuDelegate()
            let interaction = UIContextMenuInteraction(delegate: delegate)
            view.addInteraction(interaction)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            spinMainRunLoop(0.7)
            finger.lift()
            XCTAssertEqual(interaction.menuAppearance, .compact)
            interaction.updateVisibleMenu { menu in
                menu.replacingChildren(menu.children + [UIAction(title: "Added") { _ in }])
            }
            XCTAssertEqual(titles(window), ["Share", "Delete", "Added"])
            XCTAssertEqual(delegate.log, ["willDisplay"], "the menu did not end")
            view.removeInteraction(interaction)
            XCTAssertNil(interaction.view)
            XCTAssertTrue(view.interactions.isEmpty)
            interaction.dismissMenu()
            XCTAssertEqual(interaction.menuAppearance, .unknown)
            window.isHidden = true
        }
    }

    func testSlidingFromTheLongPressOntoARowChoosesIt() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let delegate = MenuDelegate()
            view.addInteraction(UIContextMenuInteraction(delegate: delegate))
            let finger = Finger(window, at: CGPoint(x: 150, y: 110))
            spinMainRunLoop(0.7)
            finger.move(to: center(of: "Delete", in: window))
            finger.lift()
            XCTAssertEqual(delegate.log, ["willDisplay", "willEnd", "delete"])
            window.isHidden = true
        }
    }

    func testTappingThePreviewCommitsIt() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let delegate = MenuDelegate()
            let previewController = UIViewController()
            previewController.preferredContentSize = CGSize(width: 100, height: 80)
            delegate.preview = { previewController }
            view.addInteraction(UIContextMenuInteraction(delegate: delegate))
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            spinMainRunLoop(0.7)
            finger.lift()
            let card = _UIMenuView.shown(in: window)!.subviews.compactMap { $0 as? _UIContextMenuPreviewCard }.first!
            XCTAssertEqual(card.frame.size, CGSize(width: 100, height: 80))
            XCTAssertTrue(previewController.view.superview === card)
            XCTAssertFalse(card.frame.intersects(_UIMenuView.shown(in: window)!.panel.frame))
            Finger(window, at: card.convert(CGPoint(x: 50, y: 40), to: nil)).lift()
            XCTAssertEqual(delegate.log, ["willDisplay", "willPerformPreview", "willEnd"])
            XCTAssertNil(_UIMenuView.shown(in: window))
            spinMainRunLoop()
            XCTAssertEqual(delegate.log.last, "previewCompletion")
            window.isHidden = true
        }
    }

    func testTableRowsAskTheirDelegateForContextMenus() {
        MainActor.assumeIsolated {
            @MainActor final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
                var log: [String] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? {
                    log.append("config \(indexPath.row) \(Int(point.y))")
                    guard indexPath.row != 0 else { return nil }
                    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                        UIMenu(children: [UIAction(title: "Row \(indexPath.row)") { [unowned self] _ in self.log.append("chose \(indexPath.row)") }])
                    }
                }
                func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) { log.append("willDisplay") }
                func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) { log.append("willEnd") }
            }
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let table = UITableView(frame: window.bounds, style: .plain)
            let source = Source()
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
            window.makeKeyAndVisible()
            table.layoutIfNeeded()
            var finger = Finger(window, at: CGPoint(x: 100, y: 20))
            spinMainRunLoop(0.7)
            finger.lift()
            XCTAssertNil(_UIMenuView.shown(in: window), "no configuration for row 0")
            finger = Finger(window, at: CGPoint(x: 100, y: 110))
            spinMainRunLoop(0.7)
            finger.lift()
            XCTAssertEqual(titles(window), ["Row 2"])
            let panel = _UIMenuView.shown(in: window)!.panel.frame
            XCTAssertGreaterThan(panel.minY, table.rectForRow(at: IndexPath(row: 2, section: 0)).maxY, "below the row")
            Finger(window, at: center(of: "Row 2", in: window)).lift()
            XCTAssertEqual(source.log, ["config 0 20", "config 2 110", "willDisplay", "willEnd", "chose 2"])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0),
                           "a press with no menu selects its row when it lifts; the one that showed a menu does not")
            window.isHidden = true
        }
    }

    func testCollectionViewsAskTheMultiItemFormWhichFallsBackToTheSingleItemForm() {
        MainActor.assumeIsolated {
            @MainActor class Items: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }
            @MainActor final class Old: Items, UICollectionViewDelegate {
                var asked: [IndexPath] = []
                func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                    point: CGPoint) -> UIContextMenuConfiguration? {
                    asked.append(indexPath)
                    return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Old") { _ in }]) })
                }
            }
            @MainActor final class New: Items, UICollectionViewDelegate {
                var askedMany: [[IndexPath]] = []
                func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                    point: CGPoint) -> UIContextMenuConfiguration? {
                    askedMany.append(indexPaths)
                    return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "New") { _ in }]) })
                }
            }
            for source in [Old(), New()] as [Items & UICollectionViewDelegate] {
                resetApplication()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                collection.dataSource = source
                collection.delegate = source
                window.addSubview(collection)
                window.makeKeyAndVisible()
                collection.layoutIfNeeded()
                let finger = Finger(window, at: CGPoint(x: 50, y: 50))
                spinMainRunLoop(0.7)
                finger.lift()
                if let new = source as? New {
                    XCTAssertEqual(titles(window), ["New"])
                    XCTAssertEqual(new.askedMany, [[IndexPath(item: 0, section: 0)]])
                } else if let old = source as? Old {
                    XCTAssertEqual(titles(window), ["Old"])
                    XCTAssertEqual(old.asked, [IndexPath(item: 0, section: 0)])
                }
                window.isHidden = true
            }
        }
    }
}
