import Foundation

/// A bar with a search field (UIKit's `UISearchBar`): the user types the search text;
/// the ``delegate`` hears about each edit, Return (the Search key), the Cancel button
/// and the scope buttons, and does the searching.
///
/// **Layout** (iOS 13 and later): 56 points high (``sizeThatFits(_:)``; 44 more with
/// the scope bar); the ``searchTextField`` 36 points high, 10 from the top and 8 from
/// the sides; the Cancel button (``showsCancelButton``, its title in the
/// ``UIView/tintColor``) on the right, its title 8 points from the edge and from the
/// field; the scope bar (a segmented control of the ``scopeButtonTitles``) below the
/// field, 8 points from the sides.
///
/// **Editing** happens in the search field, a ``UISearchTextField``: the bar's
/// ``becomeFirstResponder()`` and ``resignFirstResponder()`` are the field's; tapping
/// the field begins editing; its text is the bar's ``text``. The delegate is asked and
/// told as a text field's is, in the same order: `searchBarShouldBeginEditing`,
/// `searchBarTextDidBeginEditing`, `searchBar(_:shouldChangeTextIn:replacementText:)`
/// then `searchBar(_:textDidChange:)` for each edit, `searchBarSearchButtonClicked` for
/// Return, `searchBarShouldEndEditing`, `searchBarTextDidEndEditing`.
///
/// **Look**: the `.default` and `.prominent` styles fill the bar with the light bar
/// gray (248, 248, 248, or ``barTintColor``), with no hairline; `.minimal` draws no
/// background. The field is drawn as iOS's (see ``UISearchTextField``).
///
/// Differences from UIKit: changes are instant; ``prompt`` is stored but not shown;
/// the bookmark and results-list buttons, custom icons and background images are not
/// provided; ``barStyle`` and ``isTranslucent`` are stored only (Linux has no blur).
@MainActor
open class UISearchBar: UIView, UIBarPositioning {
    /// How the bar is drawn (`UISearchBar.Style`, UIKit's raw values).
    public enum Style: UInt, Sendable {
        /// As `.prominent`.
        case `default` = 0
        /// A background behind the field.
        case prominent = 1
        /// No background: the field alone.
        case minimal = 2
    }

    /// The bar's height without the scope bar, and the scope bar's.
    static let barHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44
    static let fieldHeight: CGFloat = 36
    static let margin: CGFloat = 8

