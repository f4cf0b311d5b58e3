import Foundation

/// Supplies the pages of a page view controller (UIKit's `UIPageViewControllerDataSource`).
///
/// The neighbours are asked for lazily: only when a swipe begins toward them, once per
/// swipe and direction. Return `nil` at the first or last page (the swipe then
/// rubber-bands).
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController` (`nil`: it is the first).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (`nil`: it is the last).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows. Optional: implement it and
    /// ``presentationIndex(for:)`` for a horizontal `.scroll` page view controller to show
    /// a page control under the pages, as UIKit does. The default, 0, shows none
    /// (ClientKit cannot tell an unimplemented Swift protocol method from one that is).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot selected when ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``
    /// is called (swipes then move it by one). Optional; default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about a page view controller's swipes (UIKit's `UIPageViewControllerDelegate`).
/// Every method is optional. Nothing is told for
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``, as in UIKit.
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe is about to reveal `pendingViewControllers` (before their `viewWillAppear`).
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe ended: `completed` says whether it turned the page (`previousViewControllers`
    /// were shown before it). Called after the appearance and containment callbacks.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for a new orientation. Linux has no device rotation: ClientKit
    /// never asks (declared so UIKit delegates build).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations supported (never asked: see ``UIViewController/supportedInterfaceOrientations``).
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The preferred orientation for presentation (never asked).
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask { .all }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation { .portrait }
}
