import BinderyTest
import Foundation
@testable import Members
import Testing

/// One member's view model on virtual time: the member from the list by id, then its avatar.
@Suite(.checksForLeaks)
struct MemberDetailViewModelTests {
    let scheduler = DispatchQueue.test
    let service: StubMembersService
    let input = MemberDetailViewModel.Input()

    init() { service = StubMembersService(scheduler: scheduler) }

    private func start(id: Int) -> (MemberDetailViewModel, TestRecorder<MemberDetailState, Never>) {
        let viewModel = trackForLeaks(MemberDetailViewModel(memberID: id, service: service, scheduler: scheduler.eraseToAnyScheduler()))
        return (viewModel, viewModel.transform(input: input).state.record(on: scheduler))
    }

    @Test func showsTheMemberThenItsAvatar() {
        let (_, state) = start(id: 2)
        service.enqueueList(.success([.minji, .junho, .ada]), after: 200)
        service.answerAvatars(of: [.junho], after: 100)

        input.load.accept()
        scheduler.advance(by: .milliseconds(1000))

        expectTimeline(state, [
            .next(0, .loading),
            .next(200, .loaded(MemberRow(member: .junho, avatar: .loading))),
            .next(300, .loaded(MemberRow(member: .junho, avatar: .loaded(.avatar(of: .junho))))),
        ])
        #expect(service.imageRequests == [Member.junho.avatar])
    }

    @Test func aFailedAvatarStillShowsTheMember() {
        let (_, state) = start(id: 1)
        service.enqueueList(.success([.minji]), after: 0)
        service.answerImage(Member.minji.avatar, with: .failure(.unreachable), after: 100)

        input.load.accept()
        scheduler.advance(by: .milliseconds(100))

        #expect(state.values.last == .loaded(MemberRow(member: .minji, avatar: .failed)))
    }

    @Test func aMemberNotInTheListIsNotFoundAndRetryWorks() {
        let (_, state) = start(id: 42)
        service.enqueueList(.success([.minji]), after: 100)
        service.enqueueList(.failure(.unreachable), after: 100)

        input.load.accept()
        scheduler.advance(by: .milliseconds(500))
        input.retry.accept()
        scheduler.advance(by: .milliseconds(500))

        expectTimeline(state, [
            .next(0, .loading), .next(100, .failed(.notFound(42))),
            .next(500, .loading), .next(600, .failed(.service(.unreachable))),
        ])
        #expect(service.listRequests == 2)
    }
}
