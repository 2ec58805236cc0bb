import Bindery
import Foundation

/// What the member list shows.
public enum MembersState: Equatable, Sendable {
    /// The list is being fetched.
    case loading
    /// The list arrived: one row per member, each avatar loading, loaded or failed.
    case loaded([MemberRow])
    /// The list could not be fetched; the view offers retry.
    case failed(MembersError)
}

/// The member list.
///
/// `load` (the screen loading) and `retry` fetch the list; the latest of them wins, cancelling a fetch in
/// flight. Once the list arrives its rows show at once with their avatars loading, and each row changes
/// when its avatar's download ends. A failed list fetch is a `failed` state and the next retry works; a
/// failed avatar marks only its row. Selecting a member asks the view to show that member's details.
public final class MembersViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Fires when the screen loads.
        public let load = PublishRelay<Void>()
        /// Fires when the user taps retry.
        public let retry = PublishRelay<Void>()
        /// Fires with the id of the member the user tapped.
        public let selectMember = PublishRelay<Int>()
    }

    /// What the view shows.
    public struct Output {
        /// Loading, the rows, or the failure.
        public let state: Driver<MembersState>
        /// The id of a member to show in detail, once per tap.
        public let showDetail: Signal<Int>
    }

    private let service: MembersServiceType
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(service: MembersServiceType, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.service = service
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the inputs; call once per view.
    public func transform(input: Input) -> Output {
        let loader = AvatarLoader(service: service, scheduler: scheduler)
        let state = loader.fetchEachTime(input.load.merge(with: input.retry), loading: MembersState.loading,
                                         failed: MembersState.failed) { members in
            loader.rows(of: members).map(MembersState.loaded).setFailureType(to: MembersError.self).eraseToAnyPublisher()
        }
        return Output(
            state: Driver(state, scheduler: scheduler),
            showDetail: Signal(input.selectMember, scheduler: scheduler)
        )
    }
}
