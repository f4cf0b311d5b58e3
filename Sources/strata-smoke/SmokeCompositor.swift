import StrataDBus
import StrataPixman
import StrataShm
import StrataSystem

/// The receiving side of the smoke check: a tiny "compositor" object on the bus that
/// maps buffers it is sent (validated as the daemon will) and composites their
/// damaged parts onto a screen image with pixman.
final class SmokeCompositor {
    static let interfaceName = "org.strata.Smoke1"
    static let description = DBusInterfaceDescription(
        name: interfaceName,
        methods: [
            DBusMethodDescription(name: "Attach", inArgs: [
                DBusArgument("memfd", "h"), DBusArgument("width", "u"), DBusArgument("height", "u"),
                DBusArgument("stride", "u"), DBusArgument("format", "s"),
            ], outArgs: [DBusArgument("buffer", "u")]),
            DBusMethodDescription(name: "Damage", inArgs: [DBusArgument("buffer", "u"), DBusArgument("damage", "(iiii)")],
                                  outArgs: [DBusArgument("composited_pixels", "u")]),
        ])

    let screen: PixmanImage
    let origin: (x: Int32, y: Int32)
    private var buffers: [UInt32: MappedBuffer] = [:]
    private var nextID: UInt32 = 1

    init(width: Int, height: Int, origin: (Int32, Int32)) {
        screen = PixmanImage(format: .x8r8g8b8, width: width, height: height)
        screen.fill(.src, color: PixmanColor(argb: 0xFF20_2830), rects: [PixmanRect(x: 0, y: 0, width: Int32(width), height: Int32(height))])
        self.origin = origin
    }

    func makeObject() -> DBusObject {
        let interface = DBusInterface(Self.description)
        interface.onMethod("Attach") { [unowned self] call in
            let (fd, width, height, stride, format) = try call.decode(OwnedFileDescriptor.self, UInt32.self, UInt32.self,
                                                                      UInt32.self, String.self)
            let description = BufferDescription(width: width, height: height, stride: stride, format: format)
            do {
                let mapped = try MappedBuffer.map(fd: fd, description: description)
                let id = nextID
                nextID += 1
                buffers[id] = mapped
                call.reply(id)
            } catch {
                throw DBusError(name: "\(Self.interfaceName).Error.BadBuffer", message: "\(error)")
            }
        }
        interface.onMethod("Damage") { [unowned self] call in
            let (id, rect) = try call.decode(UInt32.self, DBusStruct<Int32, Int32, Int32, Int32>.self)
            guard let buffer = buffers[id] else {
                throw DBusError(name: "\(Self.interfaceName).Error.NoSuchBuffer", message: "no buffer \(id)")
            }
            // Damage is in buffer coordinates; clip it to the buffer, then move it on screen.
            var damage = PixmanRegion(x: rect.fields.0, y: rect.fields.1, width: rect.fields.2, height: rect.fields.3)
            damage.formIntersection(PixmanRegion(x: 0, y: 0, width: Int32(buffer.width), height: Int32(buffer.height)))
            damage.translate(dx: origin.x, dy: origin.y)
            screen.composite(.over, source: buffer.image, destinationX: origin.x, destinationY: origin.y, within: damage)
            call.reply(UInt32(damage.area))
        }
        return DBusObject(path: "/org/strata/Smoke", interfaces: [interface])
    }
}
