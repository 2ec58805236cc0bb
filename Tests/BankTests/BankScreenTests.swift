@testable import Bank
import BinderyTest
import BinderyWeb
import Foundation
import Testing

/// Both bank screens driven through their controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct BankScreenTests {
    let scheduler = DispatchQueue.test
    let account = MockBankAccount(deposits: [1000])

    /// Both screens as the app registers them, on the mock account; ledger calls run on the test's one scheduler.
    private func registry(account: MockBankAccount? = nil) -> ScreenRegistry {
        let registry = ScreenRegistry()
        let services = BankApp.Services(account: account ?? self.account, background: scheduler.eraseToAnyScheduler())
        BankApp.register(in: registry, environment: .testing.providing(services))
        return registry
    }

    private func open(_ path: String = "/bank", language: Language = "en") -> ScreenTester {
        let tester = ScreenTester(path: path, registry: registry(), language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its reactor for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let reactor = (screen as? BankViewController)?.viewModel { trackForLeaks(reactor) }
        if let reactor = (screen as? TransactionViewController)?.viewModel { trackForLeaks(reactor) }
    }

    private func text(_ tester: ScreenTester, _ id: String) -> String? {
        tester.view(id, as: Label.self)?.text
    }

    private func rows(_ tester: ScreenTester) -> [[String]] {
        tester.view("historyTable", as: TableView.self)?.rows.map(\.cells) ?? []
    }

    /// Types `amount`, taps `button`, and returns the patches the page got.
    private func submit(_ amount: String, with button: String, on tester: ScreenTester) -> [Patch] {
        tester.type("amountField", amount)
        tester.tap(button)
        return tester.takePatches()
    }

    private func time(_ id: Int64, language: Language = "en") -> String {
        WonText.time(Date(timeIntervalSince1970: 1_700_000_000), in: BankText.strings(in: language))
    }

    @Test func anEmptyLedgerSaysSoOnceReadAndTheTableAppearsWithTheFirstEntry() {
        let empty = MockBankAccount(deposits: [])
        let tester = ScreenTester(path: "/bank", registry: registry(account: empty), scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        tester.advance(by: .seconds(1))
        #expect(tester.view("emptyHistoryLabel", as: Label.self)?.isHidden == false)
        #expect(tester.view("emptyHistoryLabel", as: Label.self)?.text == "No transactions yet.")
        #expect(tester.view("historyTable", as: TableView.self)?.isHidden == true)
        tester.navigate("/bank/transaction")
        tester.type("amountField", "700")
        tester.tap("depositButton")
        tester.advance(by: .seconds(1))
        tester.navigate("/bank")
        tester.advance(by: .seconds(1))
        #expect(tester.view("emptyHistoryLabel", as: Label.self)?.isHidden == true)
        #expect(tester.view("historyTable", as: TableView.self)?.isHidden == false)
        #expect(tester.view("historyTable", as: TableView.self)?.rows.count == 1)
        tester.close()
    }

    @Test func theAccountScreenShowsTheBalanceAndTheHistoryWithTheContractIds() {
        let tester = open()
        let html = tester.takeMessages().compactMap { message -> String? in
            if case let .screen(_, _, html, _) = message { return html }
            return nil
        }.first ?? ""

        for id in ["balanceLabel", "historyTable", "actionButton"] {
            #expect(html.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(html.contains("<th>Kind</th><th>Amount</th><th>Time</th>"))
        #expect(text(tester, "balanceLabel") == "Balance: ₩1,000")
        #expect(rows(tester) == [["Deposit", "₩1,000", time(1)]])
        tester.close()
    }

    @Test func whatTheTransactionScreenDoesShowsBackOnTheAccountScreen() {
        let tester = open()
        tester.tap("actionButton")
        #expect(tester.screen is TransactionViewController)
        #expect(text(tester, "balanceLabel") == "Balance: ₩1,000")

        tester.type("amountField", "500")
        tester.tap("depositButton")
        #expect(text(tester, "balanceLabel") == "Balance: ₩1,500")
        #expect(text(tester, "statusLabel") == "Deposited ₩500.")
        #expect(tester.view("amountField", as: TextField.self)?.text == "")

        tester.type("amountField", "200")
        tester.tap("withdrawButton")
        #expect(text(tester, "balanceLabel") == "Balance: ₩1,300")

        tester.navigate("/bank")
        #expect(tester.screen is BankViewController)
        #expect(text(tester, "balanceLabel") == "Balance: ₩1,300")
        #expect(rows(tester) == [["Withdrawal", "₩200", time(3)], ["Deposit", "₩500", time(2)], ["Deposit", "₩1,000", time(1)]])
        tester.close()
    }

    @Test func anOverdraftShowsTheAlertEachTimeChangesNothingAndTheNextTapWorks() {
        let tester = open("/bank/transaction")
        _ = tester.takeMessages()

        #expect(submit("5000", with: "withdrawButton", on: tester) == [.alert(message: "Insufficient balance: you have ₩1,000.")])
        tester.tap("withdrawButton")
        #expect(tester.takePatches() == [.alert(message: "Insufficient balance: you have ₩1,000.")],
                "the same refusal twice alerts twice")
        #expect(text(tester, "balanceLabel") == "Balance: ₩1,000")

        tester.type("amountField", "1000")
        tester.tap("withdrawButton")
        #expect(text(tester, "balanceLabel") == "Balance: ₩0")
        tester.close()
    }

    @Test func badAmountsAlertInKoreanAndNeverReachTheLedger() {
        let tester = open("/bank/transaction", language: "ko")
        _ = tester.takeMessages()
        let expected = [("", "금액을 입력하세요."), ("abc", "금액은 숫자로 입력하세요."), ("0", "금액은 0보다 커야 합니다."),
                        ("-3", "금액은 0보다 커야 합니다."), ("2.5", "금액은 원 단위 정수로 입력하세요."),
                        ("1234567890123456", "금액은 15자리까지 입력할 수 있습니다.")]
        for (typed, message) in expected {
            #expect(submit(typed, with: "depositButton", on: tester).contains(.alert(message: message)), "\(typed)")
        }
        #expect(text(tester, "balanceLabel") == "잔액: 1,000원")
        #expect(account.calls == ["balance"])
        tester.close()
    }

    @Test func typedMarkupIsShownAsTextInTheAlert() {
        let tester = open("/bank/transaction")
        _ = tester.takeMessages()
        #expect(submit("<b>1</b>", with: "depositButton", on: tester) == [.alert(message: "The amount must be a number.")])
        tester.close()
    }

    @Test func aCommitInAnotherTabUpdatesThisTabsBalanceAndHistory() throws {
        let tester = open()
        _ = try account.deposit(7)
        tester.settle()
        #expect(text(tester, "balanceLabel") == "Balance: ₩1,007")
        #expect(rows(tester).first == ["Deposit", "₩7", time(2)])
        tester.close()
    }

    @Test func withAStubbedReactorTheScreenSendsActionsAndRendersTheStateItIsGiven() {
        let reactor = trackForLeaks(TransactionReactor(account: account, background: scheduler.eraseToAnyScheduler(),
                                                       scheduler: scheduler.eraseToAnyScheduler()))
        let stub = reactor.runtime.enableStub()
        let tester = ScreenTester({ trackForLeaks(TransactionViewController { reactor }) },
                                  path: "/bank/transaction", localization: BankText.localization, scheduler: scheduler)
        trackForLeaks(tester.session)
        _ = tester.takeMessages()

        tester.type("amountField", "42")
        tester.tap("depositButton")
        tester.tap("withdrawButton")
        #expect(stub.actions == [.refresh, .depositTyped("42"), .withdrawTyped("42")])

        stub.state.balance = 99
        stub.state.alert = .insufficientFunds(balance: 99)
        tester.settle()
        #expect(tester.takePatches() == [.alert(message: "Insufficient balance: you have ₩99."),
                                         .text(id: "balanceLabel", value: "Balance: ₩99")])
        #expect(account.calls == [], "a stubbed reactor never touches the account")
        tester.close()
    }
}

extension BankScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            let tester0 = open("/bank", language: language)
            #expect(tester0.accessibilityIssues == [], "/bank in \(language)")
            tester0.close()
            let tester1 = open("/bank/transaction", language: language)
            #expect(tester1.accessibilityIssues == [], "/bank/transaction in \(language)")
            tester1.close()
        }
    }

    @Test func theAmountFieldIsNamedAndFilledAsAnAmount() {
        let tester = open("/bank/transaction", language: "ko")
        let field = tester.view("amountField", as: TextField.self)
        #expect(field?.accessibilityLabel == "금액")
        #expect(field?.textContentType == .transactionAmount)
        #expect(tester.screen?.render().contains("aria-label=\"금액\"") == true)
        #expect(tester.screen?.render().contains("autocomplete=\"transaction-amount\"") == true)
        tester.close()
    }
}
