import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Keyframe animations, transitions (checked in composited pixels), and the cost rule:
/// moving, fading and scaling a view composite its snapshot without calling `draw(_:)`,
/// and damage covers only where the view was and is.
final class UIViewKeyframeAndTransitionTests: AnimationClockTestCase {
    private static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    func testKeyframesRunInTheirPartsOfTheDuration() {
        MainActor.assumeIsolated {
            let log = CompletionLog()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) // centre x 10
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: Self.linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 110 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 310 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
            }, completion: log.bool("keyframes"))
            XCTAssertEqual(view.center.x, 310, "the model is the last keyframe's value")
            AnimationClock.at(0.5)
            XCTAssertEqual(view.layer.shown.position.x, 60, accuracy: 1e-6)
            XCTAssertEqual(Double(view.layer.shown.opacity), 1, accuracy: 1e-6, "alpha holds until its keyframe")
            AnimationClock.at(1.25)
            XCTAssertEqual(view.layer.shown.position.x, 160, accuracy: 1e-6)
            XCTAssertEqual(Double(view.layer.shown.opacity), 0.5, accuracy: 1e-6)
            AnimationClock.at(1.75)
            XCTAssertEqual(Double(view.layer.shown.opacity), 0, accuracy: 1e-6, "and stays at its end")
            AnimationClock.at(2.1)
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, ["keyframes true"])
        }
    }

    func testKeyframesAreEasedAsAWholeByDefaultAndCanBeDiscrete() {
        MainActor.assumeIsolated {
            let (a, b) = (UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
                          UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { a.center.x = 110 }
            })
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { b.center.x = 110 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { b.center.x = 310 }
            })
            AnimationClock.at(0.3)
            XCTAssertEqual(a.layer.shown.position.x, 10 + 100 * bezierTiming(0.3, (0.42, 0), (0.58, 1)), accuracy: 1e-3)
            XCTAssertEqual(b.layer.shown.position.x, 110, accuracy: 1e-6, "discrete: the first keyframe's value")
            AnimationClock.at(0.8)
            XCTAssertEqual(b.layer.shown.position.x, 310, accuracy: 1e-6)
        }
    }

    func testCrossDissolveTransitionMixesOldAndNewPixels() {
        MainActor.assumeIsolated {
            let log = CompletionLog()
            let window = makeRenderWindow(width: 100, height: 80)
            let container = DrawingView(frame: window.bounds)  // draws red, then blue
            var fill = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            container.body = { context, rect in
                context.setFillColor(fill.cgColor)
                context.fill(rect)
            }
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            container.addSubview(content)
            window.addSubview(container)
            spinMainRunLoop(0.01)
            XCTAssertEqual(RGBA(pixel: renderedImage(of: window).pixel(x: 50, y: 40)), RGBA(255, 0, 0))
            UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: {
                                  fill = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                                  container.setNeedsDisplay()
                                  content.backgroundColor = .green
                              },
                              completion: log.bool("dissolve"))
            XCTAssertNil(content.layer.animation(forKey: "backgroundColor"), "changes inside do not animate on their own")
            spinMainRunLoop(0.01)
            AnimationClock.at(0.5)
            let mid = RGBA(pixel: renderedImage(of: window).pixel(x: 50, y: 40))
            XCTAssertEqual(Double(mid.r), 127.5, accuracy: 3, "half red \(mid)")
            XCTAssertEqual(Double(mid.b), 127.5, accuracy: 3, "half blue \(mid)")
            AnimationClock.at(1.1)
            XCTAssertEqual(RGBA(pixel: renderedImage(of: window).pixel(x: 50, y: 40)), RGBA(0, 0, 255))
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, ["dissolve true"])
        }
    }

    func testTransitionFromOneViewToAnother() {
        MainActor.assumeIsolated {
            let log = CompletionLog()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let (a, b, c) = (UIView(), UIView(), UIView())
            container.addSubview(a)
            UIView.transition(from: a, to: b, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              completion: log.bool("swap"))
            XCTAssertTrue(b.superview === container, "added above it")
            XCTAssertEqual(container.subviews.map { ObjectIdentifier($0) }, [a, b].map { ObjectIdentifier($0) })
            AnimationClock.at(0.25)
            XCTAssertEqual(Double(b.layer.shown.opacity), 0.25, accuracy: 1e-6, "flips are drawn as a cross-dissolve")
            XCTAssertEqual(Double(a.layer.shown.opacity), 0.75, accuracy: 1e-6)
            AnimationClock.at(1.1)
            spinMainRunLoop(0.01)
            XCTAssertNil(a.superview, "removed at the end")
            XCTAssertEqual(a.alpha, 1, "with its alpha back")
            container.addSubview(c)
            c.isHidden = true
            UIView.transition(from: b, to: c, duration: 1, options: [.transitionCrossDissolve, .showHideTransitionViews],
                              completion: log.bool("show/hide"))
            XCTAssertFalse(c.isHidden, "shown at the start")
            XCTAssertFalse(b.isHidden, "hidden at the end")
            AnimationClock.at(2.2)
            spinMainRunLoop(0.01)
            XCTAssertTrue(b.isHidden)
            XCTAssertTrue(b.superview === container, "kept, hidden")
            XCTAssertEqual(log.entries, ["swap true", "show/hide true"])
        }
    }

    func testMovingFadingAndScalingCompositeTheSnapshotWithoutDrawing() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 300, height: 200)
            let view = DrawCountingView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            window.addSubview(view)
            spinMainRunLoop(0.01)
            _ = renderedImage(of: window)
            XCTAssertEqual(view.draws, 1)
            let target = PixmanImage(format: .a8r8g8b8, width: 300, height: 200)
            window.render(into: target)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center = CGPoint(x: 200, y: 100)
                view.alpha = 0.5
                view.transform = CGAffineTransform(scaleX: 2, y: 2)
            })
            var previous = view.layer.shown.frame
            for step in 1...10 {
                AnimationClock.at(Double(step) / 10)
                spinMainRunLoop(0.001)
                let damage = window.render(into: target)
                let now = view.layer.shown.frame
                XCTAssertFalse(damage.isEmpty, "frame \(step) shows the movement")
                let allowed = previous.union(now).insetBy(dx: -2, dy: -2)
                for rect in damage {
                    XCTAssertTrue(allowed.contains(rect), "damage \(rect) outside old \(previous) and new \(now)")
                }
                previous = now
            }
            XCTAssertEqual(view.draws, 1, "draw(_:) is not called during a move, fade or scale")
            // The last frame: the snapshot, scaled 2×, half transparent, centred at (200, 100).
            let pixel = RGBA(pixel: target.pixel(x: 200, y: 100))
            XCTAssertEqual(Double(pixel.r), 255, accuracy: 3)
            XCTAssertEqual(Double(pixel.b), 127.5, accuracy: 3)
            XCTAssertEqual(Double(pixel.g), (127.5 + 255) / 2, accuracy: 3, "orange (1, 0.5, 0) at half over white: \(pixel)")
            XCTAssertEqual(RGBA(pixel: target.pixel(x: 30, y: 30)), RGBA(255, 255, 255), "gone from where it was")
        }
    }
}
