import Bindery
import Foundation

/// One entry in the history.
enum Transaction: Equatable {
    case deposit(Int)
    case withdraw(Int)
}

/// Seed 002's deposit and withdrawal screen, a reactor spelled as ReactorKit spells it: nothing but
/// Action, Mutation, State, initialState, mutate and reduce.
final class TransactionReactor: Reactor {
    enum Action {
        case deposit(Int)
        case withdraw(Int)
    }

    enum Mutation {
        case valueDidChanged(Bool)
        case increaseBalance(Int)
        case decreaseBalance(Int)
        case addTransactionHistory(Transaction)
    }

    struct State: Equatable {
        var balance: Int
        var transactionHistory: [Transaction] = []
        var statusDidChanged = false
    }

    let initialState: State

    init(balance: Int) {
        initialState = State(balance: balance)
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .deposit(let value):
            return Observable.concat([
                Observable.just(.valueDidChanged(true)),
                Observable.just(.increaseBalance(value)),
                Observable.just(.addTransactionHistory(.deposit(value))),
                Observable.just(.valueDidChanged(false)),
            ])
        case .withdraw(let value):
            guard value <= currentState.balance else { return .empty() }
            return Observable.concat([
                Observable.just(.valueDidChanged(true)),
                Observable.just(.decreaseBalance(value)),
                Observable.just(.addTransactionHistory(.withdraw(value))),
                Observable.just(.valueDidChanged(false)),
            ])
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .valueDidChanged(let changed): state.statusDidChanged = changed
        case .increaseBalance(let value): state.balance += value
        case .decreaseBalance(let value): state.balance -= value
        case .addTransactionHistory(let transaction): state.transactionHistory.append(transaction)
        }
        return state
    }
}

/// The main screen's reactor: it hears of balance changes through NotificationCenter, as the article does.
final class MainReactor: Reactor {
    enum Action { case currentBalanceDidChanged(Int) }
    enum Mutation { case setBalance(Int) }
    struct State: Equatable { var balance: Int }

    let initialState = State(balance: 0)

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .currentBalanceDidChanged(let balance): .just(.setBalance(balance))
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        switch mutation {
        case .setBalance(let balance): State(balance: balance)
        }
    }
}

extension Notification.Name {
    /// Posted with the new balance as its object.
    static let currentBalance = Notification.Name("currentBalance")
}
