import Bindery

/// A screen bound to one view model, as ReactorKit's `View` is bound to its reactor: the screen names its view
/// model's type and writes only `bind(_:)`; BinderyWeb makes the view model from the factory given at `init` once
/// the controls exist (after `loadView()`), keeps it as long as the screen lives, and calls `bind(_:)` once, before
/// `viewDidLoad()` and before `rx.viewDidLoad` fires. The bindings go in `disposeBag`, released with the screen.
///
/// ```swift
/// final class CounterViewController: BindingViewController<CounterViewModel> {
///     private let countLabel = Label()
///     override func loadView() { add(countLabel) }
///     override func bind(_ viewModel: CounterViewModel) {
///         let output = viewModel.transform(input: .init())
///         output.count.map(String.init).drive(countLabel.rx.text).disposed(by: disposeBag)
///     }
/// }
/// ```
open class BindingViewController<ViewModel>: ViewController {
    private let makeViewModel: (ViewController) -> ViewModel?

    /// The view model, made when the screen loaded (nil before then, or when the factory declined to make one).
    public private(set) var viewModel: ViewModel?

    /// A screen whose view model `makeViewModel` makes when the screen loads.
    public init(makeViewModel: @escaping () -> ViewModel) {
        self.makeViewModel = { _ in makeViewModel() }
        super.init()
    }

    /// A screen whose view model `makeViewModel` makes from the loaded screen (its session's and browser's values),
    /// or declines to make (nil: nothing is bound, and `viewDidLoad()` may send the page elsewhere).
    public init(makeViewModelFor makeViewModel: @escaping (ViewController) -> ViewModel?) {
        self.makeViewModel = makeViewModel
        super.init()
    }

    /// Binds the controls to `viewModel` and the view model's outputs to the controls; override it. Called once.
    open func bind(_ viewModel: ViewModel) {}

    override func bindViewModel() {
        guard let viewModel = makeViewModel(self) else { return }
        self.viewModel = viewModel
        bind(viewModel)
    }
}
