import Bindery
import Foundation

/// The account screen: the balance and the history, loaded when
/// the screen appears and again whenever the shared account changes (another screen or tab committed).
public final class BankReactor: Reactor {
    /// What the screen asks for.
    public enum Action: Equatable, Sendable {
        /// Load the balance and history (the screen appears).
        case refresh
    }

    /// A change to the screen's state.
    public enum Mutation: Equatable, Sendable {
        /// The ledger's balance and history were read.
        case showStatement(BankStatement)
        /// Reading the ledger failed.
        case fail(BankError)
    }

    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The balance in won; nil until first read.
        public var balance: Int64?
        /// Every transaction, newest first.
        public var history: [BankTransaction] = []
        /// Why the ledger could not be read, once per failure.
        @Pulse public var alert: BankError? = nil

        /// The state before anything is read.
        public init() {}
    }

    /// Nothing read yet.
    public let initialState = State()
    /// The engine (actions, state), started on first use.
    public lazy var runtime = ReactorRuntime(self)
    /// The UI scheduler; nil takes the one in effect when the engine starts.
    public let scheduler: AnySchedulerOf<DispatchQueue>?
    private let ledger: LedgerClient

    /// Creates the screen's reactor on `account`; reads run on `background` (a serial queue).
    public init(account: any BankAccount, background: AnySchedulerOf<DispatchQueue>,
                scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        ledger = LedgerClient(account: account, background: background)
        self.scheduler = scheduler
    }

    /// The view's actions, plus a refresh after each commit to the shared account.
    public func transform(action: AnyPublisher<Action, Never>) -> AnyPublisher<Action, Never> {
        ledger.addingRefreshOnChange(to: action, refresh: .refresh)
    }

    /// Reads the statement off the UI thread.
    public func mutate(action: Action) -> AnyPublisher<Mutation, any Error> {
        switch action {
        case .refresh:
            ledger.call { try $0.statement() }
                .map(Mutation.showStatement)
                .eraseToAnyPublisher()
        }
    }

    /// A failed read becomes an alert.
    public func mutation(forFailure error: any Error, of action: Action) -> Mutation? {
        .fail(BankError(error))
    }

    /// Shows a statement, or fires the alert.
    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .showStatement(statement):
            state.balance = statement.balance
            state.history = statement.history
        case let .fail(error):
            state.alert = error
        }
        return state
    }
}
