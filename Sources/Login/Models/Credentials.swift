/// What the user typed into the sign-in form, and the rules for when it may be sent.
public struct Credentials: Equatable, Sendable {
    /// The text of the email field.
    public var email: String
    /// The text of the password field.
    public var password: String

    /// Creates credentials from the two fields' texts.
    public init(email: String = "", password: String = "") {
        self.email = email
        self.password = password
    }

    /// The email rule: the text contains "@" and ".com".
    public static func isValidEmail(_ email: String) -> Bool {
        email.contains("@") && email.contains(".com")
    }

    /// The password rule: 6 characters or more.
    public static func isValidPassword(_ password: String) -> Bool {
        password.count >= 6
    }

    /// Whether the email field passes its rule.
    public var isEmailValid: Bool { Self.isValidEmail(email) }
    /// Whether the password field passes its rule.
    public var isPasswordValid: Bool { Self.isValidPassword(password) }
    /// Whether both fields pass, so the form may be sent.
    public var isValid: Bool { isEmailValid && isPasswordValid }
}
