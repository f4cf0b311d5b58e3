/// What the app, an element and a query have in common: queries for the elements under
/// them, by type (XCUITest's protocol of the same name). `app.buttons` is every button in
/// the app, `cell.staticTexts` every static text in a cell, `app.cells.staticTexts` every
/// static text in any cell.
public protocol XCUIElementTypeQueryProvider {
    /// Every element of `type` under this one (`.any`: every element), in tree order.
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
    /// The elements of `type` directly under this one.
    func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var links: XCUIElementQuery { descendants(matching: .link) }
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    /// Elements of no more specific type: plain and container views.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
