import BinderyWeb
@testable import Gallery
import Testing

/// Every strings table the gallery ships has every key its app looks up, no key it never looks up, and the same
/// placeholders as the app's fallback language.
struct StringsTablesTests {
    @Test func everyAppsTablesAreComplete() {
        for app in GalleryApps.all {
            #expect(app.texts.tableProblems == [], "\(app)")
        }
    }

    @Test func theGallerysAndBinderyWebsOwnTablesAreComplete() {
        #expect(GalleryText.tableProblems == [])
        #expect(BinderyText.tableProblems == [])
    }

    @Test func everyAppSpeaksEnglishFirstAndKorean() {
        for app in GalleryApps.all {
            #expect(app.texts.localization.languages == ["en", "ko"], "\(app)")
        }
    }
}
