import Foundation
import XCTest
@testable import ClientKit

/// Superviews, superlayers and a layer's view are not retained by what points back at
/// them (UIKit's and Core Animation's rule). ClientKit keeps those back-pointers
/// unretained for speed (not even `unowned`) and clears them when the owner goes, on
/// whatever thread: a view or layer that outlives its parent sees `nil`, as with a weak
/// reference, never a dangling object.
final class BackPointerLifetimeTests: XCTestCase {
    func testASubviewThatOutlivesItsSuperviewHasNone() {
        MainActor.assumeIsolated {
            let child = UIView()
            var parent: UIView? = UIView()
            weak var weakParent = parent
            parent!.addSubview(child)
            XCTAssertTrue(child.superview === parent)
            XCTAssertTrue(child.layer.superlayer === parent!.layer)
            parent = nil
            XCTAssertNil(weakParent, "a subview does not keep its superview alive")
            XCTAssertNil(child.superview)
            XCTAssertNil(child.layer.superlayer)
            let other = UIView()
            other.addSubview(child)
            XCTAssertTrue(child.superview === other, "and can be added elsewhere")
        }
    }

    func testASublayerThatOutlivesItsSuperlayerHasNone() {
        MainActor.assumeIsolated {
            let sublayer = CALayer()
            var parent: CALayer? = CALayer()
            parent!.addSublayer(sublayer)
            parent = nil
            XCTAssertNil(sublayer.superlayer)
            sublayer.removeFromSuperlayer() // nothing to remove from; must not crash
        }
    }

    func testALayerThatOutlivesItsViewHasNoDelegate() {
        MainActor.assumeIsolated {
            var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let layer = view!.layer
            XCTAssertTrue(layer.delegate === view)
            view = nil
            XCTAssertNil(layer.delegate)
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) // reports to no view
            XCTAssertNil(layer.action(forKey: "bounds"), "never committed: no implicit animation")
        }
    }

    func testAnotherDelegateIsHeldWeakly() {
        MainActor.assumeIsolated {
            final class Delegate: CALayerDelegate {}
            let layer = CALayer()
            var delegate: Delegate? = Delegate()
            layer.delegate = delegate
            XCTAssertTrue(layer.delegate === delegate)
            delegate = nil
            XCTAssertNil(layer.delegate)
            let view = UIView()
            view.layer.delegate = nil
            XCTAssertNil(view.layer.delegate, "a view's layer can be given no delegate")
            view.layer.delegate = view
            XCTAssertTrue(view.layer.delegate === view)
        }
    }

    /// The last reference to a superview can go on another thread (a closure released
    /// by a background queue): its `deinit` runs there and must still clear the
    /// back-pointers, or the subview would point at freed memory.
    func testASuperviewReleasedOnAnotherThreadLeavesNoDanglingBackPointers() {
        final class Holder: @unchecked Sendable { var view: UIView? }
        let holder = Holder()
        let child = MainActor.assumeIsolated { () -> UIView in
            let parent = UIView()
            let child = UIView()
            let grandchildLayer = CALayer()
            parent.addSubview(child)
            child.layer.addSublayer(grandchildLayer)
            holder.view = parent
            return child
        }
        weak var weakParent = holder.view
        let released = expectation(description: "released on a background thread")
        Thread.detachNewThread {
            holder.view = nil
            released.fulfill()
        }
        wait(for: [released], timeout: 10)
        MainActor.assumeIsolated {
            XCTAssertNil(weakParent, "the superview is gone")
            XCTAssertNil(child.superview)
            XCTAssertNil(child.layer.superlayer)
            XCTAssertTrue(child.layer.sublayers?.first?.superlayer === child.layer, "the child's own tree is intact")
            child.frame = CGRect(x: 1, y: 2, width: 3, height: 4) // walks up to no superview
            child.setNeedsLayout()
            let other = UIView()
            other.addSubview(child)
            XCTAssertTrue(child.superview === other)
        }
    }
}
