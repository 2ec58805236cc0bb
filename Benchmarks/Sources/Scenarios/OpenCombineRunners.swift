import Bindery  // re-exports OpenCombine on Linux (Combine on Apple platforms)

final class OpenCombineMapFilter: Runner {
    let subject = PassthroughSubject<Int, Never>()
    var checksum = 0
    var subscription: AnyCancellable?

    init() {
        subscription = subject.map(mapStep).filter(filterStep).sink { [unowned self] in checksum &+= $0 }
    }

    func send(_ index: Int) { subject.send(index) }
}

final class OpenCombineFanOut: Runner {
    let subject = PassthroughSubject<Int, Never>()
    var checksum = 0
    var subscriptions: [AnyCancellable] = []

    init() {
        for _ in 0..<fanOutWidth {
            subscriptions.append(subject.sink { [unowned self] in checksum &+= $0 })
        }
    }

    func send(_ index: Int) { subject.send(index) }
}

final class OpenCombineFlatMapLatest: Runner {
    let subject = PassthroughSubject<Int, Never>()
    var checksum = 0
    var subscription: AnyCancellable?

    init() {
        subscription = subject.map { Just($0) }.switchToLatest().sink { [unowned self] in checksum &+= $0 }
    }

    func send(_ index: Int) { subject.send(index) }
}

final class OpenCombineChurn: Runner {
    var checksum = 0

    func send(_ index: Int) {
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.sink { [unowned self] in checksum &+= $0 }
        subject.send(index)
        subscription.cancel()
    }
}
