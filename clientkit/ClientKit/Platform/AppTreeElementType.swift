/// What kind of element a view is in `App1`'s JSON ("elementType"), named as
/// `XCUIElement.ElementType` names its cases ("button", "staticText", "textField",
/// "switch", "cell", "other"…), so a UI test finds `app.buttons` as XCUITest does.
///
/// ClientKit's own classes decide first (a subclass keeps its class's kind): a
/// `UISwitch` is a switch though its traits say button. Views whose class says little —
/// plain and custom views, labels, image views, custom controls — take the kind their
/// traits give (a custom view with `.button` is a button, a label with `.link` a link),
/// else their class's default ("staticText", "image", "other").
enum _AppTreeElementType {
    /// A class's kind: `fixed` when the class alone decides, else `fallback` unless the
    /// traits say otherwise. Worked out once per class (the JSON writer caches it).
    struct ClassKind {
        var fixed: StaticString?
        var fallback: StaticString
    }

    static func classKind(_ type: UIView.Type) -> ClassKind {
        // Most specific first: UITextField before UIControl, UITableView before UIScrollView.
        let fixed: StaticString
        switch type {
        case is UIWindow.Type: fixed = "window"
        case is UITextField.Type: fixed = "textField"
        case is UITextView.Type: fixed = "textView"
        case is UIButton.Type, is _UITabBarButton.Type, is _UIAlertButton.Type: fixed = "button"
        case is UISwitch.Type: fixed = "switch"
        case is UISlider.Type: fixed = "slider"
        case is UIStepper.Type: fixed = "stepper"
        case is UISegmentedControl.Type: fixed = "segmentedControl"
        case is UIPageControl.Type: fixed = "pageIndicator"
        case is UIProgressView.Type: fixed = "progressIndicator"
        case is UIActivityIndicatorView.Type: fixed = "activityIndicator"
        case is UITableViewCell.Type, is UICollectionViewCell.Type: fixed = "cell"
        case is UITableView.Type: fixed = "table"
        case is UICollectionView.Type: fixed = "collectionView"
        case is UIScrollView.Type: fixed = "scrollView"
        case is UINavigationBar.Type: fixed = "navigationBar"
        case is UITabBar.Type: fixed = "tabBar"
        case is _UIAlertView.Type: fixed = "alert"
        case is UILabel.Type: return ClassKind(fixed: nil, fallback: "staticText")
        case is UIImageView.Type: return ClassKind(fixed: nil, fallback: "image")
        default: return ClassKind(fixed: nil, fallback: "other")
        }
        return ClassKind(fixed: fixed, fallback: fixed)
    }

    /// The kind of one view, given its class's kind and its traits.
    @MainActor
    static func name(of view: UIView, kind: ClassKind, traits: UIAccessibilityTraits) -> StaticString {
        if let fixed = kind.fixed {
            if let field = view as? UITextField, field.isSecureTextEntry { return "secureTextField" }
            return fixed
        }
        return name(traits: traits, fallback: kind.fallback)
    }

    /// The type the traits say, else `fallback` (also for `UIAccessibilityElement`s).
    static func name(traits: UIAccessibilityTraits, fallback: StaticString) -> StaticString {
        if traits.contains(.button) { return "button" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.searchField) { return "searchField" }
        if traits.contains(.keyboardKey) { return "key" }
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.image) { return "image" }
        if traits.contains(.staticText) { return "staticText" }
        if traits.contains(.tabBar) { return "tabBar" }
        return fallback
    }

    /// The same, working out the class's kind (for `Find`, one view at a time).
    @MainActor
    static func name(of view: UIView) -> String {
        "\(name(of: view, kind: classKind(type(of: view)), traits: view.accessibilityTraits))"
    }
}
