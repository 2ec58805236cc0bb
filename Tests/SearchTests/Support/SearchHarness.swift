import BinderyTest
import Foundation
@testable import Search
import Testing

/// One search screen's view model on virtual time: a stub service, the view model (tracked for leaks), its
/// input relays and a recorder on every output, all timed from the start.
final class SearchHarness {
    let scheduler = DispatchQueue.test
    let service: StubSearchService
    let input = SearchViewModel.Input()
    let viewModel: SearchViewModel
    /// The results' titles, as text.
    let results: TestRecorder<[String], Never>
    let status: TestRecorder<SearchStatus, Never>
    let canLoadMore: TestRecorder<Bool, Never>
    let canRetry: TestRecorder<Bool, Never>
    let error: TestRecorder<ServiceError, Never>
    let showDetail: TestRecorder<String, Never>

    /// Builds the view model and delivers the drivers' first values; a leak is reported at `sourceLocation`.
    init(sourceLocation: SourceLocation = #_sourceLocation) {
        service = StubSearchService(scheduler: scheduler)
        viewModel = trackForLeaks(SearchViewModel(service: service, scheduler: scheduler.eraseToAnyScheduler()),
                                  sourceLocation: sourceLocation)
        let output = viewModel.transform(input: input)
        results = output.results.map { $0.map(\.titleText) }.record(on: scheduler)
        status = output.status.record(on: scheduler)
        canLoadMore = output.canLoadMore.record(on: scheduler)
        canRetry = output.canRetry.record(on: scheduler)
        error = output.error.record(on: scheduler)
        showDetail = output.showDetail.record(on: scheduler)
        scheduler.advance()
    }

    /// One thing the user does, or time passing.
    enum Step: HarnessStep {
        /// The search bar's text becomes this.
        case type(String)
        /// The user taps "more".
        case more
        /// The user taps "try again".
        case retry
        /// The user taps the result at this index.
        case select(Int)
        /// `milliseconds` of virtual time pass.
        case wait(Int)

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Plays `steps` in order.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: scheduler).play(steps) { step in
            switch step {
            case let .type(text): input.query.accept(text)
            case .more: input.loadMore.accept()
            case .retry: input.retry.accept()
            case let .select(index): input.itemSelected.accept(index)
            case .wait: break
            }
        }
    }

    /// The queries of the requests made, with their starts ("swift@1").
    var requests: [String] { service.requests.map { "\($0.query)@\($0.start)" } }
    /// The requests cancelled before they answered.
    var cancelled: [String] { service.cancelled.map { "\($0.query)@\($0.start)" } }
}

/// The titles of results `range` for `query`.
func titles(_ query: String, _ range: ClosedRange<Int>) -> [String] {
    range.map { "\(query) #\($0)" }
}
