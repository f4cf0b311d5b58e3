import Foundation

/// A standard control that can start the refreshing of a scroll view's contents: pull
/// to refresh, as UIKit's `UIRefreshControl`. Assign it to a scroll view's (or a table
/// view controller's) `refreshControl`; it sits just above the content.
///
/// Pulling the content down past ``triggerDistance`` while dragging starts refreshing:
/// ``isRefreshing`` becomes `true` and the control sends `.valueChanged` (once per
/// pull), as UIKit's does, before the finger lifts. While it refreshes, the scroll view's
/// `adjustedContentInset` grows by the control's height at the top (from the moment the
/// finger lifts), so the content rests below the spinning indicator; ``endRefreshing()``
/// takes that back and scrolls the content back up, animated. ``beginRefreshing()``
/// starts refreshing from code without an event and without scrolling, as in UIKit
/// (scroll to show it if you want it seen).
///
/// Differences from UIKit: UIKit does not publish its trigger distance or the control's
/// height; ClientKit uses ``triggerDistance`` (100 points of pull) and 60 points. The
/// indicator appears as the pull grows (its alpha follows the pull) rather than drawing
/// its ticks one by one.
@MainActor
open class UIRefreshControl: UIControl {
    /// How far past the resting top the content must be pulled to start refreshing.
    public static let triggerDistance: CGFloat = 100
    /// The control's height (above the content).
    static let height: CGFloat = 60

    /// Whether a refresh is in progress (from a pull or ``beginRefreshing()``).
    public private(set) var isRefreshing = false

    /// The title shown under the indicator. Default `nil`.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The indicator's colour (`nil`: the activity indicator's default grey).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            indicator.color = newValue
        }
    }

    /// The scroll view whose `refreshControl` this is.
    weak var _scrollView: UIScrollView?
    /// Whether the scroll view's top inset holds the control open (refreshing, and the
    /// finger that pulled it has lifted).
    var _holdsInset = false
    /// Whether the current pull already started a refresh (one event per pull).
    private var firedThisPull = false
    let indicator = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    /// A refresh control (its frame is set by the scroll view it is given to).
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        indicator.hidesWhenStopped = false
        indicator.alpha = 0
        addSubview(indicator)
        titleLabel.isHidden = true
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 12)
        addSubview(titleLabel)
    }

    /// The frame is the scroll view's to set; this is the same control.
    public convenience override init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Starts refreshing from code: no `.valueChanged`, and the content is not scrolled.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        indicator.alpha = 1
        indicator.startAnimating()
        if _scrollView?.isDragging != true { _setHoldsInset(true) }
    }

    /// Ends the refresh: the indicator stops and the content scrolls back up (animated)
    /// if it rested below the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        indicator.stopAnimating()
        indicator.alpha = 0
        _setHoldsInset(false)
        guard let scrollView = _scrollView, !scrollView.isDragging else { return }
        let top = scrollView._offsetRange(horizontal: false).lowerBound
        if scrollView.contentOffset.y < top, !scrollView.isDecelerating {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = indicator.sizeThatFits(bounds.size)
        let titled = attributedTitle != nil
        indicator.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(),
                                 y: ((titled ? 24 : bounds.height) - size.height) / 2 + (titled ? 6 : 0),
                                 width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: 0, y: 36, width: bounds.width, height: 18)
    }

    // MARK: Driven by the scroll view

    /// The content moved while dragging: show the pull, and start refreshing past the
    /// trigger.
    func _pulled(by distance: CGFloat, dragging: Bool) {
        if !isRefreshing { indicator.alpha = min(1, max(0, distance / Self.triggerDistance)) }
        guard dragging, !isRefreshing, !firedThisPull, distance >= Self.triggerDistance else { return }
        firedThisPull = true
        isRefreshing = true
        indicator.alpha = 1
        indicator.startAnimating()
        sendActions(for: .valueChanged)
    }

    /// The finger lifted: a refresh it started now holds the content open.
    func _dragEnded() {
        firedThisPull = false
        if isRefreshing { _setHoldsInset(true) }
    }

    private func _setHoldsInset(_ holds: Bool) {
        guard holds != _holdsInset else { return }
        _holdsInset = holds
        _scrollView?._adjustedContentInsetMayHaveChanged(keepingRestingOffset: false)
    }
}
