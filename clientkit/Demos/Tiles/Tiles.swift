// demo-tiles: a board of overlapping coloured tiles. A tapped tile is hit-tested
// (front-most tile under the finger, in reverse subview order), raises itself with
// bringSubviewToFront and reports which view was hit and where. The tiles cast layer
// shadows, the board is a CAGradientLayer, and a CAShapeLayer ring (a dashed track and
// a three-quarter arc, strokeEnd 0.75) sits in the free corner.
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
        layer.shadowOpacity = 0.45
        layer.shadowOffset = CGSize(width: 0, height: 5)
        layer.shadowRadius = 6
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The shadow's shape, so that it need not be traced from the rendered tile.
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
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
    let gradient = CAGradientLayer()
    let track = CAShapeLayer()
    let arc = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor(red: 0.2, green: 0.23, blue: 0.3, alpha: 1).cgColor,
                           UIColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1).cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        layer.insertSublayer(gradient, at: 0)
        let ring = UIBezierPath(arcCenter: CGPoint(x: 335, y: 62), radius: 34, startAngle: -.pi / 2,
                                endAngle: 1.5 * .pi, clockwise: true).cgPath
        for shape in [track, arc] {
            shape.path = ring
            shape.fillColor = nil
            shape.lineWidth = 7
            layer.addSublayer(shape)
        }
        track.strokeColor = UIColor(white: 1, alpha: 0.25).cgColor
        track.lineDashPattern = [3, 5]
        arc.strokeColor = UIColor(red: 0.3, green: 0.85, blue: 0.6, alpha: 1).cgColor
        arc.lineCap = .round
        arc.strokeEnd = 0.75
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A standalone sublayer animates its changes implicitly; follow the view at once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.frame = bounds
        CATransaction.commit()
    }

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
