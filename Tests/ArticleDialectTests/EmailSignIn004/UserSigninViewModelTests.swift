import Bindery
import BinderyTest
import Foundation
import Testing

/// A text field as RxCocoa shapes it: `rx.text` (an optional string) whose `orEmpty` the view model gets.
final class FakeTextField {
    let typed = BehaviorRelay<String?>(value: "")
    var text: String? = ""
    var rxText: ControlProperty<String?> {
        ControlProperty(values: typed, valueSink: Binder(self) { field, text in field.text = text })
    }
}

/// Seed 004: typing is throttled to one check per second — the first at once, the latest at the window's end.
@Suite(.checksForLeaks)
struct UserSigninViewModelTests {
    private let scheduler = DispatchQueue.test

    @Test func validityIsThrottledToTheFirstAndTheLatestText() {
        withUIScheduler(scheduler) {
            let field = FakeTextField()
            let taps = PublishRelay<Void>()
            let output = trackForLeaks(UserSigninViewModel())
                .transform(input: .init(text: field.rxText.orEmpty, nextButtonClicked: ControlEvent(events: taps)))
            let valid = output.isTextValid.record(on: scheduler)
            scheduler.advance(by: .milliseconds(2000))
            field.typed.accept("me@x")
            scheduler.advance(by: .milliseconds(300))
            field.typed.accept("me@x.co")
            scheduler.advance(by: .milliseconds(300))
            field.typed.accept("me@x.com")
            scheduler.advance(by: .seconds(2))
            expectTimeline(valid, [.next(0, false), .next(2000, false), .next(3000, true)])
        }
    }

    @Test func theRelayVersionStartsFalseAndFollows() {
        withUIScheduler(scheduler) {
            let field = FakeTextField()
            let viewModel = trackForLeaks(UserSigninRelayViewModel())
            let output = viewModel.transform(input: .init(text: field.rxText.orEmpty,
                                                          nextButtonClicked: ControlEvent(events: PublishRelay<Void>())))
            let valid = output.isTextValid.record(on: scheduler)
            field.typed.accept("someone@example.com")
            withExtendedLifetime(viewModel) { scheduler.advance(by: .seconds(1)) }
            expectTimeline(valid, [.next(0, false), .next(1000, true)])
        }
    }

    @Test func orEmptySetsTheFieldsText() {
        withUIScheduler(scheduler) {
            let field = FakeTextField()
            field.rxText.orEmpty.onNext("typed by code")
            scheduler.advance()
            #expect(field.text == "typed by code")
        }
    }
}
