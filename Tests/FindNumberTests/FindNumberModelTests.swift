import BinderyWeb
import Bindery
@testable import FindNumber
import Foundation
import Testing

/// The game record's transitions and the error messages.
struct FindNumberModelTests {
    @Test func aRightGuessAdvancesTheStageAndTheStreakAndRaisesTheBestOnlyWhenBeaten() {
        #expect(GameRecord(round: 3, best: 5, current: 2).scored() == GameRecord(round: 4, best: 5, current: 3))
        #expect(GameRecord(round: 6, best: 5, current: 5).scored() == GameRecord(round: 7, best: 6, current: 6))
    }

    @Test func aWrongGuessGoesBackToStageOneAndKeepsTheBest() {
        #expect(GameRecord(round: 6, best: 5, current: 5).missed() == GameRecord(round: 1, best: 5, current: 0))
    }

    @Test(arguments: [FindNumberError.invalidURL, .networkError, .decodingError])
    func everyErrorHasAnEnglishDefaultAndAKoreanMessage(error: FindNumberError) {
        let english = error.message(in: FindNumberText.strings(in: "en"))
        let korean = error.message(in: FindNumberText.strings(in: "ko"))
        #expect(!english.isEmpty && !korean.isEmpty && english != korean)
        #expect(error.errorDescription == english)
        #expect(error.localizedDescription == english)
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
    }

    @Test func theErrorsHaveDistinctMessages() {
        let errors: [FindNumberError] = [.invalidURL, .networkError, .decodingError]
        for language in FindNumberText.localization.languages {
            #expect(Set(errors.map { $0.message(in: FindNumberText.strings(in: language)) }).count == errors.count)
        }
    }
}
