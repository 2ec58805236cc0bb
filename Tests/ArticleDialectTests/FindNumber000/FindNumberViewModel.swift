import Bindery
import Foundation

/// Errors of the number game, as the article names them.
enum MyError: Error, Equatable {
    case invalidURL
    case networkError
    case decodingError
}

/// Where new targets come from (the article's `URLSessionProtocol`, reduced to the number it yields).
protocol RandomNumberFetching {
    func fetchNumber() -> Observable<Int>
}

/// Seed 000's view model in its own dialect: relays hold the state, `transform` subscribes the inputs into
/// the view model's own bag, and the outputs are drivers of those relays.
final class FindNumberViewModel: ViewModel {
    struct Input {
        let gameStart: PublishRelay<Void>
        let checkNumber: PublishRelay<Int>
        let resetStage: PublishRelay<Void>
    }

    struct Output {
        let target: Observable<Int>
        let round: Driver<Int>
        let bestRecord: Driver<Int>
        let currentRecord: Driver<Int>
        let error: Driver<MyError>
    }

    private let targetRelay = BehaviorRelay(value: 1)
    private let roundRelay: BehaviorRelay<Int>
    private let bestRecordRelay: BehaviorRelay<Int>
    private let currentRecordRelay: BehaviorRelay<Int>
    private let errorRelay = PublishRelay<MyError>()
    private let disposeBag = DisposeBag()
    private let numbers: RandomNumberFetching
    private let defaults: UserDefaults

    init(numbers: RandomNumberFetching, defaults: UserDefaults) {
        self.numbers = numbers
        self.defaults = defaults
        let savedRound = defaults.integer(forKey: "Round")
        roundRelay = BehaviorRelay(value: savedRound == 0 ? 1 : savedRound)
        bestRecordRelay = BehaviorRelay(value: defaults.integer(forKey: "BestRecord"))
        currentRecordRelay = BehaviorRelay(value: defaults.integer(forKey: "CurrentRecord"))
    }

    func transform(input: Input) -> Output {
        roundRelay.subscribe { [weak self] event in
            self?.defaults.set(event.element!, forKey: "Round")
        }
        .disposed(by: disposeBag)

        bestRecordRelay.subscribe { [weak self] event in
            self?.defaults.set(event.element!, forKey: "BestRecord")
        }
        .disposed(by: disposeBag)

        input.gameStart
            .flatMapLatest { [weak self] in
                self?.getNumber() ?? Observable.just(1)
            }
            .subscribe(onNext: { [weak self] newTarget in
                self?.targetRelay.accept(newTarget)
            }, onError: { [weak self] error in
                if let myError = error as? MyError { self?.errorRelay.accept(myError) }
            })
            .disposed(by: disposeBag)

        input.checkNumber
            .flatMapLatest { [weak self] number -> Observable<Int> in
                guard let self else { return .just(1) }
                return self.processNumber(number)
            }
            .subscribe(onNext: { [weak self] newTarget in
                self?.targetRelay.accept(newTarget)
            })
            .disposed(by: disposeBag)

        input.resetStage
            .subscribe(onNext: { [weak self] in self?.resetStage() })
            .disposed(by: disposeBag)

        return Output(
            target: targetRelay.asObservable(),
            round: roundRelay.asDriver(onErrorJustReturn: 1),
            bestRecord: bestRecordRelay.asDriver(onErrorJustReturn: 0),
            currentRecord: currentRecordRelay.asDriver(onErrorJustReturn: 0),
            error: errorRelay.asDriver(onErrorDriveWith: .empty())
        )
    }

    private func getNumber() -> Observable<Int> {
        numbers.fetchNumber()
            .observe(on: MainScheduler.instance)
            .catch { [weak self] error in
                Observable.error(self?.handleError(error) ?? .networkError)
            }
    }

    private func processNumber(_ number: Int) -> Observable<Int> {
        guard number == targetRelay.value else {
            roundRelay.accept(1)
            currentRecordRelay.accept(0)
            return .empty()
        }
        return getNumber()
            .do(onNext: { [weak self] _ in self?.updateGameRecords() })
            .catch { [weak self] error in
                if let myError = error as? MyError { self?.errorRelay.accept(myError) }
                return .empty()
            }
    }

    private func updateGameRecords() {
        bestRecordRelay.accept(max(bestRecordRelay.value, currentRecordRelay.value + 1))
        roundRelay.accept(roundRelay.value + 1)
        currentRecordRelay.accept(currentRecordRelay.value + 1)
    }

    private func resetStage() {
        roundRelay.accept(1)
        bestRecordRelay.accept(0)
        currentRecordRelay.accept(0)
    }

    private func handleError(_ error: any Error) -> MyError {
        if let myError = error as? MyError { return myError }
        if error is DecodingError { return .decodingError }
        return .networkError
    }
}
