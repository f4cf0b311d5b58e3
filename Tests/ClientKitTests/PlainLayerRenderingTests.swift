import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Most layers of a window are plain — a background rectangle and sublayers, nothing
/// else — and the compositor paints those from what the last render cached
/// (`_LayerRenderState.isPlain`) instead of reading their properties. These check that
/// the cache never shows a stale picture after a change and that it paints what the
/// general path paints.
final class PlainLayerRenderingTests: AnimationClockTestCase {
    /// A layer class of its own: always composited by the general path.
    private final class GeneralLayer: CALayer {}

    /// One change to the scene's layer number `index`.
    private struct Change {
        let name: String
        let index: Int
        let apply: @MainActor (CALayer) -> Void
    }

    /// 120×90 pixels: four containers of six leaves each (one translucent, some on
    /// half-pixel edges), every layer made by `make`.
    @MainActor
    private static func makeScene(_ make: () -> CALayer) -> (UIWindow, [CALayer]) {
        makeGrid(make, translucentLeaf: 5,
                 container: { i in CGRect(x: CGFloat(i % 2) * 60 + 2, y: CGFloat(i / 2) * 45 + 2, width: 56, height: 41) },
                 leaf: { j in CGRect(x: CGFloat(j % 3) * 18 + 1.5, y: CGFloat(j / 3) * 20 + 0.25, width: 16, height: 18.5) })
    }

    /// 120×90 pixels tiled by four opaque containers of 60×45, each tiled by six opaque
    /// leaves of 20×22.5 (half-pixel edges inside).
    @MainActor
    private static func makeTiledScene(_ make: () -> CALayer) -> (UIWindow, [CALayer]) {
        makeGrid(make, translucentLeaf: nil,
                 container: { i in CGRect(x: CGFloat(i % 2) * 60, y: CGFloat(i / 2) * 45, width: 60, height: 45) },
                 leaf: { j in CGRect(x: CGFloat(j % 3) * 20, y: CGFloat(j / 3) * 22.5, width: 20, height: 22.5) })
    }

    /// A 120×90 window with four grey containers of six coloured leaves each, placed by
    /// `container` and `leaf` (by index); the layers in order, each container before its leaves.
    @MainActor
    private static func makeGrid(_ make: () -> CALayer, translucentLeaf: Int?, container: (Int) -> CGRect,
                                 leaf: (Int) -> CGRect) -> (UIWindow, [CALayer]) {
        let window = makeRenderWindow(width: 120, height: 90)
        var layers: [CALayer] = []
        for i in 0..<4 {
            let box = make()
            box.frame = container(i)
            box.backgroundColor = UIColor(white: 0.8, alpha: 1).cgColor
            window.layer.addSublayer(box)
            layers.append(box)
            for j in 0..<6 {
                let cell = make()
                cell.frame = leaf(j)
                cell.backgroundColor = UIColor(hue: CGFloat(i * 6 + j) / 24, saturation: 0.7, brightness: 0.9,
                                               alpha: j == translucentLeaf ? 0.5 : 1).cgColor
                box.addSublayer(cell)
                layers.append(cell)
            }
        }
        return (window, layers)
    }

