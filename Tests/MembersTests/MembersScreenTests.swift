import BinderyTest
import BinderyWeb
import Foundation
@testable import Members
import Testing

/// The member list and detail screens driven through their controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct MembersScreenTests {
    let scheduler = DispatchQueue.test
    let service: StubMembersService

    init() { service = StubMembersService(scheduler: scheduler) }

    /// A tab opened at `path` with both screens as the app registers them, on the stub service.
    private func open(_ path: String = "/members", language: Language = "en") -> ScreenTester {
        let service = self.service
        let registry = ScreenRegistry()
        MembersApp.register(in: registry, environment: .testing.providing(MembersApp.Services { service }))
        let tester = ScreenTester(path: path, registry: registry, language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? MembersViewController)?.viewModel { trackForLeaks(viewModel) }
        if let viewModel = (screen as? MemberDetailViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func table(_ tester: ScreenTester) -> [TableRow] {
        tester.view("tableView", as: TableView.self)?.rows ?? []
    }

    private func isHidden(_ tester: ScreenTester, _ id: String) -> Bool? {
        tester.view(id)?.isHidden
    }

    @Test func rendersTheOutletsThenRowsWithPlaceholdersThenTheAvatars() {
        service.enqueueList(.success([.minji, .junho]), after: 100)
        service.answerImage(Member.minji.avatar, with: .success(.avatar(of: .minji)), after: 100)
        service.answerImage(Member.junho.avatar, with: .failure(.unreachable), after: 100)
        let tester = open()
        guard case .screen(_, let title, let html, _)? = tester.takeMessages().dropFirst().first else {
            Issue.record("no screen"); return
        }
        #expect(title == "Members")
        for id in ["tableView", "statusLabel", "retryButton"] { #expect(html.contains("id=\"\(id)\""), "missing \(id)") }
        #expect(html.contains("Loading members…"))

        tester.advance(by: .milliseconds(100))
        #expect(table(tester).map(\.cells) == [["Kim Minji", "iOS Developer", "29"], ["Lee Junho", "Product Designer", "34"]])
        #expect(table(tester).map(\.imageAlt) == ["Loading avatar", "Loading avatar"])
        #expect(isHidden(tester, "statusLabel") == true)

        tester.advance(by: .milliseconds(100))
        let shown = table(tester)
        #expect(shown.map(\.imageAlt) == ["Avatar of Kim Minji", "Avatar unavailable"])
        let avatar = MemberImage.avatar(of: .minji)
        #expect(shown.first?.image == "data:image/svg+xml;base64,\(avatar.data.base64EncodedString())")
        #expect(shown.last?.image?.hasPrefix("data:image/svg+xml;base64,") == true)
        tester.close()
    }

    @Test func aFailureShowsTheMessageAnAlertAndRetryWhichLoadsTheList() {
        service.enqueueList(.failure(.unreachable), after: 100)
        service.enqueueList(.success([.ada]), after: 100)
        service.answerAvatars(of: [.ada], after: 0)
        let tester = open(language: "ko")
        _ = tester.takeMessages()
        tester.advance(by: .milliseconds(100))

        let message = ServiceError.unreachable.message(in: MembersText.strings(in: "ko"))
        let patches = tester.takePatches()
        #expect(patches.contains(.text(id: "statusLabel", value: message)))
        #expect(patches.contains(.hidden(id: "retryButton", value: false)))
        #expect(patches.contains(.alert(message: message)))

        tester.tap("retryButton")
        tester.advance(by: .milliseconds(100))
        #expect(table(tester).map(\.id) == ["3"])
        #expect(isHidden(tester, "retryButton") == true)
        tester.close()
    }

    @Test func tappingARowOpensTheMemberAndBackKeepsTheList() {
        service.enqueueList(.success([.minji, .junho]), after: 0)
        service.enqueueList(.success([.minji, .junho]), after: 0)
        service.answerAvatars(of: [.minji, .junho], after: 0)
        let tester = open()
        tester.advance()
        let list = table(tester)
        _ = tester.takeMessages()

        tester.select("tableView", row: "2")
        tester.advance()
        guard case .screen(let path, _, _, let history)? = tester.takeMessages().first else {
            Issue.record("no detail screen"); return
        }
        #expect(path == "/members/2" && history == .push)
        #expect(tester.view("nameLabel", as: Label.self)?.text == "Lee Junho")
        #expect(tester.view("jobLabel", as: Label.self)?.text == "Product Designer")
        #expect(tester.view("ageLabel", as: Label.self)?.text == "Age 34")
        #expect(tester.view("avatarImageView", as: ImageView.self)?.url?.hasPrefix("data:image/svg+xml;base64,") == true)

        tester.navigate("/members")
        #expect(table(tester) == list, "the list is kept as the user left it")
        #expect(service.listRequests == 2, "one fetch for the list, one for the detail; none on Back")
        tester.close()
    }

    @Test func anUnknownMemberSaysSoAndOffersRetry() {
        service.enqueueList(.success([.minji]), after: 0)
        let tester = open("/members/9")
        tester.advance()

        #expect(tester.view("statusLabel", as: Label.self)?.text == "There is no member number 9.")
        #expect(isHidden(tester, "retryButton") == false)
        tester.close()
    }

    @Test func markupInMemberDataIsShownAsText() {
        let hostile = Member(id: 5, name: "<img src=x onerror=alert(1)>", avatar: "http://members.test/5.svg",
                             job: "<b>Boss</b>", age: 40)
        service.enqueueList(.success([hostile]), after: 0)
        service.answerAvatars(of: [hostile], after: 0)
        let tester = open()
        tester.advance()

        #expect(table(tester).first?.cells == [hostile.name, hostile.job, "40"])
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<b>Boss"))
        tester.close()
    }
}

extension MembersScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            service.enqueueList(.success([.minji]), after: 100)
            service.answerImage(Member.minji.avatar, with: .success(.avatar(of: .minji)), after: 100)
            let tester0 = open("/members", language: language)
            tester0.advance(by: .milliseconds(300))
            #expect(tester0.accessibilityIssues == [], "/members in \(language)")
            tester0.close()

            service.enqueueList(.success([.minji]), after: 0)
            service.answerImage(Member.minji.avatar, with: .success(.avatar(of: .minji)), after: 0)
            let tester1 = open("/members/\(Member.minji.id)", language: language)
            tester1.advance()
            #expect(tester1.accessibilityIssues == [], "a member's detail in \(language)")
            tester1.close()
        }
    }
}
