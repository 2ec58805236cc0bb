@testable import EmailSignIn
import Testing

/// The address rule: a regular expression for an email address, 6 to 49 characters.
struct EmailAddressTests {
    @Test(arguments: [
        "a@b.co", "name@example.com", "first.last@mail.example.org", "tom&amp'jerry@example.com",
        "x+tag@sub-domain.example.io", String(repeating: "a", count: 37) + "@example.com",
    ])
    func acceptsAddresses(text: String) {
        #expect(EmailAddress.isValid(text))
    }

    @Test(arguments: [
        "", "a@b.c", "abc", "name@example", "name.example.com", "name@@example.com", "name@example.com@",
        ".name@example.com", "name.@example.com", "na..me@example.com", "name@-example.com", "name@example-.com",
        "name@example..com", "name@example.com.", "na me@example.com", " name@example.com", "name@example.com ",
        "이메일@example.com", "name@예시.com", "<img src=x onerror=alert(1)>", "<b>x</b>@example.com",
        String(repeating: "a", count: 38) + "@example.com",
    ])
    func refusesEverythingElse(text: String) {
        #expect(!EmailAddress.isValid(text))
    }

    @Test func theLengthBoundsAreSixAndFortyNineCharacters() {
        #expect(EmailAddress.allowedLength == 6...49)
        #expect(EmailAddress.isValid("a@b.co") && "a@b.co".count == 6)
        let longest = String(repeating: "a", count: 37) + "@example.com"
        #expect(longest.count == 49 && EmailAddress.isValid(longest))
        #expect(!EmailAddress.isValid("a" + longest), "50 characters are one too many")
    }
}
