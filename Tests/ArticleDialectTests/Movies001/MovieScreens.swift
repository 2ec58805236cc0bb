import BinderyUIKit
import Foundation

/// Seed 001's first exercise: a card that changes colour while touched, goes back when the touch ends or leaves,
/// and on release pushes the detail screen.
final class MovieCardViewController: UIViewController {
    private let cardTitleLabel = UILabel()
    private lazy var cardView = TouchView(content: [cardTitleLabel])

    private let viewModel = TouchHighlightViewModel()
    private let disposeBag = DisposeBag()
    private let service: MovieSearchService

    init(service: MovieSearchService) {
        self.service = service
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardTitleLabel.text = "Today's movie"
        cardView.backgroundColor = .white

        let input = TouchHighlightViewModel.Input(
            touchDown: cardView.rx.touchDown.asObservable(),
            touchUp: Observable.merge(cardView.rx.touchUp.asObservable(), cardView.rx.touchCancel.asObservable()),
            tap: cardView.rx.touchUp.asObservable()
        )
        let output = viewModel.transform(input: input)

        output.isHighlighted
            .drive(onNext: { [weak self] highlighted in
                self?.cardView.backgroundColor = highlighted ? .lightGray : .white
            })
            .disposed(by: disposeBag)

        output.showDetail
            .emit(with: self) { owner, _ in
                let detail = MovieDetailViewController(viewModel: MovieDetailViewModel(movieSearchService: owner.service))
                owner.navigationController?.pushViewController(detail, animated: true)
            }
            .disposed(by: disposeBag)
    }
}

/// Seed 001's detail screen: `viewWillAppear` is the trigger, the title is bound with `bind(with:onNext:)`.
final class MovieDetailViewController: UIViewController {
    private let titleLabel = UILabel()
    private let viewModel: MovieDetailViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: MovieDetailViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = MovieDetailViewModel.Input(trigger: rx.viewWillAppear.asObservable())
        let output = viewModel.transform(input: input)

        output.resultTitleText
            .bind(with: self, onNext: { owner, title in
                owner.titleLabel.text = title
            })
            .disposed(by: disposeBag)
    }
}
