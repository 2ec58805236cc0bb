import BinderyUIKit
import Foundation

/// Seed 000's screen as the article writes it: UIKit's names, outlets made without ids (each is named after its
/// property), the screen's own `disposeBag`, the view model made in `viewDidLoad`, and `self.rx.viewDidLoad`
/// starting the game.
final class FindNumberViewController: UIViewController {
    private let stageLabel = UILabel()
    private let bestRecordLabel = UILabel()
    private let currentRecordLabel = UILabel()
    private let firstButton = UIButton()
    private let secondButton = UIButton()
    private let resetButton = UIButton()

    private var viewModel: FindNumberViewModel!
    private let disposeBag = DisposeBag()
    private let makeViewModel: () -> FindNumberViewModel

    init(makeViewModel: @escaping () -> FindNumberViewModel) {
        self.makeViewModel = makeViewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        firstButton.setTitle("1", for: .normal)
        secondButton.setTitle("2", for: .normal)
        resetButton.setTitle("Reset", for: .normal)
        viewModel = makeViewModel()
        bindData()
    }

    private func bindData() {
        let input = FindNumberViewModel.Input(
            gameStart: PublishRelay<Void>(),
            checkNumber: PublishRelay<Int>(),
            resetStage: PublishRelay<Void>()
        )

        self.rx.viewDidLoad
            .map { _ in }
            .bind(to: input.gameStart)
            .disposed(by: disposeBag)

        firstButton.rx.tap
            .map { 1 }
            .bind(to: input.checkNumber)
            .disposed(by: disposeBag)

        secondButton.rx.tap
            .map { 2 }
            .bind(to: input.checkNumber)
            .disposed(by: disposeBag)

        resetButton.rx.tap
            .bind(to: input.resetStage)
            .disposed(by: disposeBag)

        let output = viewModel.transform(input: input)

        output.round
            .map { "Stage: \($0)" }
            .drive(stageLabel.rx.text)
            .disposed(by: disposeBag)

        output.bestRecord
            .map { "Best: \($0) in a row" }
            .drive(bestRecordLabel.rx.text)
            .disposed(by: disposeBag)

        output.currentRecord
            .map { "Now: \($0) in a row" }
            .drive(currentRecordLabel.rx.text)
            .disposed(by: disposeBag)

        output.error
            .drive(onNext: { [weak self] error in
                self?.showError("\(error)")
            })
            .disposed(by: disposeBag)
    }

    private func showError(_ message: String) { showAlert(message) }
}
