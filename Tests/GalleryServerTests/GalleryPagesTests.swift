import BinderyWeb
@testable import Gallery
import Testing

/// The gallery's HTTP side over a real socket: the home page in both languages, 404s, the client script, security headers, the mounted stand-ins.
struct GalleryPagesTests {
    @Test func theHomePageListsFindNumberInEnglishByDefault() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/"))
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.text.contains("<html lang=\"en\">"))
            #expect(response.text.contains("<a href=\"/find-number\">Find Number</a>"))
        }
    }

    @Test func theHomePageIsKoreanWithTheLangQuery() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/?lang=ko"), headers: ["Accept-Language": "en-US"])
            #expect(response.header("Content-Language") == "ko")
            #expect(response.text.contains("<html lang=\"ko\">"))
            #expect(response.text.contains("<a href=\"/find-number?lang=ko\">번호 찾기</a>"), "links keep the chosen language")
        }
    }

    @Test func theHomePageIsKoreanWhenTheBrowserAsksForIt() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/"), headers: ["Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8"])
            #expect(response.text.contains("<a href=\"/find-number\">번호 찾기</a>"))
        }
    }

    @Test(arguments: ["en", "ko"] as [Language])
    func theHomePageListsEveryAppInOrderEachWithADescriptionAndEachLinkOpensItsApp(language: Language) async throws {
        try await TestGallery.run { gallery in
            let home = try await TestHTTP.get(gallery.url("/"), headers: ["Accept-Language": language.rawValue])
            #expect(home.text.contains("<html lang=\"\(language)\">"))
            var searchFrom = home.text.startIndex
            for app in GalleryApps.all {
                let link = "<li><a href=\"\(app.path)\">\(HTML.escape(app.title.text(in: language)))</a>"
                guard let found = home.text.range(of: link, range: searchFrom..<home.text.endIndex) else {
                    Issue.record("\(app.path) missing or out of order in the \(language) home page"); continue
                }
                let rest = home.text[found.upperBound...]
                let description = rest.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
                #expect(rest.hasPrefix("\n      <p>") && description.count > 10, "\(app.path) has a one-line description")
                searchFrom = found.upperBound

                let page = try await TestHTTP.get(gallery.url(app.path), headers: ["Accept-Language": language.rawValue])
                #expect(page.status == 200, "\(app.path) opens")
                #expect(page.text.contains("<html lang=\"\(language)\">"), "\(app.path) is in \(language)")
                #expect(page.text.contains("name=\"bindery-session\""), "\(app.path) carries its session token")
            }
        }
    }

    @Test func aPageGivesTheBrowserAnHttpOnlyStrictCookieAndKeepsItsIdOnTheNextLoad() async throws {
        try await TestGallery.run { gallery in
            let first = try await TestHTTP.get(gallery.url("/login"))
            let cookie = try #require(first.header("Set-Cookie"))
            #expect(cookie.hasPrefix("bindery-browser="))
            for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=86400"] {
                #expect(cookie.contains(attribute), "\(attribute) in \(cookie)")
            }
            let id = String(cookie.dropFirst("bindery-browser=".count).prefix { $0 != ";" })
            #expect(id.count == 64)

            let again = try await TestHTTP.get(gallery.url("/login/welcome"), headers: ["Cookie": "bindery-browser=\(id)"])
            #expect(again.header("Set-Cookie")?.hasPrefix("bindery-browser=\(id);") == true, "the same browser")
            let forged = try await TestHTTP.get(gallery.url("/login"), headers: ["Cookie": "bindery-browser=forged"])
            #expect(forged.header("Set-Cookie")?.contains("forged") == false, "an id the server never issued is replaced")
            #expect(gallery.webApp.browsers.count == 2)
        }
    }

    @Test func theHomePageLinksTheStylesheetThatIsServed() async throws {
        try await TestGallery.run { gallery in
            let home = try await TestHTTP.get(gallery.url("/"))
            #expect(home.text.contains("<link rel=\"stylesheet\" href=\"/bindery.css\">"))
            let stylesheet = try await TestHTTP.get(gallery.url("/bindery.css"))
            #expect(stylesheet.status == 200)
            #expect(stylesheet.header("Content-Type") == "text/css; charset=utf-8")
        }
    }

    @Test func pagesCarryTheSecurityHeaders() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/"))
            #expect(response.header("Content-Security-Policy")?.contains("default-src 'self'") == true)
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            #expect(response.header("Cache-Control") == "no-store")
            #expect(!response.text.contains("<script>"), "no inline script")
        }
    }

    @Test func anUnknownPathIsA404PageThatShowsThePathAsText() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/no-such-app/%3Cb%3E"))
            #expect(response.status == 404)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.text.contains("Page not found"))
            #expect(!response.text.contains("<b>"))
        }
    }

    @Test func theClientScriptIsJavaScript() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/bindery.js"))
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/javascript; charset=utf-8")
        }
    }

    @Test func aPlainRequestForTheSocketIsToldToUpgrade() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/socket"))
            #expect(response.status == 426)
        }
    }

    @Test func theStandInsAreMountedUnderAPI() async throws {
        try await TestGallery.run { gallery in
            let response = try await TestHTTP.get(gallery.url("/api/v1.0/random?min=2&max=2&count=1"))
            #expect(response.status == 200)
            #expect(response.text == "[2]")
        }
    }
}
