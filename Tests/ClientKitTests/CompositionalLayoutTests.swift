import Foundation
import XCTest
@testable import ClientKit

/// UICollectionViewCompositionalLayout: fractional, absolute and estimated sizes,
/// counted and repeated groups, nested groups, insets and spacing, headers, and
/// self-sizing list rows — frames computed by hand.
final class CompositionalLayoutTests: XCTestCase {
    @MainActor
    final class Source: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        var texts: [IndexPath: String] = [:]
        init(_ counts: [Int]) { self.counts = counts }
        lazy var registration = UICollectionView.CellRegistration<UICollectionViewCell, IndexPath> { [unowned self] cell, _, path in
            if let text = self.texts[path] {
                var content = UIListContentConfiguration.cell()
                content.text = text
                cell.contentConfiguration = content
            }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    @MainActor
    private static func show(_ layout: UICollectionViewLayout, _ source: Source, width: CGFloat = 300) -> (UIWindow, UICollectionView) {
        let window = makeRenderWindow(width: Int(width), height: 400)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        return (window, collection)
    }

    @MainActor
    private static func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testAGridOfCountedGroupsWithInsetsAndSpacing() {
        MainActor.assumeIsolated {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitem: item, count: 3)
            group.interItemSpacing = .fixed(6)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
            section.interGroupSpacing = 8
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (window, collection) = Self.show(layout, Source([7]))
            defer { withExtendedLifetime(window) {} }
            // 300 − 24 of width, three cells sharing it with two 6-point gaps: 88 each.
            XCTAssertEqual(Self.frame(layout, 0), CGRect(x: 14, y: 30 + 10 + 2, width: 84, height: 46))
            XCTAssertEqual(Self.frame(layout, 1), CGRect(x: 12 + 94 + 2, y: 42, width: 84, height: 46))
            XCTAssertEqual(Self.frame(layout, 3), CGRect(x: 14, y: 42 + 50 + 8, width: 84, height: 46), "the next row after the group spacing")
            let seventh: CGFloat = 42 + 116
            XCTAssertEqual(Self.frame(layout, 6)?.minY, seventh)
            XCTAssertNil(Self.frame(layout, 7))
            XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))?.frame,
                           CGRect(x: 12, y: 0, width: 276, height: 30))
            let expectedHeight: CGFloat = 30 + 10 + 150 + 16 + 10
            XCTAssertEqual(layout.collectionViewContentSize.height, expectedHeight)
            XCTAssertEqual(collection.visibleCells.count, 7)
        }
    }

    func testRepeatedAndNestedGroups() {
        MainActor.assumeIsolated {
            // A row: a half-width big item, and a column of two quarter-height... small items.
            let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                heightDimension: .fractionalHeight(1)))
            let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                  heightDimension: .fractionalHeight(0.5)))
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                subitems: [small])
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [big, column])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            let (window, _) = Self.show(layout, Source([5]))
            defer { withExtendedLifetime(window) {} }
            XCTAssertEqual(Self.frame(layout, 0), CGRect(x: 0, y: 0, width: 150, height: 100))
            XCTAssertEqual(Self.frame(layout, 1), CGRect(x: 150, y: 0, width: 150, height: 50))
            XCTAssertEqual(Self.frame(layout, 2), CGRect(x: 150, y: 50, width: 150, height: 50), "the column repeats its item while it fits")
            XCTAssertEqual(Self.frame(layout, 3), CGRect(x: 0, y: 100, width: 150, height: 100), "the group repeats")
            XCTAssertEqual(Self.frame(layout, 4), CGRect(x: 150, y: 100, width: 150, height: 50))
        }
    }

    func testAListLayoutSizesRowsByTheirCells() {
        MainActor.assumeIsolated {
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.headerMode = .supplementary
            let layout = UICollectionViewCompositionalLayout.list(using: list)
            let source = Source([3, 2])
            source.texts[IndexPath(item: 1, section: 0)] = String(repeating: "a long row of words ", count: 6)
            source.texts[IndexPath(item: 0, section: 0)] = "short"
            let (window, _) = Self.show(layout, source)
            defer { withExtendedLifetime(window) {} }
            let first = try! XCTUnwrap(Self.frame(layout, 0))
            XCTAssertEqual(first.minX, 20, "inset grouped: 20 points in")
            XCTAssertEqual(first.width, 260)
            XCTAssertEqual(first.height, 44, accuracy: 1, "a one-line row")
            let second = try! XCTUnwrap(Self.frame(layout, 1))
            XCTAssertGreaterThan(second.height, 60, "a wrapped row grows: \(second)")
            XCTAssertEqual(second.minY, first.maxY, accuracy: 0.5)
            let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     at: IndexPath(item: 0, section: 1))
            XCTAssertNotNil(header, "each section has its header")
            XCTAssertGreaterThan(Self.frame(layout, 0, 1)!.minY, header!.frame.maxY - 0.5)
        }
    }

    /// An estimated item with content insets: the cell gets the height it asks for, the
    /// insets go around it, and measuring settles (no endless re-layout).
    func testEstimatedItemsWithInsetsGetTheirCellsHeight() {
        MainActor.assumeIsolated {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
            let item = NSCollectionLayoutItem(layoutSize: size)
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let layout = UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item])))
            let source = Source([2])
            source.texts[IndexPath(item: 0, section: 0)] = "one line"
            let (window, collection) = Self.show(layout, source)
            defer { withExtendedLifetime(window) {} }
            let first = try! XCTUnwrap(Self.frame(layout, 0))
            XCTAssertEqual(first.height, 44, accuracy: 0.5, "the list cell's 44 points, insets outside it")
            XCTAssertEqual(first.minX, 5)
            XCTAssertEqual(Self.frame(layout, 1)?.minY ?? 0, first.maxY + 10, accuracy: 0.5)
            window.layoutIfNeeded()
            XCTAssertEqual(Self.frame(layout, 0), first, "settled")
            XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: collection.visibleCells.first!
                .preferredLayoutAttributesFitting(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!),
                withOriginalAttributes: layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!))
        }
    }

    /// A header with `pinToVisibleBounds` stays at the top of the visible area while its
    /// section is there, is pushed up by the section's end, and covers the cells.
    func testPinnedHeadersStayInViewWhileTheirSectionIs() {
        MainActor.assumeIsolated {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            let layout = UICollectionViewCompositionalLayout(section: section)
            let source = Source([10, 10])
            let (window, collection) = Self.show(layout, source)
            defer { withExtendedLifetime((window, source)) {} }
            let kind = UICollectionView.elementKindSectionHeader
            @MainActor func headerY(_ s: Int) -> CGFloat? {
                collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: s))?.frame.minY
            }
            XCTAssertEqual(headerY(0), 0)
            collection.contentOffset = CGPoint(x: 0, y: 100)
            collection.layoutIfNeeded()
            XCTAssertEqual(headerY(0), 100, "pinned at the top of the visible area")
            let view = collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))!
            XCTAssertTrue(collection.subviews.last === view, "in front of the cells under it")
            collection.contentOffset = CGPoint(x: 0, y: 520)
            collection.layoutIfNeeded()
            XCTAssertEqual(headerY(0), 500, "pushed up by the end of its section (530)")
            XCTAssertEqual(headerY(1), 530)
            collection.contentOffset = CGPoint(x: 0, y: 600)
            collection.layoutIfNeeded()
            XCTAssertEqual(headerY(1), 600, "the next section's header takes over")
            XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY, 600)
        }
    }

    /// A section with an orthogonal scrolling behaviour lays its groups out in one row
    /// that scrolls horizontally on its own; the rest of the layout scrolls vertically.
    func testOrthogonalSectionsScrollAcross() {
        MainActor.assumeIsolated {
            let tile = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let layout = UICollectionViewCompositionalLayout { section, _ in
                if section == 0 {
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: tile, subitems: [NSCollectionLayoutItem(layoutSize: tile)])
                    let strip = NSCollectionLayoutSection(group: group)
                    strip.interGroupSpacing = 10
                    strip.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                    strip.orthogonalScrollingBehavior = .continuous
                    return strip
                }
                let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
                return NSCollectionLayoutSection(group: group)
            }
            let source = Source([10, 20])
            let (window, collection) = Self.show(layout, source)
            defer { withExtendedLifetime((window, source)) {} }
            window.makeKeyAndVisible()
            XCTAssertEqual(Self.frame(layout, 0), CGRect(x: 16, y: 0, width: 100, height: 80))
            XCTAssertEqual(Self.frame(layout, 3), CGRect(x: 346, y: 0, width: 100, height: 80), "groups side by side in one row")
            XCTAssertEqual(Self.frame(layout, 0, 1), CGRect(x: 0, y: 80, width: 300, height: 50), "the next section follows the row")
            XCTAssertEqual(collection.contentSize, CGSize(width: 300, height: 80 + 20 * 50), "the collection scrolls vertically only")
            let strip = try! XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
            XCTAssertFalse(strip === collection)
            XCTAssertEqual(strip.contentSize.width, 1122, "16 + 10 × 100 + 9 × 10 + 16")
            XCTAssertNil(collection.cellForItem(at: IndexPath(item: 4, section: 0)), "only the items in view have cells")

            strip.contentOffset = CGPoint(x: 250, y: 0)
            collection.layoutIfNeeded()
            strip.layoutIfNeeded()
            XCTAssertEqual(Self.frame(layout, 3)?.minX, 96, "reported where it appears")
            XCTAssertNil(collection.cellForItem(at: IndexPath(item: 0, section: 0)), "scrolled out")
            XCTAssertNotNil(collection.cellForItem(at: IndexPath(item: 4, section: 0)), "scrolled in")
            XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 100, y: 40)), IndexPath(item: 3, section: 0))
            XCTAssertEqual(collection.contentOffset.y, 0)

            // A horizontal drag in the strip scrolls it, not the collection view.
            let finger = Finger(window, at: CGPoint(x: 200, y: 40), time: 10)
            finger.drag(by: -120, 0)
            finger.move(to: CGPoint(x: 80, y: 40), dt: 0.5)   // held still: no deceleration after
            finger.lift()
            XCTAssertGreaterThan(strip.contentOffset.x, 300)
            XCTAssertEqual(collection.contentOffset.y, 0)
            // A tap selects the item under the finger in the scrolled strip.
            let underFinger = try! XCTUnwrap(collection.indexPathForItem(at: CGPoint(x: 150, y: 40)))
            XCTAssertGreaterThan(underFinger.item, 3)
            tap(window, CGPoint(x: 150, y: 40), time: 15)
            XCTAssertEqual(collection.indexPathsForSelectedItems, [underFinger])
            // A vertical one scrolls the collection view.
            let second = Finger(window, at: CGPoint(x: 200, y: 40), time: 20)
            second.drag(by: 0, -120)
            second.lift()
            XCTAssertGreaterThan(collection.contentOffset.y, 50)
        }
    }

    /// Group paging: a slow drag past half a group settles on the next group's leading
    /// edge (at the section's inset); less than half comes back; centred paging centres
    /// the group; `.continuousGroupLeadingBoundary` rests on a group boundary.
    func testGroupPagingSettlesOnGroups() {
        MainActor.assumeIsolated {
            @MainActor func strip(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, drag: CGFloat) -> CGFloat {
                let tile = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: tile, subitems: [NSCollectionLayoutItem(layoutSize: tile)])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.orthogonalScrollingBehavior = behavior
                let layout = UICollectionViewCompositionalLayout(section: section)
                let source = Source([10])
                let (window, collection) = Self.show(layout, source)
                window.makeKeyAndVisible()
                defer { withExtendedLifetime((window, source)) {} }
                let scroller = collection.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
                let finger = Finger(window, at: CGPoint(x: 200, y: 40), time: 1)
                finger.drag(by: drag, 0, steps: 10)
                finger.move(to: finger.touch.location(in: nil), dt: 0.3)
                finger.lift()
                let deadline = Date().addingTimeInterval(3)
                while scroller.isDecelerating && Date() < deadline { spinMainRunLoop(0.02) }
                return scroller.contentOffset.x
            }
            XCTAssertEqual(strip(.groupPaging, drag: -70), 110, accuracy: 1, "the second group at the 16-point inset")
            XCTAssertEqual(strip(.groupPaging, drag: -30), 0, accuracy: 1, "less than half a group comes back")
            XCTAssertEqual(strip(.groupPagingCentered, drag: -70), 16 + 110 + 50 - 150, accuracy: 1, "the second group centred")
            XCTAssertEqual(strip(.continuousGroupLeadingBoundary, drag: -180), 220, accuracy: 1, "the nearest group boundary")
            XCTAssertEqual(strip(.continuous, drag: -180), 180 - 10, accuracy: 12, "continuous rests where the drag ends")
        }
    }
}
