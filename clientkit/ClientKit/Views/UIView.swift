import Foundation

/// A rectangular area on screen that shows content and handles events, as UIKit's
/// `UIView`.
///
/// Every view owns a layer (``layer``, made from ``layerClass``) that stores its
/// geometry and appearance: ``frame``, ``bounds``, ``center``, ``transform``,
/// ``alpha``, ``isHidden``, ``clipsToBounds`` and ``backgroundColor`` read and write
/// the layer, and the view is the layer's delegate.
///
/// The class body holds the members subclasses override (geometry, hit-testing,
/// layout, drawing, sizing, hierarchy notifications). The rest lives in extensions by
/// concern (`UIView+Hierarchy`, `UIView+Geometry`, `UIView+HitTest`, `UIView+Layout`,
/// `UIView+Autoresizing`, `UIView+Drawing`, `UIView+SafeArea`, and Auto Layout's in
/// `AutoLayout/`) and is `public` rather than `open`: without the Objective-C runtime
/// Swift cannot override members declared in extensions. Those
/// are members UIKit apps practically never override (`addSubview(_:)`,
/// `convert(_:to:)`, …).
@MainActor
open class UIView: UIResponder, CALayerDelegate {
    // MARK: Layer

    /// The class of layer every instance creates for itself; override to use a
    /// `CALayer` subclass. Default `CALayer.self`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, created at initialisation from ``layerClass``. Its delegate is
    /// the view. Never replace its `delegate`.
    public let layer: CALayer

    // MARK: Stored state (behaviour lives in the concern extensions)

    var _subviews: [UIView] = []
    /// Not retained, for speed (see `CALayer.superlayer`); cleared by the superview's deinit.
    final var _superview: UIView? {
        get { _superviewRef?.takeUnretainedValue() }
        set { _superviewRef = newValue.map { Unmanaged.passUnretained($0) } }
    }
    nonisolated(unsafe) final var _superviewRef: Unmanaged<UIView>?
    /// The controller whose root view this is.
    weak var _viewController: UIViewController?
    /// ``overrideUserInterfaceStyle``'s storage (see `UIView+Traits`).
    var _overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// `registerForTraitChanges(_:handler:)`'s registrations (see `Traits/`).
    var _traitRegistrations: [_UITraitChangeRegistration] = []
    /// Layout is pending for this view (set by `setNeedsLayout()`); new views need layout.
    var _needsLayout = true
    /// Some descendant needs layout; lets the update cycle skip clean subtrees.
    var _subtreeNeedsLayout = false
    private var _contentMode: ContentMode = .scaleToFill
    /// The attached gesture recognizers, in the order added (see `UIView+GestureRecognizers`).
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// The interactions added (`addInteraction(_:)`), in order.
    var _interactions: [UIInteraction] = []
    /// The safe area insets last computed (see `UIView+SafeArea`).
    var _safeAreaInsets = UIEdgeInsets.zero
    /// The tint colour set on this view (`nil`: inherited; see `UIView+Tint`).
    var _tintColor: UIColor?
    /// Auto Layout state; `nil` until the view uses Auto Layout (see `_UIViewLayoutStorage`).
    var _layoutStorage: _UIViewLayoutStorage?
    /// `updateConstraints()` is due (new views start with it due; see `UIView+UpdateConstraints`).
    var _needsUpdateConstraints = true
    /// Some descendant's `updateConstraints()` is due.
    var _subtreeNeedsUpdateConstraints = false
    /// Animations of this view running without `.allowUserInteraction` (see
    /// `Views/Animation`); while any runs, hit-testing skips the view.
    var _touchRefusingAnimations = 0
    /// ``mask``'s storage (see `UIView+Mask`): retained here, its layer by this view's layer.
    var _maskView: UIView?
    /// Appearance-proxy state (see `Appearance/`): `nil` for most views.
    var _appearanceState: _UIAppearanceState?

    // MARK: Creating views

    /// Creates a view with the given frame rectangle, in the superview's coordinates.
    public init(frame: CGRect) {
        let layerType = Self.layerClass as? CALayer.Type
        precondition(layerType != nil, "\(Self.self).layerClass must be a CALayer subclass")
        layer = layerType!.init()
        super.init()
        layer._owningView = self
        layer.delegate = self
        layer.isOpaque = true
        layer.frame = frame
        // A view draws when it first appears (if its class draws at all).
        layer._display.needsDisplay = true
    }

