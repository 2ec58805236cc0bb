import BinderyWeb
import Testing

/// Placeholders are filled in order or by position, and a table missing a key is caught by `problems(of:)`.
struct StringsTableTests {
    private let table = StringsTable(language: "en", entries: [
        "stage": "Stage: %d",
        "greeting": "Hello, %@!",
        "swapped": "%2$@ before %1$@",
        "percent": "100%% of %lld",
        "plain": "Nothing to fill",
        "trailing": "Half: 50%",
        "unknown": "%q stays, %@ fills",
    ])

    @Test func fillsPlaceholdersInOrderAndByPosition() {
        #expect(table.text("stage", [3]) == "Stage: 3")
        #expect(table.text("greeting", ["Ada"]) == "Hello, Ada!")
        #expect(table.text("swapped", ["first", "second"]) == "second before first")
        #expect(table.text("percent", [7]) == "100% of 7")
    }

    /// Formats are cut into runs once, when the table is made; what they show is what scanning each time showed.
    @Test func textsWithoutPlaceholdersAndStrayPercentSignsShowAsWritten() {
        #expect(table.text("plain") == "Nothing to fill")
        #expect(table.text("plain", ["ignored"]) == "Nothing to fill")
        #expect(table.text("trailing") == "Half: 50%")
        #expect(table.text("unknown", ["it"]) == "%q stays, it fills")
        #expect(table.text("stage", [3]) == "Stage: 3", "a second call reads the same runs")
    }

    @Test func aMissingKeyShowsItselfAndAMissingArgumentShowsNothing() {
        #expect(table.text("nowhere") == "nowhere")
        #expect(table.text("greeting") == "Hello, !")
    }

    private enum SampleText: String, TextKey {
        case stage, greeting
        static let localization = try! Localization(strings: [
            "en": #""stage" = "Stage: %d"; "greeting" = "Hello, %@!"; "unused" = "Never looked up";"#,
            "ko": #""stage" = "스테이지: %@";"#,
        ])
    }

    @Test func problemsNameMissingKeysUnknownKeysAndOtherPlaceholders() {
        #expect(SampleText.tableProblems == [
            "en.strings has \"unused\", which SampleText does not name",
            "ko.strings lacks \"greeting\"",
            "ko.strings: \"stage\" has other placeholders than en.strings",
        ])
    }

    @Test func aLanguageMissingAKeyFallsBackToTheFallbacksText() {
        #expect(SampleText.strings(in: "ko").text(SampleText.greeting, "민수") == "Hello, 민수!")
        #expect(SampleText.strings(in: "fr").language == "en", "a language the app does not speak reads the fallback")
        #expect(SampleText.strings(in: "ko") == SampleText.strings(in: "KO"), "each language's table is merged once")
    }
}
