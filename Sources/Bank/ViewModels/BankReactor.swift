import Bindery
import Foundation

/// The account screen: the balance and the history, loaded when
/// the screen appears and again whenever the shared account changes (another screen or tab committed).
public final class BankReactor: LedgerBackedReactor, Reactor {
    /// What the screen asks for.
    public enum Action: Equatable, Sendable, LedgerAction {
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
    public struct State: Equatable, Sendable, LedgerScreenState {
        /// The balance in won; nil until first read.
        public var balance: Int64?
        /// Every transaction, newest first.
        public var history: [BankTransaction] = []
        /// Why the ledger could not be read, once per failure.
        @Pulse public var alert: BankError? = nil

        /// The state before anything is read.
        public init() {}
    }

    /// Reads the statement off the UI thread.
    public func mutate(action: Action) -> AnyPublisher<Mutation, any Error> {
        switch action {
        case .refresh:
            ledger.call({ try $0.statement() }, then: Mutation.showStatement)
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
