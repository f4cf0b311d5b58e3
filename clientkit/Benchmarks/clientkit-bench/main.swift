// clientkit-bench: ClientKit's view system on a tree of 10,000 views, and a
// 100,000-row table view scrolling (TableScrolling.swift), each figure printed beside a
// raw pixman operation on the same pixels measured in the same run; 100 views animating
// at once (AnimationBench.swift); then the constraint
// solver on issue 11's systems beside kiwisolver (SolverBench.swift).
// CLIENTKIT_BENCH_PROFILE=table runs only the table, =animation only the animations,
// =solver only the solver section; =small, =layout, =tree and =composite loop one operation on
// the 10,000 views, for `perf record`.
//
//     swift run -c release --scratch-path .build-clientkit clientkit-bench
//
// Simple timing loops; every figure is the median of the samples.
import Dispatch
import Foundation
@_spi(StrataPlatform) import ClientKit
import StrataPixman

/// A view that draws: fills what it is asked to redraw (and counts its draws).
final class PaintedView: UIView {
    var color = UIColor.orange
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIRectFill(rect)
    }
}

/// A container that positions its children in a grid (so that layout does work).
final class GridView: UIView {
    override func layoutSubviews() {
        let columns = 11
        let w = bounds.width / CGFloat(columns), h = bounds.height / 9
        for (i, child) in subviews.enumerated() where !(child is PaintedView) {
            child.frame = CGRect(x: CGFloat(i % columns) * w + 1, y: CGFloat(i / columns) * h + 1, width: w - 2, height: h - 2)
        }
    }
}

func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

/// The median over `samples` runs of `body`, in microseconds per operation
/// (`body` performs `perSample` operations).
func median(samples: Int = 31, perSample: Int = 1, setup: () -> Void = {}, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<samples {
        setup()
        times.append(nanoseconds(body) / Double(perSample) / 1000)
    }
    times.sort()
    return times[times.count / 2]
}

func report(_ name: String, _ ours: Double, _ rawName: String, _ raw: Double) {
    func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    let ratio = raw > 0 ? ours / raw : .nan
    print(pad(name, 42) + String(format: "%9.1f µs   ", ours) + pad(rawName, 30)
          + String(format: "%8.1f µs   ratio %.1f", raw, ratio))
}

