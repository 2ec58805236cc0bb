import Bindery
import Foundation

/// Fetches members and downloads their avatars for the view models, delivering on the UI scheduler; a
/// failed download becomes `.failed` and never ends anything else.
struct AvatarLoader {
    /// How many avatars download at once.
    static let concurrentDownloads = 4

    let service: MembersServiceType
    let scheduler: AnySchedulerOf<DispatchQueue>

    /// Each time `triggers` fires: `loading`, then the states `show` makes of the fetched list; the latest
    /// trigger wins (the fetch in flight is cancelled) and a failure becomes `failed(error)`, ending only that fetch.
    func fetchEachTime<Triggers: Publisher, State>(
        _ triggers: Triggers,
        loading: State,
        failed: @escaping (MembersError) -> State,
        show: @escaping ([Member]) -> AnyPublisher<State, MembersError>
    ) -> AnyPublisher<State, Never> where Triggers.Output == Void, Triggers.Failure == Never {
        let service = self.service, scheduler = self.scheduler
        return triggers
            .flatMapLatest { _ in
                service.fetchMembers()
                    .mapError(MembersError.service)
                    .receive(on: scheduler)
                    .flatMap(show)
                    .catch { error in Just(failed(error)) }
                    .prepend(loading)
            }
            .eraseToAnyPublisher()
    }

    /// The avatar's final state (`.loaded` or `.failed`), once its download ends.
    func avatar(of member: Member) -> AnyPublisher<AvatarState, Never> {
        service.fetchImage(at: member.avatar)
            .map(AvatarState.loaded)
            .replaceError(with: .failed)
            .receive(on: scheduler)
            .eraseToAnyPublisher()
    }

    /// The rows of `members`: first all with avatars loading, then again each time an avatar's download
    /// ends (at most `concurrentDownloads` at once, in list order).
    func rows(of members: [Member]) -> AnyPublisher<[MemberRow], Never> {
        let initial = members.map { MemberRow(member: $0, avatar: .loading) }
        return Array(members.enumerated()).publisher
            .flatMap(maxPublishers: .max(Self.concurrentDownloads)) { index, member in
                avatar(of: member).map { (index, $0) }
            }
            .scan(initial) { rows, update in
                var rows = rows
                rows[update.0] = MemberRow(member: rows[update.0].member, avatar: update.1)
                return rows
            }
            .prepend(initial)
            .eraseToAnyPublisher()
    }
}
