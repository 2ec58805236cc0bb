import Bindery
import Foundation

/// Seed 004's e-mail sign-in view model: the field's text, throttled, mapped to validity.
final class UserSigninViewModel: ViewModelType {
    struct Input {
        let text: ControlProperty<String>
        let nextButtonClicked: ControlEvent<Void>
    }

    struct Output {
        let isTextValid: Observable<Bool>
    }

    func transform(input: Input) -> Output {
        let isValid = input
            .text
            .throttle(.seconds(1), scheduler: MainScheduler.instance)
            .map { $0.contains("@") && $0.contains(".") && $0.count >= 6 && $0.count < 50 }
        return Output(isTextValid: isValid)
    }
}

/// The article's first version: a BehaviorRelay the throttled validity is bound to.
final class UserSigninRelayViewModel: ViewModelType {
    typealias Input = UserSigninViewModel.Input

    struct Output {
        let isTextValid: BehaviorRelay<Bool>
    }

    private let disposeBag = DisposeBag()

    func transform(input: Input) -> Output {
        let isValid = BehaviorRelay(value: false)
        input
            .text
            .throttle(.seconds(1), scheduler: MainScheduler.instance)
            .map { $0.contains("@") && $0.contains(".") && $0.count >= 6 && $0.count < 50 }
            .bind(to: isValid)
            .disposed(by: disposeBag)
        return Output(isTextValid: isValid)
    }
}
