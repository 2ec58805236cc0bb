import Foundation
import StandIns
import Testing

/// `GET /api/v1/search/blog.json` on the real gallery: Naver's shape, highlights over escaped text, paging
/// through a corpus of 200+ posts, JSON 400s for bad parameters, and the pages its links open.
struct BlogSearchStandInTests {
    private struct Body: Decodable {
        let lastBuildDate: String
        let total: Int
        let start: Int
        let display: Int
        let items: [Item]
    }

    private struct Item: Decodable {
        let title: String
        let link: String
        let description: String
        let bloggername: String
        let bloggerlink: String
        let postdate: String
    }

    private func search(_ gallery: TestGallery, _ query: String) async throws -> Body {
        let answer = try await TestHTTP.get(gallery.url("/api/v1/search/blog.json?" + query),
                                            headers: ["X-Naver-Client-Id": "id", "X-Naver-Client-Secret": "secret"])
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
        return try JSONDecoder().decode(Body.self, from: answer.body)
    }

    @Test func answersInNaversShapeWithHighlightsOverEscapedText() async throws {
        try await TestGallery.run { gallery in
            let body = try await search(gallery, "query=swift&display=3")
            #expect(body.start == 1 && body.display == 3 && body.items.count == 3 && body.total >= 6)
            #expect(body.lastBuildDate.hasSuffix("+0900"))
            for item in body.items {
                #expect(item.title.contains("<b>Swift</b>") || item.title.contains("<b>swift</b>"))
                #expect(item.link.hasPrefix(gallery.origin + "/api/v1/search/pages/"))
                #expect(item.bloggerlink.hasPrefix(gallery.origin + "/api/v1/search/bloggers/"))
                #expect(item.postdate.count == 8 && Int(item.postdate) != nil)
            }
            let hostile = try await search(gallery, "query=onerror")
            #expect(hostile.items.first?.description == "Escaping matters: &lt;img src=x <b>onerror</b>=alert(1)&gt; must show up as text, &amp; so must &amp;amp;.")
            #expect(hostile.items.first?.bloggername == "&lt;Mallory&gt;")
        }
    }

    @Test func pagesThroughEveryMatchWithoutRepeats() async throws {
        try await TestGallery.run { gallery in
            var links: [String] = []
            var start = 1
            var total = Int.max
            while start <= total {
                let body = try await search(gallery, "query=%EC%9D%98&display=50&start=\(start)")   // "의": most Korean posts
                total = body.total
                links += body.items.map(\.link)
                start += 50
            }
            #expect(total >= 50)
            #expect(links.count == total && Set(links).count == total)
            let everything = try await search(gallery, "query=e&display=100")
            #expect(everything.total + total >= 200, "a corpus of 200+ posts in both languages")
            let beyond = try await search(gallery, "query=swift&start=1000")
            #expect(beyond.items.isEmpty)
        }
    }

    @Test func sortByDateListsTheNewestFirst() async throws {
        try await TestGallery.run { gallery in
            let body = try await search(gallery, "query=notes&display=30&sort=date")
            let dates = body.items.map(\.postdate)
            #expect(dates == dates.sorted(by: >))
        }
    }

    @Test(arguments: ["", "query=", "query=%20", "query=x&display=0", "query=x&display=101", "query=x&start=0",
                      "query=x&start=1001", "query=x&start=abc", "query=x&sort=rank"])
    func refusesBadParametersWithAJSONError(query: String) async throws {
        let answer = try await TestGallery.run { gallery in
            try await TestHTTP.get(gallery.url("/api/v1/search/blog.json?" + query))
        }
        #expect(answer.status == 400)
        let body = try JSONDecoder().decode([String: String].self, from: answer.body)
        #expect(body["error"]?.isEmpty == false)
    }

    @Test func theLinksOpenEscapedPagesThatTheGalleryMayFrame() async throws {
        try await TestGallery.run { gallery in
            let body = try await search(gallery, "query=script")
            let link = try #require(body.items.first?.link)
            let page = try await TestHTTP.get(try #require(URL(string: link)))
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.text.contains("Never trust &lt;script&gt;alert(1)&lt;/script&gt; in a Swift title"))
            #expect(!page.text.contains("<script"))
            let policy = page.header("Content-Security-Policy") ?? ""
            #expect(policy.contains("frame-ancestors 'self'") && policy.contains("frame-src 'self' http: https:"))
            let blogger = try await TestHTTP.get(try #require(URL(string: body.items[0].bloggerlink)))
            #expect(blogger.status == 200 && blogger.text.contains("&lt;Mallory&gt;"))
            let missing = try await TestHTTP.get(gallery.url("/api/v1/search/pages/9999"))
            #expect(missing.status == 404)
        }
    }
}
