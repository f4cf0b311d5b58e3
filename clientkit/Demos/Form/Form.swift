// demo-form: a small form — two text fields and a button. Tap a field and type (keys
// reach it only while this window is key); Return moves to the next field, then
// greets; the button greets too. The greeting label wraps and mixes scripts.
import ClientKit

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("form: \(text)\n".utf8))
}

final class FormController: UIViewController, UITextFieldDelegate {
    private let heading = UILabel()
    private let nameField = UITextField()
    private let cityField = UITextField()
    private let button = UIButton(type: .system)
    private let greeting = UILabel()

    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 420, height: 280))
        view.backgroundColor = UIColor(white: 0.97, alpha: 1)
        heading.text = "Say hello"
        heading.font = .boldSystemFont(ofSize: 22)
        heading.frame = CGRect(x: 20, y: 16, width: 380, height: 30)
        for (field, placeholder, y) in [(nameField, "Your name", 60.0), (cityField, "Where are you from?", 106.0)] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.backgroundColor = .white
            field.font = .systemFont(ofSize: 17)
            field.frame = CGRect(x: 20, y: y, width: 380, height: 36)
            field.delegate = self
            view.addSubview(field)
        }
        button.setTitle("Greet", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 18)
        button.frame = CGRect(x: 20, y: 154, width: 120, height: 40)
        button.addAction(UIAction { [unowned self] _ in self.greet(from: "button") }, for: .touchUpInside)
        greeting.numberOfLines = 0
        greeting.frame = CGRect(x: 20, y: 204, width: 380, height: 60)
        greeting.textColor = UIColor(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)
        [heading, button, greeting].forEach(view.addSubview)
        self.view = view
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
