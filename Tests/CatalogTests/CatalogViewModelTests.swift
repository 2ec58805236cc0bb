import BinderyTest
@testable import Catalog
import Foundation
import Testing

/// The catalog's bindings on virtual time: each output starts with its control's current value (nil for what the
/// alert, the action sheet, the presented screen and the table report until the user chooses), follows each change at
/// the instant it is made, and shows a repeated value once; a refresh ends `refreshDuration` after it starts.
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

    @Test func theDayIsTheOneTheBrowsersTimeZoneShows() {
        let (input, output, _) = harness()
        let day = output.day.record(on: scheduler)
        at(0) { input.day.accept(Date(timeIntervalSince1970: 1_740_837_900)) }  // 2025-03-01T14:05Z
        at(100) { input.timeZone.accept(TimeZone(identifier: "UTC")!) }
        at(200) { input.timeZone.accept(TimeZone(identifier: "Asia/Seoul")!) }  // 23:05 there: the same day
        at(300) { input.timeZone.accept(TimeZone(identifier: "Pacific/Kiritimati")!) }  // UTC+14: the 2nd
        scheduler.advance(by: .seconds(1))
        expectTimeline(day, [.next(0, "2025-03-01"), .next(300, "2025-03-02")])
    }

    @Test func theAlertsAndTheSheetShowNothingUntilAnActionIsChosenThenItsTitle() {
        let (input, output, _) = harness()
        let alert = output.alertChoice.record(on: scheduler)
        let share = output.shareChoice.record(on: scheduler)
        at(100) { input.alertChoice.accept("Cancel") }
        at(200) { input.alertChoice.accept("Cancel"); input.shareChoice.accept("Mail") }
        at(300) { input.alertChoice.accept("Delete") }
        scheduler.advance(by: .seconds(1))
        expectTimeline(alert, [.next(0, nil), .next(100, "Cancel"), .next(300, "Delete")], "a repeated choice is shown once")
        expectTimeline(share, [.next(0, nil), .next(200, "Mail")])
    }

    @Test func theNicknameIsShownTrimmedAndABlankOneAsNone() {
        let (input, output, _) = harness()
        let nickname = output.nickname.record(on: scheduler)
        at(100) { input.nickname.accept("  Ann ") }
        at(200) { input.nickname.accept("Ann") }
        at(300) { input.nickname.accept(" \n") }
        at(400) { input.nickname.accept("보라") }
        scheduler.advance(by: .seconds(1))
        expectTimeline(nickname, [.next(0, nil), .next(100, "Ann"), .next(300, nil), .next(400, "보라")])
    }

    @Test func theTableListsThePlanetsAndShowsTheOneSelected() {
        let (input, output, _) = harness()
        let planets = output.planets.record(on: scheduler)
        let planet = output.planet.record(on: scheduler)
        at(100) { input.planet.accept(.mars) }
        at(200) { input.planet.accept(.mars) }
        at(300) { input.planet.accept(.venus) }
        scheduler.advance(by: .seconds(1))
        expectTimeline(planets, [.next(0, [.mercury, .venus, .earth, .mars]), .finished(0)])
        expectTimeline(planet, [.next(0, nil), .next(100, .mars), .next(300, .venus)])
    }

    @Test func aRefreshEndsAfterItsDurationAndIsCounted() {
        let (input, output, _) = harness()
        let refreshing = output.isRefreshing.record(on: scheduler)
        let count = output.refreshCount.record(on: scheduler)
        at(100) { input.refresh.accept(()) }
        at(1000) { input.refresh.accept(()) }
        scheduler.advance(by: .seconds(2))
        expectTimeline(refreshing, [.next(100, true), .next(700, false), .next(1000, true), .next(1600, false)])
        expectTimeline(count, [.next(0, 0), .next(700, 1), .next(1600, 2)])
    }
}
