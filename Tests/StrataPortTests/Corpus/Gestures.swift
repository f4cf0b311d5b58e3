import UIKit

class CorpusCanvasView: UIView {
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.numberOfTapsRequired = 2
        addGestureRecognizer(tap)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan)))
        let press = UILongPressGestureRecognizer()
        press.addTarget(self, action: #selector(CorpusCanvasView.handleLongPress(_:)))
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("tap \(recognizer.numberOfTapsRequired)")
    }
}

extension CorpusCanvasView {
    @objc func handlePan() {
        log.append("pan")
    }

    @objc
    func handleLongPress(_ recognizer: UIGestureRecognizer) {
        log.append("long press")
    }
}
