import Foundation

extension UIImage {
    /// The weight of a symbol's strokes (`UIImage.SymbolWeight`, UIKit's raw values).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to text (`UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// How a symbol image is drawn: its point size, weight and scale
    /// (`UIImage.SymbolConfiguration`).
    ///
    /// Colours (`hierarchicalColor`, `paletteColors`, multicolour) are drawn as one colour
    /// here: a hierarchical or palette configuration draws the symbol in its (first)
    /// colour, as an original image; multicolour keeps the template.
    public final class SymbolConfiguration: @unchecked Sendable {
        /// What was specified (the rest is taken from a configuration applied under it).
        private let _pointSize: CGFloat?
        private let _weight: SymbolWeight?
        private let _scale: SymbolScale?
        /// The colours (hierarchical: one; palette: several), if any.
        let _colors: [UIColor]?

        /// The point size (17 when not specified).
        public var pointSize: CGFloat { _pointSize ?? 17 }
        /// The weight (`.regular` when not specified).
        public var weight: SymbolWeight { _weight ?? .regular }
        /// The scale (`.default` when not specified).
        public var scale: SymbolScale { _scale ?? .default }

        init(_pointSize: CGFloat?, weight: SymbolWeight?, scale: SymbolScale?, colors: [UIColor]?) {
            self._pointSize = _pointSize
            self._weight = weight
            self._scale = scale
            self._colors = colors
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.init(_pointSize: pointSize, weight: weight, scale: scale, colors: nil)
        }

        public convenience init(weight: SymbolWeight) { self.init(_pointSize: nil, weight: weight, scale: nil, colors: nil) }
        public convenience init(scale: SymbolScale) { self.init(_pointSize: nil, weight: nil, scale: scale, colors: nil) }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(_pointSize: textStyle._metrics.size, weight: nil, scale: nil, colors: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(_pointSize: textStyle._metrics.size, weight: nil, scale: scale, colors: nil)
        }
        public convenience init(font: UIFont) { self.init(_pointSize: font.pointSize, weight: nil, scale: nil, colors: nil) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(_pointSize: font.pointSize, weight: nil, scale: scale, colors: nil)
        }
        /// Draws the symbol in `hierarchicalColor` (iOS 15; one colour here, see the type).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(_pointSize: nil, weight: nil, scale: nil, colors: [hierarchicalColor])
        }
        /// Draws the symbol in the palette's colours (iOS 15; its first colour here).
        public convenience init(paletteColors: [UIColor]) {
            self.init(_pointSize: nil, weight: nil, scale: nil, colors: paletteColors.isEmpty ? nil : paletteColors)
        }
        /// Prefers the symbol's own colours (iOS 15; kept: the symbol stays a template).
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(_pointSize: nil, weight: nil, scale: nil, colors: nil)
        }
        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration(_pointSize: nil, weight: nil, scale: nil, colors: nil)

        /// This configuration with what `other` specifies on top.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(_pointSize: other._pointSize ?? _pointSize, weight: other._weight ?? _weight,
                                       scale: other._scale ?? _scale, colors: other._colors ?? _colors)
        }

        /// The size of the drawn square: about 1.2 times the point size, scaled.
        var _side: CGFloat {
            let factor: CGFloat = switch scale {
            case .small: 0.85
            case .large: 1.3
            default: 1
            }
            return (pointSize * 1.2 * factor).rounded()
        }

        var _lineWidth: CGFloat {
            let base = pointSize / 9
            return switch weight {
            case .ultraLight, .thin: base * 0.5
            case .light: base * 0.75
            case .medium: base * 1.2
            case .semibold: base * 1.4
            case .bold, .heavy, .black: base * 1.7
            default: base
            }
        }
    }

    /// A system symbol image (SF Symbols' names), drawn as a template image (tinted by the
    /// view showing it) at 17 points. ClientKit draws a set of common symbols itself
    /// (`plus`, `minus`, `xmark`, `checkmark`, the chevrons and arrows, `circle`,
    /// `plus.circle`, `xmark.circle`, `checkmark.circle`, `info.circle`, `star`, `heart`,
    /// `trash`, `magnifyingglass`, `person`, `house`, `gear`/`gearshape`, `ellipsis`,
    /// `line.3.horizontal`, `play`, `pause`, `stop`, `square.and.arrow.up`,
    /// `arrow.clockwise`, `pencil`, `bell`, `folder`, `clock`, `sidebar.left`, with their `.fill`
    /// forms); every other name shaped like a symbol name (lowercase letters, digits and
    /// dots) gets a neutral placeholder — a rounded square — instead of `nil`, since apps
    /// unwrap symbol images they know exist and SF Symbols' artwork is not on Linux.
    /// `nil` for names that cannot be symbols (empty, spaces, capitals).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol drawn with `configuration` (size, weight, scale).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let configuration = configuration ?? SymbolConfiguration(pointSize: 17)
        // Drawn with ClientKit's (main-actor) graphics; UIImage itself may be made anywhere.
        let draw = { @MainActor in _UISymbolImages.image(named: name, configuration: configuration).map(_SendableImage.init) }
        let drawn = Thread.isMainThread ? MainActor.assumeIsolated(draw) : DispatchQueue.main.sync { MainActor.assumeIsolated(draw) }
        guard let image = drawn?.image else { return nil }
        if let color = configuration._colors?.first {
            self.init(_cgImage: UIImage._stencil(image, color: color), scale: 1, renderingMode: .alwaysOriginal)
        } else {
            self.init(_cgImage: image, scale: 1, renderingMode: .alwaysTemplate)
        }
        _symbol = (name, configuration)
    }

    /// Whether this is a symbol image.
    public var isSymbolImage: Bool { _symbol != nil }

    /// A symbol image's configuration (`nil` for other images).
    public var symbolConfiguration: SymbolConfiguration? { _symbol?.configuration }

    /// The symbol drawn with its configuration and `configuration` applied on top; `nil`
    /// for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol = _symbol else { return nil }
        return UIImage(systemName: symbol.name, withConfiguration: symbol.configuration.applying(configuration))
    }

    /// The image with `configuration` (a symbol redrawn; another image as it is).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        applyingSymbolConfiguration(configuration) ?? self
    }

    /// The symbol; the trait collection changes nothing (one appearance, one text size).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }
}

