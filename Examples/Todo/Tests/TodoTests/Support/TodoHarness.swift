import BinderyTest
import Foundation
import Testing
@testable import Todo

/// One to-do list on virtual time: a stub store, the view model (tracked for leaks), its input relays and a
/// recorder on every output, all timed in milliseconds from the start.
final class TodoHarness {
    let scheduler = DispatchQueue.test
    let store: StubTodoStore
    let input = TodoViewModel.Input()
    let viewModel: TodoViewModel
    let items: TestRecorder<[TodoItem], Never>
    let progress: TestRecorder<TodoProgress, Never>
    let problem: TestRecorder<TodoError?, Never>
    let titleCleared: TestRecorder<Void, Never>

    /// Builds the list over `store` and delivers the drivers' first values; a leaked view model, or an input relay
    /// still subscribed when the test ends, is reported at `sourceLocation`, the test that built it.
    init(store: StubTodoStore = StubTodoStore(), sourceLocation: SourceLocation = #_sourceLocation) {
        self.store = store
        let viewModel = trackForLeaks(TodoViewModel(store: store, scheduler: scheduler.eraseToAnyScheduler()),
                                      sourceLocation: sourceLocation)
        trackObservers(of: input.title, input.add, input.toggle, input.remove, sourceLocation: sourceLocation)
        let output = viewModel.transform(input: input)
        self.viewModel = viewModel
        items = output.items.record(on: scheduler)
        progress = output.progress.record(on: scheduler)
        problem = output.problem.record(on: scheduler)
        titleCleared = output.titleCleared.record(on: scheduler)
        scheduler.advance()
    }

    /// Every output recorded so far, in one value a test compares whole.
    var timeline: TodoTimeline {
        TodoTimeline(items: items.events.map { $0.map { $0.map(\.summary) } }, progress: progress.events,
                     problem: problem.events, titleCleared: titleCleared.events.map(\.time))
    }

    /// One thing the user does, or time passing.
    enum Step: HarnessStep {
        /// The field's text becomes this.
        case type(String)
        /// A tap on Add (or Return in the field).
        case add
        /// A tap on item `id`'s Done or Undo button.
        case toggle(Int)
        /// A tap on item `id`'s Remove button.
        case remove(Int)
        /// A tap on star `stars` of item `id`'s priority (0: the rating cleared).
        case prioritize(Int, stars: Int)
        /// A rename prompt's Rename, with the item's id and the new title.
        case rename(Int, to: String)
        /// `milliseconds` of virtual time pass.
        case wait(Int)

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Plays `steps` in order, running whatever is due at each instant.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: scheduler, settling: .afterEachStep).play(steps) { step in
            switch step {
            case let .type(text): input.title.accept(text)
            case .add: input.add.accept()
            case let .toggle(id): input.toggle.accept(id)
            case let .remove(id): input.remove.accept(id)
            case let .prioritize(id, stars): input.prioritize.accept((id: id, stars: stars))
            case let .rename(id, title): input.rename.accept((id: id, title: title))
            case .wait: break
            }
        }
    }
}

/// The list's outputs as recorded on virtual time: what a test expects in one piece.
struct TodoTimeline: Equatable {
    /// Each list shown, its items written `"1 Buy milk"` (open) or `"1 Buy milk ✓"` (done).
    var items: [Recorded<[String]>]
    /// The status line's progress.
    var progress: [Recorded<TodoProgress>]
    /// The problem line (nil: hidden).
    var problem: [Recorded<TodoError?>]
    /// The times the field was cleared.
    var titleCleared: [Int] = []
}

extension TodoItem {
    /// `"1 Buy milk"`, with ` ✓` when done: an item as a timeline shows it.
    var summary: String { "\(id) \(title)\(isDone ? " ✓" : "")\(priority > 0 ? " " + String(repeating: "★", count: priority) : "")" }
}

extension Recorded {
    /// The same event with its value transformed.
    func map<Other>(_ transform: (Value) -> Other) -> Recorded<Other> {
        switch self {
        case let .next(time, value): .next(time, transform(value))
        case let .finished(time): .finished(time)
        case let .failure(time, error): .failure(time, error)
        }
    }
}
