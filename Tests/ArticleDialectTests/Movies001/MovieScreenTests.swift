import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// Seed 001's screens on an in-memory session: the touched card's colour, and the pushed detail's title.
@Suite(.checksForLeaks)
struct MovieScreenTests {
    private let scheduler = DispatchQueue.test

    @Test func theCardChangesColourWhileTouchedAndReleasingItPushesTheDetail() {
        let service = StubMovieSearchService()
        service.movies = [MovieDetail(title: "Parasite", overview: "")]
        let tester = openScreen({ MovieCardViewController(service: service) }, scheduler: scheduler)
        let html = tester.takeScreens().first?.html ?? ""
        #expect(ScreenTester.ids(in: html) == ["cardView", "cardTitleLabel"], "the label goes inside its card")
        #expect(html.contains("class=\"background-white\""))

        tester.touch("cardView", .touchDown)
        #expect(tester.takePatches() == [.classes(id: "cardView", value: ["background-lightGray"])])
        tester.touch("cardView", .touchCancel)
        #expect(tester.takePatches() == [.classes(id: "cardView", value: ["background-white"])])
        #expect(tester.screen is MovieCardViewController)

        tester.touch("cardView", .touchDown)
        tester.touch("cardView", .touchUp)
        #expect(tester.screen is MovieDetailViewController)
        #expect(tester.screen?.path == "/movie-detail-view-controller")
        #expect(service.calls == 1, "viewWillAppear triggered the fetch")
        tester.advance(by: .milliseconds(200))
        #expect(tester.takePatches().contains(.text(id: "titleLabel", value: "Parasite")))

        tester.navigate("/")
        #expect(tester.screen is MovieCardViewController)
        #expect(tester.view("cardView", as: TouchView.self)?.backgroundColor == .white)
        tester.close()
    }
}
