import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Core Animation's transactions and implicit animations, as Apple documents them: a
/// committed standalone layer animates a change of an animatable property for 0.25 s;
/// a layer created in the current transaction does not; a view's own layer does not
/// outside animation blocks; `CATransaction` disables actions, sets the duration and
/// timing of implicit animations, and calls its completion block when the animations
/// added in it have ended.
final class CATransactionTests: AnimationClockTestCase {
    /// A standalone layer at x 10, committed.
    @MainActor private static func committedLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 10, y: 10)
        XCTAssertNil(layer.presentation(), "a layer never committed has no presentation")
        CATransaction.flush()
        XCTAssertNotNil(layer.presentation())
        return layer
    }

    func testACommittedLayerAnimatesAChangeForAQuarterSecondOnTheDefaultCurve() {
        MainActor.assumeIsolated {
            let layer = Self.committedLayer()
            layer.position = CGPoint(x: 110, y: 10)
            XCTAssertEqual(layer.position.x, 110, "the model changes at once")
            let animation = layer.animation(forKey: "position") as? CABasicAnimation
            XCTAssertNotNil(animation, "the implicit animation is added under the property's key")
            XCTAssertEqual(animation?.keyPath, "position")
            XCTAssertEqual(animation?.duration ?? 0, 0.25, accuracy: 1e-12)
            AnimationClock.at(0.125)
            let expected = 10 + 100 * bezierTiming(0.5, (Double(Float(0.25)), Double(Float(0.1))), (Double(Float(0.25)), 1))
            XCTAssertEqual(Double(layer.presentation()!.position.x), expected, accuracy: 1e-6)
            AnimationClock.at(0.3)
            XCTAssertNil(layer.animationKeys(), "removed when it ends")
            XCTAssertEqual(layer.presentation()!.position.x, 110)
        }
    }

    /// Setting `frame` so that both the size and the position change (which the setter
    /// does in one go) still runs both properties' actions, lands both values, and
    /// marks the owning view for layout and the tree for a render.
    func testAFrameChangingSizeAndPositionAnimatesBothAndLandsBoth() {
        MainActor.assumeIsolated {
            let layer = Self.committedLayer()
            layer.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
            XCTAssertEqual(Set(layer.animationKeys() ?? []), ["bounds", "position"])
            XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 50))
            XCTAssertEqual(layer.position, CGPoint(x: 40, y: 55))
            XCTAssertEqual(layer.frame, CGRect(x: 20, y: 30, width: 40, height: 50))

            let window = makeRenderWindow(width: 200, height: 200)
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            let parent = UIView(frame: window.bounds)
            parent.addSubview(child)
            window.addSubview(parent)
            let buffer = renderedImage(of: window)
            XCTAssertFalse(child.layer._render.geometryDirty)
            child.frame = CGRect(x: 7, y: 8, width: 20, height: 30)
            XCTAssertEqual(child.frame, CGRect(x: 7, y: 8, width: 20, height: 30))
            XCTAssertTrue(child.layer._render.geometryDirty, "the render is invalidated")
            XCTAssertTrue(parent.layer._render.descendantDirty, "and the ancestors told")
            XCTAssertTrue(child._needsLayout, "a new size lays the view out again")
        }
    }

    func testALayerCreatedInTheCurrentTransactionTakesItsValuesAtOnce() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.opacity = 0.5
            layer.position = CGPoint(x: 40, y: 40)
            XCTAssertNil(layer.animationKeys())
            XCTAssertNil(layer.action(forKey: "opacity"), "no implicit action before the first commit")
        }
    }

    func testAnUpdateCyclePassCommitsTheImplicitTransaction() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            XCTAssertNil(layer.presentation())
            _UIUpdateCycle.run()
            XCTAssertNotNil(layer.presentation())
            XCTAssertTrue(layer.action(forKey: "opacity") is CABasicAnimation)
            XCTAssertNil(layer.action(forKey: "anchorPoint"), "only animatable properties have implicit actions")
        }
    }

    func testDisableActionsAppliesToTheTransactionAndTheOnesNestedInIt() {
        MainActor.assumeIsolated {
            let layer = Self.committedLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            XCTAssertTrue(CATransaction.disableActions())
            layer.position = CGPoint(x: 50, y: 10)
            CATransaction.begin()
            XCTAssertTrue(CATransaction.disableActions(), "a nested transaction inherits the setting")
            layer.opacity = 0.5
            CATransaction.commit()
            CATransaction.commit()
            XCTAssertNil(layer.animationKeys())
            XCTAssertFalse(CATransaction.disableActions(), "the default again once committed")
            layer.opacity = 1
            XCTAssertEqual(layer.animationKeys(), ["opacity"])
        }
    }

    func testDurationAndTimingFunctionOfTheTransaction() {
        MainActor.assumeIsolated {
            let layer = Self.committedLayer()
            XCTAssertEqual(CATransaction.animationDuration(), 0.25)
            XCTAssertNil(CATransaction.animationTimingFunction())
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 110, y: 10)
            layer.opacity = 0
            CATransaction.commit()
            AnimationClock.at(0.5)
            XCTAssertEqual(layer.presentation()!.position.x, 35, accuracy: 1e-9)
            XCTAssertEqual(Double(layer.presentation()!.opacity), 0.75, accuracy: 1e-6)
            XCTAssertEqual(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double, nil)
        }
    }

    func testAChangeWhileAnimatingStartsFromWhatShows() {
        MainActor.assumeIsolated {
            let layer = Self.committedLayer()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 110, y: 10)
            AnimationClock.at(0.125) // shows 60 (the setting above ended with the implicit transaction)
            layer.position = CGPoint(x: 10, y: 10)
            let second = layer.animation(forKey: "position") as? CABasicAnimation
            XCTAssertEqual((second?.fromValue as? CGPoint)?.x ?? -1, 60, accuracy: 1e-9)
            AnimationClock.at(0.125 + 0.25)
            XCTAssertEqual(layer.presentation()!.position.x, 10)
        }
    }

    func testNSNullAndTheDelegateDecide() {
        MainActor.assumeIsolated {
            final class Delegate: CALayerDelegate {
                let action = CABasicAnimation()
                func action(for layer: CALayer, forKey event: String) -> CAAction? {
                    event == "opacity" ? action : nil
                }
            }
            let layer = Self.committedLayer()
            layer.actions = ["position": NSNull()]
            layer.position = CGPoint(x: 90, y: 10)
            XCTAssertNil(layer.animationKeys(), "NSNull in actions: no animation")
            let delegate = Delegate()
            delegate.action.duration = 3
            layer.delegate = delegate
            layer.opacity = 0
            let added = layer.animation(forKey: "opacity") as? CABasicAnimation
            XCTAssertEqual(added?.duration, 3, "the delegate's action, copied")
            XCTAssertFalse(added === delegate.action)
            XCTAssertEqual(added?.keyPath, "opacity", "an action without a key path animates the key")
            XCTAssertNil(delegate.action.keyPath, "the action itself is not changed")
            layer.delegate = nil
        }
    }

    func testAViewsOwnLayerDoesNotAnimateOutsideBlocksButItsSublayersDo() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let sublayer = CALayer()
            view.layer.addSublayer(sublayer)
            CATransaction.flush()
            view.alpha = 0.5
            view.layer.position = CGPoint(x: 5, y: 5)
            XCTAssertNil(view.layer.animationKeys(), "a view's layer has no implicit animations")
            sublayer.opacity = 0.5
            XCTAssertEqual(sublayer.animationKeys(), ["opacity"], "a standalone sublayer does, as in UIKit")
            UIView.animate(withDuration: 1) { view.alpha = 1 }
            XCTAssertEqual((view.layer.animation(forKey: "opacity"))?.duration, 1, "inside a block the view animates")
        }
    }

    func testTheCompletionBlockWaitsForTheAnimationsAddedAfterIt() {
        MainActor.assumeIsolated {
            let layer = Self.committedLayer()
            var calls = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { calls += 1 }
            XCTAssertNotNil(CATransaction.completionBlock())
            layer.position = CGPoint(x: 50, y: 10)
            CATransaction.setAnimationDuration(1)
            layer.opacity = 0
            CATransaction.commit()
            spinMainRunLoop(0.02)
            XCTAssertEqual(calls, 0, "both animations are running")
            AnimationClock.at(0.5)
            spinMainRunLoop(0.02)
            XCTAssertEqual(calls, 0, "the one-second fade is still running")
            AnimationClock.at(1.01)
            spinMainRunLoop(0.02)
            XCTAssertEqual(calls, 1, "called once, when the last one ended")
        }
    }

    func testACompletionBlockWithoutAnimationsRunsAfterTheCommitAndARemovalCounts() {
        MainActor.assumeIsolated {
            var calls: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { calls.append("empty") }
            CATransaction.commit()
            XCTAssertEqual(calls, [], "called on the main queue, after the commit returns")
            spinMainRunLoop(0.02)
            XCTAssertEqual(calls, ["empty"])

            let layer = Self.committedLayer()
            CATransaction.begin()
            CATransaction.setCompletionBlock { calls.append("removed") }
            layer.position = CGPoint(x: 80, y: 10)
            CATransaction.commit()
            layer.removeAllAnimations()
            spinMainRunLoop(0.02)
            XCTAssertEqual(calls, ["empty", "removed"], "a removed animation ends the wait too")
        }
    }

    func testTheImplicitTransactionsCompletionBlock() {
        MainActor.assumeIsolated {
            let layer = Self.committedLayer()
            var called = false
            CATransaction.setCompletionBlock { called = true }
            layer.opacity = 0.2
            CATransaction.flush()
            AnimationClock.at(0.1)
            spinMainRunLoop(0.02)
            XCTAssertFalse(called)
            AnimationClock.at(0.3)
            spinMainRunLoop(0.02)
            XCTAssertTrue(called)
        }
    }

    func testAnImplicitMoveShowsInThePixels() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 100, height: 20)
            let square = CALayer()
            square.backgroundColor = UIColor.red.cgColor
            square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            window.layer.addSublayer(square)
            _ = renderedImage(of: window)
            CATransaction.flush()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            square.position.x = 85 // from x 0…10 to 80…90
            AnimationClock.at(0.125)
            let image = renderedImage(of: window)
            var expected = ReferenceCanvas(width: 100, height: 20, background: .white)
            expected.fill(CGRect(x: 40, y: 0, width: 10, height: 10), RGBA(255, 0, 0))
            assertImage(image, matches: expected, name: "implicit-move-halfway")
        }
    }
}
