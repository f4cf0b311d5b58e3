import Foundation

/// The view that draws a ``UIBackgroundConfiguration`` behind a cell's, header's or
/// footer's content: the resolved colour in a rectangle inset by the background insets,
/// its corners rounded by `cornerRadius` (and the list's section corners — the outer
/// corners of an `.insetGrouped` section — by the list's radius), the outline, and the
/// custom view or image on top.
@MainActor
final class _UIBackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration {
        didSet { _update(from: oldValue) }
    }
    /// Corners the list rounds (an inset grouped section's outer corners).
    var sectionCorners: _UITableViewCellFillView.Corners = [] {
        didSet { if oldValue != sectionCorners { setNeedsDisplay() } }
    }
    private var imageView: UIImageView?

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        _update(from: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The colour drawn, for this view's tint colour.
    var resolvedColor: UIColor { configuration.resolvedBackgroundColor(for: tintColor ?? .systemBlue) }

    private func _update(from old: UIBackgroundConfiguration?) {
        if old?.customView !== configuration.customView {
            if let view = old?.customView, view.superview === self { view.removeFromSuperview() }
            if let view = configuration.customView { addSubview(view) }
        }
        if let image = configuration.image {
            let view = imageView ?? UIImageView()
            view.image = image
            view.contentMode = .scaleAspectFill
            view.clipsToBounds = true
            if view.superview !== self { insertSubview(view, at: 0) }
            imageView = view
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = configuration.cornerRadius
        for view in [imageView, configuration.customView].compactMap({ $0 }) {
            view.frame = bounds
            if radius > 0 {
                view.layer.cornerRadius = radius
                view.clipsToBounds = true
            }
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let c = configuration
        let tint = tintColor ?? .systemBlue
        let outset = c.strokeWidth > 0 ? Swift.max(0, c.strokeOutset) : 0
        let fillRect = bounds.insetBy(dx: outset, dy: outset)
        let path = Self.roundedPath(fillRect, radius: c.cornerRadius, sectionCorners: sectionCorners)
        context.addPath(path)
        context.setFillColor(c.resolvedBackgroundColor(for: tint).cgColor)
        context.fillPath()
        if c.strokeWidth > 0 {
            let w = c.strokeWidth
            let strokeRect = fillRect.insetBy(dx: w / 2 - outset, dy: w / 2 - outset)
            context.addPath(Self.roundedPath(strokeRect, radius: c.cornerRadius + outset - w / 2, sectionCorners: sectionCorners))
            context.setStrokeColor(c.resolvedStrokeColor(for: tint).cgColor)
            context.setLineWidth(w)
            context.strokePath()
        }
    }

    /// `rect` with every corner rounded by `radius`, and `sectionCorners` by at least the
    /// inset grouped radius.
    static func roundedPath(_ rect: CGRect, radius: CGFloat, sectionCorners: _UITableViewCellFillView.Corners) -> CGPath {
        let limit = Swift.min(rect.width, rect.height) / 2
        func r(_ corner: _UITableViewCellFillView.Corners) -> CGFloat {
            let section = sectionCorners.contains(corner) ? _UITableViewMetrics.insetGroupedCornerRadius : 0
            return Swift.max(0, Swift.min(limit, Swift.max(radius, section)))
        }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX + r(.topLeft), y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
                    radius: r(.topRight))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
                    radius: r(.bottomRight))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
                    radius: r(.bottomLeft))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
                    radius: r(.topLeft))
        path.closeSubpath()
        return path
    }
}

/// Where a cell, header or footer shows its background configuration: the view that
/// draws it sits behind everything else, inset by the configuration's insets.
@MainActor
enum _BackgroundConfigurationHost {
    static func install(_ configuration: UIBackgroundConfiguration?, in host: UIView,
                        current: inout _UIBackgroundConfigurationView?) {
        guard let configuration else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current {
            view.configuration = configuration
        } else {
            let view = _UIBackgroundConfigurationView(configuration: configuration)
            host.insertSubview(view, at: 0)
            current = view
        }
        layOut(current!, in: host)
    }

    /// Places the background in `host`'s bounds, inset by the configuration's insets
    /// (plus the layout margins on the edges that ask for them), and keeps it at the back.
    static func layOut(_ view: _UIBackgroundConfigurationView, in host: UIView) {
        let c = view.configuration
        var insets = c.backgroundInsets
        let margins = host.layoutMargins
        let edges = c.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.left }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.right }
        let b = host.bounds
        let frame = CGRect(x: b.minX + insets.leading, y: b.minY + insets.top,
                           width: Swift.max(0, b.width - insets.leading - insets.trailing),
                           height: Swift.max(0, b.height - insets.top - insets.bottom))
        if view.frame != frame { view.frame = frame }
        if host.subviews.first !== view { host.sendSubviewToBack(view) }
    }
}
