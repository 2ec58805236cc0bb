import BinderyWeb
import Foundation
import Testing

/// `ServiceError`'s messages: BinderyWeb's, naming the service as the app's table names it, unless the app's table
/// gives the error's key a text of its own.
struct ServiceErrorTextTests {
    private let cats = try! Localization(strings: [
        "en": #""serviceName" = "cat"; "serviceNotFound" = "No such cat.";"#,
        "ko": #""serviceName" = "고양이"; "serviceNotFound" = "그런 고양이는 없습니다.";"#,
    ])

    @Test func theMessageNamesTheAppsService() {
        #expect(ServiceError.unreachable.message(in: cats.strings(for: "en")) == "Could not reach the cat service. Please try again.")
        #expect(ServiceError.invalidAddress.message(in: cats.strings(for: "ko")) == "고양이 서비스 주소가 잘못되었습니다.")
    }

    @Test func aBadStatusShowsTheStatusAndTheService() {
        #expect(ServiceError.badStatus(503).message(in: cats.strings(for: "en"))
            == "The cat service answered with an error (HTTP 503). Please try again.")
        #expect(ServiceError.badStatus(500).message(in: cats.strings(for: "ko"))
            == "고양이 서비스가 오류로 응답했습니다 (HTTP 500). 다시 시도해 주세요.")
    }

    @Test func theAppsOwnTextWinsForItsKey() {
        #expect(ServiceError.notFound.message(in: cats.strings(for: "en")) == "No such cat.")
        #expect(ServiceError.notFound.message(in: cats.strings(for: "ko")) == "그런 고양이는 없습니다.")
    }

    @Test func aServiceNoTableNamesIsRemote() throws {
        let silent = try Localization(strings: ["en": ""])
        #expect(ServiceError.unreadableAnswer.message(in: silent.strings(for: "en"))
            == "The remote service sent an answer that could not be read.")
        #expect(ServiceError.unreachable.localizedDescription == "Could not reach the remote service. Please try again.")
    }

    @Test(arguments: [ServiceError.invalidAddress, .unreachable, .badStatus(404), .unreadableAnswer, .notFound])
    func everyCaseHasItsOwnTextInEachLanguage(error: ServiceError) {
        let english = error.message(in: ServiceErrorText.strings(in: "en"))
        let korean = error.message(in: ServiceErrorText.strings(in: "ko"))
        #expect(!english.isEmpty && !korean.isEmpty && english != korean)
    }

    private enum ShopText: String, TextKey {
        case appTitle
        case serviceName
        static let localization = try! Localization(strings: [
            "en": #""appTitle" = "Shop"; "serviceName" = "shop";"#,
            "de": #""appTitle" = "Laden"; "serviceName" = "Laden"; "serviceUnreachable" = "„%@“ ist nicht erreichbar.";"#,
            "ko": #""appTitle" = "가게"; "serviceName" = "가게"; "serviceBadStatus" = "%@ 오류";"#,
        ])
    }

    @Test func anAppsTableGivesServiceErrorKeysWithoutCasesForThemButWithBinderyWebsPlaceholders() {
        #expect(ServiceError.unreachable.message(in: ShopText.strings(in: "de")) == "„Laden“ ist nicht erreichbar.")
        #expect(ShopText.tableProblems == [
            "ko.strings: \"serviceBadStatus\" has other placeholders than BinderyWeb's en.strings for ServiceErrorText",
        ], "de's serviceUnreachable is no problem; ko's serviceBadStatus drops the status")
    }

    @Test func theTablesAreFoundInTheBundleEnglishFirstAndComplete() {
        #expect(BinderyText.localization.languages == ["en", "ko"])
        #expect(ServiceErrorText.localization.languages == ["en", "ko"])
        #expect(ServiceErrorText.tableProblems == [])
        #expect(ServiceErrorText.strings(in: "ko")(ServiceErrorText.serviceName) == "원격")
    }
}
