import Foundation

/// How a presented view controller is shown (UIKit's `UIModalPresentationStyle`).
///
/// ClientKit presents over the whole window of the presenting controller (the window is
/// the screen an app has), as follows:
/// - `.fullScreen`: the presented view fills the window; the presenting controller's
///   views are removed afterwards (it gets `viewWillDisappear`/`viewDidDisappear`).
/// - `.overFullScreen`: fills the window over the presenting views, which stay (no
///   disappearance callbacks); transparent parts show them.
/// - `.pageSheet`, `.formSheet`: a card over the dimmed presenting views (which stay).
///   In a window narrower than 768 points (a compact width, as on a phone) both are a
///   card from 10 points below the top to the bottom, with rounded top corners; in a
///   wider window (a large screen) `.formSheet` is a centred 540 × 620 card and
///   `.pageSheet` a 704-point-wide card from 20 points below the top, rounded.
/// - `.automatic` is `.pageSheet`, as in UIKit (an alert controller's is its own).
/// - `.currentContext` and `.overCurrentContext` behave as `.fullScreen` and
///   `.overFullScreen`: the presentation always covers the window, whatever
///   `definesPresentationContext` says.
/// - `.popover`: a panel with an arrow pointing at its source, over the undimmed
///   presenting views (see `UIPopoverPresentationController`), never adapted to a sheet.
/// - `.custom`: as the transitioning delegate's presentation controller says (see
///   `UIPresentationController`); without one, over the whole window, as `.overFullScreen`.
/// - `.none` as `.fullScreen`.
/// - A sheet's height follows its detents (see `UISheetPresentationController`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// The transition of a presentation (UIKit's `UIModalTransitionStyle`). Stored only:
/// ClientKit's own presentations are instant (a transitioning delegate's animator
/// animates).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
