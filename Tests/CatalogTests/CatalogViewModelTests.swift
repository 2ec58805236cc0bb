import BinderyTest
import Catalog
import Foundation
import Testing

/// The catalog's bindings on virtual time: each output starts with its control's current value, follows each change at
/// the instant it is made, and shows a repeated value once.
@Suite(.checksForLeaks)
struct CatalogViewModelTests {
    let scheduler = DispatchQueue.test

    /// The view model (tracked for leaks) with its input and its outputs recorded.
    private func harness(sourceLocation: SourceLocation = #_sourceLocation)
        -> (CatalogViewModel.Input, CatalogViewModel.Output, CatalogViewModel) {
        let viewModel = trackForLeaks(CatalogViewModel(scheduler: scheduler.eraseToAnyScheduler()), sourceLocation: sourceLocation)
        let input = CatalogViewModel.Input()
        return (input, viewModel.transform(input: input), viewModel)
    }

    /// Runs `action` at `milliseconds` from the start of virtual time.
    private func at(_ milliseconds: Int, _ action: @escaping () -> Void) {
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(milliseconds)), action)
    }

    @Test func theSwitchAndTheCheckBoxShowEachChangeOnce() {
        let (input, output, _) = harness()
        let working = output.isWorking.record(on: scheduler)
        let news = output.wantsNews.record(on: scheduler)
        at(0) { input.isWorking.accept(false); input.wantsNews.accept(false) }
        at(100) { input.isWorking.accept(true) }
        at(150) { input.isWorking.accept(true) }
        at(300) { input.isWorking.accept(false); input.wantsNews.accept(true) }
        scheduler.advance(by: .seconds(1))
        expectTimeline(working, [.next(0, false), .next(100, true), .next(300, false)])
        expectTimeline(news, [.next(0, false), .next(300, true)])
    }

    @Test func theSliderShowsAWholePercentageAndFillsTheProgressBar() {
        let (input, output, _) = harness()
        let percent = output.volumePercent.record(on: scheduler)
        let progress = output.progress.record(on: scheduler)
        at(0) { input.volume.accept(0.5) }
        at(40) { input.volume.accept(0.504) }
        at(90) { input.volume.accept(0.126) }
        at(200) { input.volume.accept(1) }
        scheduler.advance(by: .seconds(1))
        expectTimeline(percent, [.next(0, 50), .next(90, 13), .next(200, 100)], "0.504 rounds to the 50 already shown")
        expectTimeline(progress, [.next(0, 0.5), .next(40, 0.504), .next(90, 0.126), .next(200, 1)])
    }

    @Test func theChoicesShowTheirIndexesAndTheStepperItsCount() {
        let (input, output, _) = harness()
        let size = output.size.record(on: scheduler)
        let fruit = output.fruit.record(on: scheduler)
        let guests = output.guests.record(on: scheduler)
        at(0) { input.size.accept(1); input.fruit.accept(0); input.guests.accept(2) }
        at(250) { input.size.accept(2); input.guests.accept(3) }
        at(500) { input.fruit.accept(2); input.size.accept(2) }
        scheduler.advance(by: .seconds(1))
        expectTimeline(size, [.next(0, 1), .next(250, 2)])
        expectTimeline(fruit, [.next(0, 0), .next(500, 2)])
        expectTimeline(guests, [.next(0, 2), .next(250, 3)])
    }

    @Test func theDayIsShownInISOFormAndTheNotesByTheirLength() {
        let (input, output, _) = harness()
        let day = output.day.record(on: scheduler)
        let notes = output.notesLength.record(on: scheduler)
        at(0) { input.day.accept(Date(timeIntervalSince1970: 1_740_837_900)); input.notes.accept("") }
        at(300) { input.day.accept(Date(timeIntervalSince1970: 1_740_787_200)); input.notes.accept("안녕\n하세요") }
        at(700) { input.day.accept(Date(timeIntervalSince1970: 0)); input.notes.accept("👍🏽") }
        scheduler.advance(by: .seconds(1))
        expectTimeline(day, [.next(0, "2025-03-01"), .next(700, "1970-01-01")], "the same day at another time is not shown again")
        expectTimeline(notes, [.next(0, 0), .next(300, 6), .next(700, 1)], "characters as the user sees them")
    }
}
