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
