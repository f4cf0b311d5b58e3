import Foundation

extension CGContext {
    // MARK: Building the current path (points in user space, stored in device space)

    /// Discards the current path.
    public func beginPath() {
        _used = true
        _path._elements.removeAll()
        _path._current = nil
        _path._subpathStart = nil
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) {
        _used = true
        _path._move(point.applying(ctm))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        _used = true
        _path._line(point.applying(ctm))
    }

    /// Lines through `points` (a move to the first).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        _used = true
        _path._curve(control1.applying(ctm), control2.applying(ctm), end.applying(ctm))
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        _used = true
        _path._quad(control.applying(ctm), end.applying(ctm))
    }

    /// An arc of a circle, with a line from the current point to its start. As in Core
    /// Graphics, `clockwise` is meant in a y-up space: in a UIKit (y-down) context
    /// `clockwise: true` turns counter-clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        _used = true
        _path._appendArc(center: center, radius: radius, start: startAngle, end: endAngle,
                         increasing: !clockwise, ctm)
    }

    /// A line towards `tangent1End` and an arc tangent to both lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        _used = true
        let current = currentPointOfPath
        _path._appendTangentArc(from: _path._current == nil ? tangent1End : current,
                                tangent1End, tangent2End, radius: radius, ctm)
    }

    /// A closed rectangular subpath.
    public func addRect(_ rect: CGRect) {
        _used = true
        _path._appendRect(rect, ctm)
    }

    /// One closed subpath per rectangle.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        _used = true
        _path._appendEllipse(in: rect, ctm)
    }

    /// Appends `path`, transformed by the CTM.
    public func addPath(_ path: CGPath) {
        _used = true
        _path._appendPath(path, ctm)
    }

    /// Closes the current subpath.
    public func closePath() {
        _used = true
        _path._close()
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { _path.isEmpty }

    /// The current point in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint {
        _path.isEmpty ? .zero : _path.currentPoint.applying(ctm.inverted())
    }

    /// The bounding box of the current path in user space, control points included
    /// (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        _path.isEmpty ? .null : _path.boundingBox.applying(ctm.inverted())
    }

    /// A copy of the current path in user space, or `nil` when it is empty.
    public var path: CGPath? {
        guard !_path.isEmpty else { return nil }
        var inverse = ctm.inverted()
        return _path.copy(using: &inverse)
    }

    // MARK: Painting the current path (which is then discarded)

    /// Fills the current path with the fill colour.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        _sendPath()
        cr.setFillRule(rule == .winding ? .winding : .evenOdd)
        _setSource(_state.fillColor)
        cr.fill()
        beginPath()
    }

    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line attributes.
    public func strokePath() {
        _sendPath()
        _setSource(_state.strokeColor)
        cr.stroke()
        beginPath()
    }

    /// Fills and/or strokes the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let rule: CGPathFillRule = (mode == .eoFill || mode == .eoFillStroke) ? .evenOdd : .winding
        _sendPath()
        if mode != .stroke {
            cr.setFillRule(rule == .winding ? .winding : .evenOdd)
            _setSource(_state.fillColor)
            cr.fill(preserve: mode != .fill && mode != .eoFill)
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            _setSource(_state.strokeColor)
            cr.stroke()
        }
        beginPath()
    }

    /// Intersects the clip with the current path, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        _sendPath()
        cr.setFillRule(rule == .winding ? .winding : .evenOdd)
        cr.clip()
        beginPath()
    }

    /// Intersects the clip with the current path by the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect`. The current path is kept.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`. The current path is kept.
    public func clip(to rects: [CGRect]) {
        cr.newPath()
        for r in rects { cr.rectangle(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cr.setFillRule(.winding)
        cr.clip()
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        let e = cr.clipExtents()
        return CGRect(x: e.x1, y: e.y1, width: e.x2 - e.x1, height: e.y2 - e.y1)
    }

    // MARK: Painting shapes directly (the current path is kept)

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each of `rects` with the fill colour.
    public func fill(_ rects: [CGRect]) {
        cr.newPath()
        for r in rects { cr.rectangle(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cr.setFillRule(.winding)
        _setSource(_state.fillColor)
        cr.fill()
    }

    /// Strokes the outline of `rect` with the current line width.
    public func stroke(_ rect: CGRect) {
        cr.newPath()
        cr.rectangle(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        _setSource(_state.strokeColor)
        cr.stroke()
    }

    /// Strokes the outline of `rect` with line width `width` (the line width setting is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cr.save()
        cr.setLineWidth(Double(width))
        stroke(rect)
        cr.restore()
    }

    /// Makes `rect` transparent black, whatever the blend mode.
    public func clear(_ rect: CGRect) {
        cr.save()
        cr.setOperator(.clear)
        cr.newPath()
        cr.rectangle(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cr.fill()
        cr.restore()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        _paintShape(stroke: false) { $0._appendEllipse(in: rect, self.ctm) }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        _paintShape(stroke: true) { $0._appendEllipse(in: rect, self.ctm) }
    }

    /// Strokes a line between each pair of `points` (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        _paintShape(stroke: true) { path in
            var i = 0
            while i + 1 < points.count {
                path._move(points[i].applying(self.ctm))
                path._line(points[i + 1].applying(self.ctm))
                i += 2
            }
        }
    }

    /// Fills or strokes a shape built in device space by `build`, leaving the current path alone.
    private func _paintShape(stroke: Bool, _ build: (CGPath) -> Void) {
        let shape = CGMutablePath()
        build(shape)
        _send(shape)
        if stroke {
            _setSource(_state.strokeColor)
            cr.stroke()
        } else {
            cr.setFillRule(.winding)
            _setSource(_state.fillColor)
            cr.fill()
        }
    }

    /// Replaces cairo's path with the current path (device space).
    func _sendPath() { _send(_path) }

    /// Replaces cairo's path with `path`, whose points are in device space.
    func _send(_ path: CGPath) {
        let c = cr
        c.newPath()
        c.identityMatrix()
        var last = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path._elements {
            switch element {
            case .move(let p):
                c.moveTo(Double(p.x), Double(p.y))
                last = p; subpathStart = p
            case .line(let p):
                c.lineTo(Double(p.x), Double(p.y))
                last = p
            case .quad(let q, let p):
                // Cairo has cubics only: raise the degree.
                let c1 = CGPoint(x: last.x + 2 / 3 * (q.x - last.x), y: last.y + 2 / 3 * (q.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (q.x - p.x), y: p.y + 2 / 3 * (q.y - p.y))
                c.curveTo(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                last = p
            case .curve(let c1, let c2, let p):
                c.curveTo(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                last = p
            case .close:
                c.closePath()
                last = subpathStart
            }
        }
        _applyCTM()
    }
}
