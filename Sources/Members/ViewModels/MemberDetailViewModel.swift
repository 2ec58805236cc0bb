import Bindery
import Foundation

/// What the member detail screen shows.
public enum MemberDetailState: Equatable, Sendable {
    /// The member is being fetched.
    case loading
    /// The member and the avatar's state.
    case loaded(MemberRow)
    /// The member could not be fetched (or is not in the list); the view offers retry.
    case failed(MembersError)
}

/// One member's details (`/members/{id}`): fetched from the list by id, then the avatar downloaded.
///
/// `load` and `retry` fetch; the latest wins. The member shows as soon as it arrives, with its avatar
/// loading, then loaded or failed. A failure is a `failed` state and the next retry works.
public final class MemberDetailViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Fires when the screen loads.
        public let load = PublishRelay<Void>()
        /// Fires when the user taps retry.
        public let retry = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// Loading, the member, or the failure.
        public let state: Driver<MemberDetailState>
    }

    /// The id of the member shown.
    public let memberID: Int
    private let service: MembersServiceType
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model for member `memberID`; `scheduler` is the UI scheduler (nil: the current one).
    public init(memberID: Int, service: MembersServiceType, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.memberID = memberID
        self.service = service
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the output from the inputs; call once per view.
    public func transform(input: Input) -> Output {
        let loader = AvatarLoader(service: service, scheduler: scheduler)
        let id = memberID
        let state = loader.fetchEachTime(input.load.merge(with: input.retry), loading: MemberDetailState.loading,
                                         failed: MemberDetailState.failed) { members in
            guard let member = members.first(where: { $0.id == id }) else {
                return Fail(error: MembersError.notFound(id)).eraseToAnyPublisher()
            }
            return loader.avatar(of: member)
                .map { MemberDetailState.loaded(MemberRow(member: member, avatar: $0)) }
                .prepend(.loaded(MemberRow(member: member, avatar: .loading)))
                .setFailureType(to: MembersError.self)
                .eraseToAnyPublisher()
        }
        return Output(state: Driver(state, scheduler: scheduler))
    }
}
