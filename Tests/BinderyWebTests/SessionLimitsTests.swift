import BinderyWeb
import Testing

/// New pages beyond the session limits get a clear refusal page instead of a session.
@Suite struct SessionLimitsTests {
    @Test func oneClientCannotHoldMoreThanItsShare() {
        let app = WebApp(screens: counterRegistry(), configuration: WebConfiguration(maxSessions: 10, maxSessionsPerClient: 2))
        #expect(app.openPage(path: "/counter", language: "en", clientAddress: "10.0.0.1")?.status == 200)
        #expect(app.openPage(path: "/counter", language: "en", clientAddress: "10.0.0.1")?.status == 200)
        let refused = app.openPage(path: "/counter", language: "en", clientAddress: "10.0.0.1")
        #expect(refused?.status == 429)
        #expect(refused?.token == "")
        #expect(refused?.html.contains("role=\"alert\">Too many open pages from your address.") == true)
        #expect(app.openPage(path: "/counter", language: "en", clientAddress: "10.0.0.2")?.status == 200)
        #expect(app.sessionCount == 3)
        app.closeAll()
    }

    @Test func theServerRefusesPagesWhenFull() {
        let app = WebApp(screens: counterRegistry(), configuration: WebConfiguration(maxSessions: 1))
        #expect(app.openPage(path: "/counter", language: "ko", clientAddress: "10.0.0.1")?.status == 200)
        let refused = app.openPage(path: "/counter", language: "ko", clientAddress: "10.0.0.2")
        #expect(refused?.status == 503)
        #expect(refused?.html.contains("서버가 바쁩니다") == true)
        app.closeAll()
    }
}
