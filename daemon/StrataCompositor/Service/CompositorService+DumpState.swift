import Foundation
import StrataProtocol

/// The sections of `DumpState`, like `dumpsys`: plain text for people.
enum StateSection: String, CaseIterable {
    case scene, input, clients, frames
}

extension CompositorService {
    func dumpState(_ section: StateSection) -> String {
        var lines: [String] = []
        switch section {
        case .scene:
            lines.append("screen \(compositor.screenWidth)x\(compositor.screenHeight), \(compositor.stack.windows.count) windows, top first:")
            for window in compositor.stack.windows.reversed() {
                var flags: [String] = [window.isVisible ? "visible" : "hidden"]
                if compositor.stack.keyWindow === window { flags.append("key") }
                if window.isOpaque { flags.append("opaque") }
                if compositor.clients[window.owner]?.isResponding == false { flags.append("not-responding") }
                let buffer = window.current.map { "buffer \($0.id) \($0.mapped.width)x\($0.mapped.height) \($0.mapped.format)" } ?? "no buffer"
                lines.append("  window \(window.id) \"\(window.title)\" app \"\(window.appID)\" level \(window.level) "
                             + "geometry \(window.geometry) \(flags.joined(separator: ",")) owner \(window.owner) "
                             + "pid \(window.processID) \(buffer)")
            }
            lines.append("key window: \(compositor.stack.keyWindow.map { "window \($0.id)" } ?? "none")")
        case .input:
            let input = compositor.input
            lines.append("pointer \(input.pointer.x),\(input.pointer.y) buttons \(input.buttons.sorted()) grab "
                         + (input.pointerGrab.map { "window \($0)" } ?? "none"))
            lines.append("input sessions holding something: " + (input.activeSources.isEmpty ? "none"
                         : input.activeSources.sorted().map { $0.isEmpty ? "(peer)" : $0 }.joined(separator: ", ")))
            lines.append("touches: " + (input.touches.isEmpty ? "none"
                         : input.touches.sorted { $0.key < $1.key }.map { "slot \($0.key) → window \($0.value)" }.joined(separator: ", ")))
            lines.append("keys down: \(input.keysDown.sorted())")
            lines.append("key window: \(compositor.stack.keyWindow.map { "window \($0.id)" } ?? "none")")
            lines.append("events routed: \(input.routedEvents)")
            lines.append("devices (\(compositor.backend.name) backend): "
                         + (compositor.backend.inputDevices.isEmpty ? "none" : compositor.backend.inputDevices.map(\.description).joined(separator: ", ")))
        case .clients:
            lines.append("\(compositor.clients.count) clients, \(peers.count) private connections:")
            for record in compositor.clients.values.sorted(by: { $0.name < $1.name }) {
                lines.append("  \(record.name) \(record.isPrivate ? "private" : "bus") pid \(record.processID.map(String.init) ?? "?") "
                             + "windows \(record.windowIDs.sorted()) buffers \(record.bufferCount) bytes \(record.bufferBytes) "
                             + "responding \(record.isResponding ? "yes" : "no") "
                             + "privileged \(record.isPrivileged.map { $0 ? "yes" : "no" } ?? (policy.isRestricted ? "unknown" : "yes"))"
                             + (budgets[record.name]?.overSince != nil ? " over-budget" : ""))
            }
            let l = compositor.limits
            lines.append("in use: windows \(compositor.stack.windows.count), buffers \(compositor.totalBuffers), "
                         + "bytes \(compositor.totalBufferBytes)")
            lines.append("limits per client: windows \(l.maxWindows), buffers \(l.maxBuffers), bytes \(l.maxBufferBytes), "
                         + "calls/s \(l.maxCallsPerSecond), unread bytes \(l.maxUnreadBytes)")
            lines.append("limits in total: windows \(l.maxTotalWindows), buffers \(l.maxTotalBuffers), bytes \(l.maxTotalBufferBytes), "
                         + "private connections \(l.maxClients); title bytes \(l.maxTitleBytes), "
                         + "screenshot pixels \(l.maxScreenshotPixels), size \(l.maxDimension), pasteboard bytes \(l.maxPasteboardBytes)")
            lines.append("privileged calls: " + (policy.isRestricted ? "allowlist \(policy.allowedExecutables!.sorted())" : "everyone"))
            lines.append("private connections at: \(clientAddress)")
        case .frames:
            let renderer = compositor.renderer
            lines.append("refresh_hz: \(compositor.frameClock.refreshHz)")
            lines.append("frame_clock: \(compositor.frameClock.isRunning ? "running" : "idle")")
            lines.append("frames: \(compositor.frameClock.tickCount)")
            lines.append("repaints: \(renderer.repaintCount)")
            lines.append("last_frame_composited_pixels: \(compositor.lastFrameCompositedPixels)")
            lines.append("total_composited_pixels: \(renderer.totalCompositedPixels)")
            lines.append("frame_done_sent: \(frameDoneCount)")
            lines.append("reads_at_ticks: \(readsAtTicksCount)")
            lines.append("clients_held_for_tick: \(heldForTick.count)")
            lines.append("holds_skipped_after_calls: \(holdsSkippedAfterCalls)")
            lines.append("reads_before_calls: \(readsBeforeCallsCount)")
            lines.append("pending_damage_pixels: \(renderer.damage.area)")
            lines.append("output: \(compositor.output.name)")
            lines += compositor.output.statistics.map { "\($0.0): \($0.1)" }
            let screen = compositor.screenStatistics
            lines.append("frames_per_second: " + String(format: "%.1f", screen.framesPerSecond(now: compositor.clock())))
            lines.append("repaint_us_p50: \(screen.repaintTimes.percentile(50).map(String.init) ?? "-") "
                         + "p99: \(screen.repaintTimes.percentile(99).map(String.init) ?? "-")")
            lines.append("windows, top first (latency: commit to present, over the last \(WindowFrameStatistics.latencySamples) commits):")
            for window in compositor.stack.windows.reversed() {
                let s = window.statistics
                lines.append("  window \(window.id) \"\(window.appID)\": commits \(s.commits) presented \(s.framesPresented) "
                             + "missed \(s.missedFrames) latency_us p50 \(s.latencies.percentile(50).map(String.init) ?? "-") "
                             + "p99 \(s.latencies.percentile(99).map(String.init) ?? "-") "
                             + "composited_pixels \(s.compositedPixels) bytes \(s.compositedBytes)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
