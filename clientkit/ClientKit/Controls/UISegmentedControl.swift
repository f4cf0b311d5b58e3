import Foundation

/// A row of segments, each a button, of which one is selected, as UIKit's
/// `UISegmentedControl`.
///
/// **Segments** show a title or an image. Indexes given to the segment methods that are
/// out of range are ignored (getters return `nil`, 0 or `false`), except the insert
/// methods, which pin the index to 0 ... ``numberOfSegments`` as UIKit does.
///
/// **Selection.** ``selectedSegmentIndex`` is ``noSegment`` (−1) until set or until the
/// user taps a segment. Setting it in code sends no event; an index out of range
/// selects nothing. A tap (the touch lifting on an enabled segment) selects that segment
/// and sends `.valueChanged` when the selection changed. With ``isMomentary`` no segment
/// shows as selected: every tap sets ``selectedSegmentIndex`` to the tapped segment and
/// sends `.valueChanged`. Inserting or removing segments before the selected one keeps
/// the same segment selected (its index moves); removing it selects nothing.
///
/// **Size and layout.** 32 points high (iOS 13 and later). Each segment's natural width
/// is its content (title or image) plus 12 points on each side; ``intrinsicContentSize``
/// is as many natural widths as segments, each the widest one (or each its own with
/// ``apportionsSegmentWidthsByContent``). In the bounds, segments with a width set
/// (``setWidth(_:forSegmentAt:)``) keep it and the others share the rest equally (or in
/// proportion to their content).
///
/// **Look** (iOS 13 and later, light): a rounded background of the tertiary system
/// fill; the selected segment a white (``selectedSegmentTintColor``) rounded rectangle
/// inset by 2 points with a soft shadow; thin separators between unselected segments;
/// 13-point titles in the label colour, semibold when selected, the tertiary label
/// colour when disabled. The segment under a touch is shaded.
///
/// **Animation.** A tap that moves the selection slides the selected segment's
/// background to the new segment over 0.25 s (Core Animation, on the display clock: it
/// is a sublayer, under a sublayer holding the titles, which change at once). Setting
/// ``selectedSegmentIndex`` in code moves it at once.
///
/// Differences from UIKit: inserting and removing segments never animates (`animated` is
/// ignored); image segments are drawn as their images are (not tinted); no `UIAction` segments, content offsets or
/// background images per state.
@MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: −1.
    public static let noSegment = -1

    static let height: CGFloat = 32
    static let contentPadding: CGFloat = 12
    static let cornerRadius: CGFloat = 9
    static let selectedInset: CGFloat = 2

    struct _Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// A width set by the app; 0: sized automatically.
        var width: CGFloat = 0
    }

    var _segments: [_Segment] = []
    private var _selectedSegmentIndex = UISegmentedControl.noSegment
    /// The segment under the tracked touch.
    var _highlightedSegment: Int?
    var _titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    // MARK: Creating

    /// A control with a segment per item: a `String` makes a titled segment, a `UIImage`
    /// an image segment (other items are skipped). Sized to fit its segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                _segments.append(_Segment(title: title))
            } else if let image = item as? UIImage {
                _segments.append(_Segment(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

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
        _contentsLayer.owner = self
        _selectionLayer.isHidden = true
        layer.addSublayer(_selectionLayer)
        layer.addSublayer(_contentsLayer)
        _updateLayers(animated: false)
    }

    /// The selected segment's background, which slides when a tap moves the selection.
    let _selectionLayer = _ControlThumbLayer()
    /// The titles and images, above ``_selectionLayer``.
    let _contentsLayer = _UISegmentContentsLayer()

    /// A change is being made by a tap (the selection slides).
    private var _animatingChange = false

    /// Marks the control, its contents layer and its selection layer for update.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        _contentsLayer.setNeedsDisplay()
        _updateLayers(animated: _animatingChange)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _contentsLayer.setNeedsDisplay()
        _updateLayers(animated: false)
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { _segments.count }

    /// Inserts a titled segment before `segment` (pinned to 0 ... ``numberOfSegments``).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(_Segment(title: title), at: segment)
    }

    /// Inserts an image segment before `segment` (pinned to 0 ... ``numberOfSegments``).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(_Segment(image: image), at: segment)
    }

    /// Removes the segment at `segment`; out of range, nothing happens.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard _segments.indices.contains(segment) else { return }
        _segments.remove(at: segment)
        if _selectedSegmentIndex == segment {
            _selectedSegmentIndex = Self.noSegment
        } else if _selectedSegmentIndex > segment {
            _selectedSegmentIndex -= 1
        }
        _highlightedSegment = nil
        _segmentsChanged()
    }

    /// Removes every segment; nothing is selected.
    open func removeAllSegments() {
        _segments.removeAll()
        _selectedSegmentIndex = Self.noSegment
        _highlightedSegment = nil
        _segmentsChanged()
    }

    /// Sets the title of `segment` (the segment then shows it instead of an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].title = title
        _segments[segment].image = nil
        _segmentsChanged()
    }

    /// The title of `segment`; `nil` for image segments or out of range.
    open func titleForSegment(at segment: Int) -> String? {
        _segments.indices.contains(segment) ? _segments[segment].title : nil
    }

    /// Sets the image of `segment` (the segment then shows it instead of a title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].image = image
        _segments[segment].title = nil
        _segmentsChanged()
    }

    /// The image of `segment`; `nil` for titled segments or out of range.
    open func imageForSegment(at segment: Int) -> UIImage? {
        _segments.indices.contains(segment) ? _segments[segment].image : nil
    }

    /// Enables or disables `segment`; a disabled segment cannot be tapped and is dimmed.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether `segment` is enabled (`false` out of range). Default `true`.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        _segments.indices.contains(segment) ? _segments[segment].isEnabled : false
    }

    /// Gives `segment` a fixed width in points; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard _segments.indices.contains(segment) else { return }
        _segments[segment].width = Swift.max(0, width)
        _segmentsChanged()
    }

    /// The width set for `segment`; 0 when it is sized automatically (or out of range).
    open func widthForSegment(at segment: Int) -> CGFloat {
        _segments.indices.contains(segment) ? _segments[segment].width : 0
    }

    /// Whether automatically sized segments are as wide as their content (`true`) or
    /// all equally wide (`false`, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { _segmentsChanged() } }
    }

    // MARK: Selection

    /// The selected segment, or ``noSegment``. Setting it in code sends no event; an
    /// index out of range selects nothing. Default ``noSegment``.
    open var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set {
            let index = _segments.indices.contains(newValue) ? newValue : Self.noSegment
            guard index != _selectedSegmentIndex else { return }
            _selectedSegmentIndex = index
            setNeedsDisplay()
        }
    }

    /// Whether segments stay selected after a tap (`false`, the default) or only send
    /// their event.
    open var isMomentary = false {
        didSet { if isMomentary != oldValue { setNeedsDisplay() } }
    }

    /// The selected segment's colour; `nil` (the default) draws white.
    open var selectedSegmentTintColor: UIColor? {
        didSet { _noteAppearance(\UISegmentedControl.selectedSegmentTintColor); setNeedsDisplay() }
    }

    /// Sets the title attributes (`.font`, `.foregroundColor`) used in `state` (`.normal`,
    /// `.selected`, `.highlighted`, `.disabled`); states without their own use `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        _titleAttributes[state.rawValue] = attributes
        _noteAppearanceCall("UISegmentedControl.setTitleTextAttributes.\(state.rawValue)") { (c: UISegmentedControl) in
            c.setTitleTextAttributes(attributes, for: state)
        }
        _segmentsChanged()
    }

    /// The title attributes set for `state`, or `nil`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        _titleAttributes[state.rawValue]
    }

    // MARK: Size

    /// The natural size (see the type's documentation), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' natural widths side by side, 32 points high.
    open override var intrinsicContentSize: CGSize {
        let natural = _segments.indices.map { _naturalWidth(of: $0) }
        let widest = natural.max() ?? 0
        var width: CGFloat = 0
        for (index, segment) in _segments.enumerated() {
            width += segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? natural[index] : widest)
        }
        return CGSize(width: width.rounded(.up), height: Self.height)
    }

    // MARK: State

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = _segmentIndex(at: touch.location(in: self)), _segments[index].isEnabled else { return false }
        _setHighlightedSegment(index)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let index = bounds.contains(location) ? _segmentIndex(at: location) : nil
        _setHighlightedSegment(index.flatMap { _segments[$0].isEnabled ? $0 : nil })
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let tapped = _highlightedSegment
        _setHighlightedSegment(nil)
        guard let tapped else { return }
        if isMomentary {
            _selectedSegmentIndex = tapped
        } else {
            guard tapped != _selectedSegmentIndex else { return }
            _animatingChange = true
            selectedSegmentIndex = tapped
            _animatingChange = false
        }
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        _setHighlightedSegment(nil)
    }

    private func _setHighlightedSegment(_ index: Int?) {
        guard index != _highlightedSegment else { return }
        _highlightedSegment = index
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// The control's look (see the type's documentation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _drawSegments(in: context)
    }

    // MARK: Internals

    private func _insert(_ segment: _Segment, at index: Int) {
        let at = Swift.min(Swift.max(index, 0), _segments.count)
        _segments.insert(segment, at: at)
        if _selectedSegmentIndex >= at { _selectedSegmentIndex += 1 }
        _highlightedSegment = nil
        _segmentsChanged()
    }

    private func _segmentsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
