import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Flow layout frames, each computed by hand in the test from UIKit's rules: items fill
/// a line while they fit; full lines spread the leftover space between their items (a
/// lone item is centred); the last line keeps the minimum spacing from the leading edge;
/// items are centred across their line.
final class UICollectionViewFlowLayoutTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
            XCTAssertEqual(layout.minimumLineSpacing, 10)
            XCTAssertEqual(layout.minimumInteritemSpacing, 10)
            XCTAssertEqual(layout.sectionInset, .zero)
            XCTAssertEqual(layout.scrollDirection, .vertical)
            XCTAssertEqual(layout.estimatedItemSize, .zero)
            XCTAssertEqual(layout.headerReferenceSize, .zero)
            XCTAssertEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        }
    }

    func testThreeItemsFillALineExactly() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [7])
            let (_, collection) = makeCollectionScene(source, layout: flow { $0.itemSize = CGSize(width: 100, height: 100) })
            // 100 + 10 + 100 + 10 + 100 = 320: three a line, 10 apart; the last line has item 6 alone, at the leading edge.
            let expected: [CGRect] = [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
                CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
                CGRect(x: 110, y: 110, width: 100, height: 100), CGRect(x: 220, y: 110, width: 100, height: 100),
                CGRect(x: 0, y: 220, width: 100, height: 100)]
            for (i, frame) in expected.enumerated() {
                XCTAssertEqual(itemFrame(collection, i), frame, "item \(i)")
                XCTAssertEqual(collection.cellForItem(at: IndexPath(item: i, section: 0))?.frame, frame, "cell \(i)")
            }
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 320))
        }
    }

    func testFullLinesSpreadTheirItemsAndTheLastLineStaysLeft() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [8])
            let layout = flow {
                $0.itemSize = CGSize(width: 80, height: 50)
                $0.minimumLineSpacing = 5
                $0.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 20, right: 15)
            }
            let (_, collection) = makeCollectionScene(source, layout: layout, width: 300)
            // 270 points available: three items (260 with the minimum spacing) a line; a full
            // line's 30 leftover points make 15-point gaps: x 15, 110, 205. The last line
            // (items 6, 7) keeps the 10-point minimum: x 15, 105. Lines at y 10, 65, 120.
            let xs: [CGFloat] = [15, 110, 205, 15, 110, 205, 15, 105]
            let ys: [CGFloat] = [10, 10, 10, 65, 65, 65, 120, 120]
            for i in 0..<8 {
                XCTAssertEqual(itemFrame(collection, i), CGRect(x: xs[i], y: ys[i], width: 80, height: 50), "item \(i)")
            }
            XCTAssertEqual(collection.contentSize, CGSize(width: 300, height: 10 + 3 * 50 + 2 * 5 + 20))
        }
    }

    func testItemsOfDifferentSizesAreCentredAcrossTheirLine() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [5])
            let sizes = [CGSize(width: 100, height: 40), CGSize(width: 60, height: 80), CGSize(width: 120, height: 20),
                         CGSize(width: 200, height: 50), CGSize(width: 50, height: 50)]
            source.sizes = { sizes[$0.item] }
            let (_, collection) = makeCollectionScene(source, layout: flow { _ in }, width: 300)
            // Line 1: 100 + 10 + 60 + 10 + 120 = 300 fits exactly (200 more would not): x 0, 110, 180;
            // it is 80 thick, so y (80 − h) / 2: 20, 0, 30. Line 2 at 80 + 10: 200 + 10 + 50, the last, left.
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 0, y: 20, width: 100, height: 40))
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 110, y: 0, width: 60, height: 80))
            XCTAssertEqual(itemFrame(collection, 2), CGRect(x: 180, y: 30, width: 120, height: 20))
            XCTAssertEqual(itemFrame(collection, 3), CGRect(x: 0, y: 90, width: 200, height: 50))
            XCTAssertEqual(itemFrame(collection, 4), CGRect(x: 210, y: 90, width: 50, height: 50))
            XCTAssertEqual(collection.contentSize.height, 140)
        }
    }

    func testALoneItemOnAFullLineIsCentred() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [2])
            let (_, collection) = makeCollectionScene(source, layout: flow { $0.itemSize = CGSize(width: 200, height: 50) },
                                                      width: 300)
            // Two 200-point items never share a 300-point line: the first line is centred
            // ((300 − 200) / 2 = 50), the last keeps to the leading edge.
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 50, y: 0, width: 200, height: 50))
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 0, y: 60, width: 200, height: 50))
        }
    }

    func testSectionsWithHeadersAndFooters() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [4, 2])
            let layout = flow {
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.headerReferenceSize = CGSize(width: 999, height: 40) // only the height counts when vertical
                $0.footerReferenceSize = CGSize(width: 0, height: 30)
                $0.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            }
            let (_, collection) = makeCollectionScene(source, layout: layout)
            let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
            @MainActor func supplementary(_ kind: String, _ section: Int) -> CGRect? {
                collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
            }
            // Section 0: header 0–40, inset 5, lines at 45 and 155, inset to 260, footer 260–290.
            XCTAssertEqual(supplementary(header, 0), CGRect(x: 0, y: 0, width: 320, height: 40))
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 0, y: 45, width: 100, height: 100))
            XCTAssertEqual(itemFrame(collection, 2), CGRect(x: 220, y: 45, width: 100, height: 100))
            XCTAssertEqual(itemFrame(collection, 3), CGRect(x: 0, y: 155, width: 100, height: 100))
            XCTAssertEqual(supplementary(footer, 0), CGRect(x: 0, y: 260, width: 320, height: 30))
            // Section 1: header 290–330, items at 335, footer 440–470.
            XCTAssertEqual(supplementary(header, 1), CGRect(x: 0, y: 290, width: 320, height: 40))
            XCTAssertEqual(itemFrame(collection, 0, section: 1), CGRect(x: 0, y: 335, width: 100, height: 100))
            XCTAssertEqual(itemFrame(collection, 1, section: 1), CGRect(x: 110, y: 335, width: 100, height: 100))
            XCTAssertEqual(supplementary(footer, 1), CGRect(x: 0, y: 440, width: 320, height: 30))
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 470))
            // The visible area (0–480) shows both headers and footers through the data source.
            XCTAssertEqual(Set(source.calls("header")), ["0.0", "1.0"])
            XCTAssertEqual(Set(source.calls("footer")), ["0.0", "1.0"])
            let shown = collection.visibleSupplementaryViews(ofKind: header) as? [TitleSupplementaryView]
            XCTAssertEqual(shown?.map { $0.label.text ?? "" }, ["\(header) 0", "\(header) 1"])
            XCTAssertEqual(shown?.first?.frame, CGRect(x: 0, y: 0, width: 320, height: 40))
        }
    }

    func testHorizontalScrollingFlowsInColumns() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [5])
            let layout = flow {
                $0.scrollDirection = .horizontal
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.minimumLineSpacing = 20
                $0.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
                $0.headerReferenceSize = CGSize(width: 30, height: 999) // only the width counts when horizontal
            }
            let (_, collection) = makeCollectionScene(source, layout: layout, width: 300, height: 230)
            // 230 − 10 − 10 = 210 points a column: two items (100 + 10 + 100). The header
            // is 30 wide at the full height; columns at x 30 + 5, then 20 apart: 35, 155, 275.
            // A full column spreads its 10 leftover points: y 10, 120; the last column stays at the top.
            let header = collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 30, height: 230))
            let expected = [CGPoint(x: 35, y: 10), CGPoint(x: 35, y: 120), CGPoint(x: 155, y: 10),
                            CGPoint(x: 155, y: 120), CGPoint(x: 275, y: 10)]
            for (i, origin) in expected.enumerated() {
                XCTAssertEqual(itemFrame(collection, i), CGRect(origin: origin, size: CGSize(width: 100, height: 100)), "item \(i)")
            }
            XCTAssertEqual(collection.contentSize, CGSize(width: 275 + 100 + 5, height: 230))
            // Scrolling sideways to the end (380 − 300) takes the header off screen.
            XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 1)
            scroll(collection, toX: 80)
            XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 0)
            XCTAssertEqual(collection.indexPathsForVisibleItems.count, 5)
        }
    }

    func testDelegateSpacingAndInsetOverrideTheLayoutsPerSection() {
        MainActor.assumeIsolated {
            resetApplication()
            let source = PerSection()
            let layout = flow { $0.itemSize = CGSize(width: 140, height: 60) }
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = source
            collection.delegate = source
            collection.layoutIfNeeded()
            // Section 0: 300 points, two 140-point items a line; the full line's 20 leftover
            // points go between them: x 0, 160; lines 60 thick with no spacing.
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 160, y: 0, width: 140, height: 60))
            XCTAssertEqual(itemFrame(collection, 2), CGRect(x: 0, y: 60, width: 140, height: 60))
            // Section 1 from y 120: 260 points between its insets hold one item a line
            // (280 > 260), centred: x 20 + 60 = 80, lines 30 apart; the last line at x 20.
            XCTAssertEqual(itemFrame(collection, 0, section: 1), CGRect(x: 80, y: 120, width: 140, height: 60))
            XCTAssertEqual(itemFrame(collection, 1, section: 1), CGRect(x: 80, y: 210, width: 140, height: 60))
            XCTAssertEqual(itemFrame(collection, 3, section: 1), CGRect(x: 20, y: 390, width: 140, height: 60))
            XCTAssertEqual(collection.contentSize.height, 450)
        }
    }

    func testChangingAPropertyLaysOutAgain() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [4])
            let layout = flow { $0.itemSize = CGSize(width: 100, height: 100) }
            let (_, collection) = makeCollectionScene(source, layout: layout)
            XCTAssertEqual(itemFrame(collection, 3), CGRect(x: 0, y: 110, width: 100, height: 100))
            layout.itemSize = CGSize(width: 70, height: 70)
            collection.layoutIfNeeded()
            // Four 70-point items with 10-point spacing fit 320 (310): one last line, left.
            XCTAssertEqual(itemFrame(collection, 3), CGRect(x: 240, y: 0, width: 70, height: 70))
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame,
                           CGRect(x: 240, y: 0, width: 70, height: 70))
            // A narrower collection view prepares again (the breadth changed): two items a
            // line (230 > 200), the full line spread to x 0, 130; the last line at x 0, 80.
            collection.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
            collection.layoutIfNeeded()
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 130, y: 0, width: 70, height: 70))
            XCTAssertEqual(itemFrame(collection, 3), CGRect(x: 80, y: 80, width: 70, height: 70))
        }
    }

    func testSelfSizingItemsTakeTheirCellsPreferredSize() {
        MainActor.assumeIsolated {
            final class WideCell: UICollectionViewCell {
                override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 150, height: 40) }
            }
            let source = RecordingCollectionSource(counts: [3])
            let layout = flow {
                $0.estimatedItemSize = CGSize(width: 50, height: 50)
            }
            let (_, collection) = makeCollectionScene(source, layout: layout) {
                $0.register(WideCell.self, forCellWithReuseIdentifier: "item")
            }
            // Each cell prefers 150×40: two a line in 320 (310), spread to x 0, 170; the last alone at the left.
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 0, y: 0, width: 150, height: 40))
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 170, y: 0, width: 150, height: 40))
            XCTAssertEqual(itemFrame(collection, 2), CGRect(x: 0, y: 50, width: 150, height: 40))
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame,
                           CGRect(x: 0, y: 50, width: 150, height: 40))
            XCTAssertEqual(source.calls("cell"), ["0.0", "0.1", "0.2"], "each cell asked for once")
        }
    }
}

