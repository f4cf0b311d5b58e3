import Foundation

/// What a view's accessibility setters stored; allocated on the first set, so views
/// nobody describes pay one nil pointer. `nil` fields mean "the class's default".
final class _UIAccessibilityStorage {
    var isElement: Bool?
    var label: String??
    var identifier: String?
    var value: String??
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
}
