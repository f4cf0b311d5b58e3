import ClientKit
import Foundation

/// A screen of rows, each pushing another screen when tapped (a stand-in for a table
/// view with disclosure rows, built from plain views until ClientKit has UITableView).
final class SettingsListController: UIViewController {
    struct Row {
        let title: String
        let destination: () -> UIViewController
    }

    static let rowHeight: CGFloat = 44
    /// The space above the first row, below the navigation bar (the safe area).
    static let topSpace: CGFloat = 20

    let rows: [Row]
    private var rowViews: [RowView] = []

    init(title: String, rows: [Row]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        rowViews = rows.map { row in
            let view = RowView(title: row.title)
            view.addAction(UIAction { [unowned self] _ in
                log("tapped \(row.title)")
                self.navigationController?.pushViewController(row.destination(), animated: true)
            }, for: .touchUpInside)
            return view
        }
        rowViews.forEach(view.addSubview)
    }

    /// Rows stack from the top of the safe area (below the navigation bar).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y = view.safeAreaInsets.top + Self.topSpace
        for (i, row) in rowViews.enumerated() {
            row.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: Self.rowHeight)
            row.showsSeparator = i < rowViews.count - 1
            y += Self.rowHeight
        }
    }
}

/// One row: a title and a chevron on white, gray while pressed, a separator below.
final class RowView: UIControl {
    private let titleLabel = UILabel()
    private let chevron = UILabel()
    private let separator = UIView()
    var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .white
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        chevron.text = "›"
        chevron.font = .systemFont(ofSize: 22)
        chevron.textColor = .systemGray3
        separator.backgroundColor = .separator
        separator.isOpaque = false
        for view in [titleLabel, chevron, separator] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : .white }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 60, height: bounds.height)
        chevron.frame = CGRect(x: bounds.width - 28, y: 0, width: 16, height: bounds.height)
        separator.frame = CGRect(x: 16, y: bounds.height - 1, width: bounds.width - 16, height: 1)
    }
}
