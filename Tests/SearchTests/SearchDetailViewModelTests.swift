import BinderyTest
import Foundation
@testable import Search
import Testing

/// The detail screen's view model: only an absolute http(s) address the search showed is shown; anything else is refused.
@Suite(.checksForLeaks)
struct SearchDetailViewModelTests {
    private func appear(with address: String?, results: Set<String>? = nil) -> (page: [URL], refusal: [PageAddress.Refusal]) {
        let scheduler = DispatchQueue.test
        let viewModel = trackForLeaks(SearchDetailViewModel(address: address, results: results ?? [address ?? ""],
                                                            scheduler: scheduler.eraseToAnyScheduler()))
        let input = SearchDetailViewModel.Input()
        let output = viewModel.transform(input: input)
        let page = output.page.record(on: scheduler)
        let refusal = output.refusal.record(on: scheduler)
        scheduler.advance()
        #expect(page.events.isEmpty && refusal.events.isEmpty, "nothing before the screen appears")
        input.trigger.accept()
        scheduler.advance()
        return (page.values, refusal.values)
    }

    @Test(arguments: ["http://127.0.0.1:8080/api/v1/search/pages/3", "https://blog.naver.com/someone/123"])
    func anHTTPAddressIsShown(address: String) {
        let shown = appear(with: address)
        #expect(shown.page == [URL(string: address)!])
        #expect(shown.refusal.isEmpty)
    }

    @Test(arguments: ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd",
                      "/api/v1/search/pages/3", "http://", "ftp://example.com/x"])
    func anyOtherAddressIsRefused(address: String) {
        let shown = appear(with: address)
        #expect(shown.page.isEmpty)
        #expect(shown.refusal == [.notWeb(address)])
    }

    @Test(arguments: [nil, "", "  "] as [String?])
    func noAddressIsRefusedAsMissing(address: String?) {
        #expect(appear(with: address).refusal == [.missing])
    }

    @Test(arguments: ["http://127.0.0.1:8080/login", "https://evil.example/phish"])
    func anHTTPAddressTheSearchNeverShowedIsRefused(address: String) {
        let shown = appear(with: address, results: ["https://blog.naver.com/someone/123"])
        #expect(shown.page.isEmpty)
        #expect(shown.refusal == [.notAResult(address)])
    }
}
