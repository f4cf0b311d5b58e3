// As `import UIKit` does, `import ClientKit` brings Foundation (CGFloat, CGRect,
// Date, …), so UIKit code ports with the import line changed and nothing else.
@_exported import Foundation

/// ClientKit: the UIKit-style view system apps link.
///
/// ClientKit depends on the protocol and the foundations, never on the daemon.
///
/// Type names, signatures and defaults follow UIKit's public API so that UIKit code
/// ports with an import change. The sources are grouped by layer:
///
/// - `Geometry/`: `CGAffineTransform` and `applying(_:)` for points, sizes, rects
///   (Foundation on Linux has the CG value types but no affine transform).
/// - `Layers/`: the Core Animation model — `CALayer` (geometry, appearance, contents,
///   display requests and the backing store, what changed since the last render),
///   `CATransform3D`, a `CGColor` stand-in.
/// - `Drawing/`: Core Graphics over cairo — `CGContext`, `CGPath` / `CGMutablePath`,
///   `CGGradient`, `CGImage` (pixels in a pixman image) — and UIKit's drawing API:
///   `UIGraphicsGetCurrentContext()`, `UIBezierPath`, `UIColor.setFill()`. Only the
///   `StrataCairo` wrapper touches cairo.
/// - `Rendering/`: `WindowRenderer`, which composites a window's layer tree with
///   pixman into a buffer, repainting only what changed, and reports the damage.
/// - `Responders/`, `Views/`, `Controllers/`, `Events/`, `App/`: `UIResponder`,
///   `UIView` (split by concern: hierarchy, geometry, hit-testing, layout,
///   autoresizing, drawing), `UIViewController`, the event types, `UIWindow` and
///   `UIApplication`, and the update cycle (layout, then display, then presentation).
/// - `Text/`: `UIFont`, attributed strings and string drawing laid out by Pango
///   (through `StrataCairo`), `UILabel`, `UITextField` and `UIKeyInput`.
/// - `Images/`: `UIImage` (PNG through cairo), `UIGraphicsImageRenderer`, `UIImageView`.
/// - `Controls/`: `UIControl` (events, tracking, `UIAction` and Swift-typed
///   target–action), `UIButton`, and the standard controls: `UISwitch`, `UISlider`,
///   `UISegmentedControl`, `UIStepper`, `UIProgressView`, `UIActivityIndicatorView`,
///   `UIPageControl`.
/// - `Menus/`: menus shown as panels (`UIMenu`, `UIAction`), context menus
///   (`UIContextMenuInteraction`), the edit menu (`UIEditMenuInteraction`,
///   `UIMenuController`, `UICommand`) and `UIInteraction`.
/// - `Gestures/`, `ScrollView/`: gesture recognizers (tap, pan, long press, pinch,
///   rotation, swipe) and
///   `UIScrollView` with deceleration and bounce on the display link.
/// - `Platform/`: the connection to the Strata daemon — `UIApplicationMain` / `@main`,
///   daemon windows fed from shared buffers and paced by `FrameDone`, input as
///   `UITouch`/`UIPress`, `CADisplayLink`, `UIScreen`.
///
/// UI types are `@MainActor`, as in UIKit. Where ClientKit differs from UIKit on
/// purpose (Linux has no scenes, no screens object, no Objective-C runtime, no nibs),
/// the declaration's documentation says so.
///
/// The platform layer creates and updates
/// touches, presses, keys and events through members marked
/// `@_spi(StrataPlatform)`; import them with `@_spi(StrataPlatform) import ClientKit`.
/// Apps never need them.
public enum ClientKit {}
