// demo-form: a small form laid out with Auto Layout — a vertical UIStackView of a
// heading, two text fields, a row of buttons and a greeting, pinned to the window with
// layout anchors. Tap a field and type (keys reach it only while this window is key);
// Return moves to the next field, then greets; "Greet" greets too. "Wider" resizes the
// window and the form re-lays out to the new width. The greeting label wraps (its
// height follows the text at the width the constraints give it) and mixes scripts.
import ClientKit

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("form: \(text)\n".utf8))
}

final class FormController: UIViewController, UITextFieldDelegate {
    private let heading = UILabel()
    private let nameField = UITextField()
    private let cityField = UITextField()
    private let button = UIButton(type: .system)
    private let resizeButton = UIButton(type: .system)
    private let greeting = UILabel()
    private var loggedWidth: CGFloat = -1

    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 420, height: 280))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = UIColor(white: 0.97, alpha: 1)
        // Identifiers for UI tests (FormDemoUITests finds the controls by them).
        heading.accessibilityIdentifier = "heading"
        nameField.accessibilityIdentifier = "name"
        cityField.accessibilityIdentifier = "city"
        button.accessibilityIdentifier = "greet"
        resizeButton.accessibilityIdentifier = "resize"
        greeting.accessibilityIdentifier = "greeting"
        heading.text = "Say hello"
        heading.font = .boldSystemFont(ofSize: 22)
        for (field, placeholder) in [(nameField, "Your name"), (cityField, "Where are you from?")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.backgroundColor = .white
            field.font = .systemFont(ofSize: 17)
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 36).isActive = true
        }
        button.setTitle("Greet", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 18)
        button.addAction(UIAction { [unowned self] _ in self.greet(from: "button") }, for: .touchUpInside)
        resizeButton.setTitle("Wider", for: .normal)
        resizeButton.titleLabel?.font = .systemFont(ofSize: 17)
        resizeButton.addAction(UIAction { [unowned self] _ in self.toggleWidth() }, for: .touchUpInside)
        greeting.numberOfLines = 0
        greeting.textColor = UIColor(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)

        // The buttons' row: Greet at the leading edge, Wider at the trailing edge.
        let buttons = UIStackView(arrangedSubviews: [button, resizeButton])
        buttons.distribution = .equalSpacing
        buttons.alignment = .center

        let form = UIStackView(arrangedSubviews: [heading, nameField, cityField, buttons, greeting])
        form.axis = .vertical
        form.setCustomSpacing(14, after: heading)
        form.setCustomSpacing(10, after: nameField)
        form.setCustomSpacing(12, after: cityField)
        form.setCustomSpacing(10, after: buttons)
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            form.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            form.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -16),
            heading.heightAnchor.constraint(equalToConstant: 30),
            button.widthAnchor.constraint(equalToConstant: 120),
            button.heightAnchor.constraint(equalToConstant: 40),
            greeting.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
        ])
        self.view = view
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The root view's layout placed its subviews; the stacks place theirs in their
        // own layout pass, next — run it now to read the fields' final frames (as in UIKit).
        view.layoutIfNeeded()
        guard nameField.frame.width != loggedWidth else { return }
        loggedWidth = nameField.frame.width
        log("laid out \(Int(view.bounds.width)) wide: fields \(Int(nameField.frame.width)) wide, "
            + "Wider ends at x \(Int(resizeButton.convert(resizeButton.bounds, to: view).maxX))")
    }

    private func toggleWidth() {
        guard let window = view.window else { return }
        let wide = window.frame.width > 420
        // Grows to the left, so the window stays on the screen.
        window.frame = CGRect(x: wide ? 830 : 690, y: window.frame.minY, width: wide ? 420 : 560,
                              height: window.frame.height)
        resizeButton.setTitle(wide ? "Wider" : "Narrower", for: .normal)
        log("window \(Int(window.frame.width)) wide")
    }

    private func greet(from source: String) {
        let name = nameField.text?.isEmpty == false ? nameField.text! : "stranger"
        let city = cityField.text?.isEmpty == false ? cityField.text! : "somewhere"
        greeting.text = "Hello, \(name) from \(city)! 你好，欢迎！"
        log("greeted \(name) from \(city) (\(source))")
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        log("editing \(textField === nameField ? "name" : "city")")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField {
            _ = cityField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            greet(from: "return key")
        }
        return false
    }
}

@main
final class FormDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 830, y: 60, width: 420, height: 280))
        window.rootViewController = FormController()
        window.makeKeyAndVisible()
        self.window = window
        log("launched")
        return true
    }
}
