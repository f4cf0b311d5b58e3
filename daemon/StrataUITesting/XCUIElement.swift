import Foundation
import StrataDBus
import StrataProtocol

/// One element of the app under test, found by a query each time it is used: it holds
/// no view, so it stays valid while the app changes, and `exists` says whether the query
/// finds it now.
///
/// Differences from XCUITest: properties that need the element (`label`, `frame`…) are
/// `get throws` and throw ``StrataUITestingError`` when it is missing or ambiguous, where
/// XCUITest records a failure in the test — write `XCTAssertEqual(try e.label, "…")`;
/// `value` is a `String?` (XCUITest's is `Any?`); there is no `XCUICoordinate`, and no
/// `title` or `placeholderValue` (a text field's empty value is its placeholder, as in
/// UIKit's accessibility).
public final class XCUIElement: XCUIElementTypeQueryProvider, CustomStringConvertible {
    enum Binding {
        case only
        case first
        case index(Int)
    }

    let query: XCUIElementQuery
    let binding: Binding

    init(query: XCUIElementQuery, binding: Binding) {
        self.query = query
        self.binding = binding
    }

    var app: StrataApplication { query.app }

    /// The query that finds it, as written: `app.buttons["Greet"]`, `app.cells.element(boundBy: 2)`.
    public var description: String {
        switch binding {
        case .only: return query.description.hasSuffix("]") ? query.description : query.description + ".element"
        case .first: return query.description + ".firstMatch"
        case .index(let i): return query.description + ".element(boundBy: \(i))"
        }
    }

    /// The element's node in `tree`.
    func resolve(in tree: ElementTree) throws(StrataUITestingError) -> ElementNode {
        let matches = try query.resolve(tree)
        switch binding {
        case .only:
            guard let only = matches.first else { throw .elementNotFound(query: description) }
            guard matches.count == 1 else { throw .multipleMatches(query: description, count: matches.count) }
            return only
        case .first:
            guard let first = matches.first else { throw .elementNotFound(query: description) }
            return first
        case .index(let i):
            guard i >= 0, i < matches.count else {
                throw .elementNotFound(query: description + " (\(matches.count) match\(matches.count == 1 ? "" : "es"))")
            }
            return matches[i]
        }
    }

    /// The element's node now (one read of the app's tree).
    func node() throws(StrataUITestingError) -> ElementNode {
        try resolve(in: app.tree())
    }

    // MARK: Existence

    /// Whether the query finds it now. False, not a failure, when the app is not running.
    /// (For a subscript or `.element`, several matches count as existing, as in XCUITest;
    /// using such an element fails.)
    public var exists: Bool {
        do {
            _ = try node()
            return true
        } catch .multipleMatches {
            return true
        } catch {
            return false
        }
    }

    /// Waits until the element exists, checking every 50 ms; false when `timeout` seconds
    /// pass first (or the app ends).
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) { exists }
    }

    /// Waits until the element no longer exists; false when `timeout` seconds pass first.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) { !exists }
    }

    /// Waits until `condition` holds for the element (a missing element or a thrown error
    /// counts as not yet), e.g. `cell.wait(until: { try $0.isSelected }, timeout: 5)`.
    /// XCUITest's `wait(for:toEqual:timeout:)` takes a key path instead; key paths cannot
    /// name the throwing properties here.
    public func wait(until condition: (XCUIElement) throws -> Bool, timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) { (try? condition(self)) == true }
    }

    // MARK: Attributes

    /// Everything about the element now, and the elements under it.
    public func snapshot() throws(StrataUITestingError) -> XCUIElementSnapshot {
        try node().snapshot
    }

    /// Its kind: `.button`, `.staticText`, `.textField`… (from the view's class, else its traits).
    public var elementType: ElementType { get throws(StrataUITestingError) { try node().elementType } }
    /// Its `accessibilityIdentifier`; "" when it has none.
    public var identifier: String { get throws(StrataUITestingError) { try node().identifier } }
    /// Its `accessibilityLabel`: a label's text or a button's title unless the app set
    /// one; "" when it has none.
    public var label: String { get throws(StrataUITestingError) { try node().label } }
    /// Its `accessibilityValue`: a text field's text (its placeholder while empty), a
    /// switch's "1" or "0", a slider's percentage ("50%").
    public var value: String? { get throws(StrataUITestingError) { try node().value } }
    /// Its accessibility frame, in screen points.
    public var frame: CGRect { get throws(StrataUITestingError) { try node().frame } }
    /// False for a disabled control (its traits say `notEnabled`).
    public var isEnabled: Bool { get throws(StrataUITestingError) { try snapshot().isEnabled } }
    /// True when its traits say `selected`: a selected control, table or collection cell.
    public var isSelected: Bool { get throws(StrataUITestingError) { try snapshot().isSelected } }
    /// Whether it is its window's first responder (a text field being edited).
    public var hasFocus: Bool { get throws(StrataUITestingError) { try node().focused } }

    /// Whether a tap at its centre would reach it: the centre is on the screen, the
    /// element's window is the top one there, and nothing in front of the element in that
    /// window covers the centre. A missing element throws.
    public var isHittable: Bool {
        get throws(StrataUITestingError) {
            let tree = try app.tree()
            do {
                _ = try hitPoint(of: try resolve(in: tree), in: tree)
                return true
            } catch .notHittable {
                return false
            }
        }
    }

    /// Where a tap on `node` lands, or why it would not reach it.
    func hitPoint(of node: ElementNode, in tree: ElementTree) throws(StrataUITestingError) -> CGPoint {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { throw .notHittable(query: description, reason: "its frame is empty") }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let screen = CGRect(origin: .zero, size: app.screenSize)
        guard screen.contains(centre) else {
            throw .notHittable(query: description, reason: "its centre (\(centre.x), \(centre.y)) is off the screen (scroll it into view first)")
        }
        let display = try app.runningDisplay()
        let top = try display.call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "WindowAt") {
            try $0.append(Double(centre.x), Double(centre.y))
        }
        let topWindow = (try? top.decode(DBusObjectPath.self))?.rawValue ?? "/"
        guard topWindow == node.window else {
            throw .notHittable(query: description, reason: "another window (\(topWindow)) is in front of it at its centre")
        }
        var root = node
        while let parent = root.parent { root = parent }
        if let front = root.frontmost(at: centre), !front.isDescendant(of: node) {
            throw .notHittable(query: description,
                               reason: "a \(front.className)\(front.identifier.isEmpty ? "" : " '\(front.identifier)'") covers its centre")
        }
        return centre
    }

    // MARK: Going down

    /// Every element of `type` under this one, in tree order.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: app, description: "\(description).\(XCUIElementQuery.name(of: type))") { tree throws(StrataUITestingError) in
            var under: [ElementNode] = []
            try self.resolve(in: tree).exposedDescendants(into: &under)
            return under.filter { type == .any || $0.elementType == type }
        }
    }

    /// The elements of `type` directly under this one.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: app, description: "\(description).children(matching: .\(type.rawValue))") { tree throws(StrataUITestingError) in
            try self.resolve(in: tree).exposedChildren.filter { type == .any || $0.elementType == type }
        }
    }

    /// The part of the screen the element covers, as PNG data.
    public func screenshot() throws(StrataUITestingError) -> Data {
        let frame = try node().frame
        return try Screenshot.png(of: app.runningDisplay(), area: frame)
    }
}
