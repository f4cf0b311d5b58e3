import Foundation
import XCTest
@testable import ClientKit
import UniformTypeIdentifiers

/// Code written the way iOS 15–17 apps write it (appearance set-up in the app delegate, a
/// list built from a collection view controller, cell registrations and a diffable data
/// source, a context menu that shares, a document picker), compiled unchanged and run:
/// a check that these APIs exist with UIKit's signatures and work together.
@MainActor private func configureAppearance() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().scrollEdgeAppearance = appearance
    UINavigationBar.appearance().compactAppearance = appearance
    UINavigationBar.appearance().tintColor = .white
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithDefaultBackground()
    UITabBar.appearance().standardAppearance = tabAppearance
    if #available(iOS 15.0, *) {
        UITabBar.appearance().scrollEdgeAppearance = tabAppearance
    }
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .white
    UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self]).font = .boldSystemFont(ofSize: 13)
}

@MainActor private final class FruitListViewController: UICollectionViewController, UIDocumentPickerDelegate {
    enum Section { case main }
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var shared: [UIActivity.ActivityType?] = []
    var picked: [URL] = []

    init() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .json])
            picker.delegate = self
            self?.present(picker, animated: true)
        })
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "Fresh"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot, animatingDifferences: false)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.collectionView.reloadData()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                guard let self else { return }
                let activity = UIActivityViewController(activityItems: [self.dataSource.itemIdentifier(for: indexPath) ?? ""],
                                                        applicationActivities: nil)
                activity.popoverPresentationController?.sourceView = self.view
                activity.completionWithItemsHandler = { [weak self] type, _, _, _ in self?.shared.append(type) }
                self.present(activity, animated: true)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
            return UIMenu(title: "", children: [share, delete])
        }
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picked += urls
    }
}

final class ModernUIKitSourceTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { _UIAppearanceRegistry._reset() }
        super.tearDown()
    }

    func testAModernAppBuildsAndRuns() {
        MainActor.assumeIsolated {
            configureAppearance()
            let list = FruitListViewController()
            let navigation = UINavigationController(rootViewController: list)
            let window = showInWindow(navigation, log: CallLog(), width: 390, height: 700)
            window.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar.frame.height, 96, "a large title")
            XCTAssertEqual(navigation.navigationBar.tintColor, .white, "from the appearance proxy")
            XCTAssertEqual(list.collectionView.numberOfItems(inSection: 0), 3)
            let cell = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
            XCTAssertEqual((cell?.contentConfiguration as? UIListContentConfiguration)?.text, "Banana")
            let menu = list.collectionView(list.collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0),
                                           point: .zero)
            XCTAssertNotNil(menu)
            window.isHidden = true
        }
    }
}
