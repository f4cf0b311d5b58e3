import StrataDBus
import StrataProtocol
import StrataSystem

extension CompositorService {
    /// `org.strata.Compositor1` on the root object: for the bus, or for the private
    /// connection of `client`, where `Windows` lists that client's own windows only.
    func makeCompositorInterface(for client: String? = nil) -> DBusInterface {
        let interface = DBusInterface(Self.interface(StrataProtocol.Interface.compositor))
        interface.property("Version", get: { StrataProtocol.version })
        interface.property("Windows", get: { [unowned self] in self.windowPaths(of: client) })
        interface.property("KeyWindow", get: { [unowned self] in self.compositor.stack.keyWindow?.path ?? .root })
        interface.property("ScreenSize", get: { [unowned self] in
            DBusStruct(UInt32(self.compositor.screenWidth), UInt32(self.compositor.screenHeight))
        })
        interface.property("ClientAddress", get: { [unowned self] in self.clientAddress })

        interface.onMethod("CreateWindow") { [unowned self] call in
            let props = try call.decode([String: DBusVariant].self)
            // One rule for every a{sv}: an unknown key is refused, named (a misspelt
            // "geomtry" used to make a full-screen window silently).
            let unknown = Set(props.keys).subtracting(["title", "app-id", "geometry", "level", "opaque", "frame-events"])
            guard unknown.isEmpty else { throw DBusError.invalidArgs("unknown CreateWindow properties: \(unknown.sorted())") }
            let title = try props["title"]?.decode(as: String.self) ?? ""
            let appID = try props["app-id"]?.decode(as: String.self) ?? ""
            let geometry = try props["geometry"]?.decode(as: WindowGeometry.self)
            let level = try props["level"]?.decode(as: Int32.self) ?? WindowLevelValue.normal
            let opaque = try props["opaque"]?.decode(as: Bool.self) ?? false
            let combined: Bool
            switch try props["frame-events"]?.decode(as: String.self) {
            case nil, "separate": combined = false
            case "combined": combined = true
            case let other?: throw DBusError.invalidArgs("CreateWindow's \"frame-events\" is \"separate\" or \"combined\", not \"\(other)\"")
            }
            withProcessID(of: call) { record in
                let window = try self.compositor.createWindow(owner: record.name, processID: record.processID ?? 0,
                                                              appID: appID, title: title, geometry: geometry,
                                                              level: level, isOpaque: opaque)
                window.combinedFrameEvents = combined
                try self.exportWindow(window)
                self.logger.info("\(record.name) created window \(window.id) \(window.geometry) level \(window.level)")
                call.reply(window.path)
                self.updateLivenessCheck()
            }
        }

        interface.onMethod("WindowAt") { [unowned self] call in
            let (x, y) = try call.decode(Double.self, Double.self)
            try Self.checkFinite(x, y)
            call.reply(compositor.stack.window(at: x, y)?.path ?? .root)
        }

        interface.onMethod("Screenshot") { [unowned self] call in
            let (options, fd) = try call.decode([String: DBusVariant].self, OwnedFileDescriptor.self)
            let request = try ScreenshotRequest(options: options)
            privileged(call) {
                let info = try self.screenshot(request, into: fd)
                call.reply(info)
            }
        }

        interface.onMethod("DumpState") { [unowned self] call in
            let section = try call.decode(String.self)
            let json = section.hasSuffix(".json")
            guard let known = StateSection(rawValue: json ? String(section.dropLast(5)) : section) else {
                throw DBusError.invalidArgs("unknown section '\(section)'; use one of: "
                                            + StateSection.allCases.map(\.rawValue).joined(separator: ", ")
                                            + " (add .json for JSON)")
            }
            privileged(call) { call.reply(json ? self.dumpStateJSON(known) : self.dumpState(known)) }
        }
        addOperatorMethods(to: interface)
        return interface
    }
}

extension CompositorService {
    /// All windows bottom to top, or only `client`'s.
    func windowPaths(of client: String?) -> [DBusObjectPath] {
        compositor.stack.windows.filter { client == nil || $0.owner == client }.map(\.path)
    }

    /// Tells each private client the new order of its own windows, when it changed
    /// (`PropertiesChanged` of its root's `Windows`): an app learns its windows'
    /// stacking without waking up for other apps' windows.
    /// One pass over the stack, so a change costs O(windows + peers).
    func announceWindowOrderToPeers() {
        var orders: [String: [DBusObjectPath]] = [:]
        for window in compositor.stack.windows where peers[window.owner] != nil {
            orders[window.owner, default: []].append(window.path)
        }
        for (name, peer) in peers {
            let order = orders[name] ?? []
            guard peerWindowOrder[name] != order else { continue }
            peerWindowOrder[name] = order
            try? peer.emitPropertiesChanged(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.compositor,
                                            changed: ["Windows"])
        }
    }
}
