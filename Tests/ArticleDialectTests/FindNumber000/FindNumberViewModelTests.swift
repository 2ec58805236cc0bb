import Bindery
import BinderyTest
import Foundation
import Testing

/// A number source whose answers the test lines up, each after 100 ms.
final class StubNumbers: RandomNumberFetching {
    var answers: [Result<Int, any Error>] = []
    func fetchNumber() -> Observable<Int> {
        stubResponse(answers.isEmpty ? .failure(MyError.networkError) : answers.removeFirst(), after: .milliseconds(100))
    }
}

/// Seed 000: the game's rules, driven through the relays the view binds, on virtual time.
@Suite(.checksForLeaks)
struct FindNumberViewModelTests {
    private let scheduler = DispatchQueue.test
    private let defaults: UserDefaults = {
        let name = "find-number-\(UUID().uuidString)"
        return UserDefaults(suiteName: name)!
    }()

    private struct Game {
        let input: FindNumberViewModel.Input
        let viewModel: FindNumberViewModel
        let target: TestRecorder<Int, any Error>
        let round: TestRecorder<Int, Never>
        let best: TestRecorder<Int, Never>
        let current: TestRecorder<Int, Never>
        let error: TestRecorder<MyError, Never>
        let scheduler: TestSchedulerOf<DispatchQueue>

        /// Starts the game and lets the fetch answer.
        func start() {
            input.gameStart.accept(())
            scheduler.advance(by: .milliseconds(100))
        }

        /// Guesses `number` and lets a fetch answer.
        func guess(_ number: Int) {
            input.checkNumber.accept(number)
            scheduler.advance(by: .milliseconds(100))
        }
    }

    private func startGame(_ numbers: StubNumbers) -> Game {
        let viewModel = trackForLeaks(FindNumberViewModel(numbers: numbers, defaults: defaults))
        let input = FindNumberViewModel.Input(gameStart: PublishRelay(), checkNumber: PublishRelay(), resetStage: PublishRelay())
        let output = viewModel.transform(input: input)
        return Game(input: input, viewModel: viewModel, target: output.target.record(on: scheduler),
                    round: output.round.record(on: scheduler), best: output.bestRecord.record(on: scheduler),
                    current: output.currentRecord.record(on: scheduler), error: output.error.record(on: scheduler),
                    scheduler: scheduler)
    }

    @Test func theGameStartsWithAFetchedTargetAndARightGuessScores() {
        withUIScheduler(scheduler) {
            let numbers = StubNumbers()
            numbers.answers = [.success(2), .success(3)]
            let game = startGame(numbers)
            scheduler.advance()
            game.start()
            game.guess(2)

            expectTimeline(game.target, [.next(0, 1), .next(100, 2), .next(200, 3)])
            expectTimeline(game.round, [.next(0, 1), .next(200, 2)])
            expectTimeline(game.best, [.next(0, 0), .next(200, 1)])
            expectTimeline(game.current, [.next(0, 0), .next(200, 1)])
            #expect(defaults.integer(forKey: "Round") == 2, "the round is saved as it changes")
        }
    }

    @Test func aWrongGuessResetsTheRoundButKeepsTheBest() {
        withUIScheduler(scheduler) {
            let numbers = StubNumbers()
            numbers.answers = [.success(2), .success(1)]
            let game = startGame(numbers)
            game.start()
            game.guess(2)
            game.input.checkNumber.accept(2)
            scheduler.advance()

            expectTimeline(game.round, [.next(0, 1), .next(200, 2), .next(200, 1)])
            expectTimeline(game.best, [.next(0, 0), .next(200, 1)])
            expectTimeline(game.current, [.next(0, 0), .next(200, 1), .next(200, 0)])
        }
    }

    @Test func aFailedFetchShowsTheErrorAndTheNextGuessStillWorks() {
        withUIScheduler(scheduler) {
            let numbers = StubNumbers()
            numbers.answers = [.success(2), .failure(MyError.decodingError), .success(3)]
            let game = startGame(numbers)
            game.start()
            game.guess(2)
            game.guess(2)

            expectTimeline(game.error, [.next(200, .decodingError)])
            expectTimeline(game.target, [.next(0, 1), .next(100, 2), .next(300, 3)])
            expectTimeline(game.round, [.next(0, 1), .next(300, 2)])
        }
    }

    @Test func resetClearsTheRecords() {
        withUIScheduler(scheduler) {
            let numbers = StubNumbers()
            numbers.answers = [.success(1), .success(1)]
            let game = startGame(numbers)
            game.start()
            game.guess(1)
            game.input.resetStage.accept(())
            scheduler.advance()

            expectTimeline(game.best, [.next(0, 0), .next(200, 1), .next(200, 0)])
            expectTimeline(game.round, [.next(0, 1), .next(200, 2), .next(200, 1)])
        }
    }
}
