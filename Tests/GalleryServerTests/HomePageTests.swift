import BinderyWeb
@testable import BinderyWebServer
import Testing

/// The home page shows every text as text.
struct HomePageTests {
    @Test func escapesEveryText() {
        let texts = Localization([StringsTable(language: "en", entries: [
            "title": "<script>alert(1)</script>", "introduction": "Tom & \"Jerry\"", "app": "<b>X</b>", "summary": "'s'",
        ])])
        let page = HomePage(
            title: LocalizedText(key: "title", in: texts),
            introduction: LocalizedText(key: "introduction", in: texts),
            apps: [AppEntry(path: "/x\"><img src=y>", title: LocalizedText(key: "app", in: texts),
                            summary: LocalizedText(key: "summary", in: texts))]
        )
        let html = page.html(in: "en", browserLanguage: "en")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("Tom &amp; &quot;Jerry&quot;"))
        #expect(html.contains("href=\"/x&quot;&gt;&lt;img src=y&gt;\""))
        #expect(html.contains("&#39;s&#39;"))
    }
}
