import Foundation

/// One component of a ``UIPickerView``: a vertical scroll view of its rows, inset so that
/// the first and last rows can sit in the middle. It shows only the rows on screen
/// (reusing the others' views), snaps every drag and fling to a row, turns to a tapped
/// row, and tells the picker which row it came to rest on.
@MainActor
final class _UIPickerWheel: UIScrollView, UIScrollViewDelegate {
    unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The rows on screen, by row number.
    var _rowViews: [Int: _UIPickerRowView] = [:]
    private var _reusable: [_UIPickerRowView] = []

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        alwaysBounceVertical = true
        // A wheel spins down sooner than a list scrolls: a flick turns it a few rows.
        decelerationRate = .fast
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: _UIPickerWheel._tapped))
    }

    required init?(coder: NSCoder) {
        fatalError("a picker's wheels are made by the picker")
    }

    // MARK: Geometry

    /// The offset that puts `row` in the middle.
    func _offset(forRow row: Int) -> CGFloat {
        CGFloat(row) * rowHeight - contentInset.top
    }

    /// The row nearest the middle at offset `y` (within the rows; 0 without rows).
    func _row(atOffset y: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return 0 }
        let row = Int(((y + contentInset.top) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    /// Asks the picker again for the rows' number and height and drops the row views.
    func _reload() {
        rowCount = picker.numberOfRows(inComponent: component)
        rowHeight = picker._rowHeight(forComponent: component)
        for row in _rowViews.values { row.removeFromSuperview() }
        _reusable.append(contentsOf: _rowViews.values)
        _rowViews.removeAll()
        _updateGeometry()
    }

    /// Places the wheel in the picker.
    func _setFrame(_ newFrame: CGRect) {
        guard newFrame != frame else { return }
        frame = newFrame
        _updateGeometry()
    }

    /// Sizes the content and insets for the rows and the wheel's height, and shows the
    /// selected row in the middle (unless the user is turning the wheel).
    private func _updateGeometry() {
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if !isTracking && !isDragging && !isDecelerating && !_isMoving {
            contentOffset = CGPoint(x: 0, y: _offset(forRow: max(0, picker._selectedRows[component])))
        }
        for (row, view) in _rowViews { view.frame = _frame(forRow: row) }
        setNeedsLayout()
    }

    private func _frame(forRow row: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
    }

    /// Turns the wheel so that `row` is in the middle.
    func _scroll(toRow row: Int, animated: Bool) {
        setContentOffset(CGPoint(x: 0, y: _offset(forRow: row)), animated: animated && window != nil)
    }

    // MARK: Rows on screen

    /// Shows the rows on screen, each faded by its distance from the middle.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard rowCount > 0, rowHeight > 0, bounds.height > 0 else {
            _retire(Array(_rowViews.keys))
            return
        }
        let top = max(0, Int((bounds.minY / rowHeight).rounded(.down)))
        let bottom = min(rowCount - 1, Int((bounds.maxY / rowHeight).rounded(.up)))
        let visible = top <= bottom ? top...bottom : 1...0
        _retire(_rowViews.keys.filter { !visible.contains($0) })
        let middle = bounds.midY
        for row in visible {
            let view = _rowViews[row] ?? _makeRowView(row)
            let distance = abs(CGFloat(row) * rowHeight + rowHeight / 2 - middle) / max(1, bounds.height / 2)
            view.alpha = Self.alpha(atDistance: distance)
        }
    }

    /// A row's opacity at `distance` from the middle (0) to the top or bottom edge (1):
    /// 1 in the middle, falling with the square of the distance to 0.2 at the edges.
    static func alpha(atDistance distance: CGFloat) -> CGFloat {
        let d = min(max(distance, 0), 1)
        return 1 - 0.8 * d * d
    }

    private func _retire(_ rows: [Int]) {
        for row in rows {
            guard let view = _rowViews.removeValue(forKey: row) else { continue }
            view.removeFromSuperview()
            _reusable.append(view)
        }
    }

    /// A view for `row`: the delegate's view, or the title, in a reused row view.
    private func _makeRowView(_ row: Int) -> _UIPickerRowView {
        let rowView = _reusable.popLast() ?? _UIPickerRowView()
        rowView.frame = _frame(forRow: row)
        var content: UIView?
        if let delegate = picker.delegate {
            picker._usedDefaultRowView = false
            let view = delegate.pickerView(picker, viewForRow: row, forComponent: component,
                                           reusing: rowView.isDelegateView ? rowView.content : nil)
            if !picker._usedDefaultRowView { content = view }
        }
        if let content {
            rowView.setContent(content, isDelegateView: true)
        } else {
            let label = rowView.isDelegateView ? UILabel() : (rowView.content as? UILabel ?? UILabel())
            label.font = .systemFont(ofSize: UIPickerView.titleFontSize)
            label.textColor = .label
            label.textAlignment = .center
            label.text = nil
            if let attributed = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = attributed
            } else {
                label.text = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
            }
            rowView.setContent(label, isDelegateView: false)
        }
        _rowViews[row] = rowView
        addSubview(rowView)
        return rowView
    }

    // MARK: The user

    /// Drags and flings end on a row.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = _offset(forRow: _row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { _cameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { _cameToRest() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { _cameToRest() }

    /// A tap on a row other than the middle one turns the wheel to it.
    private func _tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rowCount > 0 else { return }
        let y = tap.location(in: self).y
        guard y >= 0, y < CGFloat(rowCount) * rowHeight else { return }
        let row = Int((y / rowHeight).rounded(.down))
        guard row != _row(atOffset: contentOffset.y) || contentOffset.y != _offset(forRow: row) else { return }
        setContentOffset(CGPoint(x: 0, y: _offset(forRow: row)), animated: true)
    }

    /// The wheel stopped: settle exactly on the nearest row and tell the picker.
    private func _cameToRest() {
        guard rowCount > 0 else { return }
        let row = _row(atOffset: contentOffset.y)
        let exact = _offset(forRow: row)
        if contentOffset.y != exact { contentOffset = CGPoint(x: contentOffset.x, y: exact) }
        picker._userSelected(row, inComponent: component)
    }
}

/// A row of a picker wheel: holds the delegate's view or a title label, sized to the row.
/// Rows take no touches, so drags and taps go to the wheel.
@MainActor
final class _UIPickerRowView: UIView {
    private(set) var content: UIView?
    /// Whether ``content`` came from the delegate (else it is the picker's title label).
    private(set) var isDelegateView = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    func setContent(_ view: UIView, isDelegateView: Bool) {
        if content !== view {
            content?.removeFromSuperview()
            content = view
            addSubview(view)
        }
        self.isDelegateView = isDelegateView
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
    }
}
