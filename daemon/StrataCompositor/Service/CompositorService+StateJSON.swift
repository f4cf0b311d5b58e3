import Foundation
import StrataDBus
import StrataProtocol

/// `DumpState` as JSON: section names ending in `.json` ("scene.json", "input.json",
/// "clients.json", "frames.json") return one JSON object with the same facts as the
/// text, in a stable shape (keys may be added, never renamed or removed within a
/// protocol version). Window lists are top first, like the text. `strata dump --json`.
extension CompositorService {
    func dumpStateJSON(_ section: StateSection) -> String {
        let object: [String: Any]
        switch section {
        case .scene: object = sceneJSON()
        case .input: object = inputJSON()
        case .clients: object = clientsJSON()
        case .frames: object = framesJSON()
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private func keyWindowNumber() -> Any { compositor.stack.keyWindow.map { Int($0.id) } ?? NSNull() }

    private func sceneJSON() -> [String: Any] {
        let windows: [[String: Any]] = compositor.stack.windows.reversed().map { window in
            [
                "number": Int(window.id), "path": window.path.rawValue, "title": window.title, "appId": window.appID,
                "level": Int(window.level), "x": Int(window.geometry.x), "y": Int(window.geometry.y),
                "width": Int(window.geometry.width), "height": Int(window.geometry.height),
                "visible": window.isVisible, "key": compositor.stack.keyWindow === window, "opaque": window.isOpaque,
                "responding": compositor.clients[window.owner]?.isResponding ?? true,
                "owner": window.owner, "pid": Int(window.processID),
                "buffer": window.current.map { ["id": Int($0.id), "width": $0.mapped.width, "height": $0.mapped.height,
                                                "format": "\($0.mapped.format)"] as [String: Any] } ?? NSNull(),
            ]
        }
        return ["screen": ["width": compositor.screenWidth, "height": compositor.screenHeight],
                "keyWindow": keyWindowNumber(), "windows": windows]
    }

    private func inputJSON() -> [String: Any] {
        let input = compositor.input
        return [
            "pointer": ["x": input.pointer.x, "y": input.pointer.y],
            "buttons": input.buttons.sorted().map(Int.init),
            "pointerGrab": input.pointerGrab.map { Int($0) } ?? NSNull(),
            "sessions": input.activeSources.sorted(),
            "touches": input.touches.sorted { $0.key < $1.key }.map { ["slot": Int($0.key), "window": Int($0.value)] },
            "keysDown": input.keysDown.sorted().map(Int.init),
            "keyWindow": keyWindowNumber(),
            "eventsRouted": input.routedEvents,
            "backend": compositor.backend.name,
            "devices": compositor.backend.inputDevices.map(\.description),
        ]
    }

    private func clientsJSON() -> [String: Any] {
        let clients: [[String: Any]] = compositor.clients.values.sorted(by: { $0.name < $1.name }).map { record in
            [
                "name": record.name, "private": record.isPrivate, "pid": Int(record.processID ?? 0),
                "windows": record.windowIDs.sorted().map(Int.init), "buffers": record.bufferCount, "bytes": record.bufferBytes,
                "responding": record.isResponding,
                "privileged": record.isPrivileged.map { $0 as Any } ?? (policy.isRestricted ? NSNull() : true as Any),
                "overBudget": budgets[record.name]?.overSince != nil,
            ]
        }
        return [
            "clients": clients, "privateConnections": peers.count,
            "inUse": ["windows": compositor.stack.windows.count, "buffers": compositor.totalBuffers, "bytes": compositor.totalBufferBytes],
            "allowlist": policy.allowedExecutables.map { $0.sorted() as Any } ?? NSNull(),
            "clientAddress": clientAddress,
        ]
    }

    private func framesJSON() -> [String: Any] {
        let renderer = compositor.renderer
        let screen = compositor.screenStatistics
        return [
            "refreshHz": compositor.frameClock.refreshHz,
            "frameClock": compositor.frameClock.isRunning ? "running" : "idle",
            "frames": compositor.frameClock.tickCount,
            "repaints": renderer.repaintCount,
            "framesPerSecond": screen.framesPerSecond(now: compositor.clock()),
            "repaintP50Us": screen.repaintTimes.percentile(50).map { Int($0) } ?? NSNull(),
            "repaintP99Us": screen.repaintTimes.percentile(99).map { Int($0) } ?? NSNull(),
            "lastFrameCompositedPixels": compositor.lastFrameCompositedPixels,
            "totalCompositedPixels": renderer.totalCompositedPixels,
            "frameDoneSent": frameDoneCount,
            "readsAtTicks": readsAtTicksCount,
            "clientsHeldForTick": heldForTick.count,
            "holdsSkippedAfterCalls": holdsSkippedAfterCalls,
            "readsBeforeCalls": readsBeforeCallsCount,
            "pendingDamagePixels": renderer.damage.area,
            "output": ["name": compositor.output.name,
                       "counters": Dictionary(compositor.output.statistics, uniquingKeysWith: { a, _ in a })],
            "windows": compositor.stack.windows.reversed().map { window -> [String: Any] in
                var entry: [String: Any] = ["number": Int(window.id), "appId": window.appID, "title": window.title]
                for (key, value) in window.statistics.fields { entry[key] = value.map { Int($0) as Any } ?? NSNull() }
                return entry
            },
        ]
    }
}

extension WindowFrameStatistics {
    /// The statistics by name (camelCase, as in JSON; `Window1.GetStatistics` uses
    /// the same names hyphenated): nil for a percentile with no samples yet.
    var fields: [(String, UInt64?)] {
        [("commits", UInt64(commits)), ("framesPresented", UInt64(framesPresented)), ("missedFrames", UInt64(missedFrames)),
         ("latencyP50Us", latencies.percentile(50)), ("latencyP99Us", latencies.percentile(99)),
         ("latencySamples", UInt64(min(latencies.total, latencies.capacity))),
         ("compositedPixels", UInt64(compositedPixels)), ("compositedBytes", UInt64(compositedBytes))]
    }

    /// `Window1.GetStatistics`'s a{sv}: the fields hyphenated ("frames-presented"),
    /// each a `t`; the percentiles are left out until there is a sample.
    var dbusFields: [String: DBusVariant] {
        var out: [String: DBusVariant] = [:]
        for (key, value) in fields {
            guard let value else { continue }
            let hyphenated = key.reduce(into: "") { s, c in
                if c.isUppercase { s += "-" + c.lowercased() } else { s.append(c) }
            }
            out[hyphenated] = DBusVariant(.uint64(value))
        }
        return out
    }
}
