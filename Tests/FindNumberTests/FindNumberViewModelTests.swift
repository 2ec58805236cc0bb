import BinderyTest
@testable import FindNumber
import Testing

/// The game's rules on virtual time, with a stub service whose answers and delays each test scripts.
@Suite(.checksForLeaks)
struct FindNumberViewModelTests {
    @Test func startShowsTheStoredRecordAndFetchesTheFirstTarget() {
        let game = GameHarness()
        game.service.enqueue(.success(2), after: 500)

        game.play(.start, .wait(1000))

        game.expect(GameTimeline(target: [.next(500, 2)], round: [.next(0, 1)],
                                 bestRecord: [.next(0, 0)], currentRecord: [.next(0, 0)]))
        #expect(game.service.requests == [1...3])
    }

    @Test func rightGuessScoresOnlyWhenTheNewTargetArrives() {
        let game = GameHarness()
        game.service.enqueue(.success(2), after: 100)
        game.service.enqueue(.success(3), after: 500)
        game.play(.start, .wait(1000))

        game.play(.guess(2), .wait(499))
        game.expect(GameTimeline(target: [.next(100, 2)], round: [.next(0, 1)],
                                 bestRecord: [.next(0, 0)], currentRecord: [.next(0, 0)]),
                    "nothing changes while the new target is on its way")
        game.play(.wait(1))

        game.expect(GameTimeline(target: [.next(100, 2), .next(1500, 3)],
                                 round: [.next(0, 1), .next(1500, 2)],
                                 bestRecord: [.next(0, 0), .next(1500, 1)],
                                 currentRecord: [.next(0, 0), .next(1500, 1)]))
        #expect(game.store.load() == GameRecord(round: 2, best: 1, current: 1))
    }

    @Test func wrongGuessBreaksTheStreakKeepsTheTargetAndFetchesNothing() {
        let game = GameHarness()
        game.service.enqueue(.success(2), .success(3), after: 100)
        game.play(.start, .wait(1000), .guess(2), .wait(1000))

        game.play(.guess(1), .wait(1000))

        game.expect(GameTimeline(target: [.next(100, 2), .next(1100, 3)],
                                 round: [.next(0, 1), .next(1100, 2), .next(2000, 1)],
                                 bestRecord: [.next(0, 0), .next(1100, 1)],
                                 currentRecord: [.next(0, 0), .next(1100, 1), .next(2000, 0)]),
                    "the target stays the same and the best streak survives a miss")
        #expect(game.service.requests.count == 2, "a wrong guess fetches nothing")
        #expect(game.store.load() == GameRecord(round: 1, best: 1, current: 0))

        game.service.enqueue(.success(1), after: 100)
        game.play(.guess(3), .wait(1000))
        game.expect(GameTimeline(target: [.next(100, 2), .next(1100, 3), .next(3100, 1)],
                                 round: [.next(0, 1), .next(1100, 2), .next(2000, 1), .next(3100, 2)],
                                 bestRecord: [.next(0, 0), .next(1100, 1)],
                                 currentRecord: [.next(0, 0), .next(1100, 1), .next(2000, 0), .next(3100, 1)]),
                    "the unchanged target is still the right answer")
    }

    @Test func bestRecordIsTheLongestStreak() {
        let game = GameHarness()
        game.service.enqueue(.success(1), .success(2), .success(3), .success(1), after: 0)

        game.play(.start, .wait(0), .guess(1), .wait(100), .guess(2), .wait(100),
                  .guess(1), .wait(100), .guess(3), .wait(100))

        game.expect(GameTimeline(target: [.next(0, 1), .next(0, 2), .next(100, 3), .next(300, 1)],
                                 round: [.next(0, 1), .next(0, 2), .next(100, 3), .next(200, 1), .next(300, 2)],
                                 bestRecord: [.next(0, 0), .next(0, 1), .next(100, 2)],
                                 currentRecord: [.next(0, 0), .next(0, 1), .next(100, 2), .next(200, 0), .next(300, 1)]))
    }

    @Test func resetClearsTheRecordsAtOnceAndFetchesAFreshTarget() {
        let game = GameHarness()
        game.service.enqueue(.success(2), .success(3), after: 100)
        game.service.enqueue(.success(1), after: 300)
        game.play(.start, .wait(1000), .guess(2), .wait(1000))

        game.play(.reset, .wait(1000))

        game.expect(GameTimeline(target: [.next(100, 2), .next(1100, 3), .next(2300, 1)],
                                 round: [.next(0, 1), .next(1100, 2), .next(2000, 1)],
                                 bestRecord: [.next(0, 0), .next(1100, 1), .next(2000, 0)],
                                 currentRecord: [.next(0, 0), .next(1100, 1), .next(2000, 0)]))
        #expect(game.store.load() == .initial)
    }

