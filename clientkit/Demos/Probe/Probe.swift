// clientkit-probe: a small ClientKit app the end-to-end tests launch. Its window and
// views come from the command line, and it prints one JSON line per thing it
// receives (touches with locations, presses, key changes, draws) on stdout.
//
//   clientkit-probe --name A --frame 10,10,200,150 --color 0000ff
//                   --view inner:20,20,80,60:ff0000 [--view …] [--level 1000]
//                   [--responder inner] [--hidden] [--textfield field:x,y,w,h]
//                   [--textview notes:x,y,w,h]
//
// It reports every change of the general pasteboard ("pasteboardChanged").
//
// Keys: "d" makes every view call setNeedsDisplay(_:) 20 times with small rects (to
// test coalescing); "w" widens the window by 40.5 points (a fractional frame); "h"
// hides it; "l" moves it to the alert level; other keys the responder does not handle
// travel up the chain.
import ClientKit
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: "--" + name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

func options(_ name: String) -> [String] {
    arguments.indices.filter { arguments[$0] == "--" + name && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
}

let appName = option("name") ?? "probe"

func emit(_ fields: [String: Any]) {
    var all = fields
    all["app"] = appName
    guard let data = try? JSONSerialization.data(withJSONObject: all, options: [.sortedKeys]) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

func rect(_ text: String) -> CGRect {
    let n = text.split(separator: ",").map { CGFloat(Double($0) ?? 0) }
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}

func color(_ hex: String) -> UIColor {
    let v = UInt32(hex, radix: 16) ?? 0
    let alpha = hex.count == 8 ? CGFloat(v >> 24) / 255 : 1
    return UIColor(red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255,
                   blue: CGFloat(v & 0xFF) / 255, alpha: alpha)
}

final class ProbeView: UIView {
    let name: String
    let fill: UIColor
    var isResponder = false

    init(name: String, frame: CGRect, fill: UIColor) {
        self.name = name
        self.fill = fill
        super.init(frame: frame)
        isOpaque = false
        // What UI automation finds it by (strata find --id NAME).
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { isResponder }

    private func report(_ event: String, _ touches: Set<UITouch>) {
        for touch in touches {
            let local = touch.location(in: self), inWindow = touch.location(in: nil)
            emit(["event": event, "view": name, "x": Double(local.x), "y": Double(local.y),
                  "windowX": Double(inWindow.x), "windowY": Double(inWindow.y), "tapCount": touch.tapCount,
                  "touchView": (touch.view as? ProbeView)?.name ?? "?"])
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { report("touchesBegan", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report("touchesMoved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { report("touchesEnded", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { report("touchesCancelled", touches) }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let characters = presses.first?.key?.characters ?? ""
        if let window, ["w", "h", "l"].contains(characters) {
            emit(["event": "press", "view": name, "characters": characters])
            switch characters {
            case "w": window.frame.size.width += 40.5
            case "h": window.isHidden = true
            default: window.windowLevel = .alert
            }
            return
        }
        if characters == "n" {
            // Update passes that change nothing on screen: a layout request per turn.
            emit(["event": "press", "view": name, "characters": characters])
            for turn in 0..<5 {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.02 * Double(turn)) { self.setNeedsLayout() }
            }
            return
        }
        if characters == "d" {
            emit(["event": "press", "view": name, "characters": characters])
            for view in window?.probeViews ?? [] {
                for i in 0..<20 { view.setNeedsDisplay(CGRect(x: CGFloat(i % 5), y: CGFloat(i / 5), width: 4, height: 4)) }
            }
            return
        }
        emit(["event": "pressNotHandled", "view": name, "characters": characters,
              "modifiers": Int(event?.modifierFlags.rawValue ?? 0)])
        super.pressesBegan(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        emit(["event": "pressesCancelled", "view": name, "count": presses.count])
        super.pressesCancelled(presses, with: event)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        emit(["event": "layout", "view": name])
    }

    override func draw(_ rect: CGRect) {
        emit(["event": "draw", "view": name, "rect": [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]])
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(fill.cgColor)
        context.fill(rect)
    }
}

final class ProbeWindow: UIWindow {
    override func becomeKey() {
        super.becomeKey()
        emit(["event": "becomeKey"])
    }
    override func resignKey() {
        super.resignKey()
        emit(["event": "resignKey"])
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        emit(["event": "windowLayout", "frame": [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)]])
    }
}

extension UIWindow {
    var probeViews: [ProbeView] {
        var result: [ProbeView] = []
        func walk(_ view: UIView) {
            if let probe = view as? ProbeView { result.append(probe) }
            view.subviews.forEach(walk)
        }
        walk(self)
        return result
    }
}

/// Reports a text field's editing; Return resigns it (the delegate decides, as in UIKit).
final class FieldReporter: NSObject, UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) {
        emit(["event": "didBeginEditing", "text": textField.text ?? ""])
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        emit(["event": "return", "text": textField.text ?? ""])
        textField.resignFirstResponder()
        return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        emit(["event": "didEndEditing", "text": textField.text ?? "", "isFirstResponder": textField.isFirstResponder])
    }
}

/// Reports a text view's editing: its text and selection after each change.
final class TextViewReporter: NSObject, UITextViewDelegate {
    func textViewDidBeginEditing(_ textView: UITextView) {
        emit(["event": "textViewDidBeginEditing", "text": textView.text ?? ""])
    }
    func textViewDidChange(_ textView: UITextView) {
        emit(["event": "textViewDidChange", "text": textView.text ?? "",
              "selection": [textView.selectedRange.location, textView.selectedRange.length]])
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
        emit(["event": "textViewDidChangeSelection",
              "selection": [textView.selectedRange.location, textView.selectedRange.length]])
    }
}

@main
final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let fieldReporter = FieldReporter()
    let textViewReporter = TextViewReporter()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = ProbeWindow(frame: rect(option("frame") ?? "0,0,200,150"))
        window.backgroundColor = color(option("color") ?? "808080")
        if let level = option("level").flatMap(Double.init) { window.windowLevel = UIWindow.Level(rawValue: CGFloat(level)) }
        for spec in options("view") {
            let parts = spec.split(separator: ":").map(String.init)
            let view = ProbeView(name: parts[0], frame: rect(parts[1]), fill: color(parts.count > 2 ? parts[2] : "ffffff"))
            view.isResponder = parts[0] == option("responder")
            window.addSubview(view)
        }
        if let spec = option("textfield") {
            let parts = spec.split(separator: ":").map(String.init)
            let field = UITextField(frame: rect(parts[1]))
            field.accessibilityIdentifier = parts[0]
            field.borderStyle = .line
            field.backgroundColor = .white
            field.delegate = fieldReporter
            field.addAction(UIAction { action in
                emit(["event": "editingChanged", "text": (action.sender as? UITextField)?.text ?? ""])
            }, for: .editingChanged)
            window.addSubview(field)
        }
        if let spec = option("textview") {
            let parts = spec.split(separator: ":").map(String.init)
            let textView = UITextView(frame: rect(parts[1]))
            textView.font = .systemFont(ofSize: 14)
            textView.delegate = textViewReporter
            window.addSubview(textView)
        }
        // Every change of the general pasteboard, this app's or another's.
        NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: .main) { note in
            let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            MainActor.assumeIsolated {
                emit(["event": "pasteboardChanged", "string": UIPasteboard.general.string ?? "", "added": added])
            }
        }
        if arguments.contains("--hidden") {
            // stays hidden
        } else {
            window.makeKeyAndVisible()
        }
        if let responder = window.probeViews.first(where: \.isResponder) { _ = responder.becomeFirstResponder() }
        self.window = window
        emit(["event": "launched"])
        return true
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        emit(["event": "delegatePress", "characters": presses.first?.key?.characters ?? ""])
    }

    func applicationWillTerminate(_ application: UIApplication) {
        emit(["event": "willTerminate"])
    }
}
