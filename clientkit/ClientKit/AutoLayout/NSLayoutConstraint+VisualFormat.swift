import Foundation

extension NSLayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: attributes to
    /// align every view in the format on, and the direction of a horizontal format
    /// (`NSLayoutConstraint.FormatOptions`, UIKit's raw values).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The alignment options and the attributes they align.
        static let _alignments: [(FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
    }

    /// The constraints an ASCII-art description of a row or column of views stands for
    /// (UIKit's visual format language), inactive:
    /// `"H:|-20-[name(>=100)]-[button(==name)]-|"`.
    ///
    /// `H:` (the default) or `V:`; `|` is the superview; `[view(predicates)]` a view from
    /// `views` with optional size predicates (`==`, `<=`, `>=` a number, a metric or another
    /// view, each with an optional `@priority`); between elements `-n-` or
    /// `-(predicates)-` is a spacing, a lone `-` the standard spacing, nothing no space.
    /// Names in predicates are looked up in `metrics`. `options` align every view of the
    /// format on an attribute of the other axis and choose a horizontal format's direction.
    ///
    /// The standard spacing is 8 points between views and 20 to the superview's edge
    /// (UIKit's values before it started deriving them from the context). A malformed
    /// format stops the app with the position of the error, as UIKit raises.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = _VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        return parser.constraints(options: opts)
    }
}

