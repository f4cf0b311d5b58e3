import Foundation
import StrataCairo

/// What fonts cost to look up, kept: the metrics and the face of each font spec
/// (loading a face costs, and fonts are made often, `UIFont.systemFont(ofSize:)` in
/// drawing code), and what each name given to `UIFont(name:size:)` resolved to.
/// Cleared when a font file is registered, since names may then mean other faces.
/// Thread-safe.
final class _FontCache: @unchecked Sendable {
    static let shared = _FontCache()

    private let lock = NSLock()
    private var metrics: [PangoFontSpec: PangoFontSpec.Metrics] = [:]
    private var faces: [PangoFontSpec: FontFace?] = [:]
    /// Resolved names, with the size left at 0.
    private var names: [String: PangoFontSpec?] = [:]

    private func cached<K: Hashable, V>(_ table: ReferenceWritableKeyPath<_FontCache, [K: V]>, _ key: K,
                                        _ make: () -> V) -> V {
        lock.lock()
        if let value = self[keyPath: table][key] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make()
        lock.lock()
        self[keyPath: table][key] = value
        lock.unlock()
        return value
    }

    func metrics(of spec: PangoFontSpec) -> PangoFontSpec.Metrics {
        cached(\.metrics, spec) { spec.metrics() }
    }

    func face(of spec: PangoFontSpec) -> FontFace? {
        var unsized = spec
        unsized.pixelSize = 12
        return cached(\.faces, unsized) { unsized.loadedFace() }
    }

    /// The spec `UIFont(name:size:)` draws `name` with (see there), or `nil`.
    func spec(named name: String, pixelSize: Double) -> PangoFontSpec? {
        let resolved = cached(\.names, name) { () -> PangoFontSpec? in
            if let face = FontCatalog.face(named: name) { return face.spec(pixelSize: 0) }
            // A Pango description, as fontName gave before it named PostScript names.
            if let spec = PangoFontSpec(parsing: name, pixelSize: 0), FontCatalog.isKnownFamily(spec.family) {
                return spec
            }
            return nil
        }
        guard var spec = resolved else { return nil }
        spec.pixelSize = pixelSize
        return spec
    }

    /// Forgets everything (a font file was registered).
    func removeAll() {
        lock.lock()
        metrics = [:]
        faces = [:]
        names = [:]
        lock.unlock()
    }
}
