extension XCUIElement {
    /// The kind of an element, with XCUITest's case names. ClientKit's views are
    /// `window`, `button`, `staticText`, `textField`, `secureTextField`, `textView`,
    /// `switch`, `slider`, `stepper`, `segmentedControl`, `pageIndicator`,
    /// `progressIndicator`, `activityIndicator`, `image`, `table`, `collectionView`,
    /// `cell`, `scrollView`, `navigationBar`, `tabBar`, `alert`, `link`, `searchField`,
    /// `key` and `other`; the other cases exist so code written for XCUITest compiles,
    /// and match nothing. Unlike XCUITest's, the raw values are the names (as `GetTree`
    /// writes them), not numbers.
    public enum ElementType: String, CaseIterable, Sendable {
        case any, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton, radioGroup
        case checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover, keyboard, key
        case navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow
        case browser, collectionView, slider, pageIndicator, progressIndicator, activityIndicator, segmentedControl
        case picker, pickerWheel, `switch`, toggle, link, image, icon, searchField, scrollView, scrollBar, staticText
        case textField, secureTextField, datePicker, textView, menu, menuItem, menuBar, menuBarItem, map, webView
        case incrementArrow, decrementArrow, timeline, ratingIndicator, valueIndicator, splitGroup, splitter
        case relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler, rulerMarker, grid, levelIndicator, cell
        case layoutArea, layoutItem, handle, stepper, tab, touchBar, statusItem

        /// The type `GetTree` names; an unknown name (a newer daemon's) is `other`.
        init(name: String) {
            self = ElementType(rawValue: name) ?? .other
        }
    }
}
