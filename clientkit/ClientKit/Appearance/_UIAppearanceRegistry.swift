import Foundation

/// What one object knows about appearance: a proxy's recorded settings, or which
/// properties an ordinary instance had set on itself (which proxies then leave alone).
@MainActor
final class _UIAppearanceState {
    /// The proxy this object is, if it is one.
    let proxy: _UIAppearanceProxy?
    /// Keys of the properties set on this instance directly (not by a proxy).
    var explicitKeys: Set<AnyHashable> = []

    init(proxy: _UIAppearanceProxy?) { self.proxy = proxy }
}

/// One appearance proxy: the class it styles, where and for which traits, and what was set
/// on it, in the order set (a key set again moves to the end with its new value).
@MainActor
final class _UIAppearanceProxy {
    let styledClass: AnyClass
    /// Innermost first.
    let containers: [AnyClass]
    let traits: UITraitCollection?
    /// The object the app sets properties on.
    let object: AnyObject
    /// Superclasses above `styledClass` (its specificity).
    let depth: Int
    /// When the proxy was made (ties keep that order).
    let serial: Int
    private(set) var entries: [(key: AnyHashable, apply: (AnyObject) -> Void)] = []

    init(styledClass: AnyClass, containers: [AnyClass], traits: UITraitCollection?, object: AnyObject, serial: Int) {
        self.styledClass = styledClass
        self.containers = containers
        self.traits = traits
        self.object = object
        self.serial = serial
        var depth = 0
        var cls: AnyClass? = styledClass
        while let c = cls { depth += 1; cls = _getSuperclass(c) }
        self.depth = depth
    }

    func record(_ key: AnyHashable, _ apply: @escaping (AnyObject) -> Void) {
        entries.removeAll { $0.key == key }
        entries.append((key, apply))
        _UIAppearanceRegistry.generation += 1
    }

    func matches(_ cls: AnyClass, traits instanceTraits: UITraitCollection, containers chain: [AnyObject]) -> Bool {
        guard _UIAppearanceRegistry.isClass(cls, kindOf: styledClass) else { return false }
        if let traits, !instanceTraits.containsTraits(in: traits) { return false }
        var next = 0
        for container in chain where next < containers.count {
            if _UIAppearanceRegistry.isClass(type(of: container), kindOf: containers[next]) { next += 1 }
        }
        return next == containers.count
    }
}

/// Objects that proxies can style: they carry an ``_UIAppearanceState``.
@MainActor
protocol _UIAppearanceStyled: AnyObject {
    var _appearanceState: _UIAppearanceState? { get set }
}

extension _UIAppearanceStyled {
    /// Called by a property's setter after the property changed: on a proxy, records the new
    /// value to replay; on an instance (outside a replay), remembers that the app set it.
    func _noteAppearance<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        guard _UIAppearanceRegistry.isInUse, let root = self as? Root else { return }
        if let proxy = _appearanceState?.proxy {
            let value = root[keyPath: keyPath]
            proxy.record(keyPath) { target in (target as? Root)?[keyPath: keyPath] = value }
        } else if !_UIAppearanceRegistry.isApplying {
            _noteExplicit(keyPath)
        }
    }

    /// The same for a setter method (`setTitleColor(_:for:)`): `key` names the method and
    /// its state arguments, `apply` calls it again with the same arguments.
    func _noteAppearanceCall<Root: AnyObject>(_ key: AnyHashable, _ apply: @escaping (Root) -> Void) {
        guard _UIAppearanceRegistry.isInUse else { return }
        if let proxy = _appearanceState?.proxy {
            proxy.record(key) { target in (target as? Root).map(apply) }
        } else if !_UIAppearanceRegistry.isApplying {
            _noteExplicit(key)
        }
    }

    private func _noteExplicit(_ key: AnyHashable) {
        if _appearanceState == nil { _appearanceState = _UIAppearanceState(proxy: nil) }
        _appearanceState!.explicitKeys.insert(key)
    }

    /// Whether this object is an appearance proxy.
    var _isAppearanceProxy: Bool { _appearanceState?.proxy != nil }
}

/// Every proxy made, and replaying them on instances.
@MainActor
enum _UIAppearanceRegistry {
    /// Set when the first proxy is made; until then setters record nothing.
    private(set) static var isInUse = false
    /// True while proxies' settings are being replayed on an instance.
    private(set) static var isApplying = false
    private static var proxies: [_UIAppearanceProxy] = []
    /// Counts changes to the proxies (bar items replay them once per change).
    static var generation = 0

