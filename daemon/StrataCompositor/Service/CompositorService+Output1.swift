import StrataDBus
import StrataProtocol

extension CompositorService {
    /// Exports one `org.strata.Output1` object per output of the backend, at
    /// `/org/strata/Compositor1/output/N` (N from 1, in the backend's order), on the bus
    /// connection or on a client's private connection.
    func exportOutputs(on connection: DBusConnection? = nil) throws {
        let connection = connection ?? self.connection
        for (index, output) in compositor.backend.outputs.enumerated() {
            let interface = DBusInterface(Self.interface(StrataProtocol.Interface.output))
            interface.property("Name", get: { output.name })
            interface.property("Backend", get: { output.backendName })
            interface.property("Size", get: { DBusStruct(UInt32(output.width), UInt32(output.height)) })
            interface.property("RefreshRate", get: { output.isPacedByViewers ? 0 : output.refreshRate })
            try connection.export(DBusObject(path: StrataProtocol.outputPath(index + 1), interfaces: [interface]))
        }
    }
}
