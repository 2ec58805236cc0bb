import Bindery
import Foundation

/// The to-do list's rules: add from the form, mark done or not, rate, rename, remove; every change is saved before it
/// shows.
///
/// - The list comes from the store when the view model is made; a store that cannot read it shows the problem and
///   an empty list.
/// - `add` takes the field's latest text; the list refuses an empty title, one over `TodoList.maxTitleLength`
///   characters or one already on the list, and `problem` says why. A refused add keeps the text for fixing. A
///   rename is refused for the same reasons (an item may keep its own title in other letters).
/// - Each change is applied to the store's saved list (so another tab's changes are kept), saved, and only then
///   shown: `items` gets the new list, `problem` goes back to nil, and an accepted add clears the field
///   (`titleCleared`). A failed save shows its problem and changes nothing.
/// - Nothing ends a stream: after any problem the next tap works.
/// The input subscriptions made in `transform` live in the view model's `DisposeBag`, as the state relays do.
public final class TodoViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// The form's text field: its current text first, then each change.
        public let title = PublishRelay<String>()
        /// Taps on Add, and Return in the field.
        public let add = PublishRelay<Void>()
        /// Taps on an item's Done (or Undo) button, with its id.
        public let toggle = PublishRelay<Int>()
        /// Taps on an item's Remove button, with its id.
        public let remove = PublishRelay<Int>()
        /// An item's priority the user chose, with its id.
        public let prioritize = PublishRelay<(id: Int, stars: Int)>()
        /// An item's new title, as typed in its Rename prompt, with its id.
        public let rename = PublishRelay<(id: Int, title: String)>()
    }

    /// What the view shows.
    public struct Output {
        /// The items, oldest first; each new list once it is saved.
        public let items: Driver<[TodoItem]>
        /// How many items are not done yet, or that the list is empty (the screen then says how to start).
        public let progress: Driver<TodoProgress>
        /// Why the last action was refused or failed; nil when it succeeded.
        public let problem: Driver<TodoError?>
        /// Fires when an add was accepted and saved: empty the field.
        public let titleCleared: Signal<Void>
    }

    private let store: TodoStore
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let listRelay: BehaviorRelay<TodoList>
    private let problemRelay: BehaviorRelay<TodoError?>
    private let titleRelay = BehaviorRelay<String>(value: "")
    private let titleClearedRelay = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    /// Creates the list over `store`, reading it now; `scheduler` is the UI scheduler (nil: the session's, when it
    /// is made).
    public init(store: TodoStore, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.store = store
        self.scheduler = SharingScheduler.resolve(scheduler)
        do {
            listRelay = BehaviorRelay(value: try store.load())
            problemRelay = BehaviorRelay(value: nil)
        } catch {
            listRelay = BehaviorRelay(value: TodoList())
            problemRelay = BehaviorRelay(value: error)
        }
    }

    /// Builds the outputs and starts taking the input's events; call once per view.
    public func transform(input: Input) -> Output {
        input.title
            .bind(to: titleRelay)
            .disposed(by: disposeBag)
        input.add.map { [titleRelay] in TodoCommand.add(titleRelay.value) }
            .merge(with: input.toggle.map(TodoCommand.toggle), input.remove.map(TodoCommand.remove),
                   input.prioritize.map { TodoCommand.prioritize($0.id, stars: $0.stars) },
                   input.rename.map { TodoCommand.rename($0.id, to: $0.title) })
            .bind(with: self) { viewModel, command in viewModel.perform(command) }
            .disposed(by: disposeBag)

        return Output(
            items: Driver(listRelay.map(\.items).distinctUntilChanged(), scheduler: scheduler),
            progress: Driver(listRelay.map(\.progress).distinctUntilChanged(), scheduler: scheduler),
            problem: Driver(problemRelay.distinctUntilChanged(), scheduler: scheduler),
            titleCleared: Signal(titleClearedRelay, scheduler: scheduler)
        )
    }

    /// Applies `command` to the saved list and shows the result, or shows why it could not.
    private func perform(_ command: TodoCommand) {
        do {
            let changed = try store.update { list throws(TodoError) in try command.applied(to: list) }
            listRelay.accept(changed)
            problemRelay.accept(nil)
            if case .add = command {
                titleRelay.accept("")
                titleClearedRelay.accept()
            }
        } catch {
            problemRelay.accept(error)
            // A broken file was set aside: the list the next change applies to is empty, so show it empty.
            if case .corruptFile = error { listRelay.accept(TodoList()) }
        }
    }
}
