import Foundation

/// The small images bars draw where iOS uses its symbols (ClientKit has no SF Symbols):
/// drawn once as templates (black with alpha) and tinted when shown.
@MainActor
enum _UIBarGlyphs {
    enum Glyph: Hashable {
        case backChevron, plus, close, magnifier, star, clock, dots, person, book, downArrow, list
    }

    private static var cache: [Glyph: UIImage] = [:]

    /// The image a bar button system item is drawn with, if it is drawn as an image.
    static func image(for item: UIBarButtonItem.SystemItem) -> UIImage? {
        switch item {
        case .add: image(.plus)
        case .close: image(.close)
        case .search: image(.magnifier)
        default: nil
        }
    }

    /// The image of a tab bar system item.
    static func image(for item: UITabBarItem.SystemItem) -> UIImage {
        switch item {
        case .more: image(.dots)
        case .favorites, .featured, .topRated: image(.star)
        case .recents, .history, .mostRecent: image(.clock)
        case .contacts: image(.person)
        case .bookmarks: image(.book)
        case .search: image(.magnifier)
        case .downloads: image(.downArrow)
        case .mostViewed: image(.list)
        }
    }

    /// The template image of `glyph`.
    static func image(_ glyph: Glyph) -> UIImage {
        if let image = cache[glyph] { return image }
        let size: CGSize = switch glyph {
        case .backChevron: CGSize(width: 13, height: 21)
        case .plus, .magnifier: CGSize(width: 20, height: 20)
        case .close: CGSize(width: 24, height: 24)
        default: CGSize(width: 25, height: 25)
        }
        let image = UIGraphicsImageRenderer(size: size).image { context in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            draw(glyph, in: CGRect(origin: .zero, size: size))
        }
        cache[glyph] = image
        return image
    }

    private static func stroke(_ width: CGFloat, _ build: (UIBezierPath) -> Void) {
        let path = UIBezierPath()
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        build(path)
        path.stroke()
    }

    private static func draw(_ glyph: Glyph, in r: CGRect) {
        let c = CGPoint(x: r.midX, y: r.midY)
        switch glyph {
        case .backChevron:
            stroke(3) { p in
                p.move(to: CGPoint(x: 11, y: 1.5)); p.addLine(to: CGPoint(x: 2, y: 10.5)); p.addLine(to: CGPoint(x: 11, y: 19.5))
            }
        case .plus:
            stroke(2) { p in
                p.move(to: CGPoint(x: c.x, y: 2)); p.addLine(to: CGPoint(x: c.x, y: r.maxY - 2))
                p.move(to: CGPoint(x: 2, y: c.y)); p.addLine(to: CGPoint(x: r.maxX - 2, y: c.y))
            }
        case .close:
            stroke(1.5) { p in
                p.addArc(withCenter: c, radius: 11, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                p.move(to: CGPoint(x: 8, y: 8)); p.addLine(to: CGPoint(x: 16, y: 16))
                p.move(to: CGPoint(x: 16, y: 8)); p.addLine(to: CGPoint(x: 8, y: 16))
            }
        case .magnifier:
            let radius = r.width * 0.3
            let centre = CGPoint(x: r.minX + radius + 2, y: r.minY + radius + 2)
            stroke(2) { p in
                p.addArc(withCenter: centre, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                p.move(to: CGPoint(x: centre.x + radius * 0.72, y: centre.y + radius * 0.72))
                p.addLine(to: CGPoint(x: r.maxX - 2, y: r.maxY - 2))
            }
        case .star:
            let path = UIBezierPath()
            for i in 0..<10 {
                let radius = i % 2 == 0 ? r.width * 0.48 : r.width * 0.2
                let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let point = CGPoint(x: c.x + radius * cos(angle), y: c.y + 0.5 + radius * sin(angle))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.close()
            path.fill()
        case .clock:
            stroke(2) { p in
                p.addArc(withCenter: c, radius: r.width / 2 - 1.5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                p.move(to: CGPoint(x: c.x, y: c.y - 7)); p.addLine(to: c); p.addLine(to: CGPoint(x: c.x + 5, y: c.y + 3))
            }
        case .dots:
            for dx in [-8.0, 0, 8] {
                UIBezierPath(ovalIn: CGRect(x: c.x + dx - 2.5, y: c.y - 2.5, width: 5, height: 5)).fill()
            }
        case .person:
            UIBezierPath(ovalIn: CGRect(x: c.x - 5, y: 2, width: 10, height: 10)).fill()
            let body = UIBezierPath()
            body.move(to: CGPoint(x: 2, y: r.maxY - 1))
            body.addQuadCurve(to: CGPoint(x: r.maxX - 2, y: r.maxY - 1), controlPoint: CGPoint(x: c.x, y: 5))
            body.close()
            body.fill()
        case .book:
            stroke(2) { p in
                p.move(to: CGPoint(x: 5, y: 3)); p.addLine(to: CGPoint(x: 20, y: 3)); p.addLine(to: CGPoint(x: 20, y: 22))
                p.addLine(to: CGPoint(x: 5, y: 22)); p.close()
                p.move(to: CGPoint(x: 9, y: 3)); p.addLine(to: CGPoint(x: 9, y: 22))
            }
        case .downArrow:
            stroke(2) { p in
                p.move(to: CGPoint(x: c.x, y: 3)); p.addLine(to: CGPoint(x: c.x, y: 18))
                p.move(to: CGPoint(x: c.x - 6, y: 12)); p.addLine(to: CGPoint(x: c.x, y: 18)); p.addLine(to: CGPoint(x: c.x + 6, y: 12))
                p.move(to: CGPoint(x: 4, y: 22)); p.addLine(to: CGPoint(x: r.maxX - 4, y: 22))
            }
        case .list:
            stroke(2) { p in
                for y in [6.0, 12.5, 19] {
                    p.move(to: CGPoint(x: 4, y: y)); p.addLine(to: CGPoint(x: r.maxX - 4, y: y))
                }
            }
        }
    }
}

/// Template images tinted for display: the image's alpha filled with a colour (UIKit's
/// template rendering), made once per image and colour and kept while in use.
@MainActor
struct _UITintedImageCache {
    private var entries: [(source: UIImage, color: UIColor, tinted: UIImage)] = []

    mutating func tinted(_ image: UIImage, _ color: UIColor) -> UIImage {
        if let entry = entries.first(where: { $0.source === image && $0.color == color }) { return entry.tinted }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let result = UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            image.draw(at: .zero)
            context.cgContext.setFillColor(color.cgColor)
            context.fill(CGRect(origin: .zero, size: image.size), blendMode: .sourceAtop)
        }
        if entries.count >= 8 { entries.removeFirst() }
        entries.append((image, color, result))
        return result
    }
}
