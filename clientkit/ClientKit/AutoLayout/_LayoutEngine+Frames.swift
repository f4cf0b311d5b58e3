import Foundation

// From solved variables to frames. Edges are rounded to whole points (ClientKit's scale
// is 1) in the engine's space, as UIKit rounds to the pixel grid, so adjacent views
// stay adjacent.

extension _LayoutEngine {
    /// The frame origin of `view` in the engine's space, rounded.
    private func roundedOrigin(of view: UIView, _ item: _LayoutItem) -> CGPoint {
        let insets = view.alignmentRectInsets
        return CGPoint(x: (CGFloat(item.minX.value) - insets.left).rounded(),
                       y: (CGFloat(item.minY.value) - insets.top).rounded())
    }

    /// The frame the solution gives `view` in its superview (`superItem`) — or, for the
    /// root, at its current origin.
    private func solvedFrame(of view: UIView, _ item: _LayoutItem, in superview: UIView?,
                             _ superItem: _LayoutItem?) -> CGRect {
        let insets = view.alignmentRectInsets
        let minX = (CGFloat(item.minX.value) - insets.left).rounded()
        let minY = (CGFloat(item.minY.value) - insets.top).rounded()
        let maxX = (CGFloat(item.minX.value + item.width.value) + insets.right).rounded()
        let maxY = (CGFloat(item.minY.value + item.height.value) + insets.bottom).rounded()
        var origin = CGPoint.zero
        if let superview, let superItem { origin = roundedOrigin(of: superview, superItem) }
        return CGRect(x: minX - origin.x, y: minY - origin.y, width: maxX - minX, height: maxY - minY)
    }

    /// A view's frame as the engine sets it: from its centre and bounds size, ignoring its
    /// transform (UIKit's engine sets `center` and `bounds`).
    private static func untransformedFrame(of view: UIView) -> CGRect {
        let size = view.bounds.size
        let anchor = view.layer.anchorPoint
        return CGRect(x: view.center.x - anchor.x * size.width, y: view.center.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    private static func apply(_ frame: CGRect, to view: UIView) {
        if view.bounds.size != frame.size {
            view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        }
        let anchor = view.layer.anchorPoint
        let center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        if view.center != center { view.center = center }
    }

    /// The views whose frames the engine sets: not translating their autoresizing mask.
    private func isPlacedByEngine(_ view: UIView, _ item: _LayoutItem) -> Bool {
        !item.translatesAutoresizingMask && item.isSolved
    }

    /// After a solve: every view whose solved frame differs from its frame has its
    /// superview (or, for the root, itself) marked for layout, where the frame is set.
    /// A scroll view whose content guide is in the engine has its content size set.
    func markChangedFrames() {
        for item in items.values {
            if let view = item.view {
                guard isPlacedByEngine(view, item) else { continue }
                if view === host || view._superview == nil {
                    let size = solvedFrame(of: view, item, in: nil, nil).size
                    if size != view.bounds.size { view.setNeedsLayout() }
                } else if let superview = view._superview, let superItem = items[ObjectIdentifier(superview)] {
                    let frame = solvedFrame(of: view, item, in: superview, superItem)
                    if frame != Self.untransformedFrame(of: view) { superview.setNeedsLayout() }
                }
            } else if let guide = item.guide, guide._kind == .scrollContent, let scrollView = guide._owningView as? UIScrollView {
                let size = CGSize(width: CGFloat(item.width.value).rounded(), height: CGFloat(item.height.value).rounded())
                if scrollView.contentSize != size {
                    scrollView.contentSize = size
                    // The guide's weak preference for the content size need not follow the
                    // size it gave itself.
                    item.guideInput = [size.width, size.height]
                }
            }
        }
    }

    /// Sets the frames of `view`'s subviews that the engine places (and, for the root,
    /// its own size), during `view`'s layout.
    func applyFrames(inLayoutOf view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        if view === host, isPlacedByEngine(view, item) {
            let size = solvedFrame(of: view, item, in: nil, nil).size
            if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
        }
        for subview in view._subviews {
            guard let subItem = subview._layoutStorage?.item, subItem.engine === self,
                  isPlacedByEngine(subview, subItem) else { continue }
            Self.apply(solvedFrame(of: subview, subItem, in: view, item), to: subview)
        }
    }

    /// A guide's solved rectangle in its owning view's bounds coordinates.
    func frame(of item: _LayoutItem, in owner: UIView) -> CGRect {
        guard let ownerItem = items[ObjectIdentifier(owner)] else { return .zero }
        let insets = owner.alignmentRectInsets
        let originX = CGFloat(ownerItem.minX.value) - insets.left
        let originY = CGFloat(ownerItem.minY.value) - insets.top
        return CGRect(x: CGFloat(item.minX.value) - originX, y: CGFloat(item.minY.value) - originY,
                      width: CGFloat(item.width.value), height: CGFloat(item.height.value))
    }
}