MainActor.assumeIsolated {
    if ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"] == "table" {
        benchTableScrolling()
        return
    }
    if ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"] == "solver" { return }
    if ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"] == "animation" {
        benchAnimations()
        return
    }
    let width = 1280, height = 800
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = .white
    window.isHidden = false

    // 100 containers (10×10 grid) × 99 leaves + the painted view = 10,000 views with the window.
    var painted: PaintedView!
    for i in 0..<100 {
        let container = GridView(frame: CGRect(x: CGFloat(i % 10) * 128, y: CGFloat(i / 10) * 80, width: 128, height: 80))
        container.backgroundColor = UIColor(white: 0.9, alpha: 1)
        window.addSubview(container)
        for j in 0..<99 {
            if i == 55 && j == 0 {
                let view = PaintedView(frame: CGRect(x: 14, y: 10, width: 100, height: 60))
                container.addSubview(view)
                painted = view
            } else if i == 55 && j == 98 {
                break
            } else {
                let leaf = UIView()
                leaf.backgroundColor = UIColor(hue: CGFloat(j) / 99, saturation: 0.6, brightness: 0.9, alpha: 1)
                container.addSubview(leaf)
            }
        }
    }
    var all: [UIView] = []
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
        all.append(view)
        pending += view.subviews
    }
    precondition(all.count == 10_000, "tree has \(all.count) views")
    let target = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    window.render(into: target)

    // CLIENTKIT_BENCH_PROFILE=small: only loop the 10×10 render (for perf record).
    if ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"] == "small" {
        for _ in 0..<20_000 {
            painted.setNeedsDisplay(CGRect(x: 40, y: 25, width: 10, height: 10))
            window.render(into: target)
        }
        return
    }

    // CLIENTKIT_BENCH_PROFILE=layout / =composite: only loop a full layout pass / a whole-window
    // composite (for perf record).
    if ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"] == "layout" {
        for i in 0..<400 {
            for c in window.subviews { c.frame.size.width = i % 2 == 0 ? 127 : 128 }
            for v in all { v.setNeedsLayout() }
            window.layoutIfNeeded()
        }
        return
    }
    if ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"] == "tree" {
        for _ in 0..<40 { _ = window._automationTreeJSON() }
        return
    }
    if ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"] == "composite" {
        for _ in 0..<300 {
            let fresh = PixmanImage(format: .a8r8g8b8, width: width, height: height, bits: target.data!,
                                    stride: target.stride, owner: target)
            window.render(into: fresh)
        }
        return
    }

    // Raw pixman baselines on the same pixels.
    let source = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    source.fill(.src, color: PixmanColor(unitRed: 0.5, green: 0.25, blue: 0.75, alpha: 1),
                rects: [PixmanRect(x: 0, y: 0, width: Int32(width), height: Int32(height))])
    func rawOver(_ w: Int32, _ h: Int32, x: Int32 = 0, y: Int32 = 0) -> Double {
        median(perSample: 10) {
            for _ in 0..<10 { target.composite(.over, source: source, sourceX: x, sourceY: y, destinationX: x, destinationY: y, width: w, height: h) }
        }
    }
    let rawFull = rawOver(Int32(width), Int32(height))
    let rawView = rawOver(100, 60, x: 654, y: 410)
    let rawSmall = rawOver(10, 10, x: 654, y: 410)
    print("ClientKit, \(all.count) views, \(width)×\(height) window; medians; raw = pixman OVER of the same area\n")

    // Hit-testing.
    var seed: UInt64 = 42
    func random(_ n: Int) -> CGFloat {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return CGFloat(Int(seed >> 33) % n)
    }
    let points = (0..<1000).map { _ in CGPoint(x: random(width), y: random(height)) }
    let hit = median(perSample: points.count) { for p in points { _ = window.hitTest(p, with: nil) } }
    report("hit-test (one point)", hit, "raw OVER 1280×800 (reference)", rawFull)

    // A full layout pass: every view needs layout.
    let layout = median(samples: 15, setup: { for v in all { v.setNeedsLayout() } }) { window.layoutIfNeeded() }
    report("layout pass, all 10,000 views", layout, "raw OVER 1280×800 (reference)", rawFull)
    // The same with every frame changing: the containers narrow and widen by a point.
    let containers = window.subviews
    var narrow = false
    let moving = median(samples: 15, setup: {
        narrow.toggle()
        for c in containers { c.frame.size.width = narrow ? 127 : 128 }
        for v in all { v.setNeedsLayout() }
    }) { window.layoutIfNeeded() }
    report("layout pass, every frame changing", moving, "raw OVER 1280×800 (reference)", rawFull)
    window.render(into: target)

    // A display pass with one dirty view (100×60), no compositing.
    let display = median(setup: { painted.setNeedsDisplay() }) { window.layoutAndDisplayIfNeeded() }
    report("display pass, one dirty 100×60 view", display, "raw OVER 100×60", rawView)
    window.render(into: target)

    // Compositing the whole window: a buffer the renderer has not seen is repainted whole.
    let bits = target.data!
    let full = median(samples: 15) {
        let fresh = PixmanImage(format: .a8r8g8b8, width: width, height: height, bits: bits, stride: target.stride, owner: target)
        window.render(into: fresh)
    }
    report("composite whole window (10,000 layers)", full, "raw OVER 1280×800", rawFull)
    window.render(into: target)

    // A 10×10 redraw: display of the 10×10 rect, damage, composite of 10×10 pixels.
    let small = median(setup: { painted.setNeedsDisplay(CGRect(x: 40, y: 25, width: 10, height: 10)) }) {
        window.render(into: target)
    }
    report("render with 10×10 damage (incl. draw)", small, "raw OVER 10×10", rawSmall)
    painted.setNeedsDisplay(CGRect(x: 40, y: 25, width: 10, height: 10))
    let damage = window.render(into: target)
    print("  (one such render: damage \(damage), \(window.renderer.compositedPixelCount) pixels composited, "
          + "\(window.renderer.repaintedPixelCount) repainted)")

    // The automation tree (strata tree, org.strata.App1.GetTree) of all 10,000 views,
    // beside a frame at 60 Hz and beside JSONSerialization of the same objects.
    let treeJSON = median(samples: 9) { _ = window._automationTreeJSON() }
    let treeFoundation = median(samples: 3) { _ = try? window._automationTreeJSONThroughFoundation() }
    report("GetTree JSON, 10,000 views", treeJSON, "one frame at 60 Hz", 16_667)
    report("  the same via JSONSerialization", treeFoundation, "one frame at 60 Hz", 16_667)
    print("  (\(window._automationTreeJSON().utf8.count / 1024) KiB of JSON)")

    // Nothing changed: the cost of finding that out.
    let idle = median { window.render(into: target) }
    report("render with nothing changed", idle, "raw OVER 10×10", rawSmall)
    withExtendedLifetime(window) {}

    autoLayoutBench()

    benchTableScrolling()

    benchAnimations()
}

if [nil, "solver"].contains(ProcessInfo.processInfo.environment["CLIENTKIT_BENCH_PROFILE"]) { SolverBench.run() }
