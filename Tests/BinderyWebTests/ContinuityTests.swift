import Bindery
@testable import BinderyWeb
import BinderyTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Tabs continue where they were: after a restart (a new `WebApp` on the same store), after a reload (the page
/// names its previous session), and after their session left memory; what must not come back does not.
@Suite(.serialized) struct ContinuityTests {
    let scheduler = DispatchQueue.test
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-continuity-\(UUID().uuidString)")

    /// A server on the test scheduler keeping records in the test's directory.
    private func makeApp(grace: TimeInterval = 30, activity: (any SessionActivity)? = nil,
                         browsers: BrowserRegistry = BrowserRegistry()) throws -> WebApp {
        let scheduler = self.scheduler
        let app = WebApp(screens: continuityRegistry(), configuration: WebConfiguration(
            gracePeriod: grace, continuity: try DirectoryContinuityStore(directory: directory)), browsers: browsers,
                         makeThread: { _ in UIThread.test(scheduler) })
        if let activity { app.observeActivity(activity) }
        return app
    }

    private func hello(_ token: String, path: String, resume: String? = nil) -> String {
        let resumed = resume.map { ",\"resume\":\"\($0)\"" } ?? ""
        return "{\"t\":\"hello\",\"v\":1,\"token\":\"\(token)\",\"path\":\"\(path)\"\(resumed)}"
    }

    private func tap(_ id: String) -> String { "{\"t\":\"event\",\"id\":\"\(id)\",\"name\":\"tap\"}" }
    private func change(_ id: String, _ value: String) -> String {
        "{\"t\":\"event\",\"id\":\"\(id)\",\"name\":\"change\",\"value\":\"\(value)\"}"
    }

    /// Opens `path` on `app`, sends `frames` through its socket, and lets the socket go; returns the token.
    private func visit(_ app: WebApp, _ path: String, _ frames: [String]) throws -> String {
        let page = try #require(app.openPage(path: path, language: "en"))
        let connection = try #require(app.connect(hello: hello(page.token, path: path), send: FakeSocket().send))
        scheduler.advance()
        for frame in frames {
            connection.receive(text: frame)
            scheduler.advance()
        }
        connection.close()
        scheduler.advance()
        return page.token
    }

    private func cleanUp(_ apps: WebApp...) {
        for app in apps { app.closeAll() }
        scheduler.advance()
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aRestartedServerContinuesTheTabWithItsScreensFieldsAndViewModels() throws {
        let before = try makeApp()
        let token = try visit(before, "/counter", [tap("plusButton"), tap("plusButton"), change("nameField", "Ada"), tap("nextButton")])
        before.closeAll()                                           // the server stops (or dies): nothing is kept in memory
        scheduler.advance()

        let after = try makeApp()
        let socket = FakeSocket()
        let connection = try #require(after.connect(hello: hello(token, path: "/second"), send: socket.send))
        let session = try #require(after.session(token: token))
        let state = session.performAndWait { () -> (Int, String?, String, String?) in
            let counter = session.stack.first as? CounterScreen
            return (session.stack.count, counter?.countLabel.text, counter?.nameField.text ?? "", session.topViewController?.path)
        }
        #expect(state.0 == 2)
        #expect(state.1 == "2")
        #expect(state.2 == "Ada")
        #expect(state.3 == "/second")
        let frames = socket.take()
        #expect(frames.first?.contains("\"t\":\"welcome\"") == true)
        #expect(frames.contains { $0.contains("\"t\":\"screen\"") && $0.contains("secondLabel") })
        // The next tap continues it: Back pops to the counter as the user left it.
        connection.receive(text: tap("backButton"))
        let back = session.performAndWait { (session.topViewController as? CounterScreen)?.greetingLabel.text }
        #expect(back == "Hello, Ada")
        connection.close()
        cleanUp(before, after)
    }

    @Test func aRestoredTabBelongsToTheBrowserItsSocketNamesWithThatBrowsersSignedInAccount() throws {
        let member = SessionKey<String>("test.member")
        let browsersDirectory = directory.appendingPathComponent("browsers")
        let before = try makeApp(browsers: BrowserRegistry(store: try DirectoryBrowserStore(directory: browsersDirectory)))
        let page = try #require(before.openPage(path: "/counter", language: "en"))
        let browser = try #require(page.browser)
        before.browsers.browser(id: browser).values[member] = "kim@example.com"  // signed in, in another tab
        let connection = try #require(before.connect(hello: hello(page.token, path: "/counter"), send: FakeSocket().send))
        connection.receive(text: tap("plusButton"))
        scheduler.advance()
        connection.close()
        before.browsers.flush()
        before.closeAll()                                           // the process dies; its browsers' file stays
        scheduler.advance()

        let after = try makeApp(browsers: BrowserRegistry(store: try DirectoryBrowserStore(directory: browsersDirectory)))
        let discard: @Sendable ([UInt8]) -> Void = { _ in }
        _ = try #require(after.connect(hello: hello(page.token, path: "/counter"),
                                       visitor: SocketVisitor(browser: browser, clientAddress: "127.0.0.1"), sendUTF8: discard))
        let session = try #require(after.session(token: page.token))
        #expect(session.browserID == browser, "the page's cookie still names its browser")
        #expect(session.browserValues[member] == "kim@example.com")
        #expect(session.performAndWait { (session.topViewController as? CounterScreen)?.countLabel.text } == "1")
        cleanUp(before, after)
    }

    /// The browser had no name when the tab opened; the tab asked, and the name it was given is now the browser's.
    /// Rebuilt, the tab starts from the values its record began with, so the screen asks again and takes the same
    /// events (read live, it had the name, no field to type it in, and the tab started fresh, its note lost).
    @Test func aTabRebuiltFromItsRecordStartsFromTheBrowserValuesItBeganWith() throws {
        let browsersDirectory = directory.appendingPathComponent("browsers")
        let counts = RestoreCounts()
        let before = try makeApp(browsers: BrowserRegistry(store: try DirectoryBrowserStore(directory: browsersDirectory)))
        let page = try #require(before.openPage(path: "/room", language: "en"))
        let browser = try #require(page.browser)
        let visitor = SocketVisitor(browser: browser, clientAddress: "127.0.0.1")
        let discard: @Sendable ([UInt8]) -> Void = { _ in }
        let connection = try #require(before.connect(hello: hello(page.token, path: "/room"), visitor: visitor, sendUTF8: discard))
        for frame in [change("nameField", "Ann"), tap("joinButton"), change("noteField", "half a thought")] {
            connection.receive(text: frame)
            scheduler.advance()
        }
        connection.close()
        before.browsers.flush()
        before.closeAll()
        scheduler.advance()

        let after = try makeApp(activity: counts,
                                browsers: BrowserRegistry(store: try DirectoryBrowserStore(directory: browsersDirectory)))
        _ = try #require(after.connect(hello: hello(page.token, path: "/room"), visitor: visitor, sendUTF8: discard))
        let session = try #require(after.session(token: page.token))
        let shown = session.performAndWait { () -> (String?, String?) in
            let room = session.topViewController as? NameAskingScreen
            return (room?.greetingLabel.text, room?.noteField.text)
        }
        #expect(counts.fallbacks == [], "restored, not started fresh")
        #expect(shown.0 == "Hello, Ann")
        #expect(shown.1 == "half a thought")
        #expect(session.browserValues[NameAskingScreen.name] == "Ann")
        cleanUp(before, after)
    }

    /// What another tab changed after the record's last event reaches the rebuilt tab once it is live.
    @Test func aRebuiltTabHearsWhereTheBrowsersValuesMovedOnSinceItsRecord() throws {
        let browsers = BrowserRegistry()
        let before = try makeApp(browsers: browsers)
        let page = try #require(before.openPage(path: "/room", language: "en"))
        let browser = try #require(page.browser)
        let visitor = SocketVisitor(browser: browser, clientAddress: "127.0.0.1")
        let discard: @Sendable ([UInt8]) -> Void = { _ in }
        let connection = try #require(before.connect(hello: hello(page.token, path: "/room"), visitor: visitor, sendUTF8: discard))
        for frame in [change("nameField", "Ann"), tap("joinButton")] {
            connection.receive(text: frame)
            scheduler.advance()
        }
        connection.close()
        before.closeAll()
        scheduler.advance()
        browsers.browser(id: browser).values[NameAskingScreen.name] = "Bo"   // another tab renamed the browser

        let after = try makeApp(browsers: browsers)
        _ = try #require(after.connect(hello: hello(page.token, path: "/room"), visitor: visitor, sendUTF8: discard))
        let session = try #require(after.session(token: page.token))
        scheduler.advance()
        #expect(session.performAndWait { (session.topViewController as? NameAskingScreen)?.greetingLabel.text } == "Hello, Bo")
        #expect(browsers.browser(id: browser).values[NameAskingScreen.name] == "Bo", "the replay wrote nothing back")
        cleanUp(before, after)
    }

    @Test func aReloadedTabContinuesItsPreviousSessionAndTheNewOneIsReleased() throws {
        let app = try makeApp()
        let previous = try visit(app, "/counter", [tap("plusButton"), change("nameField", "Grace")])
        let reloaded = try #require(app.openPage(path: "/counter", language: "en"))
        let socket = FakeSocket()
        let connection = try #require(app.connect(hello: hello(reloaded.token, path: "/counter", resume: previous), send: socket.send))
        scheduler.advance()
        let frames = socket.take()
        #expect(frames.first == "{\"t\":\"resumed\"}")
        #expect(frames.contains { $0.contains("id=\\\"countLabel\\\">1<") })
        #expect(app.session(token: reloaded.token) == nil, "the page's new session gave way to the tab's previous one")
        #expect(app.sessionCount == 1)
        connection.close()
        cleanUp(app)
    }

    @Test func aTabReloadedAfterItsSessionLeftMemoryIsRestoredFromItsRecord() throws {
        let app = try makeApp(grace: 0)
        let previous = try visit(app, "/counter", [tap("plusButton"), tap("plusButton"), tap("plusButton")])
        app.expireIdleSessions(now: Date().addingTimeInterval(60))  // the phone kept the tab in the background for a minute
        scheduler.advance()
        #expect(app.session(token: previous) == nil)
        let reloaded = try #require(app.openPage(path: "/counter", language: "en"))
        let socket = FakeSocket()
        _ = try #require(app.connect(hello: hello(reloaded.token, path: "/counter", resume: previous), send: socket.send))
        let session = try #require(app.session(token: previous))
        let restored = session.performAndWait { ((session.topViewController as? CounterScreen)?.countLabel.text, (session.topViewController as? CounterScreen)?.plusButton.isEnabled) }
        #expect(restored.0 == "3")
        #expect(restored.1 == false, "its view model's rule came back with it: three is the most")
        #expect(socket.take().first == "{\"t\":\"resumed\"}")
        cleanUp(app)
    }

    @Test func aDuplicatedTabDoesNotTakeTheSessionOfTheTabStillConnected() throws {
        let app = try makeApp()
        let first = try #require(app.openPage(path: "/counter", language: "en"))
        let original = try #require(app.connect(hello: hello(first.token, path: "/counter"), send: FakeSocket().send))
        scheduler.advance()
        let duplicate = try #require(app.openPage(path: "/counter", language: "en"))
        let socket = FakeSocket()
        _ = try #require(app.connect(hello: hello(duplicate.token, path: "/counter", resume: first.token), send: socket.send))
        scheduler.advance()
        #expect(socket.take().first?.contains("\"t\":\"welcome\"") == true, "not resumed: the first tab keeps its session")
        #expect(app.session(token: first.token) != nil && app.session(token: duplicate.token) != nil)
        original.close()
        cleanUp(app)
    }

    @Test func aPasswordIsNeverRecordedAndComesBackEmptyWhileTheEmailComesBack() throws {
        let before = try makeApp()
        let token = try visit(before, "/sign-in", [change("emailField", "ada@example.com"), change("passwordField", "hunter2-secret")])
        let record = try String(contentsOf: directory.appendingPathComponent("\(token).jsonl"), encoding: .utf8)
        #expect(record.contains("ada@example.com"))
        #expect(!record.contains("hunter2"))
        #expect(!record.contains("passwordField"), "not even a masked value: a restore types nothing there")
        before.closeAll()
        scheduler.advance()

        let after = try makeApp()
        _ = try #require(after.connect(hello: hello(token, path: "/sign-in"), send: FakeSocket().send))
        let session = try #require(after.session(token: token))
        let fields = session.performAndWait { () -> (String, String, String?) in
            let screen = session.topViewController as? SignInScreen
            return (screen?.emailField.text ?? "", screen?.passwordField.text ?? "?", screen?.lengthLabel.text)
        }
        #expect(fields.0 == "ada@example.com")
        #expect(fields.1 == "")
        #expect(fields.2 == "0")
        cleanUp(before, after)
    }

    @Test func aScreenThatOptsOutStartsFresh() throws {
        let before = try makeApp()
        let token = try visit(before, "/fresh", [tap("plusButton"), tap("plusButton")])
        before.closeAll()
        scheduler.advance()
        let after = try makeApp()
        _ = try #require(after.connect(hello: hello(token, path: "/fresh"), send: FakeSocket().send))
        let session = try #require(after.session(token: token))
        #expect(session.performAndWait { (session.topViewController as? FreshScreen)?.countLabel.text } == "0")
        cleanUp(before, after)
    }

    @Test func aTabRestoredAfterItsPageWasHiddenKnowsItIsHiddenWhateverItsScreen() throws {
        let hidden = "{\"t\":\"visibility\",\"value\":\"hidden\"}"
        let before = try makeApp()
        let counter = try visit(before, "/counter", [tap("plusButton"), hidden])
        let fresh = try visit(before, "/fresh", [hidden])  // a screen that starts fresh still hears the tab's visibility
        before.closeAll()
        scheduler.advance()
        let after = try makeApp()
        for (token, path) in [(counter, "/counter"), (fresh, "/fresh")] {
            _ = try #require(after.connect(hello: hello(token, path: path), send: FakeSocket().send))
            let session = try #require(after.session(token: token))
            #expect(session.performAndWait { session.topViewController?.isPageVisible } == false, "\(path)")
        }
        cleanUp(before, after)
    }

    @Test func aRecordTheAppNoLongerMatchesFallsBackToAFreshStartAndIsCounted() throws {
        let activity = RestoreCounts()
        let app = try makeApp(activity: activity)
        let token = String(repeating: "ab", count: 32)
        try write(record: [#"{"kind":"in","message":{"id":"plusButton","name":"wiggle","t":"event"},"ms":5}"#], path: "/counter", token: token)
        let socket = FakeSocket()
        #expect(app.connect(hello: hello(token, path: "/counter"), send: socket.send) == nil)
        #expect(socket.take().first?.contains("badToken") == true, "the page is told to load again, and starts fresh")
        #expect(activity.fallbacks == [.diverged])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(token).jsonl").path), "the record is let go")

        let unreadable = String(repeating: "cd", count: 32)
        try "not a journal\n".write(to: directory.appendingPathComponent("\(unreadable).jsonl"), atomically: true, encoding: .utf8)
        #expect(app.connect(hello: hello(unreadable, path: "/counter"), send: FakeSocket().send) == nil)
        #expect(activity.fallbacks == [.diverged, .unreadable])
        cleanUp(app)
    }

    @Test func aTokenThatNamesNoRecordNeverReachesTheDisk() throws {
        let store = try DirectoryContinuityStore(directory: directory)
        for hostile in ["../../etc/passwd", "", String(repeating: "A", count: 64), String(repeating: "a", count: 65), "abc/def"] {
            #expect(store.record(token: hostile) == nil)
            #expect(store.open(token: hostile, header: nil) == nil)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func timersRunOnTheReplaysClockAndThoseStillWaitingGoOnAfterTheHandover() throws {
        let app = try makeApp()
        // Typed at 0 ms, another tap at 1,500 ms: the debounce settled in between, on the replay's clock.
        let settled = String(repeating: "12", count: 32)
        try write(record: [#"{"kind":"in","message":{"id":"queryField","name":"change","t":"event","value":"swift"},"ms":0}"#,
                           #"{"kind":"in","message":{"id":"otherButton","name":"tap","t":"event"},"ms":1500}"#],
                  path: "/settling", token: settled)
        _ = try #require(app.connect(hello: hello(settled, path: "/settling"), send: FakeSocket().send))
        let session = try #require(app.session(token: settled))
        #expect(session.performAndWait { (session.topViewController as? SettlingScreen)?.settledLabel.text } == "Settled: swift")

        // Typed at 0 ms and nothing after: the debounce is still waiting when the clock hands over, and fires live.
        let waiting = String(repeating: "34", count: 32)
        try write(record: [#"{"kind":"in","message":{"id":"queryField","name":"change","t":"event","value":"rx"},"ms":0}"#],
                  path: "/settling", token: waiting)
        _ = try #require(app.connect(hello: hello(waiting, path: "/settling"), send: FakeSocket().send))
        let live = try #require(app.session(token: waiting))
        #expect(live.performAndWait { (live.topViewController as? SettlingScreen)?.settledLabel.text } == nil)
        // The live queue's timer fires about a second after the handover.
        let text = eventually { live.performAndWait { (live.topViewController as? SettlingScreen)?.settledLabel.text } }
        #expect(text == "Settled: rx")
        cleanUp(app)
    }

    @Test func aTabWhoseServerWasAwayCatchesUpWhatCameDueMeanwhileAndKeepsItAfterTheNextRestart() throws {
        let token = String(repeating: "56", count: 32)
        // Started 40.5 s ago; the countdown was started at once, and the server went away right after.
        let started = Date().addingTimeInterval(-40.5)
        try write(record: [#"{"kind":"in","message":{"id":"startButton","name":"tap","t":"event"},"ms":0}"#],
                  path: "/countdown", token: token, startedAgo: 40.5)
        for restart in 1...2 {
            let app = try makeApp()
            let before = Int(Date().timeIntervalSince(started))
            _ = try #require(app.connect(hello: hello(token, path: "/countdown"), send: FakeSocket().send))
            let after = Int(Date().timeIntervalSince(started))
            let session = try #require(app.session(token: token))
            // 60 less a tick a whole second the tab was away: 20 unless the machine took a second to get here.
            let shown = session.performAndWait { (session.topViewController as? CountdownScreen)?.leftLabel.text }
            #expect((before...after).map { String(60 - $0) }.contains(shown ?? ""),
                    "restart \(restart): the \(before) ticks due while no server held the tab ran as it came back, not \(shown ?? "none")")
            app.closeAll()
            scheduler.advance()
        }
        let record = try String(contentsOf: directory.appendingPathComponent("\(token).jsonl"), encoding: .utf8)
        #expect(record.split(separator: "\n").filter { $0.contains(#""kind":"clock""#) }.count == 2,
                "each restore says where the tab's time met the wall clock")
        cleanUp()
    }

    @Test func aTabAwayLongerThanTheLimitCatchesUpOnlyTheLimit() throws {
        let token = String(repeating: "78", count: 32)
        try write(record: [#"{"kind":"in","message":{"id":"startButton","name":"tap","t":"event"},"ms":0}"#],
                  path: "/countdown", token: token, startedAgo: 40.5)
        let app = WebApp(screens: continuityRegistry(), configuration: WebConfiguration(
            continuity: try DirectoryContinuityStore(directory: directory), continuityCatchUpLimit: 10))
        _ = try #require(app.connect(hello: hello(token, path: "/countdown"), send: FakeSocket().send))
        let session = try #require(app.session(token: token))
        #expect(session.performAndWait { (session.topViewController as? CountdownScreen)?.leftLabel.text } == "50")
        cleanUp(app)
    }

    @Test func aWriteThatCameDueWhileTheServerWasAwayIsMadeOnceAndRecorded() throws {
        let store = NumberedStore()
        let token = String(repeating: "9a", count: 32)
        // A note typed 5.5 s ago, saved 2 s after the typing stopped: the server went away before it was.
        try write(record: [#"{"kind":"in","message":{"id":"noteField","name":"change","t":"event","value":"draft"},"ms":0}"#],
                  path: "/saving", token: token, startedAgo: 5.5)
        for restart in 1...2 {
            let app = try makeLiveApp(store: store)
            _ = try #require(app.connect(hello: hello(token, path: "/saving"), send: FakeSocket().send))
            let session = try #require(app.session(token: token))
            #expect(session.performAndWait { (session.topViewController as? SavingScreen)?.savedLabel.text } == "Saved #1")
            #expect(store.count == 1, "restart \(restart): the save was made once, and its outcome recorded")
            app.closeAll()
        }
        cleanUp()
    }

    @Test func requestsMadeWhileCatchingUpAreSentOnceLiveOnlyIfStillWantedThroughTheAppsSession() throws {
        let server = try LoopbackHTTPServer(reply: .respond(status: 200, body: "\"fresh\""))
        defer { server.stop() }
        let registry = continuityRegistry()
        // The app's session sends a key with every request, as a service that wants one is called.
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["X-Api-Key": "key-of-the-app"]
        let urlSession = JournalingURLSession(configuration: configuration)
        registry.register("/polling") { _ in PollingScreen(urlSession: urlSession, url: server.baseURL.appendingPathComponent("poll")) }
        let app = WebApp(screens: registry, configuration: WebConfiguration(continuity: try DirectoryContinuityStore(directory: directory)))
        let token = String(repeating: "de", count: 32)
        // Polling every 5 s from 0 ms; away 40.5 s: eight polls came due, each cancelling the one before.
        try write(record: [#"{"kind":"in","message":{"id":"startButton","name":"tap","t":"event"},"ms":0}"#],
                  path: "/polling", token: token, startedAgo: 40.5)
        _ = try #require(app.connect(hello: hello(token, path: "/polling"), send: FakeSocket().send))
        let session = try #require(app.session(token: token))
        #expect(eventually { session.performAndWait { (session.topViewController as? PollingScreen)?.answerLabel.text } } == "\"fresh\"")
        #expect(server.requestLines == ["GET /poll HTTP/1.1"], "one request, the last poll's, sent as the tab went live")
        #expect(server.requestHeads.first?.lowercased().contains("x-api-key: key-of-the-app\r\n") == true,
                "sent through the session the app asked, with its configuration's headers")
        let recorded = eventually { () -> String? in
            let record = try? String(contentsOf: directory.appendingPathComponent("\(token).jsonl"), encoding: .utf8)
            return record?.contains(#""kind":"service""#) == true ? record : nil
        }
        #expect(recorded != nil, "its answer is in the record")
        cleanUp(app)
    }

    @Test func aSecondSocketOfATabBeingRestoredIsRefusedAndFindsTheRestoredSessionOnItsReload() throws {
        let store = NumberedStore()
        let token = String(repeating: "bc", count: 32)
        try write(record: [#"{"kind":"in","message":{"id":"noteField","name":"change","t":"event","value":"draft"},"ms":0}"#],
                  path: "/saving", token: token, startedAgo: 5.5)
        let app = try makeLiveApp(store: store)
        app.lock.withLock { _ = app.restoringTokens.insert(token) }          // the first socket's restore runs
        let socket = FakeSocket()
        #expect(app.connect(hello: hello(token, path: "/saving"), send: socket.send) == nil)
        #expect(socket.take().first?.contains("badToken") == true, "the page loads again")
        #expect(store.count == 0, "no second catch-up made the save")
        app.lock.withLock { _ = app.restoringTokens.remove(token) }          // it finished
        _ = try #require(app.connect(hello: hello(token, path: "/saving"), send: FakeSocket().send))
        #expect(store.count == 1)
        cleanUp(app)
    }

    @Test func aServicesAnswerComesFromTheRecordAndTheServiceIsNotCalledAgain() throws {
        let app = try makeApp()
        let token = String(repeating: "56", count: 32)
        let exchange = #"{"kind":"service","ms":10,"service":{"durationMs":30,"request":{"method":"GET","url":"http://127.0.0.1:9/api/quote"},"response":{"body":"Stay hungry","contentType":"text/plain","status":200}}}"#
        try write(record: [#"{"kind":"in","message":{"id":"askButton","name":"tap","t":"event"},"ms":10}"#, exchange], path: "/quote", token: token)
        _ = try #require(app.connect(hello: hello(token, path: "/quote"), send: FakeSocket().send))
        let session = try #require(app.session(token: token))
        // Port 9 answers nothing: only the record can have said this, 30 ms after the request as when it was recorded.
        #expect(eventually { session.performAndWait { (session.topViewController as? QuoteScreen)?.answerLabel.text } } == "Stay hungry")
        cleanUp(app)
    }

    /// A server on real session threads (whose writes are recorded, as a test thread's are not), over `store`.
    private func makeLiveApp(store: NumberedStore, activity: (any SessionActivity)? = nil) throws -> WebApp {
        let app = WebApp(screens: continuityRegistry(store: store), configuration: WebConfiguration(
            continuity: try DirectoryContinuityStore(directory: directory)))
        if let activity { app.observeActivity(activity) }
        return app
    }

    @Test func aWriteOfTheAppsOwnIsMadeOnceHoweverOftenTheTabIsRestored() throws {
        let store = NumberedStore()
        let before = try makeLiveApp(store: store)
        let page = try #require(before.openPage(path: "/adding", language: "en"))
        let connection = try #require(before.connect(hello: hello(page.token, path: "/adding"), send: FakeSocket().send))
        connection.receive(text: tap("addButton"))
        connection.receive(text: tap("addButton"))
        let live = try #require(before.session(token: page.token))
        #expect(live.performAndWait { (live.topViewController as? AddingScreen)?.addedLabel.text } == "1 2")
        before.closeAll()

        for restart in 1...2 {
            let after = try makeLiveApp(store: store)
            _ = try #require(after.connect(hello: hello(page.token, path: "/adding"), send: FakeSocket().send))
            let restored = try #require(after.session(token: page.token))
            #expect(restored.performAndWait { (restored.topViewController as? AddingScreen)?.addedLabel.text } == "1 2",
                    "restart \(restart): the screen shows what the writes returned")
            #expect(store.count == 2, "restart \(restart): the replay made no write again")
            after.closeAll()
        }
        let last = try makeLiveApp(store: store)
        let connection2 = try #require(last.connect(hello: hello(page.token, path: "/adding"), send: FakeSocket().send))
        connection2.receive(text: tap("addButton"))
        let restored = try #require(last.session(token: page.token))
        #expect(restored.performAndWait { (restored.topViewController as? AddingScreen)?.addedLabel.text } == "1 2 3")
        #expect(store.count == 3, "after the restore, a tap writes as before")
        cleanUp(last)
    }

    @Test func aRecordedRefusalIsThrownAgainAndTheWriteIsNotMade() throws {
        let store = NumberedStore()
        let app = try makeLiveApp(store: store)
        let token = String(repeating: "9a", count: 32)
        try write(record: [#"{"effect":"test.addPast","kind":"effect","ms":5,"outcome":"{\"error\":{\"limit\":7}}"}"#,
                           #"{"kind":"in","message":{"id":"pastButton","name":"tap","t":"event"},"ms":5}"#],
                  path: "/adding", token: token)
        _ = try #require(app.connect(hello: hello(token, path: "/adding"), send: FakeSocket().send))
        let session = try #require(app.session(token: token))
        #expect(session.performAndWait { (session.topViewController as? AddingScreen)?.addedLabel.text } == "refused at 7",
                "the recorded error, not one the write would throw now")
        #expect(store.count == 0)
        cleanUp(app)
    }

    @Test func aMessageTheRestoredScreensRefuseIsSkippedWithTheWritesItMade() throws {
        let activity = RestoreCounts()
        let store = NumberedStore()
        let app = try makeLiveApp(store: store, activity: activity)
        let token = String(repeating: "6b", count: 32)
        // The second tap's control is gone (a row deleted since, the sheet it opened): its write's outcome must not
        // be handed to the third tap's.
        try write(record: [#"{"effect":"test.add","kind":"effect","ms":5,"outcome":"{\"value\":1}"}"#,
                           #"{"kind":"in","message":{"id":"addButton","name":"tap","t":"event"},"ms":5}"#,
                           #"{"effect":"test.add","kind":"effect","ms":6,"outcome":"{\"value\":2}"}"#,
                           #"{"kind":"in","message":{"id":"goneButton","name":"tap","t":"event"},"ms":6}"#,
                           #"{"effect":"test.add","kind":"effect","ms":7,"outcome":"{\"value\":3}"}"#,
                           #"{"kind":"in","message":{"id":"addButton","name":"tap","t":"event"},"ms":7}"#],
                  path: "/adding", token: token)
        _ = try #require(app.connect(hello: hello(token, path: "/adding"), send: FakeSocket().send))
        let session = try #require(app.session(token: token))
        #expect(session.performAndWait { (session.topViewController as? AddingScreen)?.addedLabel.text } == "1 3")
        #expect(activity.fallbacks == [])
        #expect(store.count == 0, "no write is made again")
        cleanUp(app)
    }

    @Test func aWriteTheRecordHasNoOutcomeForIsMadeAndTheTabStartsFresh() throws {
        let activity = RestoreCounts()
        let store = NumberedStore()
        let app = try makeLiveApp(store: store, activity: activity)
        let token = String(repeating: "78", count: 32)
        try write(record: [#"{"kind":"in","message":{"id":"addButton","name":"tap","t":"event"},"ms":5}"#], path: "/adding", token: token)
        let socket = FakeSocket()
        #expect(app.connect(hello: hello(token, path: "/adding"), send: socket.send) == nil)
        #expect(socket.take().first?.contains("badToken") == true, "the page is told to load again, and starts fresh")
        #expect(activity.fallbacks == [.diverged])
        #expect(store.count == 1, "a write the record does not know is made, as an app that changed makes it")
        cleanUp(app)
    }

    /// What `read` gives once it gives something, looked for every 50 ms for 5 s at most: for what a live queue
    /// does after the handover, on the wall clock.
    private func eventually<Value>(_ read: () -> Value?) -> Value? {
        let pause = DispatchSemaphore(value: 0)
        for _ in 0..<100 {
            if let value = read() { return value }
            _ = pause.wait(timeout: .now() + .milliseconds(50))
        }
        return nil
    }

    /// Writes a record of `lines` (after its header) for `token`, opened at `path`.
    /// Writes the record of a tab whose session began `startedAgo` seconds ago (on the wall clock).
    private func write(record lines: [String], path: String, token: String, startedAgo: TimeInterval = 0) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let started = formatter.string(from: Date().addingTimeInterval(-startedAgo))
        let header = #"{"app":"\#(JournalHeader.app(of: path))","format":"bindery-journal","language":"en","path":"\#(path)","started":"\#(started)","state":{},"version":1}"#
        try ([header] + lines).map { $0 + "\n" }.joined().write(to: directory.appendingPathComponent("\(token).jsonl"), atomically: true, encoding: .utf8)
    }
}

/// The restores and fallbacks a server's activity is told of.
private final class RestoreCounts: SessionActivity, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RestoreFallback] = []
    var fallbacks: [RestoreFallback] { lock.withLock { recorded } }
    func eventHandled(nanoseconds: UInt64) {}
    func frameRefused(_ code: ProtocolError.Code) {}
    func pageRefused(_ reason: PageRefusal) {}
    func sessionRestoreFellBack(_ reason: RestoreFallback) { lock.withLock { recorded.append(reason) } }
}
