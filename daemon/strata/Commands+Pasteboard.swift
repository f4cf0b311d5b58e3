import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

/// `strata copy`: puts text (or any bytes, with `--type`) on the shared pasteboard
/// (`org.strata.Pasteboard1`, protocol version 6), as `wl-copy` and `xclip -i` do.
struct Copy: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Put text on the shared pasteboard (from the argument, else standard input).",
        discussion: """
            Apps paste it with UIPasteboard.general (Control-V in a text field). --type names \
            the representation (default public.utf8-plain-text); --clear empties the \
            pasteboard. Privileged when the daemon has an allowlist.
            """)
    @OptionGroup var options: BusOptions
    @Argument(help: "The text; without it, standard input is read to its end (bytes as they are).") var text: String?
    @Option(help: "The type identifier of what is copied.") var type = "public.utf8-plain-text"
    @Flag(help: "Empty the pasteboard instead.") var clear = false

    func run() throws {
        let client = try DaemonClient(options)
        let items: [[String: [UInt8]]]
        if clear {
            items = []
        } else {
            let bytes = text.map { Array($0.utf8) } ?? Array(FileHandle.standardInput.readDataToEndOfFile())
            items = [[type: bytes]]
        }
        let count = try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "SetItems") {
            try $0.append(items)
        }.decode(UInt32.self)
        FileHandle.standardError.write(Data("change \(count)\n".utf8))
    }
}

/// `strata paste`: writes what is on the shared pasteboard to standard output, as
/// `wl-paste` and `xclip -o` do.
struct Paste: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the shared pasteboard's text (or another --type) to standard output.",
        discussion: """
            Writes the first item's representation of --type (default: the first text type \
            present) as its bytes, without a newline added. --list prints each item's types \
            instead (--json: {"changeCount": n, "items": [[type]]}). Exit status 1 when \
            there is nothing of that type. Privileged when the daemon has an allowlist.
            """)
    @OptionGroup var options: BusOptions
    @Option(help: "The type identifier to write.") var type: String?
    @Flag(help: "List each item's types instead.") var list = false
    @Flag(help: "With --list, print JSON.") var json = false

    static let textTypes = ["public.utf8-plain-text", "public.plain-text", "public.text", "text/plain;charset=utf-8", "text/plain"]

    func run() throws {
        let client = try DaemonClient(options)
        let wanted = list ? [] : (type.map { [$0] } ?? Self.textTypes)
        let (count, items) = try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "GetItems") {
            try $0.append(list ? [String]() : wanted)
        }.decode(UInt32.self, [[String: [UInt8]]].self)
        if list {
            let types = items.map { $0.keys.sorted() }
            if json {
                let data = try JSONSerialization.data(withJSONObject: ["changeCount": Int(count), "items": types],
                                                      options: [.prettyPrinted, .sortedKeys])
                print(String(decoding: data, as: UTF8.self))
            } else {
                print("change \(count): \(items.count) item\(items.count == 1 ? "" : "s")")
                for (index, item) in items.enumerated() {
                    print("\(index): " + item.keys.sorted().map { "\($0) (\(item[$0]!.count) bytes)" }.joined(separator: ", "))
                }
            }
            return
        }
        guard let first = items.first, let bytes = wanted.lazy.compactMap({ first[$0] }).first else {
            throw failure(items.isEmpty ? "the pasteboard is empty" : "the pasteboard has no \(type ?? "text")")
        }
        FileHandle.standardOutput.write(Data(bytes))
    }
}
