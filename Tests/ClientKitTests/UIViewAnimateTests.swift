import Foundation
import XCTest
@testable import ClientKit

/// `UIView.animate…`: model values change at once, presentation values follow the curve
/// on Core Animation's clock (driven by hand here), completions say whether the animation
/// finished. Expected values are computed in the tests (curves by bisection, springs in
/// closed form).
final class UIViewAnimateTests: AnimationClockTestCase {
    @MainActor
    private static func makeView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) // centre (10, 10)
        return view
    }

    func testTheModelChangesAtOnceAndThePresentationFollowsTheDefaultCurve() {
        MainActor.assumeIsolated {
            let view = Self.makeView()
            UIView.animate(withDuration: 1) { view.center = CGPoint(x: 110, y: 10) }
            XCTAssertEqual(view.center, CGPoint(x: 110, y: 10), "the model is the target at once")
            for t in [0.0, 0.25, 0.5, 0.8] {
                AnimationClock.at(t)
                let expected = 10 + 100 * bezierTiming(t, (0.42, 0), (0.58, 1))
                XCTAssertEqual(view.layer.shown.position.x, expected, accuracy: 1e-3, "ease-in-out at \(t)")
            }
            AnimationClock.at(1.01)
            XCTAssertEqual(view.layer.shown.position.x, 110, accuracy: 1e-9)
            XCTAssertNil(view.layer.animation(forKey: "position"), "removed when done")
        }
    }

    func testEachCurveOptionAndTheDelay() {
        MainActor.assumeIsolated {
            let curves: [(UIView.AnimationOptions, (Double, Double), (Double, Double))] = [
                (.curveEaseIn, (0.42, 0), (1, 1)), (.curveEaseOut, (0, 0), (0.58, 1)),
                (.curveLinear, (0, 0), (1, 1)), (.curveEaseInOut, (0.42, 0), (0.58, 1)),
            ]
            for (index, (option, p1, p2)) in curves.enumerated() {
                let view = Self.makeView()
                let start = Double(index) * 10
                AnimationClock.at(start)
                UIView.animate(withDuration: 2, delay: 0.5, options: option, animations: { view.alpha = 0 })
                AnimationClock.at(start + 0.25)
                XCTAssertEqual(Double(view.layer.shown.opacity), 1, accuracy: 1e-6, "the old value during the delay")
                AnimationClock.at(start + 0.5 + 0.6)
                XCTAssertEqual(Double(view.layer.shown.opacity), 1 - bezierTiming(0.3, p1, p2), accuracy: 1e-3,
                               "\(option) at 30%")
            }
        }
    }

    func testEveryAnimatablePropertyAnimates() {
        MainActor.assumeIsolated {
            let view = Self.makeView()
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = CGRect(x: 100, y: 0, width: 60, height: 20)      // bounds and position
                view.transform = CGAffineTransform(scaleX: 3, y: 3)
                view.alpha = 0.5
                view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            })
            AnimationClock.at(0.5)
            let shown = view.layer.shown
            XCTAssertEqual(shown.bounds.width, 40, accuracy: 1e-6)
            XCTAssertEqual(shown.position.x, (10 + 130) / 2, accuracy: 1e-6)
            XCTAssertEqual(shown.affineTransform().a, 2, accuracy: 1e-6)
            XCTAssertEqual(Double(shown.opacity), 0.75, accuracy: 1e-6)
            XCTAssertEqual(shown.backgroundColor?.components?[0] ?? -1, 0.5, accuracy: 1e-6)
        }
    }

    func testTheSpringVariantFollowsTheFittedSpring() {
        MainActor.assumeIsolated {
            let view = Self.makeView()
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { view.center.x = 110 }, completion: nil)
            // ζ = 0.5 over 1 s: ω₀ = ln 1000 / 0.5; k = ω₀², c = 2ζω₀ = ω₀.
            let omega = log(1000.0) / 0.5
            for t in [0.1, 0.2, 0.35, 0.6] {
                AnimationClock.at(t)
                let expected = 10 + 100 * springPosition(t, stiffness: omega * omega, damping: omega)
                XCTAssertEqual(view.layer.shown.position.x, expected, accuracy: 1e-3, "spring at \(t)")
            }
            AnimationClock.at(0.2)
            XCTAssertGreaterThan(view.layer.shown.position.x, 110, "an under-damped spring overshoots")
        }
    }

    func testCompletionGetsTrueWhenFinishedAndFalseWhenReplaced() {
        MainActor.assumeIsolated {
            let log = CompletionLog()
            let view = Self.makeView()
            UIView.animate(withDuration: 1, animations: { view.center.x = 110 }, completion: log.bool("first"))
            AnimationClock.at(0.5)
            UIView.animate(withDuration: 1, animations: { view.center.x = 200 }, completion: log.bool("second"))
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, ["first false"], "the replaced animation was interrupted")
            AnimationClock.at(1.6)
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, ["first false", "second true"])
        }
    }

    func testBeginFromCurrentStateStartsFromWhatIsOnScreen() {
        MainActor.assumeIsolated {
            let a = Self.makeView(), b = Self.makeView()
            for view in [a, b] {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 })
            }
            AnimationClock.at(0.5) // both show 60
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { a.center.x = 210 })
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { b.center.x = 210 })
            AnimationClock.at(0.5)
            XCTAssertEqual(a.layer.shown.position.x, 60, accuracy: 1e-6, "from the presentation value")
            XCTAssertEqual(b.layer.shown.position.x, 110, accuracy: 1e-6, "from the model value (the old target)")
            AnimationClock.at(1)
            XCTAssertEqual(a.layer.shown.position.x, 135, accuracy: 1e-6)
            XCTAssertEqual(b.layer.shown.position.x, 160, accuracy: 1e-6)
        }
    }

    func testDurationZeroAppliesAtOnceAndCompletesAsynchronously() {
        MainActor.assumeIsolated {
            let log = CompletionLog()
            let view = Self.makeView()
            UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: log.bool("zero"))
            XCTAssertEqual(view.alpha, 0.2, accuracy: 1e-6)
            XCTAssertNil(view.layer.animationKeys(), "nothing animates")
            XCTAssertEqual(log.entries, [], "not called synchronously")
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, ["zero true"])
            // Nothing changed: the completion still comes, asynchronously, finished.
            UIView.animate(withDuration: 1, animations: {}, completion: log.bool("empty"))
            XCTAssertEqual(log.entries, ["zero true"])
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, ["zero true", "empty true"])
        }
    }

    func testAnimationsDisabledAndPerformWithoutAnimation() {
        MainActor.assumeIsolated {
            let log = CompletionLog()
            let (a, b) = (Self.makeView(), Self.makeView())
            XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
            UIView.animate(withDuration: 0.7, animations: {
                XCTAssertEqual(UIView.inheritedAnimationDuration, 0.7)
                a.alpha = 0.5
                UIView.performWithoutAnimation {
                    XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
                    XCTAssertFalse(UIView.areAnimationsEnabled)
                    b.alpha = 0.5
                    UIView.animate(withDuration: 1) { b.center.x = 50 } // nested: not animated either
                }
                XCTAssertTrue(UIView.areAnimationsEnabled)
            })
            XCTAssertNotNil(a.layer.animation(forKey: "opacity"))
            XCTAssertNil(b.layer.animation(forKey: "opacity"), "performWithoutAnimation applies at once")
            XCTAssertNil(b.layer.animation(forKey: "position"))
            XCTAssertEqual(b.center.x, 50)
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            XCTAssertFalse(UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { b.center.x = 300 }, completion: log.bool("off"))
            XCTAssertNil(b.layer.animation(forKey: "position"))
            XCTAssertEqual(b.layer.shown.position.x, 300)
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, ["off true"])
        }
    }

    func testOutsideABlockAViewsLayerDoesNotAnimate() {
        MainActor.assumeIsolated {
            let view = Self.makeView()
            view.center.x = 300
            view.alpha = 0.3
            XCTAssertNil(view.layer.animationKeys(), "UIKit disables a view layer's implicit animations")
        }
    }

    func testNestedBlocksInheritDurationAndCurveUnlessOverridden() {
        MainActor.assumeIsolated {
            let (a, b) = (Self.makeView(), Self.makeView())
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.5, animations: { a.center.x = 110 })
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                               animations: { b.center.x = 110 })
            })
            AnimationClock.at(0.25)
            XCTAssertEqual(a.layer.shown.position.x, 10 + 100 * 0.125, accuracy: 1e-6, "2 s, linear, inherited")
            XCTAssertEqual(b.layer.shown.position.x, 10 + 100 * bezierTiming(0.5, (0.42, 0), (0.58, 1)), accuracy: 1e-3)
        }
    }

    func testRepeatAndAutoreverse() {
        MainActor.assumeIsolated {
            let log = CompletionLog()
            let view = Self.makeView()
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                           animations: { view.center.x = 110 }, completion: log.bool("repeat"))
            AnimationClock.at(0.25)
            XCTAssertEqual(view.layer.shown.position.x, 35, accuracy: 1e-6)
            AnimationClock.at(1.25)
            XCTAssertEqual(view.layer.shown.position.x, 85, accuracy: 1e-6, "coming back")
            AnimationClock.at(2.25)
            XCTAssertEqual(view.layer.shown.position.x, 35, accuracy: 1e-6, "and again")
            spinMainRunLoop(0.01)
            XCTAssertEqual(log.entries, [], "a repeating animation never completes on its own")
        }
    }

    func testLayoutIfNeededInsideTheBlockAnimatesConstraintChanges() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 400, height: 200)
            let panel = UIView()
            panel.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(panel)
            let leading = panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
            NSLayoutConstraint.activate([
                leading, panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 50),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(panel.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
            leading.constant = 210
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
            XCTAssertEqual(panel.frame, CGRect(x: 210, y: 20, width: 100, height: 50), "the model at once")
            AnimationClock.at(0.5)
            XCTAssertEqual(panel.layer.shown.position.x, (60 + 260) / 2, accuracy: 1e-6)
            XCTAssertEqual(panel.layer.shown.position.y, 45, accuracy: 1e-6)
        }
    }

    func testLayoutSubviewsOptionAnimatesTheSubviewsLayoutToo() {
        MainActor.assumeIsolated {
            let container = StretchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            container.layoutIfNeeded()
            XCTAssertEqual(container.child.frame.width, 80)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews],
                           animations: { container.frame.size.width = 300 })
            XCTAssertEqual(container.child.frame.width, 280, "laid out in the block")
            AnimationClock.at(0.5)
            XCTAssertEqual(container.child.layer.shown.bounds.width, 180, accuracy: 1e-6, "and animated with it")
        }
    }

    func testAnimatedViewsRefuseTouchesUnlessAllowed() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 300, height: 100)
            let (a, b) = (UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                          UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100)))
            window.addSubview(a)
            window.addSubview(b)
            UIView.animate(withDuration: 1, animations: { a.alpha = 0.5 })
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { b.alpha = 0.5 })
            AnimationClock.at(0.5)
            XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window, "refused while animating")
            XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 50), with: nil) === b, ".allowUserInteraction")
            AnimationClock.at(1.1)
            XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === a, "accepted again once it ended")
        }
    }
}

/// A view whose layout gives its one subview its width minus 20.
final class StretchingView: UIView {
    let child = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() {
        child.frame = CGRect(x: 10, y: 10, width: bounds.width - 20, height: 20)
    }
}
