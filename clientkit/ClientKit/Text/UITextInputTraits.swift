import Foundation

// The text input traits of UIKit (`UITextInputTraits`): what a text-entry object tells
// the on-screen keyboard. Linux has no on-screen keyboard, so ClientKit stores these and
// changes nothing by them — typing comes from a hardware keyboard, which on iOS ignores
// them too (no auto-capitalization or correction) — except ``isSecureTextEntry``, which
// hides the text. They exist so that code written for UIKit builds and keeps its
// settings.

/// The kind of keyboard to show (`UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The same as `.asciiCapable` (deprecated in UIKit).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's Return key (`UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When to capitalize automatically (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether to correct spelling as the user types (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether to check spelling (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// The keyboard's appearance (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// The same as `.dark` (deprecated in UIKit).
    public static let alert = UIKeyboardAppearance.dark
}

/// Whether straight quotes become typographic ones (`UITextSmartQuotesType`).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether double hyphens become dashes (`UITextSmartDashesType`).
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spaces are adjusted around inserted and deleted words (`UITextSmartInsertDeleteType`).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// What the text is, for autofill (`UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// Traits of a text-entry object (`UITextInputTraits`). UIKit's requirements are all
/// optional; here each has a default (UIKit's) in an extension, and `UITextField` and
/// `UITextView` store them. Only ``isSecureTextEntry`` changes anything (see above).
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// Whether the text is hidden as it is typed (a password). Default `false`.
    var isSecureTextEntry: Bool { get }
    /// When to capitalize automatically. Default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether to autocorrect. Default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Whether to check spelling. Default `.default`.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// The keyboard to show. Default `.default`.
    var keyboardType: UIKeyboardType { get }
    /// The keyboard's appearance. Default `.default`.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The Return key's title. Default `.default`.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether Return is disabled while there is no text. Default `false`.
    var enablesReturnKeyAutomatically: Bool { get }
    /// What the text is, for autofill. Default `nil`.
    var textContentType: UITextContentType! { get }
    /// Smart quotes. Default `.default`.
    var smartQuotesType: UITextSmartQuotesType { get }
    /// Smart dashes. Default `.default`.
    var smartDashesType: UITextSmartDashesType { get }
    /// Smart insert and delete. Default `.default`.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
}

extension UITextInputTraits {
    public var isSecureTextEntry: Bool { false }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var textContentType: UITextContentType! { nil }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
}
