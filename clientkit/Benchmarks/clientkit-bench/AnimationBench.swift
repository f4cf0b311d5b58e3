// 100 views animating position and opacity at once (UIView.animate, linear, 4 s): the
// time per 60 Hz frame for Core Animation's evaluation of the 200 animations plus
// compositing the damage, beside raw pixman compositing the same damaged rectangles in
// the same run. Frames are stepped with Core Animation's test clock so every sample is
// the same work.
import Foundation
@_spi(StrataPlatform) import ClientKit
import StrataPixman

@MainActor
func benchAnimations() {
    let width = 1280, height = 800
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = .white
    window.isHidden = false
    var views: [PaintedView] = []  // filled once below
    for i in 0..<100 {
        let view = PaintedView(frame: CGRect(x: CGFloat(i % 10) * 120 + 10, y: CGFloat(i / 10) * 75 + 10,
                                             width: 60, height: 40))
        view.color = UIColor(hue: CGFloat(i) / 100, saturation: 0.7, brightness: 0.9, alpha: 1)
        window.addSubview(view)
        views.append(view)
    }
    let target = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    CAAnimationTestClock.install(at: 1000)
    defer { CAAnimationTestClock.uninstall() }
    window.render(into: target)

    let frame = 1.0 / 60
    var time = 1000.0
    func restart() {
        UIView.performWithoutAnimation {
            for view in views {
                view.center.x -= 40
                view.alpha = 1
            }
        }
        UIView.animate(withDuration: 4, delay: 0, options: .curveLinear, animations: {
            for view in views {
                view.center.x += 40
                view.alpha = 0.4
            }
        })
        window.render(into: target)
    }
    restart()
    let drawsBefore = views.reduce(0) { $0 + $1.draws }
    var damaged: [CGRect] = []
    var pixels = 0
    let framesPerSample = 30
    let ours = median(samples: 21, perSample: framesPerSample, setup: restart) {
        for _ in 0..<framesPerSample {
            time += frame
            CAAnimationTestClock.advance(to: time)
            damaged = window.render(into: target)
        }
    }
    pixels = damaged.reduce(0) { $0 + Int($1.width * $1.height) }

    // Raw pixman: the same rectangles composited OVER from a source of the window's size.
    let source = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    source.fill(.src, color: PixmanColor(unitRed: 0.5, green: 0.25, blue: 0.75, alpha: 0.6),
                rects: [PixmanRect(x: 0, y: 0, width: Int32(width), height: Int32(height))])
    let rects = damaged.map { r in
        (Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height))
    }
    let raw = median(perSample: 10) {
        for _ in 0..<10 {
            for (x, y, w, h) in rects {
                target.composite(.over, source: source, sourceX: x, sourceY: y, destinationX: x, destinationY: y,
                                 width: w, height: h)
            }
        }
    }
    print("\nAnimations: 100 views moving and fading at once in a \(width)×\(height) window; medians per 60 Hz frame "
          + "(one frame's damage: \(damaged.count) rectangles, \(pixels) pixels)\n")
    report("animation tick + composite", ours, "raw OVER of the damage", raw)
    let draws = views.reduce(0) { $0 + $1.draws } - drawsBefore
    print("  (draw(_:) calls during all the animated frames: \(draws))")
}
