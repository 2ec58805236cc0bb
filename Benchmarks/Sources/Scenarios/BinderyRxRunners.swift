// Scenarios (a) and (f) written as the RxSwift articles write them, on Bindery's RxSwift dialect:
// subjects and relays, `Observable` operators, `subscribe(onNext:)`, `asDriver(onErrorJustReturn:)`,
// `drive(onNext:)` and `disposed(by:)`.
import Bindery
import Dispatch

final class BinderyRxMapFilter: Runner {
    let subject = PublishSubject<Int>()
    let disposeBag = DisposeBag()
    var checksum = 0

    init() {
        subject
            .map(mapStep)
            .filter(filterStep)
            .subscribe(onNext: { [unowned self] in checksum &+= $0 })
            .disposed(by: disposeBag)
    }

    func send(_ index: Int) { subject.onNext(index) }
}

final class BinderyRxLoginForm: Runner {
    let email = BehaviorRelay<String>(value: "")
    let password = BehaviorRelay<String>(value: "")
    let disposeBag = DisposeBag()
    var checksum = 0

    init() {
        // The benchmark thread plays the UI (main) thread, as in the Combine-dialect row.
        let loginEnabled: Driver<Bool> = SharingScheduler.use(AnySchedulerOf<DispatchQueue>.immediate, isCurrent: { true }) {
            let emailValid = email.asObservable().map(isValidEmail)
            let passwordValid = password.asObservable().map(isValidPassword)
            return Observable.combineLatest(emailValid, passwordValid) { $0 && $1 }
                .distinctUntilChanged()
                .asDriver(onErrorJustReturn: false)
        }
        loginEnabled
            .drive(onNext: { [unowned self] in checksum &+= $0 ? 1 : 0 })
            .disposed(by: disposeBag)
    }

    func send(_ index: Int) {
        let keystroke = loginKeystroke(index)
        (keystroke.inEmail ? email : password).accept(keystroke.text)
    }
}