    @Test func aNewEventCancelsTheFetchInFlightSoItsSlowAnswerNeverApplies() {
        let game = GameHarness()
        game.service.enqueue(.success(2), after: 100)
        game.service.enqueue(.success(3), after: 1000)
        game.service.enqueue(.success(1), after: 100)

        game.play(.start, .wait(1000), .guess(2), .wait(200), .reset, .wait(2000))

        game.expect(GameTimeline(target: [.next(100, 2), .next(1300, 1)], round: [.next(0, 1)],
                                 bestRecord: [.next(0, 0)], currentRecord: [.next(0, 0)]),
                    "the overtaken right guess never scores")
        #expect(game.service.cancellations == 1)
    }

    @Test func aNewerRightGuessReplacesTheSlowerOneAndScoresOnce() {
        let game = GameHarness()
        game.service.enqueue(.success(2), after: 100)
        game.service.enqueue(.success(3), after: 1000)
        game.service.enqueue(.success(1), after: 100)

        game.play(.start, .wait(1000), .guess(2), .wait(200), .guess(2), .wait(2000))

        game.expect(GameTimeline(target: [.next(100, 2), .next(1300, 1)], round: [.next(0, 1), .next(1300, 2)],
                                 bestRecord: [.next(0, 0), .next(1300, 1)],
                                 currentRecord: [.next(0, 0), .next(1300, 1)]))
        #expect(game.service.cancellations == 1)
    }

    @Test func aGuessBeforeAnyTargetCountsNeitherWayAndRequestsATarget() {
        let game = GameHarness()
        game.service.enqueue(.success(2), after: 1000)
        game.service.enqueue(.success(3), after: 300)

        game.play(.start, .wait(200), .guess(1), .wait(2000))

        game.expect(GameTimeline(target: [.next(500, 3)], round: [.next(0, 1)],
                                 bestRecord: [.next(0, 0)], currentRecord: [.next(0, 0)]))
        #expect(game.service.cancellations == 1, "the guess restarts the pending fetch")
    }

    @Test(arguments: [FindNumberError.invalidURL, .networkError, .decodingError])
    func aFailedRightGuessReportsTheErrorChangesNothingAndTheNextGuessWorks(error: FindNumberError) {
        let game = GameHarness()
        game.service.enqueue(.success(2), .failure(error), .success(3), after: 100)

        game.play(.start, .wait(1000), .guess(2), .wait(1000), .guess(2), .wait(1000))

        game.expect(GameTimeline(target: [.next(100, 2), .next(2100, 3)], round: [.next(0, 1), .next(2100, 2)],
                                 bestRecord: [.next(0, 0), .next(2100, 1)],
                                 currentRecord: [.next(0, 0), .next(2100, 1)],
                                 error: [.next(1100, error)]))
    }

    @Test(arguments: [FindNumberError.invalidURL, .networkError, .decodingError])
    func aFailedStartReportsTheErrorAndTheNextGuessFetchesATarget(error: FindNumberError) {
        let game = GameHarness()
        game.service.enqueue(.failure(error), .success(2), .success(3), after: 100)

        game.play(.start, .wait(1000), .guess(2), .wait(1000), .guess(2), .wait(1000))

        game.expect(GameTimeline(target: [.next(1100, 2), .next(2100, 3)], round: [.next(0, 1), .next(2100, 2)],
                                 bestRecord: [.next(0, 0), .next(2100, 1)],
                                 currentRecord: [.next(0, 0), .next(2100, 1)],
                                 error: [.next(100, error)]),
                    "the guess after a failed start only fetches a target; the next right guess scores")
    }

    @Test func recordsAreRestoredFromTheSuitesFileOnDisk() throws {
        let suites = TemporaryDefaults()
        let suiteName = suites.makeSuiteName()
        do {
            let first = GameHarness(suites: suites, suiteName: suiteName)
            first.service.enqueue(.success(2), .success(3), after: 0)
            first.play(.start, .wait(0), .guess(2), .wait(0))
        }
        let copy = try suites.copyOfSuiteOnDisk(suiteName)

        let second = GameHarness(suites: suites, suiteName: copy)

        second.expect(GameTimeline(round: [.next(0, 2)], bestRecord: [.next(0, 1)], currentRecord: [.next(0, 1)]),
                      "a suite this process never opened, copied from the first game's file, restores its record")
    }

    @Test func aStoredRoundOfZeroStartsAtStageOne() {
        let suites = TemporaryDefaults()
        let suiteName = suites.makeSuiteName()
        let defaults = suites.defaults(suiteName: suiteName)
        defaults.set(0, forKey: DefaultsRecordStorage.roundKey)
        defaults.set(4, forKey: DefaultsRecordStorage.bestRecordKey)
        defaults.synchronize()

        let game = GameHarness(suites: suites, suiteName: suiteName)

        game.expect(GameTimeline(round: [.next(0, 1)], bestRecord: [.next(0, 4)], currentRecord: [.next(0, 0)]))
    }
}