    static func isClass(_ cls: AnyClass, kindOf ancestor: AnyClass) -> Bool {
        var c: AnyClass? = cls
        while let current = c {
            if current == ancestor { return true }
            c = _getSuperclass(current)
        }
        return false
    }

    /// The nearest class at or above `cls` that ClientKit declares.
    private static func nearestClientKitClass(_ cls: AnyClass) -> AnyClass {
        var c: AnyClass = cls
        while !String(reflecting: c).hasPrefix("ClientKit."), let up = _getSuperclass(c) { c = up }
        return c
    }

    static func proxy<T: AnyObject>(for type: T.Type, containers: [UIAppearanceContainer.Type],
                                    traits: UITraitCollection?) -> T {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        if let existing = proxies.first(where: {
            $0.styledClass == type && $0.traits == traits && $0.containers.count == containerClasses.count
                && zip($0.containers, containerClasses).allSatisfy { $0 == $1 }
        }) {
            return cast(existing.object, to: type)
        }
        isInUse = true
        let base: AnyClass = nearestClientKitClass(type)
        let object: AnyObject & _UIAppearanceStyled
        if let viewType = base as? UIView.Type {
            object = viewType.init(coder: NSCoder())!
        } else if let itemType = base as? UIBarItem.Type {
            object = itemType.init(coder: NSCoder())!
        } else {
            preconditionFailure("\(type) cannot have an appearance proxy")
        }
        let proxy = _UIAppearanceProxy(styledClass: type, containers: containerClasses, traits: traits,
                                       object: object, serial: proxies.count)
        object._appearanceState = _UIAppearanceState(proxy: proxy)
        proxies.append(proxy)
        return cast(object, to: type)
    }

    /// The proxy object as the requested class: an instance of it, or (for an app's own
    /// subclass) of the ClientKit class above it, whose inherited members are the same.
    private static func cast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
        if let typed = object as? T { return typed }
        return Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque()).takeUnretainedValue()
    }

    /// Replays on `object` every matching proxy's settings except those it set itself.
    /// `containers` lists what contains it, innermost first.
    static func apply(to object: AnyObject & _UIAppearanceStyled, traits: UITraitCollection,
                      containers: [AnyObject]) {
        guard isInUse, !object._isAppearanceProxy else { return }
        let cls: AnyClass = type(of: object)
        let matching = proxies
            .filter { !$0.entries.isEmpty && $0.matches(cls, traits: traits, containers: containers) }
            .sorted { ($0.depth, $0.containers.count, $0.serial) < ($1.depth, $1.containers.count, $1.serial) }
        guard !matching.isEmpty else { return }
        let explicit = object._appearanceState?.explicitKeys ?? []
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        for proxy in matching {
            for entry in proxy.entries where !explicit.contains(entry.key) {
                entry.apply(object)
            }
        }
    }

    /// Runs `body` (a class's own set-up of its defaults) without marking what it sets as
    /// set by the app, so proxies can still change those defaults.
    static func untracked(_ body: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        body()
    }

    /// Forgets every proxy (tests start from UIKit's state at launch).
    static func _reset() {
        proxies.removeAll()
        isInUse = false
    }
}

extension UIView: _UIAppearanceStyled {
    /// What contains this view for appearance purposes, innermost first: its controller
    /// if it is one's root view, then each superview and its controller.
    var _appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        if let controller = _viewController { chain.append(controller) }
        var view = _superview
        while let v = view {
            chain.append(v)
            if let controller = v._viewController { chain.append(controller) }
            view = v._superview
        }
        return chain
    }

    /// Replays the matching proxies on this view (it has just moved into a window).
    func _applyAppearance() {
        guard _UIAppearanceRegistry.isInUse else { return }
        _UIAppearanceRegistry.apply(to: self, traits: traitCollection, containers: _appearanceContainers)
    }
}

extension UIBarItem: _UIAppearanceStyled {
    /// Replays the matching proxies on this item, shown by `bar` (which is in a window).
    func _applyAppearance(shownBy bar: UIView) {
        guard _UIAppearanceRegistry.isInUse else { return }
        _UIAppearanceRegistry.apply(to: self, traits: bar.traitCollection,
                                    containers: [bar] + bar._appearanceContainers)
    }
}