    deinit {
        // The back-pointers to this view are not reference-counted (see
        // `CALayer.superlayer`): cleared here, on whatever thread the last reference went.
        for subview in _subviews { subview._superviewRef = nil }
        layer._owningViewRef = nil
        layer._delegateIsOwningView = false
    }

    /// Creates a view with a zero frame (`init(frame: .zero)`).
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Archives do not exist in ClientKit (no nibs or storyboards): this creates a view
    /// with a zero frame. Declared so UIKit subclasses' `required init?(coder:)` port.
    public required init?(coder: NSCoder) {
        layer = ((Self.layerClass as? CALayer.Type) ?? CALayer.self).init()
        super.init()
        layer._owningView = self
        layer.delegate = self
        layer.isOpaque = true
        layer._display.needsDisplay = true
    }

    // MARK: Geometry (backed by the layer)

    /// The view's rectangle in its superview's coordinates: the bounding box of the
    /// bounds after ``transform``, placed at ``center``.
    ///
    /// Setting it sets ``bounds`` size and ``center`` to match, also under a
    /// ``transform`` (the layer's rule, see `CALayer.frame`): with a scale, the bounds
    /// become the frame's size divided by the scale; with a quarter turn, width and
    /// height swap. UIKit calls the value undefined for other transforms; ClientKit then
    /// keeps the bounds size and moves the view so that its frame starts at the
    /// rectangle's origin. A size change autoresizes the subviews and marks the view as
    /// needing layout.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space. The origin is the point of the view's content
    /// shown at its top-left corner (moving it shifts the subviews); a size change
    /// autoresizes the subviews and marks the view as needing layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the view in its superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform applied about the centre. Setting it keeps ``center`` and
    /// ``bounds``; ``frame`` then reports the transformed bounding box. Default identity.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The full 3D transform of the layer (iOS 13's `transform3D`); only its affine part
    /// is used.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance (backed by the layer)

