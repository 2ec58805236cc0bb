/// What a text field holds, which decides its keyboard and how the browser checks it: the `<input type>`.
/// Only these values can be written, so a field never renders an unknown type.
public enum TextInputType: String, CaseIterable, Sendable {
    /// Any text.
    case text
    /// An email address.
    case email
    /// A password, shown masked.
    case password
    /// A number.
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
