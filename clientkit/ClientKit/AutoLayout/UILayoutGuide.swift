import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's
/// `UILayoutGuide`: it has anchors like a view, draws nothing and receives no events.
///
/// Add a guide to a view with `UIView.addLayoutGuide(_:)`, then constrain it. Views
/// also have built-in guides: `layoutMarginsGuide` (the bounds inset by the layout
/// margins) and `safeAreaLayoutGuide` (the bounds inset by the safe area).
///
/// Difference from UIKit: not an `NSObject` (equality is identity).
@MainActor
open class UILayoutGuide: Hashable, CustomStringConvertible, _LayoutAnchorProviding {
    /// Which guide this is; the built-in ones follow their view.
    enum _Kind { case custom, layoutMargins, safeArea, scrollContent, scrollFrame, readableContent, keyboard }

    let _kind: _Kind
    weak var _owningView: UIView?
    /// The guide's variables in its view's engine, once something refers to it.
    var _item: _LayoutItem?

    /// Creates a guide owned by no view.
    public init() {
        _kind = .custom
    }

    init(_kind kind: _Kind, identifier: String) {
        _kind = kind
        self.identifier = identifier
    }

    /// The view that owns the guide (set by `UIView.addLayoutGuide(_:)`). Setting it adds
    /// the guide to that view (`nil`: removes it from its view). Not retained.
    open var owningView: UIView? {
        get { _owningView }
        set {
            if newValue === _owningView { return }
            if let newValue { newValue.addLayoutGuide(self) } else { _owningView?.removeLayoutGuide(self) }
        }
    }

    /// A name for the guide, shown in Auto Layout's messages. Default `""` (the built-in
    /// guides have UIKit's names, such as `"UIViewLayoutMarginsGuide"`).
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    /// A built-in guide not yet used by a constraint reports what it will be.
    open var layoutFrame: CGRect {
        _layoutFrame
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { _xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { _xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { _xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { _xAnchor(.right) }
    public var topAnchor: NSLayoutYAxisAnchor { _yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { _yAnchor(.bottom) }
    public var widthAnchor: NSLayoutDimension { _dimension(.width) }
    public var heightAnchor: NSLayoutDimension { _dimension(.height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { _xAnchor(.centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { _yAnchor(.centerY) }

    // MARK: Identity

    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated {
            "<\(_LayoutItemName.of(self)) - \(layoutFrame), owningView = "
                + "\(_owningView.map { _LayoutItemName.of($0) } ?? "nil")>"
        }
    }

    // MARK: Internals

    private var _layoutFrame: CGRect {
        guard let owner = _owningView else { return .zero }
        if let item = _item, let engine = item.engine, engine.hasSolved(item) {
            return engine.frame(of: item, in: owner)
        }
        switch _kind {
        case .layoutMargins: return owner.bounds.inset(by: owner._effectiveLayoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner._safeAreaInsetsForGuide)
        case .readableContent: return owner.bounds.inset(by: owner._readableContentInsets)
        case .keyboard:
            let bottom = owner._safeAreaInsetsForGuide.bottom
            return CGRect(x: owner.bounds.minX, y: owner.bounds.maxY - bottom, width: owner.bounds.width, height: bottom)
        case .scrollFrame: return owner.bounds
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .custom: return _defaultFrame ?? .zero
        }
    }

    /// Where a custom guide that no constraint places is (a list cell's
    /// `separatorLayoutGuide` follows its content this way); `nil`: zero.
    var _defaultFrame: CGRect?
}

/// A layout guide that follows something outside the view (UIKit's `UITrackingLayoutGuide`).
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The guide that tracks the on-screen keyboard (UIKit's `UIKeyboardLayoutGuide`, iOS 15),
/// `UIView.keyboardLayoutGuide`. Strata has no on-screen keyboard: the guide is the strip
/// below the safe area (see `UIView.keyboardLayoutGuide`).
@MainActor
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard undocked from the bottom (stored only). Default `false`.
    public var followsUndockedKeyboard = false
    /// Whether the guide's top stays at or above the safe area's bottom with no keyboard
    /// (iOS 17; ClientKit's guide always does). Default `true`.
    public var usesBottomSafeArea = true
    /// Extra space below the keyboard for dismissing it by dragging (stored only). Default 0.
    public var keyboardDismissPadding: CGFloat = 0

    init(_keyboardFor identifier: String) {
        super.init(_kind: .keyboard, identifier: identifier)
    }
}