/// A drawn image handed from the main thread to another.
struct _SendableImage: @unchecked Sendable {
    let image: CGImage
}

/// Draws symbol images (see `UIImage.init(systemName:)`).
@MainActor
enum _UISymbolImages {
    static func isSymbolName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    /// Drawn symbols by name, side and stroke: cells ask for the same few again and again.
    private static var cache: [String: CGImage] = [:]

    static func image(named name: String, configuration: UIImage.SymbolConfiguration) -> CGImage? {
        guard isSymbolName(name) else { return nil }
        let side = configuration._side
        let key = "\(name) \(side) \(configuration._lineWidth)"
        if let cached = cache[key] { return cached }
        let fill = name.hasSuffix(".fill")
        let base = fill ? String(name.dropLast(5)) : name
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            draw(base, fill: fill, in: CGRect(x: 0, y: 0, width: side, height: side), line: configuration._lineWidth)
        }
        cache[key] = image.cgImage
        return image.cgImage
    }

    private static func path(_ width: CGFloat, _ build: (UIBezierPath) -> Void) -> UIBezierPath {
        let p = UIBezierPath()
        p.lineWidth = width
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        build(p)
        return p
    }

    private static func draw(_ name: String, fill: Bool, in r: CGRect, line w: CGFloat) {
        let c = CGPoint(x: r.midX, y: r.midY)
        let m = w + 1                                   // inset from the edge
        let inner = r.insetBy(dx: m, dy: m)
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        func strokeLines(_ points: [[CGPoint]]) {
            path(w) { p in for line in points { p.move(to: line[0]); for q in line.dropFirst() { p.addLine(to: q) } } }.stroke()
        }
        func circled(_ mark: () -> Void) {
            let circle = UIBezierPath(ovalIn: inner)
            if fill {
                circle.fill()
                UIColor.clear.setStroke()
                // The mark is cut out of the filled circle.
                UIGraphicsGetCurrentContext()?.setBlendMode(.clear)
                mark()
                UIGraphicsGetCurrentContext()?.setBlendMode(.normal)
            } else {
                circle.lineWidth = w
                circle.stroke()
                mark()
            }
        }
        let plus = [[pt(0.5, 0.2), pt(0.5, 0.8)], [pt(0.2, 0.5), pt(0.8, 0.5)]]
        let cross = [[pt(0.25, 0.25), pt(0.75, 0.75)], [pt(0.75, 0.25), pt(0.25, 0.75)]]
        let check = [[pt(0.2, 0.52), pt(0.42, 0.74), pt(0.8, 0.3)]]
        switch name {
        case "plus": strokeLines([[pt(0.5, 0.1), pt(0.5, 0.9)], [pt(0.1, 0.5), pt(0.9, 0.5)]])
        case "minus": strokeLines([[pt(0.1, 0.5), pt(0.9, 0.5)]])
        case "xmark": strokeLines([[pt(0.15, 0.15), pt(0.85, 0.85)], [pt(0.85, 0.15), pt(0.15, 0.85)]])
        case "checkmark": strokeLines([[pt(0.1, 0.55), pt(0.38, 0.82), pt(0.9, 0.2)]])
        case "chevron.right", "chevron.forward": strokeLines([[pt(0.35, 0.15), pt(0.7, 0.5), pt(0.35, 0.85)]])
        case "chevron.left", "chevron.backward": strokeLines([[pt(0.65, 0.15), pt(0.3, 0.5), pt(0.65, 0.85)]])
        case "chevron.up": strokeLines([[pt(0.15, 0.65), pt(0.5, 0.3), pt(0.85, 0.65)]])
        case "chevron.down": strokeLines([[pt(0.15, 0.35), pt(0.5, 0.7), pt(0.85, 0.35)]])
        case "arrow.right": strokeLines([[pt(0.1, 0.5), pt(0.9, 0.5)], [pt(0.6, 0.2), pt(0.9, 0.5), pt(0.6, 0.8)]])
        case "arrow.left": strokeLines([[pt(0.9, 0.5), pt(0.1, 0.5)], [pt(0.4, 0.2), pt(0.1, 0.5), pt(0.4, 0.8)]])
        case "arrow.up": strokeLines([[pt(0.5, 0.9), pt(0.5, 0.1)], [pt(0.2, 0.4), pt(0.5, 0.1), pt(0.8, 0.4)]])
        case "arrow.down": strokeLines([[pt(0.5, 0.1), pt(0.5, 0.9)], [pt(0.2, 0.6), pt(0.5, 0.9), pt(0.8, 0.6)]])
        case "sidebar.left", "sidebar.leading":
            let frame = CGRect(x: pt(0.08, 0).x, y: pt(0, 0.2).y, width: r.width * 0.84, height: r.height * 0.6)
            let outline = UIBezierPath(roundedRect: frame, cornerRadius: r.width * 0.1)
            outline.lineWidth = w
            outline.stroke()
            strokeLines([[pt(0.38, 0.2), pt(0.38, 0.8)]])
        case "circle": circled {}
        case "plus.circle": circled { strokeLines(plus) }
        case "xmark.circle": circled { strokeLines(cross) }
        case "checkmark.circle": circled { strokeLines(check) }
        case "info.circle":
            circled { strokeLines([[pt(0.5, 0.45), pt(0.5, 0.75)], [pt(0.5, 0.28), pt(0.5, 0.29)]]) }
        case "ellipsis":
            for x in [0.2, 0.5, 0.8] as [CGFloat] {
                UIBezierPath(ovalIn: CGRect(x: pt(x, 0.5).x - w, y: c.y - w, width: 2 * w, height: 2 * w)).fill()
            }
        case "line.3.horizontal", "list.bullet":
            strokeLines([0.25, 0.5, 0.75].map { (y: CGFloat) in [pt(0.15, y), pt(0.85, y)] })
        case "star":
            let star = UIBezierPath()
            for i in 0..<10 {
                let radius = (i % 2 == 0 ? 0.45 : 0.2) * r.width
                let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let p = CGPoint(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            star.lineWidth = w
            star.lineJoinStyle = .round
            if fill { star.fill() }; star.stroke()
        case "heart":
            let heart = UIBezierPath()
            heart.move(to: pt(0.5, 0.85))
            heart.addCurve(to: pt(0.5, 0.3), controlPoint1: pt(-0.05, 0.5), controlPoint2: pt(0.2, 0.0))
            heart.addCurve(to: pt(0.5, 0.85), controlPoint1: pt(0.8, 0.0), controlPoint2: pt(1.05, 0.5))
            heart.lineWidth = w
            if fill { heart.fill() }; heart.stroke()
        case "magnifyingglass":
            let lens = UIBezierPath(ovalIn: CGRect(x: pt(0.12, 0.12).x, y: pt(0.12, 0.12).y, width: 0.5 * r.width, height: 0.5 * r.height))
            lens.lineWidth = w
            lens.stroke()
            strokeLines([[pt(0.55, 0.55), pt(0.88, 0.88)]])
        case "person", "person.crop.circle":
            let head = UIBezierPath(ovalIn: CGRect(x: pt(0.35, 0.1).x, y: pt(0.35, 0.1).y, width: 0.3 * r.width, height: 0.3 * r.height))
            let body = UIBezierPath()
            body.move(to: pt(0.15, 0.9))
            body.addCurve(to: pt(0.85, 0.9), controlPoint1: pt(0.15, 0.45), controlPoint2: pt(0.85, 0.45))
            body.close()
            for part in [head, body] { part.lineWidth = w; if fill { part.fill() }; part.stroke() }
        case "house":
            let house = path(w) { p in
                p.move(to: pt(0.1, 0.5)); p.addLine(to: pt(0.5, 0.12)); p.addLine(to: pt(0.9, 0.5))
                p.move(to: pt(0.22, 0.4)); p.addLine(to: pt(0.22, 0.88)); p.addLine(to: pt(0.78, 0.88)); p.addLine(to: pt(0.78, 0.4))
            }
            if fill {
                let body = UIBezierPath()
                body.move(to: pt(0.5, 0.12)); body.addLine(to: pt(0.85, 0.45)); body.addLine(to: pt(0.78, 0.88))
                body.addLine(to: pt(0.22, 0.88)); body.addLine(to: pt(0.15, 0.45)); body.close()
                body.fill()
            }
            house.stroke()
        case "trash":
            strokeLines([[pt(0.15, 0.25), pt(0.85, 0.25)], [pt(0.4, 0.25), pt(0.4, 0.12), pt(0.6, 0.12), pt(0.6, 0.25)]])
            let can = path(w) { p in p.move(to: pt(0.22, 0.25)); p.addLine(to: pt(0.28, 0.9)); p.addLine(to: pt(0.72, 0.9)); p.addLine(to: pt(0.78, 0.25)) }
            if fill { can.close(); can.fill() } else { can.stroke() }
        case "gear", "gearshape":
            for i in 0..<8 {
                let angle = CGFloat(i) * .pi / 4
                strokeLines([[CGPoint(x: c.x + 0.28 * r.width * cos(angle), y: c.y + 0.28 * r.height * sin(angle)),
                              CGPoint(x: c.x + 0.45 * r.width * cos(angle), y: c.y + 0.45 * r.height * sin(angle))]])
            }
            let ring = UIBezierPath(ovalIn: r.insetBy(dx: 0.22 * r.width, dy: 0.22 * r.height))
            ring.lineWidth = w
            if fill { ring.fill() }; ring.stroke()
        case "play":
            let play = UIBezierPath()
            play.move(to: pt(0.25, 0.15)); play.addLine(to: pt(0.85, 0.5)); play.addLine(to: pt(0.25, 0.85)); play.close()
            play.lineWidth = w
            if fill { play.fill() }; play.stroke()
        case "pause":
            for x in [0.3, 0.6] as [CGFloat] {
                let bar = UIBezierPath(rect: CGRect(x: pt(x, 0.15).x, y: pt(x, 0.15).y, width: 0.12 * r.width, height: 0.7 * r.height))
                if fill { bar.fill() } else { bar.lineWidth = w; bar.stroke() }
            }
        case "stop":
            let square = UIBezierPath(rect: r.insetBy(dx: 0.2 * r.width, dy: 0.2 * r.height))
            if fill { square.fill() } else { square.lineWidth = w; square.stroke() }
        case "square.and.arrow.up":
            strokeLines([[pt(0.5, 0.62), pt(0.5, 0.1)], [pt(0.32, 0.28), pt(0.5, 0.1), pt(0.68, 0.28)],
                         [pt(0.35, 0.42), pt(0.2, 0.42), pt(0.2, 0.9), pt(0.8, 0.9), pt(0.8, 0.42), pt(0.65, 0.42)]])
        case "arrow.clockwise":
            let arc = UIBezierPath(arcCenter: c, radius: 0.35 * r.width, startAngle: -.pi / 2, endAngle: 1.5 * .pi - 0.6, clockwise: true)
            arc.lineWidth = w
            arc.lineCapStyle = .round
            arc.stroke()
            strokeLines([[pt(0.42, 0.05), pt(0.55, 0.15), pt(0.42, 0.27)]])
        case "pencil":
            strokeLines([[pt(0.2, 0.8), pt(0.75, 0.25), pt(0.85, 0.35), pt(0.3, 0.9), pt(0.15, 0.92), pt(0.2, 0.8)]])
        case "bell":
            let bell = UIBezierPath()
            bell.move(to: pt(0.15, 0.75))
            bell.addCurve(to: pt(0.5, 0.15), controlPoint1: pt(0.3, 0.6), controlPoint2: pt(0.2, 0.15))
            bell.addCurve(to: pt(0.85, 0.75), controlPoint1: pt(0.8, 0.15), controlPoint2: pt(0.7, 0.6))
            bell.close()
            bell.lineWidth = w
            if fill { bell.fill() }; bell.stroke()
            strokeLines([[pt(0.42, 0.87), pt(0.58, 0.87)]])
        case "folder":
            let folder = path(w) { p in
                p.move(to: pt(0.1, 0.25)); p.addLine(to: pt(0.4, 0.25)); p.addLine(to: pt(0.48, 0.35)); p.addLine(to: pt(0.9, 0.35))
                p.addLine(to: pt(0.9, 0.85)); p.addLine(to: pt(0.1, 0.85)); p.close()
            }
            if fill { folder.fill() }; folder.stroke()
        case "clock":
            circled { strokeLines([[pt(0.5, 0.25), pt(0.5, 0.5), pt(0.7, 0.6)]]) }
        default:
            // A symbol ClientKit does not draw: a neutral rounded square.
            let box = UIBezierPath(roundedRect: inner, cornerRadius: inner.width / 5)
            box.lineWidth = w
            if fill { box.fill() }; box.stroke()
        }
    }
}