    /// The view's opacity, 0...1 (the layer's `opacity`, so stored as a `Float`).
    /// Views with alpha below 0.01 are skipped by hit-testing. Default 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view (and its subviews) is hidden; hidden views are not hit. Default `false`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            // A stack view gives a hidden arranged view no space.
            (_superview as? UIStackView)?._arrangedSubviewChanged(self)
        }
    }

    /// Whether the view draws its whole bounds opaquely (the layer's `isOpaque`). Default `true`.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The background colour (the layer's `backgroundColor`). Default `nil`.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set {
            layer.backgroundColor = newValue?.cgColor
            _noteAppearance(\UIView.backgroundColor)
        }
    }

    /// Whether subviews are clipped to the bounds when drawn (the layer's
    /// `masksToBounds`). Hit-testing never reaches outside the bounds either way.
    /// Default `false`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// How the snapshot (the layer's contents) fits the bounds when the size changes;
    /// sets the layer's `contentsGravity`. `.redraw` instead redraws on every bounds
    /// size change (the layer's `needsDisplayOnBoundsChange`). Default `.scaleToFill`.
    open var contentMode: ContentMode {
        get { _contentMode }
        set {
            _contentMode = newValue
            layer.contentsGravity = newValue._contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }

    /// The stretchable part of the content in unit coordinates (the layer's
    /// `contentsCenter`; deprecated in UIKit but honoured). Used only by the scaling
    /// content modes (`.scaleToFill`, `.scaleAspectFit`, `.scaleAspectFill`): the
    /// parts outside it keep their size, the rest stretches. Default (0, 0, 1, 1).
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    /// An integer identifying the view; see `viewWithTag(_:)`. Default 0.
    open var tag: Int = 0

    // MARK: Accessibility (UIAccessibility, UIAccessibilityIdentification)
    //
    // UIKit declares these on NSObject (an informal protocol); Swift on Linux cannot add
    // stored properties to Foundation's NSObject, so ClientKit declares them on UIView
    // (and on UIAccessibilityElement), where apps set and override them. Defaults follow
    // UIKit's for its views (see _UIAccessibilityDefaults); tools read them through
    // org.strata.App1 and `strata tree`.

    var _accessibility: _UIAccessibilityStorage?
    private var _accessibilityStorage: _UIAccessibilityStorage {
        if let existing = _accessibility { return existing }
        let created = _UIAccessibilityStorage()
        _accessibility = created
        return created
    }

    /// Whether assistive technologies (and `strata find`) see this view as one element.
    /// Default: true for labels, buttons, text fields and views, switches, sliders,
    /// steppers, progress views, segmented controls and activity indicators; false
    /// for other views, image views included.
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? _UIAccessibilityDefaults(for: self).isElement }
        set { _accessibilityStorage.isElement = newValue }
    }

    /// A short, localized name. Default: a label's text, a button's title; nil otherwise.
    open var accessibilityLabel: String? {
        get {
            if let stored = _accessibility?.label { return stored }
            return _UIAccessibilityDefaults(for: self).label
        }
        set { _accessibilityStorage.label = .some(newValue) }
    }

    /// A string identifying the element for UI automation (never shown). Default nil.
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { _accessibilityStorage.identifier = newValue }
    }

    /// The element's value when it differs from its label: a text field's text (its
    /// placeholder when empty), a switch's "1" or "0", a slider's position as a
    /// percentage ("50%"), a stepper's value, the selected segment's title.
    open var accessibilityValue: String? {
        get {
            if let stored = _accessibility?.value { return stored }
            return _UIAccessibilityDefaults(for: self).value
        }
        set { _accessibilityStorage.value = .some(newValue) }
    }

    /// What performing the element's action does. Default nil.
    open var accessibilityHint: String? {
        get { _accessibility?.hint }
        set { _accessibilityStorage.hint = newValue }
    }

    /// How the element behaves. Default: `.staticText` for labels, `.button` for buttons
    /// and switches, `.adjustable` for sliders, steppers and segmented controls, `.image`
    /// for image views; controls add `.notEnabled` when disabled and `.selected` when selected.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? _UIAccessibilityDefaults(for: self).traits }
        set { _accessibilityStorage.traits = newValue }
    }

    /// The element's frame in screen coordinates. Default: the view's bounds converted
    /// to the screen (a window's frame is in screen coordinates; one point is one pixel).
    open var accessibilityFrame: CGRect {
        get {
            if let stored = _accessibility?.frame { return stored }
            guard let window = (self as? UIWindow) ?? self.window else { return convert(bounds, to: nil) }
            let inWindow = self === window ? window.bounds : convert(bounds, to: window)
            return inWindow.offsetBy(dx: window.frame.minX - window.bounds.minX, dy: window.frame.minY - window.bounds.minY)
        }
        set { _accessibilityStorage.frame = newValue }
    }

    /// Whether this view's subviews are hidden from assistive technologies. Default false.
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { _accessibilityStorage.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the view's siblings (a modal panel). Default false.
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { _accessibilityStorage.viewIsModal = newValue }
    }

    /// Whether the subviews are read as one group. Default false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { _accessibilityStorage.groupsChildren = newValue }
    }

    /// The container's elements in order (views or `UIAccessibilityElement`s), instead
    /// of its subviews. Default nil.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements }
        set { _accessibilityStorage.elements = newValue }
    }

    /// Performs the element's default action; returns whether it did. UIKit's default
    /// returns false, and assistive technologies then tap the element's centre (so does
    /// `App1.Activate`).
    open func accessibilityActivate() -> Bool { false }

    /// Whether the area being redrawn is cleared to transparent black before
    /// ``draw(_:)`` runs. Default `true`.
    open var clearsContextBeforeDrawing = true

    // MARK: Tint (see UIView+Tint)

    /// The colour that shows what is interactive in the view: the tint set on it, else
    /// its superview's, else the system blue (0, 122, 255). Assign `nil` to inherit
    /// again. Bars tint their items with it, `.system` buttons their titles. Changing it
    /// calls ``tintColorDidChange()`` on the view and on every descendant that inherits
    /// it. (UIKit's `tintAdjustmentMode` dimming is not provided.)
    open var tintColor: UIColor! {
        get { _tintColor ?? _superview?.tintColor ?? UIView._defaultTintColor }
        set {
            let old = tintColor
            _tintColor = newValue
            if tintColor != old { _tintColorChanged() }
            _noteAppearance(\UIView.tintColor)
        }
    }

    /// The view's ``tintColor`` changed (set on it, on an ancestor it inherits from, or
    /// by moving to a superview with another tint). Default: nothing.
    open func tintColorDidChange() {}

    // MARK: Drawing

    /// Draws the view's content in `rect` (bounds coordinates) into the current
    /// context (`UIGraphicsGetCurrentContext()`), which is clipped to `rect`.
    ///
    /// The update cycle calls it once per invalidation (``setNeedsDisplay()``,
    /// ``setNeedsDisplay(_:)``, the first appearance, a size change with
    /// `contentMode == .redraw`), after layout, with the union of the invalidated
    /// rectangles; the result is kept as the layer's contents (the snapshot) until
    /// the next invalidation. Never call it directly.
    ///
    /// **Which views draw.** UIKit gives a backing store only to views whose class
    /// overrides `drawRect:`. Swift cannot ask that, so ClientKit learns it per class at
    /// the first display of an instance: the view is drawn into a backing store, and the
    /// class draws content unless this default implementation ran (directly or through
    /// `super`) *and* the context was never used (not fetched, nothing drawn). Classes
    /// that do not draw lose the backing store and are never asked again; `UIView` and
    /// `UIWindow` are known not to draw. A subclass whose override calls `super` and
    /// draws nothing the first time is therefore taken for one that never draws.
    open func draw(_ rect: CGRect) {
        _DrawProbe.baseReached = true
    }

    /// The action for a change of `event` on the view's layer (`CALayerDelegate`): `NSNull`
    /// (no implicit animation) outside animation blocks, as in UIKit; inside one, the
    /// change of an animatable property is animated by the block (see `Views/Animation`).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        _animationAction(for: layer, forKey: event)
    }

    /// Marks the whole view as needing to be redrawn at the end of this run-loop turn.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Adds `rect` (bounds coordinates) to the area to redraw at the end of this
    /// run-loop turn; the view draws once, with the union of all requests.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    // MARK: Events

    /// Whether touches are delivered to the view; when `false`, hit-testing skips the
    /// view and its subviews. Default `true`.
    open var isUserInteractionEnabled = true

    /// Whether the view gets more than one touch at a time. Default `false`, as in
    /// UIKit: while a touch bound to the view is down, further touches that hit it
    /// (and touches that begin together with it) are not delivered to the view's
    /// `touches…` methods. Gesture recognizers still get every touch, so a pinch on a
    /// view that keeps the default works.
    open var isMultipleTouchEnabled = false

    /// Whether the view holds the window's touches exclusively. Default `false`. While
    /// a touch bound to an exclusive view is down, touches that begin on other views of
    /// the same window are not delivered to them; and a touch on an exclusive view is
    /// not delivered while other views of its window hold touches. Gesture recognizers
    /// still get those touches (UIKit's documentation speaks of delivery to views only).
    open var isExclusiveTouch = false

    /// The view controller whose root view this is; otherwise the superview (for a
    /// window's direct subview, the window).
    open override var next: UIResponder? {
        if let controller = _viewController { return controller }
        return _superview
    }

    override var _responderWindow: UIWindow? { window }

    /// The farthest descendant of the receiver (or the receiver itself) that contains
    /// `point`, given in the receiver's coordinates.
    ///
    /// Returns `nil` when the receiver is hidden, has `isUserInteractionEnabled ==
    /// false` or an alpha below 0.01, is being animated without `.allowUserInteraction`
    /// (UIKit's rule; the view and its subviews get no touches until the animation ends), or when ``point(inside:with:)`` says the point is
    /// outside. Otherwise subviews are asked front to back (reverse ``subviews`` order)
    /// with the point converted to their coordinates (through their transforms and
    /// the receiver's bounds origin); the first hit wins, else the receiver is the hit.
    /// Subviews that stick out of the bounds are therefore never hit there, whatever
    /// ``clipsToBounds`` says.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        _hitTest(point, with: event)
    }

    /// Whether `point` (in the receiver's coordinates) is inside the receiver: inside
    /// ``bounds``, including the minimum edges and excluding the maximum edges (as
    /// `CGRectContainsPoint`).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        _boundsContain(point)
    }

    // MARK: Layout

    /// Lays out the subviews. Override to position subviews; the default does nothing.
    /// Never call it directly: call ``setNeedsLayout()`` or ``layoutIfNeeded()``.
    /// For a view controller's root view, the update cycle calls the controller's
    /// `viewWillLayoutSubviews()` before and `viewDidLayoutSubviews()` after it.
    /// Autoresizing has already adjusted the subviews when it runs.
    open func layoutSubviews() {}

    /// Called when the view's traits changed (`UITraitEnvironment`; see
    /// ``UITraitCollection``: here only an interface-style override changes them).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Marks the view as needing layout and schedules one update cycle on the main
    /// queue (at most one is pending at a time). The update cycle lays out every window's
    /// pending views, superviews before subviews.
    open func setNeedsLayout() {
        _setNeedsLayout()
    }

    /// Lays out now whatever is pending: from the highest ancestor that needs layout (or
    /// the receiver) down through its subtree, superviews before subviews.
    open func layoutIfNeeded() {
        _layoutIfNeeded()
    }

    /// The size that best fits the view given `size`; the default returns the current
    /// bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// A dimension a view has no natural value for (`intrinsicContentSize`).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The view's natural size from its content alone; the default has none on either
    /// axis (``noIntrinsicMetric``). Labels, image views and buttons override it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its intrinsic size changed: the Auto Layout engine reads it again at
    /// the next layout (incrementally). Subclasses that override it must call `super`.
    open func invalidateIntrinsicContentSize() {
        _invalidateIntrinsicContentSize()
    }

    /// Whether `gestureRecognizer` may begin. Asked of the recognizer's view and of the
    /// view each of its touches hit, when the recognizer is about to begin; returning
    /// false makes it fail. Default true. `UIControl` refuses single-tap recognizers
    /// of other views, so a tap on a button is the button's, as in UIKit.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current bounds size, keeping the
    /// frame's top-left corner (with a non-identity transform: keeping the centre).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        if transform.isIdentity {
            frame = CGRect(origin: frame.origin, size: size)
        } else {
            bounds.size = size
        }
    }

    /// The view's safe area changed (see ``safeAreaInsets``): called after the new value
    /// is stored, before the view is laid out again. Default: nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Auto Layout (see AutoLayout/)

    /// Whether the class needs Auto Layout even when nothing else in its window uses
    /// it: a view of such a class gives its window an engine, so its
    /// ``updateConstraints()`` runs. Default `false`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Adds or updates the view's constraints; called by the update-constraints pass,
    /// before layout, for views that need it (see ``setNeedsUpdateConstraints()``),
    /// subviews before superviews. Never call it directly. An override must call `super`
    /// as its last step: a missing call stops the app, as UIKit raises.
    open func updateConstraints() {
        _UpdateConstraintsProbe.viewBaseReached = true
    }

    /// How far the view's alignment rectangle (what constraints relate) lies inside its
    /// frame, per edge. Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for `frame`: the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for `alignmentRect`: the rectangle outset by ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left,
                                                    bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline is this view's `firstBaselineAnchor`. Default the
    /// view itself (a view without text has its baselines at its bottom).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's `lastBaselineAnchor`. Default the view itself.
    open var forLastBaselineLayout: UIView { self }

    /// Called after the view's layout margins changed. Default: nothing.
    open func layoutMarginsDidChange() {}

    /// The size of the view's alignment rectangle that best satisfies its constraints
    /// (those it and its descendants hold, and the intrinsic sizes) while coming as close
    /// as possible to `targetSize` (use `UIView.layoutFittingCompressedSize` or
    /// `layoutFittingExpandedSize`), at ``UILayoutPriority/fittingSizeLevel``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// As ``systemLayoutSizeFitting(_:)``, with the target width and height pulled at the
    /// given priorities (`.required` fixes that dimension).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether a bounds size change resizes the subviews by their `autoresizingMask`.
    /// Default `true`.
    open var autoresizesSubviews = true

    /// How the view resizes when its superview's bounds size changes. Default empty
    /// (`UIViewAutoresizingNone`).
    open var autoresizingMask: AutoresizingMask = []

    // MARK: Hierarchy notifications (UIKit's order)

    // Adding: the old superview's willRemoveSubview(_:) (if the view had one),
    // willMove(toSuperview:), willMove(toWindow:) on the whole subtree (only if the
    // window changes), didMoveToWindow() on the whole subtree, didMoveToSuperview(),
    // then the new superview's didAddSubview(_:). Removing: the superview's
    // willRemoveSubview(_:) first, then the same sequence with nil.

    /// The view is about to get `newSuperview` (nil: about to be removed). Default: nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// The view got a new superview (or lost it). Default: nothing.
    open func didMoveToSuperview() {}

    /// The view (or an ancestor) is about to move to `newWindow`. Default: nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// The view (or an ancestor) moved to a new window (``window`` may be nil). Default: nothing.
    open func didMoveToWindow() {}

    /// `subview` was added to the receiver. Default: nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// `subview` is about to be removed from the receiver. Default: nothing.
    open func willRemoveSubview(_ subview: UIView) {}
}
