import UIKit

class CorpusCanvasView: UIView {
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: CorpusCanvasView.handleTap(_:))
        tap.numberOfTapsRequired = 2
        addGestureRecognizer(tap)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CorpusCanvasView.handlePan))
        let press = UILongPressGestureRecognizer()
        press.addTarget(self, action: CorpusCanvasView.handleLongPress(_:))
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("tap \(recognizer.numberOfTapsRequired)")
    }
}

extension CorpusCanvasView {
    func handlePan() {
        log.append("pan")
    }

    func handleLongPress(_ recognizer: UIGestureRecognizer) {
        log.append("long press")
    }
}
