// demo-list: a list of 2,500 rows (100,000 points of content) in a UIScrollView that
// tiles its rows with a small pool of views. Drag to scroll (with momentum and
// bouncing), tap a row, long-press a row, double-tap to go back to the top. Keys:
// "t" top, "b" bottom, space one page down. One line per event on stdout.
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("list: \(text)\n".utf8))
}

@main
final class ListDelegate: UIResponder, UIApplicationDelegate, UIScrollViewDelegate {
    var window: UIWindow?
    var list: ListView!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 830, y: 360, width: 400, height: 420))
        let list = ListView(frame: window.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.delegate = self
        window.addSubview(list)

        let doubleTap = UITapGestureRecognizer(target: self, action: ListDelegate.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer(target: self, action: ListDelegate.tapped)
        tap.require(toFail: doubleTap)
        let press = UILongPressGestureRecognizer(target: self, action: ListDelegate.pressed)
        for recognizer in [tap, doubleTap, press] as [UIGestureRecognizer] { list.addGestureRecognizer(recognizer) }

        window.makeKeyAndVisible()
        self.window = window
        self.list = list
        list.layoutIfNeeded()
        log("launched with \(list.rowCount) rows, \(Int(list.contentSize.height)) points of content")
        report("at")
        return true
    }

    private func report(_ what: String) {
        let rows = list.visibleRows
        log("\(what) y=\(Int(list.contentOffset.y)) showing rows \(rows.lowerBound)–\(max(rows.lowerBound, rows.upperBound - 1)) with \(list.rowViewCount) row views")
    }

    private func row(of recognizer: UIGestureRecognizer) -> Int? {
        list.row(at: recognizer.location(in: list))
    }

    func tapped(_ sender: UITapGestureRecognizer) {
        guard let row = row(of: sender) else { return }
        log("tapped row \(row)")
    }

    func doubleTapped(_ sender: UITapGestureRecognizer) {
        log("double tap: back to the top")
        list.setContentOffset(.zero, animated: true)
    }

    func pressed(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began, let row = row(of: sender) else { return }
        log("long-pressed row \(row)")
    }

    // MARK: UIScrollViewDelegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        report("drag began at")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { report("scrolled to") }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        report("scrolled to")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        report("scrolled to")
    }

    // MARK: Keys

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let characters = presses.first?.key?.charactersIgnoringModifiers else { return }
        let bottom = list.contentSize.height - list.bounds.height
        switch characters {
        case "t": list.setContentOffset(.zero, animated: true)
        case "b": list.setContentOffset(CGPoint(x: 0, y: bottom), animated: true)
        case " ":
            let y = min(bottom, list.contentOffset.y + list.bounds.height)
            list.setContentOffset(CGPoint(x: 0, y: y), animated: true)
        default: return
        }
        log("key \"\(characters)\"")
    }
}
