/// The six scenarios of Bindery's benchmarks, each written three times: with Bindery, with raw
/// OpenCombine, and with plain closures. One *event* is one value sent into the chain (for churn, one
/// whole create–subscribe–send–cancel cycle); every runner adds what reaches its sink to `checksum`,
/// so the optimizer cannot drop the work and the three libraries can be checked against each other.

/// A library a scenario is written with.
public enum Library: String, CaseIterable, Sendable {
    case bindery
    case opencombine
    case closures
}

/// A benchmark scenario.
public enum Scenario: String, CaseIterable, Sendable {
    /// relay → map → filter → sink
    case mapFilter = "a-map-filter"
    /// one relay, ten subscribers
    case fanOut = "b-fan-out-10"
    /// combineLatest of two relays fed alternately
    case combineLatest = "c-combine-latest"
    /// relay → flatMapLatest { Just($0) } → sink
    case flatMapLatest = "d-flatmap-latest"
    /// create a relay, subscribe, send one value, cancel
    case churn = "e-churn"
    /// two text relays → validate → combineLatest → && → removeDuplicates → Driver → sink
    case loginForm = "f-login-form"
    /// (a) in the RxSwift dialect: `PublishSubject` → `map` → `filter` → `subscribe(onNext:)`
    case mapFilterRx = "a-rx-map-filter"
    /// (f) in the RxSwift dialect: `Observable.combineLatest(…) { $0 && $1 }` → `asDriver(onErrorJustReturn:)` → `drive`
    case loginFormRx = "f-rx-login-form"

    /// The scenario's short name, as in the README's table: its letter, or "a-rx" for a dialect row.
    public var letter: String { String(rawValue.prefix(rawValue.dropFirst(1).hasPrefix("-rx-") ? 4 : 1)) }

    /// Looks a scenario up by its full name or its letter.
    public init?(name: String) {
        guard let match = Scenario.allCases.first(where: { $0.rawValue == name || $0.letter == name }) else { return nil }
        self = match
    }
}

/// One scenario wired up with one library, ready to receive events.
public protocol Runner: AnyObject {
    /// Sends event number `index` into the chain.
    func send(_ index: Int)
    /// The sum of everything the chain's sinks received (wrapping).
    var checksum: Int { get }
}

extension Runner {
    /// Sends events `0..<count`.
    @inline(never)
    public func run(_ count: Int) {
        for index in 0..<count { send(index) }
    }
}

/// Builds the runner for `scenario` written with `library`; nil where that library has no such
/// operator (OpenCombine 0.14.0 has no `combineLatest`).
public func makeRunner(_ scenario: Scenario, _ library: Library) -> Runner? {
    switch (scenario, library) {
    case (.mapFilter, .bindery): return BinderyMapFilter()
    case (.mapFilter, .opencombine): return OpenCombineMapFilter()
    case (.mapFilter, .closures): return ClosuresMapFilter()
    case (.fanOut, .bindery): return BinderyFanOut()
    case (.fanOut, .opencombine): return OpenCombineFanOut()
    case (.fanOut, .closures): return ClosuresFanOut()
    case (.combineLatest, .bindery): return BinderyCombineLatest()
    case (.combineLatest, .opencombine): return nil
    case (.combineLatest, .closures): return ClosuresCombineLatest()
    case (.flatMapLatest, .bindery): return BinderyFlatMapLatest()
    case (.flatMapLatest, .opencombine): return OpenCombineFlatMapLatest()
    case (.flatMapLatest, .closures): return ClosuresFlatMapLatest()
    case (.churn, .bindery): return BinderyChurn()
    case (.churn, .opencombine): return OpenCombineChurn()
    case (.churn, .closures): return ClosuresChurn()
    case (.loginForm, .bindery): return BinderyLoginForm()
    case (.loginForm, .opencombine): return nil
    case (.loginForm, .closures): return ClosuresLoginForm()
    // The RxSwift dialect rows: OpenCombine has no such dialect; the closures are the same as the Combine rows'.
    case (.mapFilterRx, .bindery): return BinderyRxMapFilter()
    case (.mapFilterRx, .opencombine): return nil
    case (.mapFilterRx, .closures): return ClosuresMapFilter()
    case (.loginFormRx, .bindery): return BinderyRxLoginForm()
    case (.loginFormRx, .opencombine): return nil
    case (.loginFormRx, .closures): return ClosuresLoginForm()
    }
}

// MARK: - Shared inputs

/// How many subscribers the fan-out scenario attaches.
let fanOutWidth = 10

/// The map and filter of scenario (a).
@inline(__always) func mapStep(_ value: Int) -> Int { value &* 3 &+ 1 }
@inline(__always) func filterStep(_ value: Int) -> Bool { value & 1 == 0 }

/// What a user types, keystroke by keystroke, into the login form: every string is short enough to
/// be stored inline (no allocation), and validity flips now and then so removeDuplicates passes some.
let typedEmails = ["a", "a@", "a@b", "a@b.", "a@b.c", "a@b.co", "a@b.com", "a@b.co", "a@b.com", "ab.com"]
let typedPasswords = ["1", "12", "123", "1234", "12345", "123456", "1234567", "123456", "12345", "123456x"]

/// Event `index` of scenario (c): the left relay gets even events, the right one odd events.
@inline(__always) func combineLatestEvent(_ index: Int) -> (toLeft: Bool, value: Int) { (index & 1 == 0, index) }

/// Event `index` of scenario (f): a keystroke in the email field, then one in the password field.
@inline(__always) func loginKeystroke(_ index: Int) -> (inEmail: Bool, text: String) {
    let keystroke = index >> 1
    return index & 1 == 0
        ? (true, typedEmails[keystroke % typedEmails.count])
        : (false, typedPasswords[keystroke % typedPasswords.count])
}

/// The validation rules of scenario (f).
@inline(__always) func isValidEmail(_ text: String) -> Bool { text.contains("@") && text.contains(".com") }
@inline(__always) func isValidPassword(_ text: String) -> Bool { text.count >= 6 }
