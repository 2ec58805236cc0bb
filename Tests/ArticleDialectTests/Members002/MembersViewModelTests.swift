import Bindery
import BinderyTest
import Foundation
import Testing

/// A network that answers each request when the test says, on the UI scheduler's virtual time.
final class ScriptedNetwork: MemberNetworking {
    private(set) var pending: [(Result<Data, any Error>) -> Void] = []
    private(set) var cancelled = 0

    func request(_ path: String, completion: @escaping (Result<Data, any Error>) -> Void) -> () -> Void {
        pending.append(completion)
        return { [weak self] in self?.cancelled += 1 }
    }

    func answer(_ result: Result<Data, any Error>) { pending.removeFirst()(result) }
}

/// Seed 002, members and cats: networking wrapped in `Observable.create`, subscribed on the UI thread.
@Suite(.checksForLeaks)
struct MembersViewModelTests {
    private let scheduler = DispatchQueue.test
    private let twoMembers = Data(#"[{"id":1,"name":"Kim","avatar":"k.png"},{"id":2,"name":"Lee","avatar":"l.png"}]"#.utf8)

    @Test func loadedMembersReloadTheTableOnce() {
        withUIScheduler(scheduler) {
            let network = ScriptedNetwork()
            let viewModel = trackForLeaks(MembersViewModel(networkManager: NetworkManager(network: network)))
            viewModel.setData()
            network.answer(.success(twoMembers))
            scheduler.advance()
            #expect(viewModel.data.map(\.name) == ["Kim", "Lee"])
            #expect(viewModel.reloadCount == 1)
            #expect(network.cancelled == 1, "the finished request's disposable ran")
        }
    }

    @Test func anUnreadableAnswerIsAnError() {
        withUIScheduler(scheduler) {
            let network = ScriptedNetwork()
            let viewModel = trackForLeaks(MembersViewModel(networkManager: NetworkManager(network: network)))
            let errors = viewModel.errorMessage.record(on: scheduler)
            viewModel.setData()
            network.answer(.success(Data("nope".utf8)))
            scheduler.advance()
            #expect(viewModel.data.isEmpty)
            #expect(errors.values.count == 1)
        }
    }

    @Test func resumeShowsACatAndStopCancelsAndClears() {
        withUIScheduler(scheduler) {
            let urls = PublishSubject<String?>()
            let images = PublishSubject<String?>()
            let viewModel = trackForLeaks(CatViewModel(fetchURL: { urls.asObservable() },
                                                       loadImage: { url in images.map { "\($0 ?? "")<-\(url ?? "")" } }))
            viewModel.resumeButtonTapped()
            urls.onNext("cat1.jpg")
            images.onNext("image")
            #expect(viewModel.image == nil, "asyncInstance delivers on the UI thread's next turn")
            scheduler.advance()
            #expect(viewModel.image == "image<-cat1.jpg")

            viewModel.stopButtonTapped()
            images.onNext("late")
            scheduler.advance()
            #expect(viewModel.image == nil)
            #expect(!urls.hasObservers && !images.hasObservers, "a new bag cancelled everything in flight")
        }
    }
}