/// A flow layout configured by `configure`.
@MainActor
private func flow(_ configure: (UICollectionViewFlowLayout) -> Void) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    return layout
}

/// Scrolls `scrollView` to `x` and runs its layout.
@MainActor
func scroll(_ scrollView: UIScrollView, toX x: CGFloat) {
    scrollView.contentOffset = CGPoint(x: x, y: scrollView.contentOffset.y)
    scrollView.layoutIfNeeded()
}

/// Two sections of four items with per-section insets and spacings from the delegate.
@MainActor
private final class PerSection: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) : .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { section == 1 ? 30 : 0 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 0 }
}

extension UICollectionViewFlowLayoutTests {
    func testSelfSizingItemsWithConstraintsUseAutoLayout() {
        MainActor.assumeIsolated {
            final class Pill: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let inner = UIView()
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(inner)
                    NSLayoutConstraint.activate([
                        inner.widthAnchor.constraint(equalToConstant: 120), inner.heightAnchor.constraint(equalToConstant: 30),
                        inner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
                        inner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
                        inner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 2),
                        inner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -2),
                    ])
                }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            let source = RecordingCollectionSource(counts: [3])
            let layout = flow { $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
            let (_, collection) = makeCollectionScene(source, layout: layout) {
                $0.register(Pill.self, forCellWithReuseIdentifier: "item")
            }
            // 4 + 120 + 4 by 2 + 30 + 2: 128×34. Two a line in 320 (266), spread: x 0, 192.
            XCTAssertEqual(itemFrame(collection, 0), CGRect(x: 0, y: 0, width: 128, height: 34))
            XCTAssertEqual(itemFrame(collection, 1), CGRect(x: 192, y: 0, width: 128, height: 34))
            XCTAssertEqual(itemFrame(collection, 2), CGRect(x: 0, y: 44, width: 128, height: 34))
        }
    }
}
