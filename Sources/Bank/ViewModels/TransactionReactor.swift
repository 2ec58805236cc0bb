import Bindery
import Foundation

/// The transaction screen: deposits and withdrawals of a
/// typed amount, refused with an alert (and nothing changed) when the amount is not a positive whole
/// number of won with at most 15 digits, or a withdrawal is larger than the balance.
public final class TransactionReactor: LedgerBackedReactor, Reactor {
    /// What the screen asks for.
    public enum Action: Equatable, Sendable, LedgerAction {
        /// Read the balance (the screen appears).
        case refresh
        /// Deposit this many won.
        case deposit(Int)
        /// Withdraw this many won.
        case withdraw(Int)
        /// Deposit the amount as typed in `amountField` (parsed here, so every refusal rule lives in the reactor).
        case depositTyped(String)
        /// Withdraw the amount as typed in `amountField`.
        case withdrawTyped(String)
    }

    /// A change to the screen's state.
    public enum Mutation: Equatable, Sendable {
        /// The balance was read.
        case showBalance(Int64)
        /// A transaction was committed.
        case confirm(BankTransaction)
        /// An action was refused or failed; nothing changed.
        case refuse(BankError)
    }

    /// What the screen shows.
    public struct State: Equatable, Sendable, LedgerScreenState {
        /// The balance in won; nil until first read.
        public var balance: Int64?
        /// The latest committed transaction, once per commit.
        @Pulse public var confirmation: BankTransaction? = nil
        /// Why the latest action was refused, once per refusal (the same error twice fires twice).
        @Pulse public var alert: BankError? = nil

        /// The state before anything is read.
        public init() {}
    }

    /// Parses the amount, then commits off the UI thread; a bad amount fails at once without a ledger call.
    public func mutate(action: Action) -> AnyPublisher<Mutation, any Error> {
        switch action {
        case .refresh:
            return ledger.call({ try $0.balance() }, then: Mutation.showBalance)
        case let .deposit(won):
            return commit({ try Amount(won: won) }, { try $0.deposit($1) })
        case let .withdraw(won):
            return commit({ try Amount(won: won) }, { try $0.withdraw($1) })
        case let .depositTyped(text):
            return commit({ try Amount(parsing: text) }, { try $0.deposit($1) })
        case let .withdrawTyped(text):
            return commit({ try Amount(parsing: text) }, { try $0.withdraw($1) })
        }
    }

    /// A refusal or failure becomes an alert.
    public func mutation(forFailure error: any Error, of action: Action) -> Mutation? {
        .refuse(BankError(error))
    }

    /// Shows the balance, confirms a commit, or fires the alert.
    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .showBalance(balance):
            state.balance = balance
        case let .confirm(transaction):
            state.confirmation = transaction
        case let .refuse(error):
            state.alert = error
        }
        return state
    }

    /// The parsed amount of `text` sent to `transaction` on the background scheduler, or the parse error.
    private func commit(_ makeAmount: () throws -> Amount,
                        _ transaction: @escaping (any BankAccount, Int64) throws -> BankTransaction) -> AnyPublisher<Mutation, any Error> {
        let amount: Amount
        do {
            amount = try makeAmount()
        } catch {
            return Fail(error: error).eraseToAnyPublisher()
        }
        return ledger.call({ try transaction($0, amount.won) }, then: Mutation.confirm)
    }
}
