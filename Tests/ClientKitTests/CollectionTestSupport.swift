import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A collection cell that counts how many were ever made.
final class CountingItemCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A section header or footer with a label.
final class TitleSupplementaryView: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A collection data source and flow delegate over sections of item counts, recording
/// its calls ("method section.item").
@MainActor
final class RecordingCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: ((IndexPath) -> CGSize)?
    var calls: [String] = []
    var shouldSelect: (IndexPath) -> Bool = { _ in true }

    init(counts: [Int]) { self.counts = counts }

    func log(_ name: String, _ path: IndexPath) { calls.append("\(name) \(path.section).\(path.item)") }
    func calls(_ name: String) -> [String] { calls.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) } }
    func clear() { calls = [] }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log("cell", indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? CountingItemCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        log(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer", indexPath)
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleSupplementaryView)?.label.text = "\(kind) \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log("willDisplay", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        log("didEndDisplaying", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log("didHighlight", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log("didUnhighlight", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log("shouldSelect", indexPath)
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log("didSelect", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log("didDeselect", indexPath) }
}

/// A key window of `size` holding a collection view with `layout` that fills it, laid out once.
@MainActor
func makeCollectionScene(_ source: RecordingCollectionSource, layout: UICollectionViewLayout,
                         width: CGFloat = 320, height: CGFloat = 480,
                         configure: (UICollectionView) -> Void = { _ in }) -> (UIWindow, UICollectionView) {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
    collection.register(TitleSupplementaryView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "title")
    collection.register(TitleSupplementaryView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                        withReuseIdentifier: "title")
    collection.dataSource = source
    collection.delegate = source
    configure(collection)
    window.addSubview(collection)
    window.makeKeyAndVisible()
    collection.layoutIfNeeded()
    return (window, collection)
}

/// The frame the layout gives the item at (`section`, `item`).
@MainActor
func itemFrame(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
