/// What a text field holds, which decides its keyboard and how the browser checks it: the `<input type>`.
/// Only these values can be written, so a field never renders an unknown type.
public enum TextInputType: String, CaseIterable, Sendable {
    /// Any text.
    case text
    /// An email address.
    case email
    /// A password, shown masked.
    case password
    /// A number, as the browser reads it: text it cannot read as one arrives empty, and a decimal comma may be
    /// dropped rather than read ("12,50" typed in an English Chromium arrives as "1250"). For an amount or a code,
    /// keep `.text` and set the field's `keyboardType` (`.decimalPad`, `.numberPad`): the page shows a number keypad
    /// and sends the text as typed, for the view model to read or refuse with a message.
    case number
    /// A search query.
    case search
    /// A telephone number.
    case telephone = "tel"
    /// A URL.
    case url
}

/// What a text field's text means, so the browser can fill it in (UIKit's `textContentType`): the field's
/// `autocomplete` token. A field without one renders `autocomplete="off"`. Only valid tokens can be written.
public enum TextContentType: String, CaseIterable, Sendable {
    /// The account's user name (or the email address used as one), on a sign-in form.
    case username
    /// An email address.
    case emailAddress = "email"
    /// The account's current password, on a sign-in form.
    case password = "current-password"
    /// A new password, on a sign-up or change-password form.
    case newPassword = "new-password"
    /// A one-time code (sent by text message or email).
    case oneTimeCode = "one-time-code"
    /// A person's full name.
    case name
    /// A given name.
    case givenName = "given-name"
    /// A family name.
    case familyName = "family-name"
    /// A nickname.
    case nickname
    /// An organisation's name.
    case organizationName = "organization"
    /// A street address.
    case fullStreetAddress = "street-address"
    /// A postal code.
    case postalCode = "postal-code"
    /// A country's name.
    case countryName = "country-name"
    /// A telephone number.
    case telephoneNumber = "tel"
    /// A URL.
    case url
    /// A payment card's number.
    case creditCardNumber = "cc-number"
    /// An amount of money for a transaction.
    case transactionAmount = "transaction-amount"
    /// A birth date.
    case birthdate = "bday"

    /// The `autocomplete` attribute for a field of this content type, or `off` for none.
    public static func autocomplete(for type: TextContentType?) -> String { type?.rawValue ?? "off" }
}

/// The on-screen keyboard a text field asks for (UIKit's `UIKeyboardType`): the field's `inputmode`. It changes only
/// the keyboard a phone shows; the field still takes any text and sends it as typed, unlike a `TextInputType` such as
/// `.number`, which the browser checks and rewrites.
public enum KeyboardType: CaseIterable, Sendable {
    /// The keyboard for the field's input type (no `inputmode`).
    case `default`
    /// Digits only: a PIN, a one-time code, a quantity (`numeric`).
    case numberPad
    /// Digits and the decimal separator of the user's language: an amount of money, a weight (`decimal`).
    case decimalPad
    /// A telephone keypad (`tel`).
    case phonePad
    /// A keyboard for an email address (`email`).
    case emailAddress
    /// A keyboard for a URL (`url`).
    case URL
    /// A keyboard whose Return key searches (`search`).
    case webSearch

    /// The `inputmode` attribute for this keyboard, or nil for `.default`.
    public var inputMode: String? {
        switch self {
        case .default: nil
        case .numberPad: "numeric"
        case .decimalPad: "decimal"
        case .phonePad: "tel"
        case .emailAddress: "email"
        case .URL: "url"
        case .webSearch: "search"
        }
    }
}
