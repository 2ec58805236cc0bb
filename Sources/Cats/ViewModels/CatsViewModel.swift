import Bindery
import Foundation

/// The cat viewer: `resume` fetches a random cat and downloads its picture;
/// `stop` cancels whatever is in flight and clears the picture.
///
/// The latest tap wins: a new `resume` cancels the fetch or download in flight and starts again, and
/// `stop` cancels it, so no picture from before a stop ever shows. The current picture stays on show
/// while the next one loads. A failure is sent to `error` and ends only that fetch; the next tap works.
public final class CatsViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Fires when the user taps resume.
        public let resume = PublishRelay<Void>()
        /// Fires when the user taps stop.
        public let stop = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// The picture on show, or nil for none (at first, and after stop).
        public let picture: Driver<CatPicture?>
        /// Whether a cat is being fetched or downloaded.
        public let isLoading: Driver<Bool>
        /// A failed fetch or download, once, for an alert.
        public let error: Signal<ServiceError>
    }

    /// What happens to the screen, as the taps and the service's answers arrive.
    enum Event: Equatable {
        case started
        case arrived(CatPicture)
        case failed(ServiceError)
        case stopped
    }

    /// The screen's state: the picture and whether one is loading.
    struct State: Equatable {
        var picture: CatPicture?
        var isLoading = false

        func applying(_ event: Event) -> State {
            switch event {
            case .started: State(picture: picture, isLoading: true)
            case let .arrived(picture): State(picture: picture, isLoading: false)
            case .failed: State(picture: picture, isLoading: false)
            case .stopped: State(picture: nil, isLoading: false)
            }
        }
    }

    private let service: CatServiceType
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(service: CatServiceType, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.service = service
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the inputs; call once per view.
    public func transform(input: Input) -> Output {
        let service = self.service
        let events = input.resume.map { true }
            .merge(with: input.stop.map { false })
            .flatMapLatest { [scheduler] isResume -> AnyPublisher<Event, Never> in
                guard isResume else { return Just(.stopped).eraseToAnyPublisher() }
                return service.fetchRandomCat()
                    .flatMap { cat in service.downloadPicture(of: cat) }
                    .map(Event.arrived)
                    .catch { error in Just(Event.failed(error)) }
                    .receive(on: scheduler)
                    .prepend(.started)
                    .eraseToAnyPublisher()
            }
        let shared = Signal(events, scheduler: scheduler)
        let state = Driver(shared.scan(State()) { $0.applying($1) }.prepend(State()), scheduler: scheduler)
        return Output(
            picture: state.map(\.picture).distinctUntilChanged(),
            isLoading: state.map(\.isLoading).distinctUntilChanged(),
            error: shared.compactMap { event in
                if case let .failed(error) = event { return error }
                return nil
            }
        )
    }
}
