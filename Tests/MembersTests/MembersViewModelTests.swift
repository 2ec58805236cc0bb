import BinderyTest
import Foundation
@testable import Members
import Testing

/// The member list's view model on virtual time, with a stub service whose answers and delays each test scripts.
@Suite(.checksForLeaks)
struct MembersViewModelTests {
    let scheduler = DispatchQueue.test
    let service: StubMembersService
    let input = MembersViewModel.Input()

    init() { service = StubMembersService(scheduler: scheduler) }

    private func start() -> (MembersViewModel, TestRecorder<MembersState, Never>, TestRecorder<Int, Never>) {
        let viewModel = trackForLeaks(MembersViewModel(service: service, scheduler: scheduler.eraseToAnyScheduler()))
        let output = viewModel.transform(input: input)
        return (viewModel, output.state.record(on: scheduler), output.showDetail.record(on: scheduler))
    }

    @Test func theListShowsAtOnceWithAvatarsLoadingThenEachAvatarAsItsDownloadEnds() {
        let (_, state, _) = start()
        let members = [Member.minji, .junho, .ada]
        service.enqueueList(.success(members), after: 300)
        service.answerImage(Member.minji.avatar, with: .success(.avatar(of: .minji)), after: 100)
        service.answerImage(Member.junho.avatar, with: .failure(.badStatus(404)), after: 50)
        service.answerImage(Member.ada.avatar, with: .success(.avatar(of: .ada)), after: 200)

        input.load.accept()
        scheduler.advance(by: .milliseconds(1000))

        let minji = AvatarState.loaded(.avatar(of: .minji)), ada = AvatarState.loaded(.avatar(of: .ada))
        expectTimeline(state, [
            .next(0, .loading),
            .next(300, .loaded(rows(members, [.loading, .loading, .loading]))),
            .next(350, .loaded(rows(members, [.loading, .failed, .loading]))),
            .next(400, .loaded(rows(members, [minji, .failed, .loading]))),
            .next(500, .loaded(rows(members, [minji, .failed, ada]))),
        ])
        #expect(service.listRequests == 1)
        #expect(service.imageRequests == members.map(\.avatar))
    }

    @Test(arguments: [ServiceError.invalidAddress, .unreachable, .badStatus(503), .unreadableAnswer])
    func aFailedListIsAFailureAndRetryLoadsTheList(error: ServiceError) {
        let (_, state, _) = start()
        service.enqueueList(.failure(error), after: 100)
        service.enqueueList(.success([.ada]), after: 100)
        service.answerAvatars(of: [.ada], after: 50)

        input.load.accept()
        scheduler.advance(by: .milliseconds(1000))
        input.retry.accept()
        scheduler.advance(by: .milliseconds(1000))

        expectTimeline(state, [
            .next(0, .loading),
            .next(100, .failed(.service(error))),
            .next(1000, .loading),
            .next(1100, .loaded(rows([.ada], [.loading]))),
            .next(1150, .loaded(rows([.ada], [.loaded(.avatar(of: .ada))]))),
        ])
    }

    @Test func retryWhileTheListLoadsCancelsThatFetchAndOnlyTheNewAnswerShows() {
        let (_, state, _) = start()
        service.enqueueList(.success([.minji]), after: 500)
        service.enqueueList(.success([.ada]), after: 500)
        service.answerAvatars(of: [.minji, .ada], after: 0)

        input.load.accept()
        scheduler.advance(by: .milliseconds(100))
        input.retry.accept()
        scheduler.advance(by: .milliseconds(1000))

        expectTimeline(state, [
            .next(0, .loading),
            .next(100, .loading),
            .next(600, .loaded(rows([.ada], [.loading]))),
            .next(600, .loaded(rows([.ada], [.loaded(.avatar(of: .ada))]))),
        ])
        #expect(service.listCancellations == 1)
        #expect(service.imageRequests == [Member.ada.avatar])
    }

    @Test func atMostFourAvatarsDownloadAtOnceInListOrder() {
        let (_, state, _) = start()
        let members = Member.many(6)
        service.enqueueList(.success(members), after: 0)
        service.answerAvatars(of: members, after: 100)

        input.load.accept()
        scheduler.advance()
        #expect(service.imageRequests == members.prefix(4).map(\.avatar))
        scheduler.advance(by: .milliseconds(100))
        #expect(service.imageRequests == members.map(\.avatar))
        scheduler.advance(by: .milliseconds(100))

        let loaded = members.map { AvatarState.loaded(.avatar(of: $0)) }
        #expect(state.values.last == .loaded(rows(members, loaded)))
        #expect(state.events.last?.time == 200)
    }

    @Test func anEmptyListIsLoadedWithNoRows() {
        let (_, state, _) = start()
        service.enqueueList(.success([]), after: 100)

        input.load.accept()
        scheduler.advance(by: .milliseconds(100))

        expectTimeline(state, [.next(0, .loading), .next(100, .loaded([]))])
    }

    @Test func selectingAMemberAsksToShowItsDetails() {
        let (_, _, showDetail) = start()

        input.selectMember.accept(3)
        scheduler.advance()
        input.selectMember.accept(1)
        scheduler.advance()

        expectTimeline(showDetail, [.next(0, 3), .next(0, 1)])
    }

    @Test func leavingTheScreenCancelsTheDownloadsInFlight() {
        let (_, state, _) = start()
        service.enqueueList(.success([.minji, .junho]), after: 0)
        service.answerAvatars(of: [.minji, .junho], after: 500)

        input.load.accept()
        scheduler.advance(by: .milliseconds(100))
        state.cancel()
        scheduler.advance(by: .milliseconds(1000))

        #expect(service.imageCancellations.sorted() == [Member.minji.avatar, Member.junho.avatar])
        #expect(state.values == [.loading, .loaded(rows([.minji, .junho], [.loading, .loading]))])
    }
}
