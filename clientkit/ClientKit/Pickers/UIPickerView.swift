import Foundation

/// A view of spinning wheels (components), each a list of rows of which the one in the
/// middle is selected, as UIKit's `UIPickerView`.
///
/// **Data.** The ``dataSource`` says how many components and rows there are; the
/// ``delegate`` gives each row's title, styled title or view, the components' widths and
/// row heights, and hears the user's selections (see ``UIPickerViewDelegate``). The
/// picker asks when it first needs to know and again when reloaded.
///
/// **Selection.** Each component with rows has one selected row, the first until another
/// is selected; a component without rows has none (−1). ``selectRow(_:inComponent:animated:)``
/// selects in code without telling the delegate. The user drags a wheel (it follows the
/// finger, then decelerates and snaps so that a row sits in the selection band) or taps a
/// row above or below the band (the wheel turns to it); when the wheel comes to rest on
/// another row, the delegate's `pickerView(_:didSelectRow:inComponent:)` is called once.
/// Reloading keeps each selection, moved to the last row when its row is gone.
///
/// **Size and look.** iOS's standard picker is 320 × 216 points (``intrinsicContentSize``);
/// any frame works. Components fill the height; by default they share the width equally,
/// and components given widths by the delegate are centred as a group. Rows are 32 points
/// high by default, titles centred in the system font at 21 points in the label colour.
/// The selected rows sit in a light grey (tertiary system fill) rounded band across the
/// picker, 8 points in from its sides, as tall as the tallest row.
///
/// Differences from UIKit: iOS draws the wheels as 3-D cylinders; ClientKit keeps the
/// rows flat and evenly spaced and fades them (lower alpha) with their distance from the
/// band, which keeps rows where the finger and a tap expect them. Rows do not wrap round.
/// `showsSelectionIndicator` is kept but changes nothing, as in iOS 7 and later.
@MainActor
open class UIPickerView: UIView {
    /// iOS's row height when the delegate does not give one: 32 points.
    public static let defaultRowHeight: CGFloat = 32
    /// iOS's standard picker size: 320 × 216 points.
    static let standardSize = CGSize(width: 320, height: 216)
    /// The selection band's inset from the picker's sides and its corner radius.
    static let bandInset: CGFloat = 8
    static let bandRadius: CGFloat = 7
    /// The titles' font size.
    static let titleFontSize: CGFloat = 21