    /// The field the user types in. Its delegate is the bar's: do not replace it.
    public let searchTextField = UISearchTextField()
    /// The Cancel button (shown while ``showsCancelButton``).
    let _cancelButton = _UIBarButton(item: nil)
    /// The scope bar (shown while ``showsScopeBar``).
    let _scopeBar = UISegmentedControl()
    private let _background = UIView()
    /// Turns the field's delegate calls into the bar's delegate's.
    private var _fieldDelegate: _UISearchBarFieldDelegate?
    /// The search controller that owns the bar, told about the user's actions.
    weak var _searchController: UISearchController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        isOpaque = false
        _background.isUserInteractionEnabled = false
        _background.backgroundColor = _UIBarBackgroundView.defaultColor
        addSubview(_background)
        let fieldDelegate = _UISearchBarFieldDelegate(bar: self)
        _fieldDelegate = fieldDelegate
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [unowned self] _ in
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
            self._searchController?._searchBarDidChange()
        }, for: .editingChanged)
        addSubview(searchTextField)
        _cancelButton.configure(title: "Cancel", image: nil, bold: false, enabled: true)
        _cancelButton.onTap = { [unowned self] _ in
            self.delegate?.searchBarCancelButtonClicked(self)
            self._searchController?._searchBarCancelTapped()
        }
        _scopeBar.addAction(UIAction { [unowned self] _ in
            self._selectedScope = self._scopeBar.selectedSegmentIndex
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: self._selectedScope)
            self._searchController?._searchBarDidChange()
        }, for: .valueChanged)
    }

    /// Asked and told about the user's editing and taps (see the type's documentation).
    /// Not retained.
    open weak var delegate: UISearchBarDelegate?

    // MARK: Text

    /// The search text: the field's. Setting it tells the delegate nothing (only the
    /// user's edits do); setting `nil` stores `""`. Default `""`.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The hint shown in the empty field: the field's. Default `nil`.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the bar in UIKit. Stored only. Default `nil`.
    open var prompt: String?

    // MARK: Responder

    /// Whether the field can become first responder.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Begins editing: makes the search field first responder (asking the delegate).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends editing: the search field resigns (asking the delegate).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    // MARK: Cancel button

    /// Whether the Cancel button is shown. Default `false`.
    open var showsCancelButton: Bool {
        get { _showsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var _showsCancelButton = false

    /// Shows or hides the Cancel button (instantly).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != _showsCancelButton else { return }
        _showsCancelButton = showsCancelButton
        if showsCancelButton { addSubview(_cancelButton) } else { _cancelButton.removeFromSuperview() }
        setNeedsLayout()
    }

    // MARK: Scope bar

    /// Whether the scope bar is shown (below the field, when there are scope button
    /// titles). Default `false`.
    open var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            _updateScopeBar()
        }
    }

    /// The titles of the scope buttons. Default `nil`.
    open var scopeButtonTitles: [String]? {
        didSet {
            _scopeBar.removeAllSegments()
            for (i, title) in (scopeButtonTitles ?? []).enumerated() {
                _scopeBar.insertSegment(withTitle: title, at: i, animated: false)
            }
            if _selectedScope >= _scopeBar.numberOfSegments { _selectedScope = 0 }
            _updateScopeBar()
        }
    }

    /// The selected scope button. Setting it tells the delegate nothing. Default 0.
    open var selectedScopeButtonIndex: Int {
        get { _selectedScope }
        set {
            _selectedScope = newValue
            _updateScopeBar()
        }
    }
    private var _selectedScope = 0

    private var _isScopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func _updateScopeBar() {
        if _scopeBar.numberOfSegments > 0 {
            _scopeBar.selectedSegmentIndex = Swift.min(_selectedScope, _scopeBar.numberOfSegments - 1)
        }
        if _isScopeBarShown { addSubview(_scopeBar) } else { _scopeBar.removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Look and position

    /// How the bar is drawn (see the type's documentation). Default `.default`.
    open var searchBarStyle: Style = .default {
        didSet { _background.isHidden = searchBarStyle == .minimal }
    }

    /// The style. Stored only (see the type's documentation). Default `.default`.
    open var barStyle: UIBarStyle = .default {
        didSet { _noteAppearance(\UISearchBar.barStyle) }
    }

    /// Whether the bar is translucent. Stored only. Default `true`.
    open var isTranslucent = true {
        didSet { _noteAppearance(\UISearchBar.isTranslucent) }
    }

    /// The background colour; `nil` is the default light gray. Default `nil`.
    open var barTintColor: UIColor? {
        didSet { _noteAppearance(\UISearchBar.barTintColor); _background.backgroundColor = barTintColor ?? _UIBarBackgroundView.defaultColor }
    }

    /// Where the bar is: what the delegate says, else `.any`.
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

    // MARK: Layout

    /// The given width; 56 points high, 100 with the scope bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + (_isScopeBarShown ? Self.scopeBarHeight : 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        var fieldMaxX = bounds.maxX - Self.margin
        if _showsCancelButton {
            let padding = _UIBarButton.padding
            let size = _cancelButton.frame.size
            let x = bounds.maxX - Self.margin + padding - size.width
            _cancelButton.frame = CGRect(x: x, y: bounds.minY + (Self.barHeight - size.height) / 2,
                                         width: size.width, height: size.height)
            fieldMaxX = x + padding - Self.margin
        }
        searchTextField.frame = CGRect(x: bounds.minX + Self.margin, y: bounds.minY + (Self.barHeight - Self.fieldHeight) / 2,
                                       width: Swift.max(0, fieldMaxX - bounds.minX - Self.margin), height: Self.fieldHeight)
        if _isScopeBarShown {
            let height = UISegmentedControl.height
            _scopeBar.frame = CGRect(x: bounds.minX + Self.margin,
                                     y: bounds.minY + Self.barHeight + ((Self.scopeBarHeight - height) / 2).rounded(.down),
                                     width: Swift.max(0, bounds.width - 2 * Self.margin), height: height)
        }
    }
}
