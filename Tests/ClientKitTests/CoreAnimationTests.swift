import Foundation
import XCTest
@testable import ClientKit

/// Core Animation's engine on its test clock: timing functions against an independent
/// solver, media timing (begin, speed, offset, repeat, autoreverse, fill), basic,
/// keyframe, spring and group animations, delegates, removal, actions, and the display
/// link that exists only while something moves.
final class CoreAnimationTests: AnimationClockTestCase {
    private final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    func testNamedTimingFunctionsMatchTheirBeziers() {
        MainActor.assumeIsolated {
            let cases: [(CAMediaTimingFunction.Name, (Double, Double), (Double, Double))] = [
                (.easeIn, (0.42, 0), (1, 1)), (.easeOut, (0, 0), (0.58, 1)),
                (.easeInEaseOut, (0.42, 0), (0.58, 1)), (.default, (0.25, 0.1), (0.25, 1)), (.linear, (0, 0), (1, 1)),
            ]
            for (name, p1, p2) in cases {
                let function = CAMediaTimingFunction(name: name)
                // Control points are Floats, as in Core Animation.
                func f(_ v: Double) -> Double { Double(Float(v)) }
                for x in stride(from: 0.0, through: 1.0, by: 0.05) {
                    XCTAssertEqual(function._solve(x), bezierTiming(x, (f(p1.0), f(p1.1)), (f(p2.0), f(p2.1))),
                                   accuracy: 1e-9, "\(name.rawValue) at \(x)")
                }
                var point: [Float] = [0, 0]
                function.getControlPoint(at: 1, values: &point)
                XCTAssertEqual(point, [Float(p1.0), Float(p1.1)])
            }
            // A steep curve with overshoot: y outside 0...1 is kept.
            let overshoot = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
            XCTAssertEqual(overshoot._solve(0.5),
                           bezierTiming(0.5, (Double(Float(0.3)), Double(Float(1.6))), (Double(Float(0.6)), 1)), accuracy: 1e-9)
            XCTAssertGreaterThan(overshoot._solve(0.5), 1)
        }
    }

