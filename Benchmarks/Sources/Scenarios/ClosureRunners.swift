/// The plain-closure baseline: a relay is an array of closures, an operator is a closure that
/// calls the next one. No locks, no demand, no type erasure beyond the closures themselves.
final class ClosureRelay<Element> {
    private var observers: [(id: Int, call: (Element) -> Void)] = []
    private var nextID = 0

    /// Adds an observer; returns the token that removes it.
    @discardableResult
    func subscribe(_ observer: @escaping (Element) -> Void) -> Int {
        nextID += 1
        observers.append((nextID, observer))
        return nextID
    }

    func unsubscribe(_ id: Int) {
        if let index = observers.firstIndex(where: { $0.id == id }) { observers.remove(at: index) }
    }

    func accept(_ value: Element) {
        for observer in observers { observer.call(value) }
    }
}

final class ClosuresMapFilter: Runner {
    let relay = ClosureRelay<Int>()
    var checksum = 0

    init() {
        let sink: (Int) -> Void = { [unowned self] in checksum &+= $0 }
        let filter: (Int) -> Void = { if filterStep($0) { sink($0) } }
        relay.subscribe { filter(mapStep($0)) }
    }

    func send(_ index: Int) { relay.accept(index) }
}

final class ClosuresFanOut: Runner {
    let relay = ClosureRelay<Int>()
    var checksum = 0

    init() {
        for _ in 0..<fanOutWidth {
            relay.subscribe { [unowned self] in checksum &+= $0 }
        }
    }

    func send(_ index: Int) { relay.accept(index) }
}

final class ClosuresCombineLatest: Runner {
    let left = ClosureRelay<Int>()
    let right = ClosureRelay<Int>()
    var checksum = 0

    init() {
        var latestLeft: Int?
        var latestRight: Int?
        let sink: ((Int, Int)) -> Void = { [unowned self] pair in checksum &+= pair.0 &- pair.1 }
        left.subscribe { value in
            latestLeft = value
            if let latestRight { sink((value, latestRight)) }
        }
        right.subscribe { value in
            latestRight = value
            if let latestLeft { sink((latestLeft, value)) }
        }
        left.accept(0)
        right.accept(0)
    }

    func send(_ index: Int) {
        let event = combineLatestEvent(index)
        (event.toLeft ? left : right).accept(event.value)
    }
}

final class ClosuresFlatMapLatest: Runner {
    let relay = ClosureRelay<Int>()
    var checksum = 0

    init() {
        // An inner "publisher" is a closure that, given a sink, sends to it; the latest inner is kept.
        let sink: (Int) -> Void = { [unowned self] in checksum &+= $0 }
        var latestInner: ((Int) -> Void) -> Void = { _ in }
        relay.subscribe { value in
            latestInner = { downstream in downstream(value) }  // Just(value)
            latestInner(sink)
        }
        _ = latestInner
    }

    func send(_ index: Int) { relay.accept(index) }
}

final class ClosuresChurn: Runner {
    var checksum = 0

    func send(_ index: Int) {
        let relay = ClosureRelay<Int>()
        let token = relay.subscribe { [unowned self] in checksum &+= $0 }
        relay.accept(index)
        relay.unsubscribe(token)
    }
}

final class ClosuresLoginForm: Runner {
    let email = ClosureRelay<String>()
    let password = ClosureRelay<String>()
    var checksum = 0

    init() {
        let sink: (Bool) -> Void = { [unowned self] in checksum &+= $0 ? 1 : 0 }
        var last: Bool?
        let removeDuplicates: (Bool) -> Void = { value in
            if value != last { last = value; sink(value) }
        }
        var emailValid: Bool?
        var passwordValid: Bool?
        email.subscribe { text in
            let valid = isValidEmail(text)
            emailValid = valid
            if let passwordValid { removeDuplicates(valid && passwordValid) }
        }
        password.subscribe { text in
            let valid = isValidPassword(text)
            passwordValid = valid
            if let emailValid { removeDuplicates(emailValid && valid) }
        }
        // The behavior relays' initial values.
        email.accept("")
        password.accept("")
    }

    func send(_ index: Int) {
        let keystroke = loginKeystroke(index)
        (keystroke.inEmail ? email : password).accept(keystroke.text)
    }
}
