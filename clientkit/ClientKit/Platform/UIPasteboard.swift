import Foundation

/// An object that helps a user share data from one place to another within the app,
/// and from the app to other apps: UIKit's `UIPasteboard`.
///
/// ``general`` is the screen's shared pasteboard, kept by the Strata daemon
/// (`org.strata.Pasteboard1`, protocol version 6): what one app copies, every app
/// on the screen can paste, and each hears ``changedNotification`` when another
/// app copies. Without a display (unit tests, tools) or with a daemon older than
/// version 6, it is kept in the process. Named pasteboards (``init(name:create:)``,
/// ``withUniqueName()``) are always the process's own: UIKit shares them only between
/// apps of one team, which Linux has no notion of.
///
/// Items are dictionaries from type identifiers (uniform type identifiers, as UIKit's:
/// `"public.utf8-plain-text"`, `"public.url"`, `"public.png"`) to values. Values are
/// stored as bytes: text as UTF-8, URLs as their absolute string, images as PNG,
/// `Data` as it is. Reading gives back a `String` for text types, a `URL` for URL
/// types, a `UIImage` for image types and `Data` for the rest.
///
/// Differences from UIKit: the class is main-actor isolated (it talks to the daemon
/// over the app's connection, which the main queue drives); there are no expiration
/// dates or item providers (`setItems(_:options:)` ignores its options:
/// ``OptionsKey/localOnly`` keeps items off other devices, and a Strata screen is one
/// device; ``OptionsKey/expirationDate`` is not kept); colours are stored in
/// ClientKit's own form (four sRGB components), which only ClientKit apps read.
@MainActor
open class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// Deprecated in UIKit (iOS 10): the find pasteboard, here one more named pasteboard.
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Keys of `setItems(_:options:)`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `true`: the items stay on this device (UIKit: no Universal Clipboard). Every
        /// app on a Strata screen is on one device, so this changes nothing.
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// A `Date` after which UIKit removes the items. Ignored: the daemon keeps no clock for items.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// Posted (object: the pasteboard) when a pasteboard's contents change, whether
    /// this app or, for the general pasteboard, another app changed them. The user info
    /// has ``changedTypesAddedUserInfoKey`` and ``changedTypesRemovedUserInfoKey``.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted (object: the pasteboard) when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The types the change added (`[String]`).
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The types the change removed (`[String]`).
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The text types, most specific first (UIKit's `typeListString`).
    nonisolated public static let typeListString = ["public.utf8-plain-text", "public.plain-text", "public.text",
                                        "public.utf16-plain-text"]
    /// The URL types (UIKit's `typeListURL`).
    nonisolated public static let typeListURL = ["public.url", "public.file-url"]
    /// The image types (UIKit's `typeListImage`).
    nonisolated public static let typeListImage = ["public.png", "public.jpeg", "public.image", "com.apple.uikit.image"]
    /// The colour types (UIKit's `typeListColor`).
    nonisolated public static let typeListColor = ["com.apple.uikit.color"]

    /// The general pasteboard, shared by every app on the screen.
    public static let general = UIPasteboard(name: .general, store: _GeneralPasteboardStore())

    private static var named: [Name: UIPasteboard] = [:]

    /// The pasteboard's name.
    public let name: Name
    let store: _PasteboardStore
    /// The change count last announced with ``changedNotification``, and the types then.
    private var announcedCount: Int
    private var announcedTypes: Set<String>

    init(name: Name, store: _PasteboardStore) {
        self.name = name
        self.store = store
        announcedCount = 0
        announcedTypes = []
    }

    /// The pasteboard named `name`: the existing one, or (with `create`) a new empty one;
    /// `nil` when there is none and `create` is false. ``Name/general`` gives ``general``.
    public convenience init?(name: Name, create: Bool) {
        guard name != .general else {
            // A failable convenience initializer cannot return another object: an
            // empty pasteboard sharing the general one's store stands in for it.
            self.init(name: .general, store: UIPasteboard.general.store)
            return
        }
        if let existing = UIPasteboard.named[name] {
            self.init(name: name, store: existing.store)
            return
        }
        guard create else { return nil }
        self.init(name: name, store: _LocalPasteboardStore())
        UIPasteboard.named[name] = self
    }

    /// A new pasteboard with a unique name (kept until ``remove(withName:)``).
    open class func withUniqueName() -> UIPasteboard {
        let name = Name("com.apple.UIKit.pboard.unique." + UUID().uuidString)
        let pasteboard = UIPasteboard(name: name, store: _LocalPasteboardStore())
        named[name] = pasteboard
        return pasteboard
    }

    /// Removes a named pasteboard (the general one cannot be removed) and posts
    /// ``removedNotification``.
    open class func remove(withName name: Name) {
        guard name != .general, let pasteboard = named.removeValue(forKey: name) else { return }
        NotificationCenter.default.post(name: removedNotification, object: pasteboard)
    }

    /// Deprecated in UIKit; named pasteboards here last while the process runs, so this
    /// is always `true` and setting it changes nothing.
    open var isPersistent: Bool {
        get { true }
        set {}
    }

    // MARK: Contents

    /// Grows by one with every change of the contents (by any app, for ``general``).
    open var changeCount: Int { store.changeCount }

    /// The number of items.
    open var numberOfItems: Int { store.types().count }

    /// The types of the first item (UIKit's `types`), most specific first as stored.
    open var types: [String] { store.types().first ?? [] }

    /// The types of each item in `itemSet` (all items when `nil`).
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let all = store.types()
        guard let itemSet else { return all }
        guard itemSet.allSatisfy({ $0 < all.count }) else { return nil }
        return itemSet.map { all[$0] }
    }

    /// Whether the first item has a value of any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        !Set(types).isDisjoint(with: pasteboardTypes)
    }

    /// Whether every item of `itemSet` (all when `nil`) has a value of any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        guard let lists = types(forItemSet: itemSet), !lists.isEmpty else { return false }
        return lists.allSatisfy { !Set($0).isDisjoint(with: pasteboardTypes) }
    }

    /// The items: each type identifier with its value (`String`, `URL`, `UIImage` or `Data`).
    open var items: [[String: Any]] {
        get { store.items(ofTypes: []).map { item in item.reduce(into: [:]) { $0[$1.key] = Self.value(of: $1.value, type: $1.key) } } }
        set { setItems(newValue) }
    }

    /// Replaces the items (the options change nothing here: see the class's notes).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let encoded = items.map { item in item.reduce(into: [String: Data]()) { $0[$1.key] = Self.data(of: $1.value) } }
        _replace(with: encoded)
    }

    /// Adds items after the existing ones.
    open func addItems(_ items: [[String: Any]]) {
        let existing = store.items(ofTypes: [])
        let encoded = items.map { item in item.reduce(into: [String: Data]()) { $0[$1.key] = Self.data(of: $1.value) } }
        _replace(with: existing + encoded)
    }

    /// The first item's value of `pasteboardType` as bytes.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        store.items(ofTypes: [pasteboardType]).first?[pasteboardType]
    }

    /// Each item's value of `pasteboardType` as bytes, for the items of `itemSet` (all when `nil`).
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let items = store.items(ofTypes: [pasteboardType])
        let chosen = itemSet.map { set in set.compactMap { $0 < items.count ? items[$0] : nil } } ?? items
        return chosen.compactMap { $0[pasteboardType] }
    }

    /// Makes the pasteboard one item holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    /// The first item's value of `pasteboardType` (`String`, `URL`, `UIImage` or `Data`).
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        data(forPasteboardType: pasteboardType).flatMap { Self.value(of: $0, type: pasteboardType) }
    }

    /// Each item's value of `pasteboardType`, for the items of `itemSet` (all when `nil`).
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        data(forPasteboardType: pasteboardType, inItemSet: itemSet)?.compactMap { Self.value(of: $0, type: pasteboardType) }
    }

    /// Makes the pasteboard one item holding `value` (a `String`, `URL`, `Data`,
    /// `UIImage`, `UIColor` or a number) as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    // MARK: Announcing changes

    /// Gives the store `items` and announces the change with the count it answers and
    /// the types the items have (no second round trip to the daemon to ask for them).
    private func _replace(with items: [[String: Data]]) {
        guard let count = store.setItems(items) else { return }
        announceIfChanged(count: count, types: items.map { $0.keys.sorted() })
    }

    /// Posts ``changedNotification`` if the contents changed since the last one (a
    /// change by this app, or one the daemon announced with its `count` and `types`).
    func announceIfChanged(count known: Int? = nil, types knownTypes: [[String]]? = nil) {
        let count = known ?? store.changeCount
        guard count != announcedCount else { return }
        let types = Set((knownTypes ?? store.types()).flatMap { $0 })
        let added = types.subtracting(announcedTypes).sorted()
        let removed = announcedTypes.subtracting(types).sorted()
        announcedCount = count
        announcedTypes = types
        NotificationCenter.default.post(name: Self.changedNotification, object: self,
                                        userInfo: [Self.changedTypesAddedUserInfoKey: added,
                                                   Self.changedTypesRemovedUserInfoKey: removed])
    }
}
