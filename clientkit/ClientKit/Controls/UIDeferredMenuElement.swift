import Foundation

/// A placeholder in a menu whose elements are supplied later (UIKit's
/// `UIDeferredMenuElement`): when the menu is shown, the provider is called with a
/// completion to call (at once or later, on the main actor) with the elements. Until
/// then the menu shows a "Loading…" row.
///
/// An element made with ``init(_:)`` asks once: the elements it got are shown every
/// later time the menu is shown. One made with ``uncached(_:)`` asks every time.
@MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// What the provider is given: call it with the elements to show.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    /// The closure asked for the elements.
    public typealias Provider = @MainActor (@escaping Completion) -> Void

    let _provider: Provider
    /// Whether the elements are asked for every time the menu is shown.
    let _isUncached: Bool
    /// The elements supplied (for a cached element, once they came).
    var _cachedElements: [UIMenuElement]?

    /// An element whose provider is called the first time its menu is shown.
    public init(_ elementProvider: @escaping Provider) {
        _provider = elementProvider
        _isUncached = false
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping Provider) {
        _provider = elementProvider
        _isUncached = true
        super.init(title: "", image: nil)
    }

    /// An element whose provider is called every time its menu is shown (iOS 15).
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Asks for the elements (unless cached); `update` runs when they come, at once when
    /// the provider answers at once.
    func _resolve(_ update: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if !_isUncached, let cached = _cachedElements { return update(cached) }
        var answered = false
        _provider { [weak self] elements in
            guard !answered else { return }
            answered = true
            if let self, !self._isUncached { self._cachedElements = elements }
            update(elements)
        }
    }
}