    /// Each change makes a layer stop being plain, or plain again, or changes what a
    /// plain layer paints. Layer 0 is a container, 1–6 its leaves.
    @MainActor
    private static let changes: [Change] = [
        Change(name: "recoloured", index: 1) { $0.backgroundColor = UIColor.red.cgColor },
        Change(name: "background removed", index: 2) { $0.backgroundColor = nil },
        Change(name: "translucent background", index: 3) { $0.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.3).cgColor },
        Change(name: "rounded", index: 4) { $0.cornerRadius = 6 },
        Change(name: "square again", index: 4) { $0.cornerRadius = 0 },
        Change(name: "bordered", index: 5) { $0.borderWidth = 2 },
        Change(name: "shadowed", index: 6) { $0.shadowOpacity = 0.8; $0.shadowRadius = 2 },
        Change(name: "container faded", index: 0) { $0.opacity = 0.5 },
        Change(name: "container opaque again", index: 0) { $0.opacity = 1 },
        Change(name: "leaf sticking out", index: 9) { $0.frame.size.width = 60 },
        Change(name: "container clips", index: 7) { $0.masksToBounds = true },
        Change(name: "hidden", index: 10) { $0.isHidden = true },
        Change(name: "rotated", index: 14) { $0.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) },
        Change(name: "scaled", index: 15) { $0.setAffineTransform(CGAffineTransform(scaleX: 1.5, y: 0.75)) },
        Change(name: "moved half a pixel", index: 16) { $0.position.x += 0.5 },
        Change(name: "contents", index: 17) {
            $0.contents = makeImage(width: 4, height: 4) { x, _ in x < 2 ? RGBA(255, 0, 0, 255) : RGBA(0, 0, 0, 128) }
        },
        Change(name: "contents removed", index: 17) { $0.contents = nil },
        Change(name: "shown again", index: 10) { $0.isHidden = false },
        Change(name: "moved to another container", index: 20) { layer in
            let container = layer.superlayer!.superlayer!.sublayers!.first!
            container.addSublayer(layer)
        },
    ]

    /// After every change, the window rendered incrementally (into the buffer that holds
    /// the previous frame) shows exactly what a fresh window built with the same changes
    /// shows on its first render. (This found a leaf edge on a half pixel inside a rotated
    /// container rounding one way in a partial repaint and the other in a full one.)
    func testIncrementalRendersMatchAFreshRenderAfterEveryChange() {
        MainActor.assumeIsolated {
            UIView.setAnimationsEnabled(false)
            let (window, layers) = Self.makeScene { CALayer() }
            let buffer = renderedImage(of: window)
            for (done, change) in Self.changes.enumerated() {
                Self.apply([change], to: layers)
                window.render(into: buffer)

                let (fresh, freshLayers) = Self.makeScene { CALayer() }
                Self.apply(Self.changes[...done], to: freshLayers)
                let reference = renderedImage(of: fresh)
                XCTAssertEqual(Self.differingPixels(buffer, reference), 0, "after \"\(change.name)\"")
            }
        }
    }

    /// Plain `CALayer`s paint exactly what the same tree of a subclass (which the plain
    /// path never takes) paints, through the same changes.
    func testPlainLayersPaintWhatTheGeneralPathPaints() {
        MainActor.assumeIsolated {
            UIView.setAnimationsEnabled(false)
            let (plainWindow, plainLayers) = Self.makeScene { CALayer() }
            let (generalWindow, generalLayers) = Self.makeScene { GeneralLayer() }
            let plain = renderedImage(of: plainWindow), general = renderedImage(of: generalWindow)
            XCTAssertEqual(Self.differingPixels(plain, general), 0, "first render")
            XCTAssertTrue(plainLayers.allSatisfy { $0._render.isPlain }, "every layer of the plain scene is plain")
            XCTAssertFalse(generalLayers.contains { $0._render.isPlain })
            for change in Self.changes {
                Self.apply([change], to: plainLayers)
                Self.apply([change], to: generalLayers)
                plainWindow.render(into: plain)
                generalWindow.render(into: general)
                XCTAssertEqual(Self.differingPixels(plain, general), 0, "after \"\(change.name)\"")
            }
        }
    }

    /// An animation added to a plain layer shows from the next frame although nothing in
    /// the model changed, and the layer is painted plainly again once it is over.
    func testAnAnimationOnAPlainLayerShows() {
        MainActor.assumeIsolated {
            let (plainWindow, plainLayers) = Self.makeScene { CALayer() }
            let (generalWindow, generalLayers) = Self.makeScene { GeneralLayer() }
            let plain = renderedImage(of: plainWindow), general = renderedImage(of: generalWindow)
            let before = plain.pixel(x: 12, y: 12)
            Self.fadeOut(plainLayers[1], generalLayers[1])
            AnimationClock.at(0.5)
            plainWindow.render(into: plain)
            generalWindow.render(into: general)
            XCTAssertEqual(Self.differingPixels(plain, general), 0, "half way")
            XCTAssertNotEqual(plain.pixel(x: 12, y: 12), before, "the leaf is half faded")
            AnimationClock.at(1.5)
            plainWindow.render(into: plain)
            generalWindow.render(into: general)
            XCTAssertEqual(Self.differingPixels(plain, general), 0, "after the end")
            XCTAssertEqual(plain.pixel(x: 12, y: 12), before, "the leaf shows as before")
        }
    }

    /// A background that opaque plain sublayers tile is not painted (the window's and each
    /// container's here: every pixel is painted once), and it is painted again as soon as
    /// the tiling opens — a leaf turning translucent, hidden, moved, shrunk or animated —
    /// the same pixels as the general path, and as a fresh window, every time.
    func testABackgroundTiledByOpaqueSublayersIsSkippedUntilTheTilingOpens() {
        MainActor.assumeIsolated {
            UIView.setAnimationsEnabled(false)
            let (window, layers) = Self.makeTiledScene { CALayer() }
            let (generalWindow, generalLayers) = Self.makeTiledScene { GeneralLayer() }
            let buffer = renderedImage(of: window), general = renderedImage(of: generalWindow)
            XCTAssertEqual(window.renderer.compositedPixelCount, 120 * 90, "each pixel painted once: the leaves'")
            XCTAssertEqual(generalWindow.renderer.compositedPixelCount, 3 * 120 * 90, "the general path paints all three layers")
            XCTAssertEqual(Self.differingPixels(buffer, general), 0)
            XCTAssertTrue(window.layer._render.backgroundCovered)
            XCTAssertTrue(layers[0]._render.backgroundCovered)
            let changes: [Change] = [
                Change(name: "translucent leaf", index: 1) { $0.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor },
                Change(name: "opaque again", index: 1) { $0.backgroundColor = UIColor.blue.cgColor },
                Change(name: "hidden leaf", index: 9) { $0.isHidden = true },
                Change(name: "moved leaf", index: 16) { $0.position.x += 3 },
                Change(name: "shrunk leaf", index: 23) { $0.bounds.size.height -= 4 },
                Change(name: "container gone", index: 7) { $0.removeFromSuperlayer() },
                Change(name: "rounded leaf", index: 2) { $0.cornerRadius = 5 },
            ]
            for (done, change) in changes.enumerated() {
                Self.apply([change], to: layers)
                Self.apply([change], to: generalLayers)
                window.render(into: buffer)
                generalWindow.render(into: general)
                XCTAssertEqual(Self.differingPixels(buffer, general), 0, "after \"\(change.name)\"")
                let (fresh, freshLayers) = Self.makeTiledScene { CALayer() }
                Self.apply(changes[...done], to: freshLayers)
                XCTAssertEqual(Self.differingPixels(buffer, renderedImage(of: fresh)), 0, "fresh, after \"\(change.name)\"")
            }
            XCTAssertFalse(layers[0]._render.backgroundCovered, "its tiling is open")
            XCTAssertFalse(window.layer._render.backgroundCovered, "a container is gone")

            // An animation on a leaf of a still-tiled container: its background shows through
            // the fading leaf.
            UIView.setAnimationsEnabled(true)
            Self.fadeOut(layers[22], generalLayers[22])
            AnimationClock.at(0.5)
            window.render(into: buffer)
            generalWindow.render(into: general)
            XCTAssertEqual(Self.differingPixels(buffer, general), 0, "half faded")
        }
    }

    /// Applies `changes` to a scene's layers, without implicit animations.
    @MainActor
    private static func apply<C: Collection>(_ changes: C, to layers: [CALayer]) where C.Element == Change {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for change in changes { change.apply(layers[change.index]) }
        CATransaction.commit()
    }

    /// Fades each of `layers` out over a second.
    @MainActor
    private static func fadeOut(_ layers: CALayer...) {
        for layer in layers {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(1)
            fade.toValue = Float(0)
            fade.duration = 1
            layer.add(fade, forKey: "fade")
        }
    }

    /// How many pixels of two same-sized images differ.
    private static func differingPixels(_ a: PixmanImage, _ b: PixmanImage) -> Int {
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        var count = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count
    }
}
