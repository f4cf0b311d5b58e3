// demo-settings: a settings-like app built the way UIKit apps are: a tab bar controller
// whose first tab is a navigation stack of table views (tap a disclosure row to push a
// screen, the back button pops), a Favorites tab, a Colours tab with a collection-view
// grid, and an alert presented from a pushed screen. One line per event
// on stdout ("settings: shown General", "settings: alert action Reset", …), which the
// end-to-end test and the demo's log read.
//
// Usage: demo-settings [--frame X,Y,WIDTH,HEIGHT]   (default 20,410,340,380)
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("settings: \(text)\n".utf8))
}

@main
final class SettingsDelegate: UIResponder, UIApplicationDelegate, UITabBarControllerDelegate,
    UINavigationControllerDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: Self.frameArgument() ?? CGRect(x: 20, y: 410, width: 340, height: 380))
        window.rootViewController = makeTabs()
        window.makeKeyAndVisible()
        self.window = window
        log("launched")
        return true
    }

    /// The tabs: Settings (a navigation stack), Favorites and Colours.
    func makeTabs() -> UITabBarController {
        let settings = SettingsListController(title: "Settings", rows: [
            .init(title: "General") { DetailController(title: "General", detail: "Software, storage and date settings.") },
            .init(title: "Display") { DetailController(title: "Display", detail: "Brightness and text size.") },
            .init(title: "Privacy") { DetailController(title: "Privacy", detail: "What apps may use.") },
        ])
        let navigation = UINavigationController(rootViewController: settings)
        navigation.tabBarItem = UITabBarItem(title: "Settings", image: Self.gearImage(), tag: 0)
        navigation.delegate = self
        let favorites = DetailController(title: "Favorites", detail: "Nothing here yet.", canReset: false)
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        favorites.tabBarItem.badgeValue = "2"
        let colours = ColorsController()
        colours.tabBarItem = UITabBarItem(title: "Colours", image: Self.gearImage(), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, favorites, colours]
        tabs.delegate = self
        return tabs
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        let stack = navigationController.viewControllers.compactMap(\.title).joined(separator: " > ")
        log("shown \(viewController.title ?? "?") (stack: \(stack))")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log("tab \(viewController.tabBarItem.title ?? "?")")
    }

    /// A 25-point gear drawn in black: the tab bar tints it (a template image).
    static func gearImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { context in
            let centre = CGPoint(x: 12.5, y: 12.5)
            let teeth = UIBezierPath()
            teeth.lineWidth = 4
            for i in 0..<8 {
                let angle = CGFloat(i) * .pi / 4
                teeth.move(to: CGPoint(x: centre.x + 7 * cos(angle), y: centre.y + 7 * sin(angle)))
                teeth.addLine(to: CGPoint(x: centre.x + 11.5 * cos(angle), y: centre.y + 11.5 * sin(angle)))
            }
            UIColor.black.setStroke()
            teeth.stroke()
            let ring = UIBezierPath(arcCenter: centre, radius: 6.5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ring.lineWidth = 3
            ring.stroke()
        }
    }

    private static func frameArgument() -> CGRect? {
        let arguments = CommandLine.arguments
        guard let i = arguments.firstIndex(of: "--frame"), i + 1 < arguments.count else { return nil }
        let numbers = arguments[i + 1].split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
