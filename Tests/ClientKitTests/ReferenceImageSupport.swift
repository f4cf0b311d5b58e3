import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// A premultiplied 8-bit colour, as an `a8r8g8b8` pixel holds it.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    init(pixel p: UInt32) {
        self.init(Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF), Int(p >> 24))
    }

    /// A non-premultiplied colour with components in 0...1, premultiplied.
    init(unit r: Double, _ g: Double, _ b: Double, alpha: Double = 1) {
        self.init(Int((r * alpha * 255).rounded()), Int((g * alpha * 255).rounded()),
                  Int((b * alpha * 255).rounded()), Int((alpha * 255).rounded()))
    }

    var pixel: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// `self` over `below` (Porter-Duff OVER on premultiplied values).
    func over(_ below: RGBA) -> RGBA {
        func mix(_ s: Int, _ d: Int) -> Int { s + (d * (255 - a) + 127) / 255 }
        return RGBA(mix(r, below.r), mix(g, below.g), mix(b, below.b), mix(a, below.a))
    }

    /// The colour faded to `alpha` (premultiplied: every channel scales).
    func faded(_ alpha: Double) -> RGBA {
        func f(_ v: Int) -> Int { Int((Double(v) * alpha).rounded()) }
        return RGBA(f(r), f(g), f(b), f(a))
    }

    var description: String { "(r \(r), g \(g), b \(b), a \(a))" }

    static let clear = RGBA(0, 0, 0, 0)
    static let black = RGBA(0, 0, 0)
    static let white = RGBA(255, 255, 255)
    static let red = RGBA(255, 0, 0)
    static let green = RGBA(0, 255, 0)
    static let blue = RGBA(0, 0, 255)
    static let yellow = RGBA(255, 255, 0)
    static let cyan = RGBA(0, 255, 255)
    static let magenta = RGBA(255, 0, 255)
}

/// An expected image computed from geometry in the test: shapes painted in order, each
/// with a band along its edges where any value is accepted (antialiasing, filtering).
/// Never produced by the code under test.
struct ReferenceCanvas {
    let width: Int, height: Int
    /// `nil`: any value is accepted.
    private(set) var pixels: [RGBA?]

    init(width: Int, height: Int, background: RGBA = .clear) {
        self.width = width
        self.height = height
        pixels = Array(repeating: background, count: width * height)
    }

    subscript(x: Int, y: Int) -> RGBA? {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Paints `color` over every pixel whose centre `inside` accepts; pixels whose
    /// centre lies within `tolerance` pixels of the shape's edge (as `distance`
    /// measures it: negative inside, positive outside) become "any value".
    mutating func paint(_ color: RGBA, tolerance: Double = 0, distance: (Double, Double) -> Double) {
        for y in 0..<height {
            for x in 0..<width {
                let d = distance(Double(x) + 0.5, Double(y) + 0.5)
                if abs(d) < tolerance {
                    self[x, y] = nil
                } else if d < 0, let below = self[x, y] {
                    self[x, y] = color.over(below)
                }
            }
        }
    }

    /// Paints an axis-aligned rectangle.
    mutating func fill(_ rect: CGRect, _ color: RGBA, tolerance: Double = 0) {
        let r = rect.standardized
        paint(color, tolerance: tolerance) { x, y in
            Swift.max(Double(r.minX) - x, x - Double(r.maxX), Double(r.minY) - y, y - Double(r.maxY))
        }
    }

    /// Marks pixels as "any value" where `uncertain` says so.
    mutating func ignore(where uncertain: (Int, Int) -> Bool) {
        for y in 0..<height {
            for x in 0..<width where uncertain(x, y) { self[x, y] = nil }
        }
    }
}

/// The directory difference images go to (`$TMPDIR/clientkit-reference`).
let referenceOutputDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("clientkit-reference")

/// Compares `image` with `expected`, each channel within `tolerance`. On failure, writes
/// `<name>-actual.png`, `<name>-expected.png` (magenta where anything goes) and
/// `<name>-diff.png` (red where pixels differ) to ``referenceOutputDirectory`` and fails
/// with the count and the first mismatches.
func assertImage(_ image: PixmanImage, matches expected: ReferenceCanvas, tolerance: Int = 3, name: String,
                 file: StaticString = #filePath, line: UInt = #line) {
    precondition(image.width == expected.width && image.height == expected.height, "reference size differs")
    var mismatches: [(Int, Int, RGBA, RGBA)] = []
    for y in 0..<image.height {
        for x in 0..<image.width {
            guard let want = expected[x, y] else { continue }
            let got = RGBA(pixel: image.pixel(x: x, y: y))
            if abs(got.r - want.r) > tolerance || abs(got.g - want.g) > tolerance
                || abs(got.b - want.b) > tolerance || abs(got.a - want.a) > tolerance {
                mismatches.append((x, y, got, want))
            }
        }
    }
    guard !mismatches.isEmpty else { return }
    let dir = referenceOutputDirectory
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let bad = Set(mismatches.map { $0.1 * image.width + $0.0 })
    let actualPNG = PNGEncoder.encode(image)
    let expectedPNG = PNGEncoder.encode(width: image.width, height: image.height, hasAlpha: true) { x, y in
        expected[x, y]?.pixel ?? RGBA.magenta.pixel
    }
    let diffPNG = PNGEncoder.encode(width: image.width, height: image.height, hasAlpha: true) { x, y in
        bad.contains(y * image.width + x) ? RGBA.red.pixel : (expected[x, y] == nil ? RGBA(64, 64, 64).pixel : RGBA.white.pixel)
    }
    try? Data(actualPNG).write(to: dir.appendingPathComponent("\(name)-actual.png"))
    try? Data(expectedPNG).write(to: dir.appendingPathComponent("\(name)-expected.png"))
    try? Data(diffPNG).write(to: dir.appendingPathComponent("\(name)-diff.png"))
    let sample = mismatches.prefix(5).map { "(\($0.0), \($0.1)): got \($0.2), expected \($0.3)" }.joined(separator: "; ")
    XCTFail("\(name): \(mismatches.count) pixels differ by more than \(tolerance): \(sample). Images in \(dir.path)/\(name)-*.png",
            file: file, line: line)
}

/// A window of `size` at the origin, shown, with an opaque background, after one turn
/// of the run loop.
@MainActor
func makeRenderWindow(width: Int = 100, height: Int = 80, background: UIColor = .white) -> UIWindow {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = background
    window.isHidden = false
    return window
}

/// Renders `window` into a fresh buffer of its size.
@MainActor
func renderedImage(of window: UIWindow) -> PixmanImage {
    let image = PixmanImage(format: .a8r8g8b8, width: Int(window.bounds.width), height: Int(window.bounds.height))
    window.render(into: image)
    return image
}

/// A view that draws with `body` and counts and records its draws.
final class DrawingView: UIView {
    var body: (CGContext, CGRect) -> Void = { _, _ in }
    var drawnRects: [CGRect] = []
    var log: CallLog?
    var name = "draw"

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        log?.add(name)
        if let context = UIGraphicsGetCurrentContext() { body(context, rect) }
    }
}

/// An image whose pixels are given by `pixel(x, y)` (premultiplied).
@MainActor
func makeImage(width: Int, height: Int, _ pixel: (Int, Int) -> RGBA) -> CGImage {
    let image = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    for y in 0..<height {
        for x in 0..<width { image.setPixel(x: x, y: y, pixel(x, y).pixel) }
    }
    return CGImage(pixmanImage: image)
}
