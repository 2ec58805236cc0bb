import BinderyWeb
import BinderyWebServer
import Testing

/// The home page shows every text as text.
struct HomePageTests {
    @Test func escapesEveryText() {
        let page = HomePage(
            title: LocalizedText(en: "<script>alert(1)</script>", ko: "t"),
            introduction: LocalizedText(en: "Tom & \"Jerry\"", ko: "i"),
            apps: [AppEntry(path: "/x\"><img src=y>", title: LocalizedText(en: "<b>X</b>", ko: "x"), summary: LocalizedText(en: "'s'", ko: "s"))]
        )
        let html = page.html(in: .en, browserLanguage: .en)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("Tom &amp; &quot;Jerry&quot;"))
        #expect(html.contains("href=\"/x&quot;&gt;&lt;img src=y&gt;\""))
        #expect(html.contains("&#39;s&#39;"))
    }
}
