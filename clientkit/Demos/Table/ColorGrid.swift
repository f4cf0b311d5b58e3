// The grid half of demo-table: a collection view with a flow layout — two sections of
// 64-point colour tiles under titled headers. A tapped tile is selected (a dark ring).
import ClientKit
import Foundation

/// A tile: its colour fills the content view; selected, a ring shows around it.
final class ColorTile: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        let ring = UIView()
        ring.layer.cornerRadius = 14
        ring.layer.borderWidth = 3
        ring.layer.borderColor = UIColor.label.cgColor
        ring.isOpaque = false
        selectedBackgroundView = ring
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds.insetBy(dx: 5, dy: 5)
    }
}

/// A section title over the tiles.
final class GridHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}

/// The grid, its own data source and delegate.
final class ColorGrid: UICollectionView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let titles = ["COLOURS", "GRAYS"]
    static let counts = [30, 10]

    init(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 64, height: 64)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 16, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        super.init(frame: frame, collectionViewLayout: layout)
        backgroundColor = .systemGroupedBackground
        register(ColorTile.self, forCellWithReuseIdentifier: "tile")
        register(GridHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                 withReuseIdentifier: "header")
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func color(at path: IndexPath) -> UIColor {
        if path.section == 0 {
            return UIColor(hue: CGFloat(path.item) / CGFloat(Self.counts[0]), saturation: 0.65, brightness: 0.92, alpha: 1)
        }
        return UIColor(white: CGFloat(path.item) / CGFloat(Self.counts[1] - 1), alpha: 1)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { Self.counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = color(at: indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (header as? GridHeader)?.label.text = Self.titles[indexPath.section]
        return header
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log("selected tile \(indexPath.section).\(indexPath.item) in \(Self.titles[indexPath.section].lowercased())")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let items = indexPathsForVisibleItems
        log("grid scrolled to y=\(Int(contentOffset.y)): tiles \(items.first.map { "\($0.section).\($0.item)" } ?? "-") … "
            + "\(items.last.map { "\($0.section).\($0.item)" } ?? "-")")
    }
}
