// demo-tiles: a board of overlapping coloured tiles. A tapped tile is hit-tested
// (front-most tile under the finger, in reverse subview order), raises itself with
// bringSubviewToFront and reports which view was hit and where.
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("tiles: \(text)\n".utf8))
}

final class TileView: UIView {
    let name: String

    init(name: String, frame: CGRect, color: UIColor) {
        self.name = name
        super.init(frame: frame)
        backgroundColor = color
        layer.cornerRadius = 10
        layer.borderColor = UIColor.white.cgColor
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        superview?.bringSubviewToFront(self)
        layer.borderWidth = 4
        log("hit \(name) at \(Int(point.x)),\(Int(point.y)) in its own coordinates")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        layer.borderWidth = 0
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        layer.borderWidth = 0
    }
}

final class BoardView: UIView {
    /// Touches on the board itself (between tiles) end here.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        log("hit the board at \(Int(point.x)),\(Int(point.y))")
    }
}

@main
final class TilesDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 380, y: 230, width: 400, height: 300))
        let board = BoardView(frame: window.bounds)
        board.backgroundColor = UIColor(red: 0.16, green: 0.18, blue: 0.22, alpha: 1)
        board.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tiles: [(String, CGRect, UIColor)] = [
            ("orange", CGRect(x: 30, y: 30, width: 150, height: 110), UIColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)),
            ("teal", CGRect(x: 120, y: 80, width: 150, height: 110), UIColor(red: 0.1, green: 0.65, blue: 0.65, alpha: 1)),
            ("violet", CGRect(x: 210, y: 130, width: 150, height: 110), UIColor(red: 0.55, green: 0.3, blue: 0.85, alpha: 1)),
            ("lime", CGRect(x: 60, y: 170, width: 120, height: 90), UIColor(red: 0.6, green: 0.85, blue: 0.2, alpha: 0.85)),
        ]
        for (name, frame, color) in tiles { board.addSubview(TileView(name: name, frame: frame, color: color)) }
        window.addSubview(board)
        window.makeKeyAndVisible()
        self.window = window
        log("launched with tiles " + tiles.map(\.0).joined(separator: ", ") + " (last is front-most)")
        return true
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("key \"\(presses.first?.key?.characters ?? "")\" reached the app delegate")
    }
}
