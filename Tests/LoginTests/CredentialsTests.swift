@testable import Login
import Testing

/// The validity rules of the sign-in form.
struct CredentialsTests {
    @Test(arguments: [
        ("demo@example.com", true), ("a@b.com", true), ("x.com@y", true),
        ("", false), ("demo", false), ("demo@example", false), ("demo.com", false), ("demo@example.co", false),
    ])
    func emailNeedsAnAtAndDotCom(email: String, isValid: Bool) {
        #expect(Credentials.isValidEmail(email) == isValid)
    }

    @Test(arguments: [("", false), ("12345", false), ("123456", true), ("비밀번호여섯", true), ("passwd", true)])
    func passwordNeedsSixCharacters(password: String, isValid: Bool) {
        #expect(Credentials.isValidPassword(password) == isValid)
    }

    @Test func theFormIsValidOnlyWhenBothAre() {
        #expect(Credentials(email: "demo@example.com", password: "password").isValid)
        #expect(!Credentials(email: "demo@example.com", password: "pass").isValid)
        #expect(!Credentials(email: "demo", password: "password").isValid)
    }

    @Test func emailsAreStoredTrimmedAndLowerCased() {
        #expect(Account(email: "  Demo@Example.COM \n").email == "demo@example.com")
    }
}
