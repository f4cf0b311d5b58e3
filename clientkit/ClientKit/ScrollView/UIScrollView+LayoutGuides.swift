import Foundation

extension UIScrollView {
    /// The scroll view's content rectangle as a layout guide: its top-left corner is the
    /// content's origin, and constraints on its width and height set ``contentSize`` at
    /// each layout (UIKit's way to size scrollable content with Auto Layout). While its
    /// size is not constrained it keeps the current content size. Its identifier is
    /// `"UIScrollViewContentLayoutGuide"`.
    public var contentLayoutGuide: UILayoutGuide {
        _builtInGuide(\.scrollContentGuide, .scrollContent, "UIScrollViewContentLayoutGuide")
    }

    /// The scroll view's own rectangle as a layout guide, not moving with the content:
    /// views constrained to it stay put while scrolling, and its width is the usual way
    /// to make content as wide as the scroll view. Its identifier is
    /// `"UIScrollViewFrameLayoutGuide"`.
    public var frameLayoutGuide: UILayoutGuide {
        _builtInGuide(\.scrollFrameGuide, .scrollFrame, "UIScrollViewFrameLayoutGuide")
    }
}
