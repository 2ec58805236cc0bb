import Hummingbird
import HummingbirdTesting
import Testing

/// The gallery's HTTP side: the home page in both languages, 404s, the client script, security headers, the mounted stand-ins.
struct GalleryPagesTests {
    @Test func theHomePageListsFindNumberInEnglishByDefault() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(html.contains("<html lang=\"en\">"))
                #expect(html.contains("<a href=\"/find-number\">Find Number</a>"))
            }
        }
    }

    @Test func theHomePageIsKoreanWithTheLangQuery() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/?lang=ko", method: .get, headers: [.acceptLanguage: "en-US"]) { response in
                let html = String(buffer: response.body)
                #expect(response.headers[.contentLanguage] == "ko")
                #expect(html.contains("<html lang=\"ko\">"))
                #expect(html.contains("<a href=\"/find-number?lang=ko\">숫자 맞추기</a>"), "links keep the chosen language")
            }
        }
    }

    @Test func theHomePageIsKoreanWhenTheBrowserAsksForIt() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8"]) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("<a href=\"/find-number\">숫자 맞추기</a>"))
            }
        }
    }

    @Test func pagesCarryTheSecurityHeaders() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(!String(buffer: response.body).contains("<script>"), "no inline script")
            }
        }
    }

    @Test func anUnknownPathIsA404PageThatShowsThePathAsText() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/no-such-app/%3Cb%3E", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(html.contains("Page not found"))
                #expect(!html.contains("<b>"))
            }
        }
    }

    @Test func theClientScriptIsJavaScript() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/bindery.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/javascript; charset=utf-8")
            }
        }
    }

    @Test func aPlainRequestForTheSocketIsToldToUpgrade() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/socket", method: .get) { response in
                #expect(response.status == .upgradeRequired)
            }
        }
    }

    @Test func theStandInsAreMountedUnderAPI() async throws {
        try await TestGallery.makeApplication().test(.router) { client in
            try await client.execute(uri: "/api/v1.0/random?min=2&max=2&count=1", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "[2]")
            }
        }
    }
}
