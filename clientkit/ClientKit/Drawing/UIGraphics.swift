import Foundation

/// The stack of current graphics contexts (UIKit keeps one per thread; ClientKit's
/// drawing happens on the main actor, so there is one).
@MainActor
enum _UIGraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The current graphics context: during `UIView.draw(_:)`, the context drawing into
/// the view's layer's backing store; otherwise the last one pushed with
/// ``UIGraphicsPushContext(_:)``, or `nil`.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    let context = _UIGraphicsContextStack.contexts.last
    context?._used = true
    return context
}

/// Makes `context` the current context until the matching ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    _UIGraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
/// Popping an empty stack does nothing.
@MainActor
public func UIGraphicsPopContext() {
    _ = _UIGraphicsContextStack.contexts.popLast()
}

/// Fills `rect` in the current context with its fill colour (`UIRectFill`).
@MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame inside `rect` in the current context with its fill
/// colour (`UIRectFrame`).
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.minY + 1, width: 1, height: r.height - 2),
                  CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: r.height - 2)])
}