/// The visual format language's parser: one format string to constraints.
@MainActor
struct _VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    /// One predicate: `(relation)(object)(@priority)`.
    private struct Predicate {
        enum Object { case constant(CGFloat), view(AnyObject), standard }
        var relation = NSLayoutConstraint.Relation.equal
        var object: Object
        var priority: UILayoutPriority?
    }

    private enum Element {
        case superview
        case view(AnyObject, size: [Predicate])

        var isSuperview: Bool {
            if case .superview = self { return true }
            return false
        }
    }

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func constraints(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        let vertical: Bool
        if consume("V:") { vertical = true } else { _ = consume("H:"); vertical = false }
        var elements: [Element] = []
        var connections: [[Predicate]] = []
        if consume("|") { elements.append(.superview) }
        while true {
            if !elements.isEmpty { connections.append(connection()) }
            if consume("|") {
                elements.append(.superview)
                break
            }
            elements.append(view())
            skipSpaces()
            if index == characters.count { break }
        }
        skipSpaces()
        guard index == characters.count else { fail("Expected the end of the format") }
        guard elements.contains(where: { !$0.isSuperview }) else { fail("Expected a view") }
        return build(elements, connections, vertical: vertical, options: options)
    }

    // MARK: Building

    private func build(_ elements: [Element], _ connections: [[Predicate]], vertical: Bool,
                       options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        let direction = options.intersection(.directionMask)
        let rightToLeft = !vertical && direction == .directionRightToLeft
        // The edge each element starts and ends with along the format.
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : rightToLeft ? (.right, .left) : (.leading, .trailing)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        var superview: AnyObject?
        for element in elements {
            if case .view(let view, _) = element { superview = NSLayoutConstraint._view(of: view)?.superview }
        }
        func object(_ element: Element) -> AnyObject {
            switch element {
            case .superview:
                guard let superview else { fail("A view in the format has no superview for '|'") }
                return superview
            case .view(let view, _): return view
            }
        }
        for element in elements {
            guard case .view(let view, let predicates) = element else { continue }
            for predicate in predicates {
                let constraint: NSLayoutConstraint
                switch predicate.object {
                case .view(let other):
                    constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: other,
                                                    attribute: size, multiplier: 1, constant: 0)
                case .constant(let c):
                    constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
                                                    attribute: .notAnAttribute, multiplier: 1, constant: c)
                case .standard:
                    fail("A size cannot be the standard spacing")
                }
                if let priority = predicate.priority { constraint.priority = priority }
                result.append(constraint)
            }
        }
        for (k, predicates) in connections.enumerated() {
            let before = elements[k], after = elements[k + 1]
            // The gap runs from the end of `before` (the start of a leading superview) to
            // the start of `after` (the end of a trailing superview), along the format.
            let beforeEdge = before.isSuperview ? start : end
            let afterEdge = after.isSuperview ? end : start
            for predicate in predicates {
                let gap: CGFloat
                switch predicate.object {
                case .constant(let c): gap = c
                case .standard: gap = before.isSuperview || after.isSuperview ? 20 : _systemSpacing
                case .view: fail("A spacing cannot be a view")
                }
                // The later item comes first; right to left, positions count leftwards, so
                // the earlier one does.
                let constraint = rightToLeft
                    ? NSLayoutConstraint(item: object(before), attribute: beforeEdge, relatedBy: predicate.relation,
                                         toItem: object(after), attribute: afterEdge, multiplier: 1, constant: gap)
                    : NSLayoutConstraint(item: object(after), attribute: afterEdge, relatedBy: predicate.relation,
                                         toItem: object(before), attribute: beforeEdge, multiplier: 1, constant: gap)
                if let priority = predicate.priority { constraint.priority = priority }
                result.append(constraint)
            }
        }
        // Alignment of every view with the first one.
        let views = elements.compactMap { element -> AnyObject? in
            if case .view(let view, _) = element { return view }
            return nil
        }
        for (option, attribute) in NSLayoutConstraint.FormatOptions._alignments where options.contains(option) {
            guard attribute._axis != (vertical ? .vertical : .horizontal) else {
                fail("Options mask required views to be aligned on an attribute along the format's own axis")
            }
            for view in views.dropFirst() {
                result.append(NSLayoutConstraint(item: views[0], attribute: attribute, relatedBy: .equal, toItem: view,
                                                 attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    // MARK: Grammar

    /// `[name(predicates)]`.
    private mutating func view() -> Element {
        skipSpaces()
        guard consume("[") else { fail("Expected a view") }
        let name = identifier()
        guard let view = views[name] as AnyObject?, view is UIView || view is UILayoutGuide else {
            fail("\(name) is not a key in the views dictionary")
        }
        var predicates: [Predicate] = []
        if consume("(") { predicates = predicateList(closing: ")") }
        guard consume("]") else { fail("Expected ']'") }
        return .view(view, size: predicates)
    }

    /// Between two elements: `-n-`, `-(predicates)-`, `-` (standard) or nothing (flush).
    private mutating func connection() -> [Predicate] {
        skipSpaces()
        guard consume("-") else { return [Predicate(object: .constant(0))] }
        skipSpaces()
        if peek("[") || peek("|") { return [Predicate(object: .standard)] }
        let predicates: [Predicate]
        if consume("(") {
            predicates = predicateList(closing: ")")
        } else {
            predicates = [Predicate(object: .constant(number()))]
        }
        skipSpaces()
        guard consume("-") else { fail("Expected '-'") }
        return predicates
    }

    /// `predicate(,predicate)*` up to `closing`.
    private mutating func predicateList(closing: Character) -> [Predicate] {
        var predicates: [Predicate] = []
        repeat {
            skipSpaces()
            var predicate = Predicate(object: .standard)
            if consume("==") { predicate.relation = .equal } else if consume("<=") {
                predicate.relation = .lessThanOrEqual
            } else if consume(">=") { predicate.relation = .greaterThanOrEqual }
            skipSpaces()
            if let c = numberIfPresent() {
                predicate.object = .constant(c)
            } else {
                let name = identifier()
                if let value = metric(name) {
                    predicate.object = .constant(value)
                } else if let view = views[name] as AnyObject?, view is UIView || view is UILayoutGuide {
                    predicate.object = .view(view)
                } else {
                    fail("\(name) is neither a metric nor a view")
                }
            }
            skipSpaces()
            if consume("@") {
                skipSpaces()
                if let value = numberIfPresent() {
                    predicate.priority = UILayoutPriority(Float(value))
                } else {
                    let name = identifier()
                    guard let value = metric(name) else { fail("\(name) is not a metric") }
                    predicate.priority = UILayoutPriority(Float(value))
                }
            }
            predicates.append(predicate)
            skipSpaces()
        } while consume(",")
        guard consume(String(closing)) else { fail("Expected '\(closing)'") }
        return predicates
    }

    private mutating func number() -> CGFloat {
        if let value = numberIfPresent() { return value }
        let name = identifier()
        guard let value = metric(name) else { fail("\(name) is not a metric") }
        return value
    }

    private mutating func numberIfPresent() -> CGFloat? {
        let begin = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > begin, let value = Double(String(characters[begin..<index])) else {
            index = begin
            return nil
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let begin = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            index += 1
        }
        guard index > begin else { fail("Expected a name") }
        return String(characters[begin..<index])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private func peek(_ text: String) -> Bool {
        let token = Array(text)
        return index + token.count <= characters.count && Array(characters[index..<index + token.count]) == token
    }

    private mutating func consume(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += text.count
        return true
    }

    private func fail(_ reason: String) -> Never {
        _autoLayoutProgrammerError("Unable to parse constraint format: \n\(reason)\n\(format)\n"
            + String(repeating: " ", count: index) + "^")
    }
}
