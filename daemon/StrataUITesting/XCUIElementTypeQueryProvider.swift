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
    /// Every `.window` element under this one.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// Every `.alert` element under this one.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// Every `.button` element under this one.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// Every `.staticText` element under this one.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// Every `.textField` element under this one.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// Every `.secureTextField` element under this one.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// Every `.textView` element under this one.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// Every `.switch` element under this one.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// Every `.slider` element under this one.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// Every `.stepper` element under this one.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// Every `.segmentedControl` element under this one.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// Every `.pageIndicator` element under this one.
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    /// Every `.progressIndicator` element under this one.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// Every `.activityIndicator` element under this one.
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// Every `.image` element under this one.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// Every `.link` element under this one.
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// Every `.searchField` element under this one.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// Every `.table` element under this one.
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// Every `.collectionView` element under this one.
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// Every `.cell` element under this one.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// Every `.scrollView` element under this one.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// Every `.navigationBar` element under this one.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// Every `.tabBar` element under this one.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// Every `.key` element under this one.
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    /// Elements of no more specific type: plain and container views.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
