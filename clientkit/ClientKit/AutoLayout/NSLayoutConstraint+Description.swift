import Foundation

extension NSLayoutConstraint {
    /// UIKit's description, used in Auto Layout's log messages:
    /// `<NSLayoutConstraint:0x… 'identifier' UILabel:0x…'Name'.leading == UIView:0x….leading + 20 @750   (active)>`.
    ///
    /// The identifier appears when set, the multiplier when it is not 1, the constant when
    /// it is not 0 (or when there is no second item), the priority when it is not required.
    nonisolated public var description: String {
        MainActor.assumeIsolated { _description }
    }

    var _description: String {
        var text = "<\(_LayoutItemName.typeName(of: self)):\(_LayoutItemName.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + _equationDescription
        text += _holder != nil ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// `first.attr == m*second.attr + c @p`.
    var _equationDescription: String {
        var text = "\(_LayoutItemName.of(_firstItem)).\(firstAttribute) \(relation) "
        if let second = _secondItem {
            if multiplier != 1 { text += "\(_LayoutItemName.number(multiplier))*" }
            text += "\(_LayoutItemName.of(second)).\(secondAttribute)"
            if constant > 0 { text += " + \(_LayoutItemName.number(constant))" }
            if constant < 0 { text += " - \(_LayoutItemName.number(-constant))" }
        } else {
            text += _LayoutItemName.number(constant)
        }
        if priority != .required { text += " @\(priority)" }
        return text
    }
}

/// How Auto Layout's messages name items: `UILabel:0x7f…'text'`, `UILayoutGuide:0x…'identifier'`.
@MainActor
enum _LayoutItemName {
    static func of(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        var name = "\(typeName(of: item)):\(address(of: item))"
        if let label = item as? UILabel, let text = label.text, !text.isEmpty {
            name += "'\(text.count > 30 ? text.prefix(30) + "…" : Substring(text))'"
        } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            name += "'\(guide.identifier)'"
        }
        return name
    }

    nonisolated static func typeName(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// `20`, `0.5`, `-3.25`: no trailing `.0`.
    nonisolated static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(Double(value))
    }
}
