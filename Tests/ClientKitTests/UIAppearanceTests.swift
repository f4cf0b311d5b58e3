import Foundation
import XCTest
@testable import ClientKit

/// UIAppearance: proxies record what is set on them and replay it on instances as they
/// enter a window; what an instance set itself wins; containment, traits, subclasses and
/// bar items.
final class UIAppearanceTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { _UIAppearanceRegistry._reset() }
        super.tearDown()
    }

    func testAProxyStylesInstancesWhenTheyEnterAWindowNotBefore() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            UISwitch.appearance().onTintColor = .systemRed
            let toggle = UISwitch()
            XCTAssertNil(toggle.onTintColor, "nothing is applied before the switch is in a window")
            window.addSubview(toggle)
            XCTAssertEqual(toggle.onTintColor, .systemRed)
            XCTAssertNil(UISwitch.appearance().thumbTintColor)
        }
    }

    func testWhatTheInstanceSetItselfWins() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            UISlider.appearance().minimumTrackTintColor = .systemRed
            UISlider.appearance().maximumTrackTintColor = .systemGray
            let slider = UISlider()
            slider.minimumTrackTintColor = .systemGreen
            window.addSubview(slider)
            XCTAssertEqual(slider.minimumTrackTintColor, .systemGreen, "set on the instance: kept")
            XCTAssertEqual(slider.maximumTrackTintColor, .systemGray, "not set on the instance: the proxy's")
            // Set on the instance after it took the proxy's value: kept through a new move.
            slider.maximumTrackTintColor = .systemBlue
            slider.removeFromSuperview()
            window.addSubview(slider)
            XCTAssertEqual(slider.maximumTrackTintColor, .systemBlue)
        }
    }

    func testAViewAlreadyInAWindowChangesOnlyWhenItMovesIntoOneAgain() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            let bar = UIProgressView()
            window.addSubview(bar)
            UIProgressView.appearance().progressTintColor = .systemOrange
            XCTAssertNil(bar.progressTintColor, "UIKit: a view in a window keeps its look")
            bar.removeFromSuperview()
            window.addSubview(bar)
            XCTAssertEqual(bar.progressTintColor, .systemOrange)
        }
    }

    func testAWholeSubtreeIsStyledWhenItsRootEntersTheWindow() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            UILabel.appearance().textColor = .systemPurple
            let container = UIView()
            let inner = UIView()
            let label = UILabel()
            inner.addSubview(label)
            container.addSubview(inner)
            XCTAssertEqual(label.textColor, .label)
            window.addSubview(container)
            XCTAssertEqual(label.textColor, .systemPurple)
        }
    }

    func testContainmentIsMatchedInnermostFirstAndNeedNotBeDirect() {
        MainActor.assumeIsolated {
            final class Card: UIView {}
            final class Panel: UIView {}
            let window = makeControllerWindow()
            UILabel.appearance(whenContainedInInstancesOf: [Card.self, Panel.self]).textColor = .systemGreen

            @MainActor func label(in outer: UIView, _ innerView: UIView?) -> UILabel {
                let label = UILabel()
                let wrapper = UIView()
                wrapper.addSubview(label)
                if let innerView { innerView.addSubview(wrapper); outer.addSubview(innerView) } else { outer.addSubview(wrapper) }
                window.addSubview(outer)
                return label
            }
            XCTAssertEqual(label(in: Panel(), Card()).textColor, .systemGreen, "a card in a panel")
            XCTAssertEqual(label(in: Card(), Panel()).textColor, .label, "a panel in a card: the wrong order")
            XCTAssertEqual(label(in: Card(), nil).textColor, .label, "a card alone")
            XCTAssertEqual(label(in: Panel(), nil).textColor, .label, "a panel alone")
        }
    }

    func testViewControllersAreContainers() {
        MainActor.assumeIsolated {
            final class SettingsController: UIViewController {}
            UILabel.appearance(whenContainedInInstancesOf: [SettingsController.self]).font = .systemFont(ofSize: 22)
            let controller = SettingsController()
            let label = UILabel()
            controller.view.addSubview(label)
            let other = UIViewController()
            let otherLabel = UILabel()
            other.view.addSubview(otherLabel)
            let navigation = UINavigationController(rootViewController: controller)
            let window = showInWindow(navigation, log: CallLog())
            window.addSubview(other.view)
            XCTAssertEqual(label.font.pointSize, 22)
            XCTAssertEqual(otherLabel.font.pointSize, 17)
        }
    }

    func testTheMoreSpecificProxyWins() {
        MainActor.assumeIsolated {
            final class Toolbar: UIView {}
            let window = makeControllerWindow()
            UIView.appearance().tintColor = .systemRed
            UIButton.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = .systemTeal
            UIButton.appearance().tintColor = .systemGreen
            let plain = UIView()
            let button = UIButton(type: .system)
            let toolbar = Toolbar()
            let barButton = UIButton(type: .system)
            toolbar.addSubview(barButton)
            for view in [plain, button, toolbar] { window.addSubview(view) }
            XCTAssertEqual(plain.tintColor, .systemRed, "the superclass's proxy")
            XCTAssertEqual(button.tintColor, .systemGreen, "the class's proxy beats its superclass's")
            XCTAssertEqual(barButton.tintColor, .systemTeal, "a contained proxy beats the plain one")
        }
    }

    func testProxiesForTraitsApplyOnlyToMatchingTraitCollections() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
            UIView.appearance(for: UITraitCollection(userInterfaceStyle: .light)).backgroundColor = .white
            let view = UIView()
            window.addSubview(view)
            XCTAssertEqual(view.traitCollection.userInterfaceStyle, .light)
            XCTAssertEqual(view.backgroundColor, .white)
        }
    }

    func testAProxyOfAnAppsOwnSubclassStylesOnlyThatSubclass() {
        MainActor.assumeIsolated {
            final class BrandSwitch: UISwitch {
                init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError("not used: an app subclass that refuses archives") }
            }
            let window = makeControllerWindow()
            BrandSwitch.appearance().onTintColor = .systemPink
            let brand = BrandSwitch()
            let plain = UISwitch()
            window.addSubview(brand)
            window.addSubview(plain)
            XCTAssertEqual(brand.onTintColor, .systemPink)
            XCTAssertNil(plain.onTintColor)
            XCTAssertTrue(BrandSwitch.appearance() === BrandSwitch.appearance(), "one proxy per class")
        }
    }

    func testSettersWithStatesAreReplayed() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            UIButton.appearance().setTitleColor(.systemRed, for: .normal)
            UIButton.appearance().setTitleColor(.systemGray, for: .disabled)
            let button = UIButton(type: .custom)
            let own = UIButton(type: .custom)
            own.setTitleColor(.systemBlue, for: .normal)
            window.addSubview(button)
            window.addSubview(own)
            XCTAssertEqual(button.titleColor(for: .normal), .systemRed)
            XCTAssertEqual(button.titleColor(for: .disabled), .systemGray)
            XCTAssertEqual(own.titleColor(for: .normal), .systemBlue, "set on the instance for that state")
            XCTAssertEqual(own.titleColor(for: .disabled), .systemGray, "other states still take the proxy's")

            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .selected)
            let segments = UISegmentedControl(items: ["A", "B"])
            window.addSubview(segments)
            XCTAssertEqual(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .systemBrown)
        }
    }

    func testClassDefaultsCanBeChangedByAProxy() {
        MainActor.assumeIsolated {
            let window = makeControllerWindow()
            UITableView.appearance().backgroundColor = .systemYellow
            UITableView.appearance().separatorStyle = .none
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
            window.addSubview(table)
            XCTAssertEqual(table.backgroundColor, .systemYellow, "the class's own default is not the app's setting")
            XCTAssertEqual(table.separatorStyle, UITableViewCell.SeparatorStyle.none)
        }
    }

    func testNavigationBarsAndTheirItems() {
        MainActor.assumeIsolated {
            UINavigationBar.appearance().barTintColor = .black
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
            UIBarButtonItem.appearance().tintColor = .systemOrange
            UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 21)], for: .normal)
            let root = UIViewController()
            let item = UIBarButtonItem(title: "Edit")
            root.navigationItem.rightBarButtonItem = item
            let navigation = UINavigationController(rootViewController: root)
            let window = showInWindow(navigation, log: CallLog())
            window.layoutIfNeeded()
            let bar = navigation.navigationBar
            XCTAssertEqual(bar.barTintColor, .black)
            XCTAssertEqual(bar.titleTextAttributes?[.foregroundColor] as? UIColor, .white)
            XCTAssertEqual(item.tintColor, .systemOrange)
            let button = bar.subviews.compactMap { $0 as? _UIBarButton }.first { $0.item === item }
            XCTAssertEqual(button?.titleLabel?.font.pointSize, 21, "the item's title attributes reach its button")
            XCTAssertEqual(button?.tintColor, .systemOrange)
        }
    }

    func testTabBarItemsTakeTitleAttributes() {
        MainActor.assumeIsolated {
            UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
            let first = UIViewController()
            first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
            let second = UIViewController()
            second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
            second.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            _ = showInWindow(tabs, log: CallLog())
            XCTAssertEqual(first.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemGreen)
            XCTAssertEqual(second.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemBrown,
                           "set on the item: kept")
            let labels = tabs.tabBar.subviews.compactMap { $0 as? _UITabBarButton }
                .flatMap { $0.subviews.compactMap { $0 as? UILabel } }
            XCTAssertTrue(labels.contains { $0.text == "Two" && $0.textColor == .systemBrown }, "the tab shows its colour")
        }
    }
}
