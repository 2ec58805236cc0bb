import Bindery
import Dispatch

final class BinderyMapFilter: Runner {
    let relay = PublishRelay<Int>()
    var checksum = 0
    var subscription: AnyCancellable?

    init() {
        subscription = relay.map(mapStep).filter(filterStep).bind { [unowned self] in checksum &+= $0 }
    }

    func send(_ index: Int) { relay.accept(index) }
}

final class BinderyFanOut: Runner {
    let relay = PublishRelay<Int>()
    var checksum = 0
    var subscriptions: [AnyCancellable] = []

    init() {
        for _ in 0..<fanOutWidth {
            subscriptions.append(relay.bind { [unowned self] in checksum &+= $0 })
        }
    }

    func send(_ index: Int) { relay.accept(index) }
}

final class BinderyCombineLatest: Runner {
    let left = PublishRelay<Int>()
    let right = PublishRelay<Int>()
    var checksum = 0
    var subscription: AnyCancellable?

    init() {
        subscription = left.combineLatest(right).bind { [unowned self] pair in checksum &+= pair.0 &- pair.1 }
        left.accept(0)
        right.accept(0)
    }

    func send(_ index: Int) {
        let event = combineLatestEvent(index)
        (event.toLeft ? left : right).accept(event.value)
    }
}

final class BinderyFlatMapLatest: Runner {
    let relay = PublishRelay<Int>()
    var checksum = 0
    var subscription: AnyCancellable?

    init() {
        subscription = relay.flatMapLatest { Just($0) }.bind { [unowned self] in checksum &+= $0 }
    }

    func send(_ index: Int) { relay.accept(index) }
}

final class BinderyChurn: Runner {
    var checksum = 0

    func send(_ index: Int) {
        let relay = PublishRelay<Int>()
        let subscription = relay.bind { [unowned self] in checksum &+= $0 }
        relay.accept(index)
        subscription.cancel()
    }
}

final class BinderyLoginForm: Runner {
    let email = BehaviorRelay<String>(value: "")
    let password = BehaviorRelay<String>(value: "")
    var checksum = 0
    var subscription: AnyCancellable?

    init() {
        // The benchmark thread plays the UI thread. RxCocoa's MainScheduler runs work synchronously when
        // already on the main thread, so an immediate UI scheduler is the faithful equivalent here
        // (a UIQueueScheduler cannot make this thread its queue's "current" one).
        let loginEnabled: Driver<Bool> = SharingScheduler.use(AnySchedulerOf<DispatchQueue>.immediate, isCurrent: { true }) {
            let emailValid = email.map(isValidEmail)
            let passwordValid = password.map(isValidPassword)
            return emailValid.combineLatest(passwordValid) { $0 && $1 }  // RxSwift's combineLatest(a, b) { $0 && $1 }
                .distinctUntilChanged()  // Bindery's (RxSwift's) name for removeDuplicates
                .asDriver()
        }
        subscription = loginEnabled.drive(onNext: { [unowned self] in checksum &+= $0 ? 1 : 0 })
    }

    func send(_ index: Int) {
        let keystroke = loginKeystroke(index)
        (keystroke.inEmail ? email : password).accept(keystroke.text)
    }
}
