import BinderyWeb
import Foundation
@testable import Gallery
import Login
import Testing

/// Every gallery screen, as the gallery registers it, renders exactly these element ids in this order: SPEC.md's
/// outlet names and the rest of each page's ids are frozen here, so renaming a property, adding an id or moving a
/// control fails this test.
struct GalleryScreenIDsTests {
    /// Each route's page as it first renders (in English, before its socket connects and any service answers), its
    /// ids in document order.
    static let frozen: [(path: String, ids: [String])] = [
        ("/find-number", ["findNumberTitle", "recordStack", "stageLabel", "bestRecordLabel", "currentRecordLabel", "numberStack",
                          "firstButton", "secondButton", "thirdButton", "resetButton"]),
        ("/login", ["loginTitle", "loginForm", "idRow", "idField", "idValidView", "pwRow", "pwField", "pwField-hint", "pwValidView",
                    "loginButton"]),
        ("/login/welcome", ["greetingLabel", "signOutButton"]),
        ("/email-sign-in", ["titleLabel", "formStack", "textField", "textField-hint", "hintLabel", "nextButton"]),
        ("/email-sign-in/next", ["titleLabel", "emailLabel"]),
        ("/quote", ["quoteTitle", "quoteStack", "quoteLabel", "authorLabel", "refreshButton"]),
        ("/dutch-pay", ["dutchPayTitle", "billStack", "totalCaption", "totalAmountLabel", "perPersonCaption", "perPersonLabel",
                        "personStack", "minusPersonButton", "personCountLabel", "plusPersonButton", "keypad",
                        "keypadRow1", "key7", "key8", "key9", "keypadRow2", "key4", "key5", "key6", "keypadRow3", "key1", "key2", "key3",
                        "keypadRow4", "key00", "key0", "backspaceKey", "keypadRow5", "clearKey"]),
        ("/bank", ["bankTitle", "balanceLabel", "actionButton", "emptyHistoryLabel", "historyTable"]),
        ("/bank/transaction", ["transactionTitle", "balanceLabel", "amountRow", "amountField", "depositButton", "withdrawButton",
                               "statusLabel"]),
        ("/members", ["titleLabel", "statusLabel", "retryButton", "tableView"]),
        ("/members/1", ["avatarImageView", "nameLabel", "jobLabel", "ageLabel", "statusLabel", "retryButton"]),
        ("/search", ["searchTitle", "searchBar", "statusLabel", "tableView", "pagingStack", "moreButton", "retryButton"]),
        ("/search/detail?url=https%3A%2F%2Fblog.example%2Fswift%2F1", ["detailTitle", "addressLabel", "messageLabel", "webView"]),
        ("/cats", ["catsTitle", "catButtons", "resumeButton", "stopButton", "statusLabel", "imageView"]),
        ("/movies", ["moviesTitle", "statusLabel", "retryButton", "movieList"]),
        ("/movies/8", ["titleLabel", "statusLabel", "retryButton", "movieStack", "posterView", "movieText", "infoLabel",
                       "overviewLabel"]),
        ("/catalog", ["catalogTitle", "tabBar", "switchRow", "workingSwitch", "workingLabel", "activityIndicator", "checkBoxRow",
                      "newsCheckBox", "newsLabel", "sizeRow", "sizeControl", "sizeLabel", "volumeRow", "volumeSlider",
                      "volumeLabel", "progressView", "guestsRow", "guestsStepper", "guestsLabel", "dayRow", "dayPicker",
                      "dayLabel", "fruitRow", "fruitPicker", "fruitLabel", "notesRow", "notesView", "notesLabel",
                      "alertRow", "alertButton", "alertLabel", "shareRow", "shareButton", "shareLabel", "nicknameRow",
                      "nicknameButton", "nicknameLabel", "planetsRow", "planetsScrollView", "refreshControl", "planetsTable",
                      "planetsTable-0", "planetNameLabel", "planetDistanceLabel", "planetsTable-1", "planetNameLabel-2",
                      "planetDistanceLabel-2", "planetsTable-2", "planetNameLabel-3", "planetDistanceLabel-3", "planetsTable-3",
                      "planetNameLabel-4", "planetDistanceLabel-4", "planetLabel", "refreshLabel"]),
        ("/catalog/badges", ["badgesTitle", "tabBar", "badgeRow", "badgeStepper", "badgeLabel", "chosenLabel"]),
    ]

    @Test func everyScreenRendersItsFrozenIDsInOrder() throws {
        // No service answers, so each screen shows what it shows before its first answer.
        let registry = try TemporaryAppEnvironment.with { GalleryApps.screens(environment: $0) }
        let signedIn = BrowserValues()
        signedIn[SignedInAccount.key] = Account(email: "demo@example.com")
        for (path, expected) in Self.frozen {
            // Not attached: the page has not connected, so no screen has appeared (and redirected) yet.
            let tester = ScreenTester(path: path, registry: registry, language: "en", browserValues: signedIn,
                                      attachesSocket: false)
            let ids = Self.ids(in: tester.screen?.render() ?? "")
            #expect(tester.screen?.path == path, "\(path) shows its own screen")
            #expect(ids == expected, "\(path)")
            tester.close()
        }
    }

    /// The values of the `id` attributes in `html`, in order.
    static func ids(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\sid="([^"]*)""#)
        let text = html as NSString
        return pattern.matches(in: html, range: NSRange(location: 0, length: text.length)).map { text.substring(with: $0.range(at: 1)) }
    }
}
