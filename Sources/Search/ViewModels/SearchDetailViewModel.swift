import Bindery
import Foundation

/// The search result's page: the address it was opened with, checked.
///
/// When the screen appears (`trigger`), an absolute http(s) address that the search showed as a result goes to
/// `page`; anything else (`javascript:`, `data:`, `file:`, a relative path, nothing, a link the search never
/// returned) goes to `refusal` and no page is shown.
public final class SearchDetailViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// The screen appeared.
        public let trigger = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// The page to show in the web view.
        public let page: Driver<URL>
        /// Why the address cannot be shown.
        public let refusal: Driver<PageAddress.Refusal>
    }

    /// The address as the screen received it.
    public let address: String?
    private let results: Set<String>
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model for `address`, which is shown only if it is among `results` (the links the search
    /// showed); `scheduler` is the UI scheduler (nil: the current one).
    public init(address: String?, results: Set<String>, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.address = address
        self.results = results
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs; call once per view.
    public func transform(input: Input) -> Output {
        let checked = PageAddress.check(address, among: results)
        let results = input.trigger.map { checked }
        return Output(
            page: Driver(results.compactMap { try? $0.get() }, scheduler: scheduler),
            refusal: Driver(results.compactMap { result -> PageAddress.Refusal? in
                if case let .failure(refusal) = result { return refusal }
                return nil
            }, scheduler: scheduler)
        )
    }
}
