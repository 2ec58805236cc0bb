import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// Seed 004's view controller on an in-memory session: the button follows the throttled check of the typed text.
@Suite(.checksForLeaks)
struct UserSigninScreenTests {
    private let scheduler = DispatchQueue.test

    @Test func lazyCustomControlsAreNamedAfterTheirProperties() {
        let tester = openScreen({ UserSigninViewController() }, scheduler: scheduler)
        let html = tester.takeScreens().first?.html ?? ""
        #expect(ScreenTester.ids(in: html) == ["textField", "nextButton"])
        #expect(tester.view("textField", as: UITextField.self) is SigninTextField)
        #expect(html.contains("<button type=\"button\" id=\"nextButton\" class=\"background-lightGray\" data-tap disabled>Next</button>"))
        tester.close()
    }

    @Test func theButtonTurnsOnAtMostOncePerSecondAfterAValidAddress() {
        let tester = openScreen({ UserSigninViewController() }, scheduler: scheduler)
        _ = tester.takeMessages()
        tester.advance(by: .seconds(2))
        tester.type("textField", "me@x")
        tester.advance(by: .milliseconds(300))
        tester.type("textField", "me@example.com")
        #expect(tester.takePatches().isEmpty, "\"me@x\" is invalid, as the text before it")
        tester.advance(by: .milliseconds(700))
        #expect(tester.takePatches() == [.classes(id: "nextButton", value: ["background-systemBlue"]),
                                         .enabled(id: "nextButton", value: true)])
        tester.type("textField", "me")
        tester.advance(by: .seconds(1))
        #expect(tester.view("nextButton", as: UIButton.self)?.isEnabled == false)
        #expect(tester.view("nextButton", as: UIButton.self)?.backgroundColor == .lightGray)
        tester.close()
    }
}