    /// The object that says how many components and rows there are; held weakly.
    /// Setting it makes the picker ask again when it next needs to know.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { _setNeedsReload() }
    }

    /// The object that gives the rows' content and sizes and hears selections; held
    /// weakly. Setting it makes the picker ask again when it next needs to know.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { _setNeedsReload() }
    }

    /// Kept for source compatibility; the band is always shown, as in iOS 7 and later.
    open var showsSelectionIndicator = false

    /// One wheel per component, left to right.
    var _wheels: [_UIPickerWheel] = []
    /// The rows each component has, as last asked.
    var _rowCounts: [Int] = []
    /// The selected row of each component (−1: none).
    var _selectedRows: [Int] = []
    /// Whether the data source has been asked since the picker was made or it changed.
    var _isLoaded = false
    /// Set by the delegate's default `viewForRow` (see ``UIPickerViewDelegate``).
    var _usedDefaultRowView = false

    // MARK: Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configure()
    }

    private func _configure() {
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: Components and rows

    /// How many components the data source gave (0 without one).
    open var numberOfComponents: Int {
        _loadIfNeeded()
        return _rowCounts.count
    }

    /// How many rows `component` has (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        _loadIfNeeded()
        return _rowCounts.indices.contains(component) ? _rowCounts[component] : 0
    }

    /// The size of `component`'s rows: the component's width and its row height (from
    /// the delegate, or the defaults); `.zero` for a component that does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        _loadIfNeeded()
        guard _rowCounts.indices.contains(component) else { return .zero }
        return CGSize(width: _width(forComponent: component), height: _rowHeight(forComponent: component))
    }

    /// The view the delegate's `pickerView(_:viewForRow:forComponent:reusing:)` gave for
    /// `row` of `component`; `nil` when that row is not on screen or the delegate gives
    /// titles instead.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard _wheels.indices.contains(component), let rowView = _wheels[component]._rowViews[row],
              rowView.isDelegateView else { return nil }
        return rowView.content
    }

    /// Asks the data source for the components and rows again and the delegate for
    /// every row's content and size. Selections are kept (see the type's documentation).
    open func reloadAllComponents() {
        _isLoaded = true
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        _rowCounts = (0..<count).map { _askRowCount($0) }
        _selectedRows = (0..<count).map { _validSelection(_selectedRows.indices.contains($0) ? _selectedRows[$0] : 0, $0) }
        while _wheels.count > count { _wheels.removeLast().removeFromSuperview() }
        while _wheels.count < count {
            let wheel = _UIPickerWheel(picker: self, component: _wheels.count)
            _wheels.append(wheel)
            addSubview(wheel)
        }
        for component in 0..<count { _wheels[component]._reload() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Asks the data source for `component`'s rows again and the delegate for their
    /// content and size; the selection is kept (moved to the last row if its row is
    /// gone). A component that does not exist is ignored.
    open func reloadComponent(_ component: Int) {
        guard _isLoaded else { return _loadIfNeeded() }
        guard _rowCounts.indices.contains(component) else { return }
        _rowCounts[component] = _askRowCount(component)
        _selectedRows[component] = _validSelection(_selectedRows[component], component)
        _wheels[component]._reload()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Selection

    /// Selects `row` of `component` and turns the wheel to it: spinning when `animated`,
    /// at once otherwise. The delegate is not told (its `didSelectRow` is for the user's
    /// selections). A row or component out of range is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        _loadIfNeeded()
        guard _rowCounts.indices.contains(component), (0..<_rowCounts[component]).contains(row) else { return }
        _selectedRows[component] = row
        _wheels[component]._scroll(toRow: row, animated: animated)
    }

    /// The selected row of `component`, or −1 when it has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        _loadIfNeeded()
        return _selectedRows.indices.contains(component) ? _selectedRows[component] : -1
    }

    // MARK: Size

    /// iOS's standard picker size, 320 × 216 points, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    /// iOS's standard picker size, 320 × 216 points.
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    // MARK: Layout and drawing

    /// Places the wheels side by side (see the type's documentation).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _loadIfNeeded()
        let widths = _wheels.indices.map { _width(forComponent: $0) }
        var x = (bounds.minX + (bounds.width - widths.reduce(0, +)) / 2).rounded(.down)
        for (component, wheel) in _wheels.enumerated() {
            wheel._setFrame(CGRect(x: x, y: bounds.minY, width: widths[component], height: bounds.height))
            x += widths[component]
        }
    }

    /// The selection band behind the wheels.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _ControlDrawing.fill(_bandRect, radius: Self.bandRadius, .tertiarySystemFill, in: context)
    }

    /// Where the selection band is: across the picker, 8 points in from its sides, as
    /// tall as the tallest row, centred vertically.
    var _bandRect: CGRect {
        let height = _wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        return CGRect(x: bounds.minX + Self.bandInset, y: bounds.midY - height / 2,
                      width: bounds.width - 2 * Self.bandInset, height: height)
    }

    // MARK: Internals

    /// The width a component gets when the delegate gives none: an equal share.
    func _defaultWidth(forComponent component: Int) -> CGFloat {
        _rowCounts.isEmpty ? bounds.width : bounds.width / CGFloat(_rowCounts.count)
    }

    func _width(forComponent component: Int) -> CGFloat {
        max(0, delegate?.pickerView(self, widthForComponent: component) ?? _defaultWidth(forComponent: component))
    }

    func _rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height > 0 ? height : Self.defaultRowHeight
    }

    private func _setNeedsReload() {
        _isLoaded = false
        setNeedsLayout()
    }

    func _loadIfNeeded() {
        if !_isLoaded { reloadAllComponents() }
    }

    private func _askRowCount(_ component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// `row` made valid for `component`: −1 without rows, else within the rows.
    private func _validSelection(_ row: Int, _ component: Int) -> Int {
        let count = _rowCounts[component]
        return count == 0 ? -1 : min(max(row, 0), count - 1)
    }

    /// The user brought `component`'s wheel to rest on `row`.
    func _userSelected(_ row: Int, inComponent component: Int) {
        guard _selectedRows.indices.contains(component), _selectedRows[component] != row else { return }
        _selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
