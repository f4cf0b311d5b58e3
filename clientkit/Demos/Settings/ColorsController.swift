import ClientKit
import Foundation

/// The Colours tab: a `UICollectionView` grid (flow layout) of colour swatches; a tapped
/// swatch is selected (ringed) and named in the log.
final class ColorsController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let count = 24

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Colours"
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func loadView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 56, height: 56)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        grid.backgroundColor = .systemGroupedBackground
        grid.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        grid.dataSource = self
        grid.delegate = self
        view = grid
    }

    static func color(_ item: Int) -> UIColor {
        UIColor(hue: CGFloat(item) / CGFloat(count), saturation: 0.65, brightness: 0.9, alpha: 1)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        cell.contentView.backgroundColor = Self.color(indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log("colour \(indexPath.item) selected")
    }
}

/// A rounded swatch; selected, a dark ring shows around it.
final class SwatchCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        let ring = UIView()
        ring.isOpaque = false
        ring.layer.cornerRadius = 12
        ring.layer.borderWidth = 3
        ring.layer.borderColor = UIColor.label.cgColor
        selectedBackgroundView = ring
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds.insetBy(dx: 4, dy: 4)
    }
}
