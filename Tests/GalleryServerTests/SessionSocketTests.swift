import Testing

/// End to end over the real server: a page's session joined by its socket and played through Find Number (the stand-in always
/// draws 1, so `firstButton` is the right guess); bad frames are answered and change nothing, and another tab's session never notices.
struct SessionSocketTests {
    private static let path = "/find-number"
    /// The labels after the first right guess: stage 2, best 1, current 1, sorted by id.
    private static let firstScore = [
        "text bestRecordLabel Best: 1 in a row!",
        "text currentRecordLabel Current: 1 in a row!",
        "text stageLabel Stage: 2",
    ]
    /// The labels after a wrong guess that broke a streak: stage 1, current 0, sorted by id.
    private static let miss = ["text currentRecordLabel Current: 0 in a row!", "text stageLabel Stage: 1"]

    @Test func aPageOpensASessionThatItsSocketJoinsWithAHello() async throws {
        try await TestGallery.run(randomSource: LowestNumberSource()) { gallery in
            let page = try await TestHTTP.get(gallery.url(Self.path))
            #expect(page.status == 200)
            let token = try await gallery.openPage(Self.path)
            #expect(token.count == 64)
            #expect(gallery.webApp.session(token: token) != nil)
            try await RawWebSocket.connect(port: gallery.port, origin: gallery.origin) { socket in
                #expect(socket.status == 101)
                try await socket.send(ClientFrame.hello(token: token, path: Self.path))
                let welcome = try #require(try await socket.nextFrame())
                #expect(welcome.type == "welcome")
                #expect(welcome.version == 1)
                let screen = try #require(try await socket.nextFrame())
                #expect(screen.type == "screen")
                #expect(screen.path == Self.path)
                #expect(screen.html?.contains(#"id="firstButton""#) == true)
                #expect(screen.html?.contains("Stage: 1") == true)
            }
        }
    }

    @Test func aRightGuessArrivesAsOnePatchFrameAndAWrongOneAsAnother() async throws {
        try await TestGallery.run(randomSource: LowestNumberSource()) { gallery in
            let token = try await gallery.openPage(Self.path)
            try await gallery.join(token: token, path: Self.path) { socket in
                let score = try await Self.scoreTheFirstRightGuess(on: socket)
                #expect(score.type == "patch")
                #expect(score.patches.sorted() == Self.firstScore, "the three labels of one tick in one frame")

                let miss = try await socket.answer(to: ClientFrame.event("tap", on: "secondButton"))
                #expect(miss.type == "patch")
                #expect(miss.patches.sorted() == Self.miss)

                let unknown = try await socket.answer(to: ClientFrame.event("tap", on: "noSuchButton"))
                #expect(unknown.code == "unknownId", "no patch frame was left between the miss and this answer")
            }
        }
    }

    @Test func everyBadFrameAfterTheHelloIsAnsweredAndTheSessionAndAnotherTabKeepWorking() async throws {
        try await TestGallery.run(randomSource: LowestNumberSource()) { gallery in
            let player = try await gallery.openPage(Self.path)
            let bystander = try await gallery.openPage(Self.path)
            try await gallery.join(token: bystander, path: Self.path) { bystanderSocket in
                try await gallery.join(token: player, path: Self.path) { socket in
                    let score = try await Self.scoreTheFirstRightGuess(on: socket)
                    #expect(score.patches.sorted() == Self.firstScore)

                    let badFrames: [(frame: RawWebSocket.Frame, code: String)] = [
                        (.text("{"), "malformed"),
                        (.text("[1, 2]"), "malformed"),
                        (ClientFrame.event("tap", on: "noSuchButton"), "unknownId"),
                        (ClientFrame.event("explode", on: "firstButton"), "unknownEvent"),
                        (ClientFrame.hello(token: player, path: Self.path, version: 2), "wrongVersion"),
                        (ClientFrame.hello(token: nil, path: Self.path), "badToken"),
                        (ClientFrame.hello(token: player, path: Self.path), "malformed"),
                        (.binary([0xFF, 0x00, 0x7B]), "binary"),
                        (.text(String(repeating: "x", count: 64 * 1024 + 1)), "tooLarge"),
                        (Self.paddedTap(on: "firstButton", toBytes: 200 * 1024), "tooLarge"),
                    ]
                    for (frame, code) in badFrames {
                        let answer = try await socket.answer(to: frame)
                        #expect(answer.type == "error")
                        #expect(answer.code == code, "\(frame)")
                    }

                    let miss = try await socket.answer(to: ClientFrame.event("tap", on: "secondButton"))
                    #expect(miss.patches.sorted() == Self.miss, "the session kept its state and still plays")
                    let scoreAgain = try await socket.answer(to: ClientFrame.event("tap", on: "firstButton"))
                    #expect(scoreAgain.patches.sorted() == ["text currentRecordLabel Current: 1 in a row!", "text stageLabel Stage: 2"])
                }

                let untouched = try await bystanderSocket.answer(to: ClientFrame.event("tap", on: "noSuchButton"))
                #expect(untouched.code == "unknownId", "the bystander was sent nothing while the other tab played and misbehaved")
                let bystanderScore = try await Self.scoreTheFirstRightGuess(on: bystanderSocket)
                #expect(bystanderScore.patches.sorted() == Self.firstScore, "the bystander plays its own game")
            }
        }
    }

    @Test(arguments: [
        (#"{"t":"hello""#, "malformed"),
        (#"{"t":"hello","v":2,"token":"TOKEN","path":"/find-number"}"#, "wrongVersion"),
        (#"{"t":"hello","v":1,"path":"/find-number"}"#, "badToken"),
        (#"{"t":"event","id":"firstButton","name":"tap"}"#, "notReady"),
    ])
    func aBadFirstFrameIsAnsweredAndClosedAndThePageCanStillJoin(firstFrame: String, code: String) async throws {
        try await TestGallery.run(randomSource: LowestNumberSource()) { gallery in
            let token = try await gallery.openPage(Self.path)
            let frame = firstFrame.replacingOccurrences(of: "TOKEN", with: token)
            let refused = try await SocketExchange.run(port: gallery.port, origin: gallery.origin, frames: [.text(frame)])
            #expect(refused.texts.compactMap { ServerFrame($0)?.code } == [code])
            #expect(refused.closeCode == 1008)
            try await gallery.join(token: token, path: Self.path) { socket in
                let score = try await Self.scoreTheFirstRightGuess(on: socket)
                #expect(score.patches.sorted() == Self.firstScore, "the page's session still plays")
            }
        }
    }

    /// A well-formed tap on `id`, padded with an extra field to about `bytes` bytes: over the 64 KiB limit, under
    /// the channel's cap, so it must be answered with `tooLarge` and never tapped.
    private static func paddedTap(on id: String, toBytes bytes: Int) -> RawWebSocket.Frame {
        .text(#"{"t":"event","id":"\#(id)","name":"tap","pad":""# + String(repeating: "x", count: bytes) + #""}"#)
    }

    /// Taps `firstButton` until the game scores and returns that patch frame: a tap that comes before the first target
    /// has arrived only fetches one (it counts neither way) and is answered by nothing, so it is tapped again — but only
    /// after 5 s without an answer, so a slow answer on a loaded machine is not followed by a second, scoring tap.
    private static func scoreTheFirstRightGuess(on socket: RawWebSocket) async throws -> ServerFrame {
        for _ in 1...4 {
            try await socket.send(ClientFrame.event("tap", on: "firstButton"))
            if let frame = try await socket.nextFrame(within: .seconds(5)) { return frame }
        }
        throw SocketTestError.noAnswer
    }
}
