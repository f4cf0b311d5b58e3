import Foundation

/// A way to find elements: `app.buttons`, `app.cells.staticTexts`,
/// `app.descendants(matching: .button).matching(identifier: "ok")`. A query is evaluated
/// afresh, against the app's view tree at that moment, whenever its result is read
/// (`count`, or an element's properties and actions), as in XCUITest.
///
/// Elements are the app's visible views (a hidden view and everything in it are left
/// out), in tree order — front last within a window, top window first — except what is
/// inside an accessibility element: a button's title label belongs to the button.
///
/// Differences from XCUITest: no `NSPredicate` — `matching(_:)` takes a closure over an
/// ``XCUIElementSnapshot``; `count` is 0 (not a test failure) when the app cannot be
/// asked; no `element(matching:)` with a predicate, no `containing(_:)` predicate form.
public final class XCUIElementQuery: XCUIElementTypeQueryProvider, CustomStringConvertible {
    let app: StrataApplication
    /// How the query was built, for messages: `app.buttons.matching(identifier: "ok")`.
    public let description: String
    let resolve: (ElementTree) throws(StrataUITestingError) -> [ElementNode]

    init(app: StrataApplication, description: String,
         _ resolve: @escaping (ElementTree) throws(StrataUITestingError) -> [ElementNode]) {
        self.app = app
        self.description = description
        self.resolve = resolve
    }

    /// The matches now (the app's tree is read once).
    func matches() throws(StrataUITestingError) -> [ElementNode] {
        try resolve(app.tree())
    }

    /// A query of the elements `base` gives that are of `type`.
    func filtered(_ type: XCUIElement.ElementType, description: String,
                  _ base: @escaping (ElementTree) throws(StrataUITestingError) -> [ElementNode]) -> XCUIElementQuery {
        XCUIElementQuery(app: app, description: description) { tree throws(StrataUITestingError) in
            try base(tree).filter { type == .any || $0.elementType == type }
        }
    }

    // MARK: Counting and picking

    /// How many elements match now; 0 when the app is not running.
    public var count: Int { (try? matches().count) ?? 0 }

    /// The element that must be the only match (else its use fails with
    /// ``StrataUITestingError/multipleMatches(query:count:)``).
    public var element: XCUIElement { XCUIElement(query: self, binding: .only) }

    /// The first match, whatever follows it.
    public var firstMatch: XCUIElement { XCUIElement(query: self, binding: .first) }

    /// The match at `index` (0-based, in tree order) whenever it is used.
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(query: self, binding: .index(index)) }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }

    /// The only match whose identifier or label is `key` (XCUITest's subscript rule).
    public subscript(key: String) -> XCUIElement {
        XCUIElement(query: matching(identifier: key, description: "\(description)[\(key.debugDescription)]"), binding: .only)
    }

    // MARK: Narrowing

    /// The matches whose `accessibilityIdentifier` or `accessibilityLabel` is `identifier`
    /// (as XCUITest's `matching(identifier:)` matches either).
    public func matching(identifier: String) -> XCUIElementQuery {
        matching(identifier: identifier, description: "\(description).matching(identifier: \(identifier.debugDescription))")
    }

    private func matching(identifier: String, description: String) -> XCUIElementQuery {
        XCUIElementQuery(app: app, description: description) { [resolve] tree throws(StrataUITestingError) in
            try resolve(tree).filter { $0.identifier == identifier || $0.label == identifier }
        }
    }

    /// The matches of `type` (`.any`: all) whose identifier or label is `identifier` (any
    /// when nil).
    public func matching(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let text = "\(description).matching(.\(type.rawValue), identifier: \(identifier?.debugDescription ?? "nil"))"
        return XCUIElementQuery(app: app, description: text) { [resolve] tree throws(StrataUITestingError) in
            try resolve(tree).filter {
                (type == .any || $0.elementType == type) && (identifier == nil || $0.identifier == identifier || $0.label == identifier)
            }
        }
    }

    /// The matches for which `predicate` holds: this library's stand-in for XCUITest's
    /// `matching(NSPredicate)`, e.g. `app.staticTexts.matching { $0.label.hasPrefix("Row ") }`.
    public func matching(_ predicate: @escaping (XCUIElementSnapshot) -> Bool) -> XCUIElementQuery {
        XCUIElementQuery(app: app, description: "\(description).matching(…)") { [resolve] tree throws(StrataUITestingError) in
            try resolve(tree).filter { predicate($0.snapshot) }
        }
    }

    /// The matches that have a descendant of `type` whose identifier or label is
    /// `identifier` (any when nil), e.g. the cell holding the text "Row 3":
    /// `app.cells.containing(.staticText, identifier: "Row 3")`.
    public func containing(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let text = "\(description).containing(.\(type.rawValue), identifier: \(identifier?.debugDescription ?? "nil"))"
        return XCUIElementQuery(app: app, description: text) { [resolve] tree throws(StrataUITestingError) in
            try resolve(tree).filter { node in
                var under: [ElementNode] = []
                node.exposedDescendants(into: &under)
                return under.contains {
                    (type == .any || $0.elementType == type) && (identifier == nil || $0.identifier == identifier || $0.label == identifier)
                }
            }
        }
    }

    // MARK: Going down

    /// Every element of `type` under any match, in tree order (each once).
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        filtered(type, description: "\(description).\(Self.name(of: type))") { [resolve] tree throws(StrataUITestingError) in
            Self.unique(try resolve(tree).flatMap { node -> [ElementNode] in
                var under: [ElementNode] = []
                node.exposedDescendants(into: &under)
                return under
            })
        }
    }

    /// The elements of `type` directly under any match.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        filtered(type, description: "\(description).children(matching: .\(type.rawValue))") { [resolve] tree throws(StrataUITestingError) in
            Self.unique(try resolve(tree).flatMap(\.exposedChildren))
        }
    }

    static func unique(_ nodes: [ElementNode]) -> [ElementNode] {
        var seen = Set<ObjectIdentifier>()
        return nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// How a type's query reads in messages: `buttons`, `staticTexts`, `descendants(matching: .any)`.
    static func name(of type: XCUIElement.ElementType) -> String {
        switch type {
        case .any: return "descendants(matching: .any)"
        case .other: return "otherElements"
        case .switch: return "switches"
        case .checkBox: return "checkBoxes"
        case .comboBox: return "comboBoxes"
        case .menuBarItem: return "menuBarItems"
        default: return type.rawValue + "s"
        }
    }
}
