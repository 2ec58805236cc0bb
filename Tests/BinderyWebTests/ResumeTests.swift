import Bindery
import BinderyWeb
import Foundation
import Testing

/// Dropped sockets: the same session resumes within the grace period; after it, the page is rebuilt.
@Suite(.serialized) struct ResumeTests {
    let scheduler = DispatchQueue.test

    private func makeApp(grace: TimeInterval = 30) -> WebApp {
        let scheduler = self.scheduler
        return WebApp(screens: counterRegistry(), configuration: WebConfiguration(gracePeriod: grace),
                      makeThread: { _ in UIThread.test(scheduler) })
    }

    private func hello(_ token: String) -> String { "{\"t\":\"hello\",\"v\":1,\"token\":\"\(token)\",\"path\":\"/counter\"}" }

    @Test func aDroppedSocketResumesTheSameScreenWithItsState() throws {
        let app = makeApp()
        let page = try #require(app.openPage(path: "/counter", language: "en"))
        let first = FakeSocket()
        let connection = try #require(app.connect(hello: hello(page.token), send: first.send))
        scheduler.advance()
        weak let screen = app.session(token: page.token)?.topViewController
        connection.receive(text: "{\"t\":\"event\",\"id\":\"plusButton\",\"name\":\"tap\"}")
        scheduler.advance()
        connection.close()                                   // the network blips
        scheduler.advance()
        let second = FakeSocket()
        let resumed = try #require(app.connect(hello: hello(page.token), send: second.send))
        scheduler.advance()
        let frames = second.take()
        #expect(frames.first?.contains("\"t\":\"welcome\"") == true)
        #expect(frames.dropFirst().first?.contains("id=\\\"countLabel\\\">1<") == true)   // the screen as the user left it
        #expect(app.session(token: page.token)?.topViewController === screen)
        resumed.receive(text: "{\"t\":\"event\",\"id\":\"plusButton\",\"name\":\"tap\"}")
        scheduler.advance()
        app.session(token: page.token)?.flush()   // a test thread flushes by hand; a live UI queue does at the end of each tick
        #expect(second.take().contains { $0.contains("\"value\":\"2\"") })
        app.closeAll()
        scheduler.advance()
    }

    @Test func aLateCloseOfTheOldSocketDoesNotCutOffTheNewOne() throws {
        let app = makeApp(grace: 0)
        let page = try #require(app.openPage(path: "/counter", language: "en"))
        let first = FakeSocket()
        let old = try #require(app.connect(hello: hello(page.token), send: first.send))
        scheduler.advance()
        let second = FakeSocket()
        let resumed = try #require(app.connect(hello: hello(page.token), send: second.send))   // half-open: the page came back first
        scheduler.advance()
        old.close()                                                                            // the dead socket's close arrives late
        scheduler.advance()
        app.expireIdleSessions(now: Date().addingTimeInterval(60))
        #expect(app.session(token: page.token) != nil, "the live tab is not released")
        _ = second.take()
        resumed.receive(text: "{\"t\":\"event\",\"id\":\"plusButton\",\"name\":\"tap\"}")
        scheduler.advance()
        app.session(token: page.token)?.flush()
        #expect(second.take().contains { $0.contains("\"value\":\"1\"") }, "the new socket still receives patches")
        app.closeAll()
        scheduler.advance()
    }

    @Test func aReplacedSocketCanNoLongerActOnTheSession() throws {
        let app = makeApp()
        let page = try #require(app.openPage(path: "/counter", language: "en"))
        let first = FakeSocket()
        let old = try #require(app.connect(hello: hello(page.token), send: first.send))
        scheduler.advance()
        let second = FakeSocket()
        _ = try #require(app.connect(hello: hello(page.token), send: second.send))
        scheduler.advance()
        _ = first.take()
        _ = second.take()
        old.receive(text: "{\"t\":\"event\",\"id\":\"plusButton\",\"name\":\"tap\"}")
        scheduler.advance()
        app.session(token: page.token)?.flush()
        #expect(first.take().map { $0.contains("\"code\":\"replaced\"") } == [true], "refused on the old socket")
        #expect(second.take().isEmpty, "nothing happened on the session")
        #expect((app.session(token: page.token)?.topViewController?.view(withId: "countLabel") as? Label)?.text == "0")
        app.closeAll()
        scheduler.advance()
    }

    @Test func afterTheGracePeriodTheSessionIsGoneAndANewPageStartsFresh() throws {
        let app = makeApp(grace: 5)
        let released = FakeSocket()
        app.observeExpiry { count in released.send("released \(count)") }
        let page = try #require(app.openPage(path: "/counter", language: "en"))
        let socket = FakeSocket()
        let connection = try #require(app.connect(hello: hello(page.token), send: socket.send))
        scheduler.advance()
        weak let screen = app.session(token: page.token)?.topViewController
        connection.close()
        scheduler.advance()
        app.expireIdleSessions(now: Date().addingTimeInterval(6))
        scheduler.advance()
        #expect(app.sessionCount == 0)
        #expect(screen == nil)
        #expect(released.take() == ["released 1"], "the server's log line")
        let late = FakeSocket()
        #expect(app.connect(hello: hello(page.token), send: late.send) == nil)
        #expect(late.take().first?.contains("badToken") == true)    // the client then reloads the page
        let fresh = try #require(app.openPage(path: "/counter", language: "en"))
        #expect(fresh.html.contains("id=\"countLabel\">0<"))
        app.closeAll()
        scheduler.advance()
    }

    @Test func aSessionWithinItsGracePeriodIsNotExpired() throws {
        let app = makeApp(grace: 5)
        let page = try #require(app.openPage(path: "/counter", language: "en"))
        let connection = try #require(app.connect(hello: hello(page.token), send: FakeSocket().send))
        scheduler.advance()
        connection.close()
        scheduler.advance()
        let released = FakeSocket()
        app.observeExpiry { count in released.send("released \(count)") }
        app.expireIdleSessions(now: Date().addingTimeInterval(4))
        #expect(app.sessionCount == 1)
        #expect(released.take().isEmpty, "nothing released, nothing logged")
        app.closeAll()
        scheduler.advance()
    }
}
