import Foundation
import XCTest
@testable import ClientKit

/// A view with a fixed intrinsic content size (−1: none on that axis), for testing
/// hugging and compression resistance without fonts.
final class IntrinsicSizeView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { size }
}

/// `view` with `translatesAutoresizingMaskIntoConstraints` off, for placing by constraints.
@MainActor
@discardableResult
func constrained<V: UIView>(_ view: V) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A detached root view of the given size with `subviews` added (placed by constraints).
@MainActor
func makeRoot(_ width: CGFloat, _ height: CGFloat, _ subviews: UIView...) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    for subview in subviews { root.addSubview(constrained(subview)) }
    return root
}

/// Collects Auto Layout's log messages while `body` runs.
@MainActor
func capturingAutoLayoutLog(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let saved = _AutoLayoutLog.sink
    _AutoLayoutLog.sink = { messages.append($0) }
    defer { _AutoLayoutLog.sink = saved }
    body()
    return messages
}
