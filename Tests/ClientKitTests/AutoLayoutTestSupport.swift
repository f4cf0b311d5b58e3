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

/// A shown 400 × 300 window, with the application state reset first.
@MainActor
func makeShownWindow() -> UIWindow {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.isHidden = false
    return window
}

/// `view.width == width` and `view.height == height`.
@MainActor
func sizeConstraints(_ view: UIView, _ width: CGFloat, _ height: CGFloat) -> [NSLayoutConstraint] {
    [view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height)]
}

/// `guide.width == width` and `guide.height == height`.
@MainActor
func sizeConstraints(_ guide: UILayoutGuide, _ width: CGFloat, _ height: CGFloat) -> [NSLayoutConstraint] {
    [guide.widthAnchor.constraint(equalToConstant: width), guide.heightAnchor.constraint(equalToConstant: height)]
}

/// A shown window whose root view controller's view holds one view placed by constraints.
@MainActor
func makeConstrainedControllerWindow(_ controller: UIViewController = UIViewController()) -> (UIWindow, UIViewController, UIView) {
    let window = makeShownWindow()
    window.rootViewController = controller
    let child = constrained(UIView())
    controller.view.addSubview(child)
    return (window, controller, child)
}
