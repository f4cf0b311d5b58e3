import Foundation

/// What went wrong in a UI test: every failure of ``StrataApplication``, ``XCUIElement``
/// and ``XCUIElementQuery`` is one of these, with a description that says what was
/// asked and what was found (and, when the app died, what it printed last).
///
/// XCUITest records such failures in the running test itself; here they are thrown, so a
/// test method that `throws` fails with the description (and code outside XCTest can
/// catch them).
public enum StrataUITestingError: Error, Equatable, CustomStringConvertible {
    /// An executable was not found: `name`, and where it was looked for.
    case executableNotFound(name: String, searched: [String])
    /// `dbus-daemon` or `stratad` did not start; `detail` says how they failed.
    case daemonFailed(detail: String)
    /// The app ended (during launch or since): how, and the end of its standard error.
    case appExited(termination: String, standardError: String)
    /// The app did not show a window with something drawn in it within `timeout` seconds.
    case launchTimedOut(timeout: Double, standardError: String)
    /// The app is not running: `launch()` was not called, or `terminate()` was.
    case notRunning
    /// No element matches the query described.
    case elementNotFound(query: String)
    /// More than one element matches a query that must name exactly one (a subscript, `.element`).
    case multipleMatches(query: String, count: Int)
    /// The element exists but a tap at its centre would not reach it; `reason` says why.
    case notHittable(query: String, reason: String)
    /// A tap did not give the element keyboard focus, so `typeText` would type elsewhere.
    case notFocused(query: String)
    /// A character the built-in US keyboard layout cannot type.
    case cannotType(character: String)
    /// A call to the daemon or through it to the app failed (D-Bus error name and message).
    case callFailed(member: String, error: String)
    /// The app answered with a view tree that could not be read.
    case badTree(detail: String)

    public var description: String {
        switch self {
        case let .executableNotFound(name, searched):
            return "cannot find the executable '\(name)' (looked in: \(searched.joined(separator: ", "))); "
                + "set STRATA_BIN_PATH to the folder holding it, or give its path"
        case let .daemonFailed(detail):
            return "the private display did not start: \(detail)"
        case let .appExited(termination, standardError):
            return "the app is no longer running (\(termination))" + Self.tail(standardError)
        case let .launchTimedOut(timeout, standardError):
            return "the app showed no window with a frame drawn within \(timeout) s" + Self.tail(standardError)
        case .notRunning:
            return "the app is not running (call launch() first)"
        case let .elementNotFound(query):
            return "no element matches \(query)"
        case let .multipleMatches(query, count):
            return "\(count) elements match \(query); narrow the query, or use firstMatch or element(boundBy:)"
        case let .notHittable(query, reason):
            return "\(query) is not hittable: \(reason)"
        case let .notFocused(query):
            return "\(query) did not take keyboard focus when tapped (is it a text field or text view, and enabled?)"
        case let .cannotType(character):
            return "cannot type \(character.debugDescription) with the US keyboard layout"
        case let .callFailed(member, error):
            return "\(member) failed: \(error)"
        case let .badTree(detail):
            return "the app's view tree could not be read: \(detail)"
        }
    }

    private static func tail(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
        let trimmed = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "" : "; its standard error ends:\n" + trimmed
    }
}