    func testMediaTimingBeginSpeedOffsetRepeatAutoreverseAndFill() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            @MainActor func opacity(at t: Double) -> Double {
                AnimationClock.at(t)
                return Double(layer.presentation()!.opacity)
            }
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = Float(0)
            a.toValue = Float(1)
            a.duration = 2
            a.beginTime = AnimationClock.origin + 1
            a.speed = 2
            a.timeOffset = 1
            a.repeatCount = 1.5
            a.autoreverses = true
            a.fillMode = .both
            a.isRemovedOnCompletion = false
            layer.opacity = 0.25
            layer.add(a, forKey: "fade")
            // Local time = (t − begin) · 2 + 1; a cycle is 4 s (2 forth, 2 back); active 6 s.
            XCTAssertEqual(opacity(at: 0.2), 0, accuracy: 1e-9, "before the beginning (local −0.6): filled backwards")
            XCTAssertEqual(opacity(at: 1), 0.5, accuracy: 1e-9, "local 1")
            XCTAssertEqual(opacity(at: 1.75), 0.75, accuracy: 1e-9, "local 2.5: coming back")
            XCTAssertEqual(opacity(at: 2.75), 0.25, accuracy: 1e-9, "local 4.5: the second cycle")
            XCTAssertEqual(opacity(at: 4), 1, accuracy: 1e-9, "after the end (local 7 > 6): the end filled forwards")
            XCTAssertNotNil(layer.animation(forKey: "fade"), "kept: not removed on completion")
            let b = CABasicAnimation(keyPath: "opacity")
            b.fromValue = Float(0)
            b.toValue = Float(1)
            b.duration = 1
            layer.add(b, forKey: "fade")
            XCTAssertEqual(opacity(at: 4.5), 0.5, accuracy: 1e-9, "a new animation under the key replaced it")
            XCTAssertEqual(opacity(at: 5.5), 0.25, accuracy: 1e-9, "removed at the end: the model shows")
            XCTAssertNil(layer.animationKeys())
        }
    }

    func testBasicAnimationEndsFollowCoreAnimationsRules() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 10)
            @MainActor func x(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.duration = 1
                configure(animation)
                layer.add(animation, forKey: "x")
                AnimationClock.at(0.5)
                defer { layer.removeAllAnimations(); AnimationClock.begin() }
                return layer.presentation()!.position.x
            }
            XCTAssertEqual(x { $0.fromValue = 0.0; $0.toValue = 100.0 }, 50, accuracy: 1e-9)
            XCTAssertEqual(x { $0.fromValue = 0.0; $0.byValue = 40.0 }, 20, accuracy: 1e-9)
            XCTAssertEqual(x { $0.toValue = 100.0; $0.byValue = 40.0 }, 80, accuracy: 1e-9)
            XCTAssertEqual(x { $0.fromValue = 30.0 }, 20, accuracy: 1e-9, "to the model value")
            XCTAssertEqual(x { $0.toValue = 30.0 }, 20, accuracy: 1e-9, "from the model value")
            XCTAssertEqual(x { $0.byValue = 30.0 }, 25, accuracy: 1e-9)
        }
    }

    func testTransformKeyPaths() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1.0
            scale.toValue = 3.0
            scale.duration = 1
            layer.add(scale, forKey: "scale")
            let turn = CALayer()
            let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
            rotation.fromValue = 0.0
            rotation.toValue = Double.pi / 2
            rotation.duration = 1
            turn.add(rotation, forKey: "turn")
            AnimationClock.at(0.5)
            XCTAssertEqual(layer.presentation()!.affineTransform().a, 2, accuracy: 1e-9)
            XCTAssertEqual(layer.presentation()!.affineTransform().d, 2, accuracy: 1e-9)
            let t = turn.presentation()!.affineTransform()
            XCTAssertEqual(t.a, cos(Double.pi / 4), accuracy: 1e-9, "a quarter turn half done: 45°, no shrinking")
            XCTAssertEqual(t.b, sin(Double.pi / 4), accuracy: 1e-9)
            XCTAssertTrue(layer.affineTransform().isIdentity, "the model is untouched")
        }
    }

    /// Layer timing (`CAMediaTiming` on a layer): the pause-and-resume idiom Apple's
    /// Q&A gives (speed 0 with the time as offset, then a begin time that skips the pause),
    /// a superlayer's speed running its sublayers' animations faster, and `convertTime`.
    func testLayerTimingPausesResumesAndScales() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(0)
            fade.toValue = Float(1)
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            AnimationClock.at(0.25)
            XCTAssertEqual(Double(layer.shown.opacity), 0.25, accuracy: 1e-6)
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
            AnimationClock.at(0.75)
            XCTAssertEqual(Double(layer.shown.opacity), 0.25, accuracy: 1e-6, "paused")
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            XCTAssertEqual(Double(layer.shown.opacity), 0.25, accuracy: 1e-6, "resumed where it paused")
            AnimationClock.at(1.0)
            XCTAssertEqual(Double(layer.shown.opacity), 0.5, accuracy: 1e-6, "a quarter second after resuming")

            let parent = CALayer()
            let child = CALayer()
            parent.addSublayer(child)
            parent.speed = 2
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0.0
            move.toValue = 100.0
            move.duration = 1
            child.add(move, forKey: "move")
            AnimationClock.at(1.25)
            XCTAssertEqual(Double(child.shown.position.x), 50, accuracy: 1e-6, "twice as fast")
            let parentNow = parent.convertTime(CACurrentMediaTime(), from: nil)
            parent.speed = 0
            parent.timeOffset = parentNow
            AnimationClock.at(2)
            XCTAssertEqual(Double(child.shown.position.x), 50, accuracy: 1e-6, "a paused superlayer holds it")

            let a = CALayer(), b = CALayer()
            a.speed = 2
            a.beginTime = 10
            b.speed = 0.5
            b.timeOffset = 3
            let t = 42.0
            XCTAssertEqual(a.convertTime(t, from: nil), (t - 10) * 2, accuracy: 1e-9)
            XCTAssertEqual(a.convertTime(a.convertTime(t, from: nil), to: nil), t, accuracy: 1e-9)
            XCTAssertEqual(b.convertTime(a.convertTime(t, from: nil), from: a), t * 0.5 + 3, accuracy: 1e-9)
            XCTAssertEqual(CALayer().speed, 1)
            XCTAssertEqual(CALayer().timeOffset, 0)
            XCTAssertEqual(CALayer().beginTime, 0)
        }
    }

    /// The usual idiom for keeping a group's end — `fillMode = .forwards` and
    /// `isRemovedOnCompletion = false` on the group only — holds its children that run to
    /// its end at their end values; a child that ended earlier without a fill stays removed.
    func testAGroupHeldAtItsEndHoldsTheChildrenThatEndWithIt() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.position = CGPoint(x: 0, y: 0)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(1)
            fade.toValue = Float(0)
            fade.duration = 0.5
            let early = CABasicAnimation(keyPath: "position.x")
            early.fromValue = 100.0
            early.toValue = 200.0
            early.duration = 0.2
            let group = CAAnimationGroup()
            group.animations = [fade, early]
            group.duration = 0.5
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
            layer.add(group, forKey: "group")
            AnimationClock.at(0.1)
            XCTAssertEqual(Double(layer.shown.position.x), 150, accuracy: 1e-6)
            AnimationClock.at(0.3)
            XCTAssertEqual(Double(layer.shown.position.x), 0, accuracy: 1e-6, "the short child has ended")
            XCTAssertEqual(Double(layer.shown.opacity), 0.4, accuracy: 1e-6)
            AnimationClock.at(2)
            XCTAssertEqual(Double(layer.shown.opacity), 0, accuracy: 1e-6, "held at the child's end")
            XCTAssertEqual(Double(layer.shown.position.x), 0, accuracy: 1e-6, "an earlier end stays removed")
            XCTAssertEqual(layer.opacity, 1, "the model is untouched")
            let removed = CALayer()
            let plain = CAAnimationGroup()
            plain.animations = [fade]
            plain.duration = 0.5
            removed.add(plain, forKey: "group")
            AnimationClock.at(3)
            XCTAssertEqual(Double(removed.shown.opacity), 1, accuracy: 1e-6, "a group without fill is removed at its end")
        }
    }

    /// `add(_:forKey:)` adds a copy ("copied by the render tree, not referenced"): the
    /// caller's object keeps its `beginTime` of 0 and can be added again later or to
    /// another layer; changing it afterwards changes nothing on screen; a zero duration
    /// becomes the transaction's; subclasses' properties and a group's children are copied.
    func testAddingAnAnimationAddsACopy() {
        MainActor.assumeIsolated {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(0)
            fade.toValue = Float(1)
            fade.duration = 1
            let first = CALayer()
            first.add(fade, forKey: "fade")
            XCTAssertEqual(fade.beginTime, 0, "the caller's object is not changed")
            XCTAssertFalse(first.animation(forKey: "fade") === fade)
            fade.duration = 100
            AnimationClock.at(0.5)
            XCTAssertEqual(Double(first.shown.opacity), 0.5, accuracy: 1e-6, "a later change is not seen")
            AnimationClock.at(5)
            let second = CALayer()
            second.add(fade, forKey: "fade") // the same object again, later: it starts now
            AnimationClock.at(55)
            XCTAssertEqual(Double(second.shown.opacity), 0.5, accuracy: 1e-6)

            let spring = CASpringAnimation(keyPath: "position.x")
            spring.mass = 2
            spring.stiffness = 50
            spring.damping = 3
            spring.initialVelocity = 1
            spring.toValue = 10.0
            spring.isAdditive = true
            let springCopy = spring.copy() as! CASpringAnimation
            XCTAssertEqual([springCopy.mass, springCopy.stiffness, springCopy.damping, springCopy.initialVelocity], [2, 50, 3, 1])
            XCTAssertEqual(springCopy.toValue as? Double, 10)
            XCTAssertEqual(springCopy.keyPath, "position.x")
            XCTAssertTrue(springCopy.isAdditive)
            let group = CAAnimationGroup()
            group.animations = [fade, spring]
            group.autoreverses = true
            let groupCopy = group.copy() as! CAAnimationGroup
            XCTAssertTrue(groupCopy.autoreverses)
            XCTAssertEqual(groupCopy.animations?.count, 2)
            XCTAssertFalse(groupCopy.animations?[0] === fade, "children are copied")
            XCTAssertTrue(groupCopy.animations?[1] is CASpringAnimation)
            let keyframes = CAKeyframeAnimation(keyPath: "position")
            keyframes.values = [CGPoint.zero, CGPoint(x: 1, y: 1)]
            keyframes.keyTimes = [0, 1]
            keyframes.calculationMode = .discrete
            let keyframesCopy = keyframes.copy() as! CAKeyframeAnimation
            XCTAssertEqual(keyframesCopy.values?.count, 2)
            XCTAssertEqual(keyframesCopy.keyTimes, [0, 1])
            XCTAssertEqual(keyframesCopy.calculationMode, .discrete)

            // No duration: the transaction's, written into the layer's copy only.
            let quick = CABasicAnimation(keyPath: "opacity")
            let third = CALayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            third.add(quick, forKey: "quick")
            CATransaction.commit()
            XCTAssertEqual(third.animation(forKey: "quick")?.duration, 2)
            XCTAssertEqual(quick.duration, 0)
        }
    }

    /// Every transform field key path of the Core Animation Programming Guide (Table 4-2):
    /// read, set, and animated; a single turn set on an identity transform is exactly the
    /// matching `CATransform3DMakeRotation`; setting one field keeps the others.
    func testEveryTransformFieldKeyPath() {
        MainActor.assumeIsolated {
            func assertEqual(_ a: CATransform3D, _ b: CATransform3D, _ message: String) {
                let pa = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
                let pb = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
                for (x, y) in zip(pa, pb) { XCTAssertEqual(x, y, accuracy: 1e-9, message) }
            }
            for (axis, vector) in [("x", (1.0, 0.0, 0.0)), ("y", (0.0, 1.0, 0.0)), ("z", (0.0, 0.0, 1.0))] {
                let layer = CALayer()
                layer.setValue(0.7, forKeyPath: "transform.rotation.\(axis)")
                assertEqual(layer.transform, CATransform3DMakeRotation(0.7, vector.0, vector.1, vector.2), "rotation.\(axis)")
                XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.\(axis)") as? CGFloat ?? .nan, 0.7, accuracy: 1e-9)
            }
            let layer = CALayer()
            layer.setValue(0.5, forKeyPath: "transform.rotation")
            XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan, 0.5, accuracy: 1e-9)
            layer.setValue(2.0, forKeyPath: "transform.scale.x")
            layer.setValue(3.0, forKeyPath: "transform.scale.y")
            layer.setValue(CGSize(width: 7, height: -4), forKeyPath: "transform.translation")
            layer.setValue(5.0, forKeyPath: "transform.translation.z")
            layer.setValue(0.25, forKeyPath: "transform.rotation.x")
            layer.setValue(-0.4, forKeyPath: "transform.rotation.y")
            // Each field reads back what was set, whatever was set after it.
            let expected: [(String, CGFloat)] = [("rotation.z", 0.5), ("rotation.x", 0.25), ("rotation.y", -0.4),
                                                 ("scale.x", 2), ("scale.y", 3), ("scale.z", 1), ("scale", 2),
                                                 ("translation.x", 7), ("translation.y", -4), ("translation.z", 5)]
            for (field, value) in expected {
                XCTAssertEqual(layer.value(forKeyPath: "transform." + field) as? CGFloat ?? .nan, value, accuracy: 1e-9, field)
            }
            XCTAssertEqual(layer.value(forKeyPath: "transform.translation") as? CGSize, CGSize(width: 7, height: -4))
            // The transform is scale, then the turns about x, y and z, then the translation.
            var expectedTransform = CATransform3DConcat(
                CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(0.25, 1, 0, 0)),
                                    CATransform3DMakeRotation(-0.4, 0, 1, 0)),
                CATransform3DMakeRotation(0.5, 0, 0, 1))
            expectedTransform.m41 = 7
            expectedTransform.m42 = -4
            expectedTransform.m43 = 5
            assertEqual(layer.transform, expectedTransform, "composed")
            // `scale` sets all three; a value of the wrong type changes nothing.
            layer.setValue(4.0, forKeyPath: "transform.scale")
            XCTAssertEqual(layer.value(forKeyPath: "transform.scale.z") as? CGFloat ?? .nan, 4, accuracy: 1e-9)
            let before = layer.transform
            layer.setValue("two", forKeyPath: "transform.scale.x")
            layer.setValue(3.0, forKeyPath: "transform.translation")
            layer.setValue(1.0, forKeyPath: "transform.skew")
            assertEqual(layer.transform, before, "ignored")
            // A mirror image keeps its sign through a field change.
            let mirror = CALayer()
            mirror.setAffineTransform(CGAffineTransform(scaleX: -1, y: 1))
            mirror.setValue(0.0, forKeyPath: "transform.rotation.z")
            XCTAssertEqual(mirror.affineTransform().a, -1, accuracy: 1e-9)
            XCTAssertEqual(mirror.affineTransform().d, 1, accuracy: 1e-9)

            // Animated: the spinner's `transform.rotation` and a one-axis scale.
            let spinner = CALayer()
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.fromValue = 0.0
            spin.toValue = Double.pi
            spin.duration = 1
            spinner.add(spin, forKey: "spin")
            let stretched = CALayer()
            let stretch = CABasicAnimation(keyPath: "transform.scale.x")
            stretch.fromValue = 1.0
            stretch.toValue = 3.0
            stretch.duration = 1
            stretched.add(stretch, forKey: "stretch")
            let flipped = CALayer()
            let flip = CABasicAnimation(keyPath: "transform.rotation.y")
            flip.toValue = Double.pi
            flip.duration = 1
            flipped.add(flip, forKey: "flip")
            AnimationClock.at(0.5)
            XCTAssertEqual(spinner.presentation()!.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan,
                           .pi / 2, accuracy: 1e-9)
            XCTAssertEqual(stretched.presentation()!.transform.m11, 2, accuracy: 1e-9)
            XCTAssertEqual(stretched.presentation()!.transform.m22, 1, accuracy: 1e-9)
            assertEqual(flipped.presentation()!.transform, CATransform3DMakeRotation(.pi / 2, 0, 1, 0), "half a flip")
            XCTAssertTrue(CATransform3DIsIdentity(flipped.transform), "the model is untouched")
        }
    }

    func testKeyframesWithTimesAndSegmentTiming() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)]
            animation.keyTimes = [0, 0.8, 1]
            animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            animation.duration = 1
            layer.add(animation, forKey: "path")
            AnimationClock.at(0.4)
            XCTAssertEqual(layer.presentation()!.position.x, 100 * bezierTiming(0.5, (0.42, 0), (1, 1)), accuracy: 1e-6)
            AnimationClock.at(0.9)
            XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 25), accuracy: 1e-9)
        }
    }

    func testSpringFollowsTheClosedFormAndSettles() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let spring = CASpringAnimation(keyPath: "position.y")
            spring.fromValue = 0.0
            spring.toValue = 100.0
            spring.mass = 2
            spring.stiffness = 50
            spring.damping = 4
            spring.initialVelocity = 1
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "y")
            // k/m = 25: ω₀ = 5; ζ = 4 / (2·√100) = 0.2. Same motion as k 25, c 2 at mass 1.
            for t in [0.1, 0.3, 0.7, 1.5] {
                AnimationClock.at(t)
                XCTAssertEqual(layer.presentation()!.position.y,
                               100 * springPosition(t, stiffness: 25, damping: 2, velocity: 1), accuracy: 1e-6)
            }
            // Settled: within 0.1% from then on; the envelope e^(−ζω₀t) bounds it.
            let settle = spring.settlingDuration
            XCTAssertGreaterThan(settle, 0)
            XCTAssertLessThan(abs(springPosition(settle + 0.01, stiffness: 25, damping: 2, velocity: 1) - 1), 0.001)
            XCTAssertLessThan(settle, log(1000 * 2) / 1.0 + 0.5, "about when the envelope falls below 0.1%")
        }
    }

    func testGroupsAndDelegates() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let recorder = Recorder()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0.0
            move.toValue = 100.0
            move.duration = 1
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(1)
            fade.toValue = Float(0)
            fade.beginTime = 1
            fade.duration = 1
            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 2
            group.delegate = recorder
            layer.add(group, forKey: "group")
            AnimationClock.at(0.5)
            XCTAssertEqual(recorder.events, ["start"])
            XCTAssertEqual(layer.presentation()!.position.x, 50, accuracy: 1e-9)
            XCTAssertEqual(Double(layer.presentation()!.opacity), 1, accuracy: 1e-9, "the fade waits for its begin time")
            AnimationClock.at(1.5)
            XCTAssertEqual(Double(layer.presentation()!.opacity), 0.5, accuracy: 1e-9)
            AnimationClock.at(2.5)
            XCTAssertEqual(recorder.events, ["start", "stop true"])
            let removed = Recorder()
            let other = CABasicAnimation(keyPath: "opacity")
            other.delegate = removed
            other.duration = 1
            layer.add(other, forKey: "o")
            layer.removeAnimation(forKey: "o")
            XCTAssertEqual(removed.events, ["stop false"], "removed before the end")
        }
    }

    func testActionsComeFromTheDelegateThenTheDictionary() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            let fade = CABasicAnimation()
            fade.duration = 1
            layer.actions = ["opacity": fade, "position": NSNull()]
            layer.opacity = 0.5
            XCTAssertEqual(layer.animation(forKey: "opacity")?.duration, 1, "run: it added (a copy of) itself under the key")
            layer.position = CGPoint(x: 5, y: 5)
            XCTAssertNil(layer.animation(forKey: "position"), "NSNull: no action")
            layer.bounds = CGRect(x: 0, y: 0, width: 9, height: 9)
            XCTAssertNil(layer.animation(forKey: "bounds"), "no default actions in ClientKit")
            let view = UIView()
            XCTAssertTrue(view.layer.action(forKey: "opacity") == nil, "a view's layer: NSNull from the view")
        }
    }

    func testTheDisplayLinkRunsOnlyWhileSomethingMoves() {
        MainActor.assumeIsolated {
            AnimationClock.end() // the real clock
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = Float(0)
            animation.duration = 0.05
            layer.add(animation, forKey: "o")
            XCTAssertTrue(DisplayLinkDriver.shared.isActive, "frames are asked for while it runs")
            let deadline = Date().addingTimeInterval(2)
            while layer.animationKeys() != nil && Date() < deadline { spinMainRunLoop(0.02) }
            XCTAssertNil(layer.animationKeys(), "ended on the display link's ticks")
            XCTAssertFalse(DisplayLinkDriver.shared.isActive, "and then no frames are asked for")
            let paused = CABasicAnimation(keyPath: "opacity")
            paused.speed = 0
            paused.fillMode = .both
            layer.add(paused, forKey: "held")
            XCTAssertFalse(DisplayLinkDriver.shared.isActive, "a paused animation needs no frames")
        }
    }

    func testALayerLetGoOfTakesItsAnimationsAndTheirFramesWithIt() {
        MainActor.assumeIsolated {
            AnimationClock.end() // the real clock
            var layer: CALayer? = CALayer()
            weak var gone = layer
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = Float(0)
            pulse.duration = 0.5
            pulse.repeatCount = .infinity
            layer?.add(pulse, forKey: "pulse")
            XCTAssertTrue(DisplayLinkDriver.shared.isActive, "frames are asked for while it runs")
            layer = nil
            XCTAssertNil(gone, "the animation clock keeps no layer alive")
            spinMainRunLoop(0.1)
            XCTAssertFalse(DisplayLinkDriver.shared.isActive, "a layer that is gone asks for no frames")
        }
    }
}
