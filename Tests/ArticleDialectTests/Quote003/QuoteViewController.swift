import BinderyUIKit
import Foundation

/// Seed 003's screen in Combine's dialect: outlets, an input subject, `cancellables`, the first fetch sent from
/// `viewDidAppear(_:)` and the others from the refresh button.
final class QuoteViewController: UIViewController {
    // MARK: - Properties

    // The storyboard's outlets, made in code.
    let quoteLabel = UILabel()
    let authorLabel = UILabel()
    let refreshButton = UIButton()

    private let vm: QuoteViewModel
    private let input: PassthroughSubject<QuoteViewModel.Input, Never> = .init()
    private var cancellables = Set<AnyCancellable>()

    init(vm: QuoteViewModel) {
        self.vm = vm
        super.init()
    }

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.setTitle("Refresh", for: .normal)
        bind()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        input.send(.viewDidAppear)
    }

    // MARK: - Methods

    private func bind() {
        let output = vm.transform(input: input.eraseToAnyPublisher())

        // The article hops to `DispatchQueue.main`; a screen here already runs on its tab's UI thread.
        output
            .sink { [weak self] event in
                switch event {
                case .fetchQuoteDidSucceed(let quote):
                    self?.authorLabel.text = quote.author
                    self?.quoteLabel.text = quote.content
                case .fetchQuoteDidFail(let error):
                    self?.quoteLabel.text = "\(error)"
                case .toggleButton(let isEnabled):
                    self?.refreshButton.isEnabled = isEnabled
                }
            }.store(in: &cancellables)

        // The article's @IBAction.
        refreshButton.rx.tap
            .sink { [weak self] in self?.refreshButtonTapped() }
            .store(in: &cancellables)
    }

    private func refreshButtonTapped() {
        input.send(.refreshButtonDidTap)
    }
}
