import BinderyTest
@testable import Catalog
import Foundation
import Testing

/// The badges' screen on virtual time: the stepper's number as the badge, none at 0, and the section chosen last.
@Suite(.checksForLeaks)
struct BadgesViewModelTests {
    let scheduler = DispatchQueue.test

    @Test func theBadgeIsTheStepperAsAWholeNumberAndNoneAtZero() {
        let viewModel = trackForLeaks(BadgesViewModel(scheduler: scheduler.eraseToAnyScheduler()))
        let input = BadgesViewModel.Input()
        let output = viewModel.transform(input: input)
        let badge = output.badge.record(on: scheduler)
        scheduler.schedule { input.count.accept(0) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(100))) { input.count.accept(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(200))) { input.count.accept(1.2) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(300))) { input.count.accept(12) }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(400))) { input.count.accept(0) }
        scheduler.advance(by: .seconds(1))
        expectTimeline(badge, [.next(0, nil), .next(100, "1"), .next(300, "12"), .next(400, nil)],
                       "1.2 rounds to the 1 already shown")
    }

    @Test func theChosenSectionIsNoneUntilOneIsChosenThenEachNewOne() {
        let viewModel = trackForLeaks(BadgesViewModel(scheduler: scheduler.eraseToAnyScheduler()))
        let input = BadgesViewModel.Input()
        let output = viewModel.transform(input: input)
        let chosen = output.chosenSection.record(on: scheduler)
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(50))) { input.chosenSection.accept("Badges") }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(80))) { input.chosenSection.accept("Badges") }
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(90))) { input.chosenSection.accept("Controls") }
        scheduler.advance(by: .seconds(1))
        expectTimeline(chosen, [.next(0, nil), .next(50, "Badges"), .next(90, "Controls")])
    }
}
