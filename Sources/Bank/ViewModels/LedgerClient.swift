import Bindery
import Foundation

/// How the bank's reactors use the shared account: its blocking calls run on a background scheduler,
/// and its commits (from any screen or tab) turn into refresh actions.
struct LedgerClient {
    /// The shared account.
    let account: any BankAccount
    /// Where the account's blocking calls run (a serial queue, so they run in the order asked).
    let background: AnySchedulerOf<DispatchQueue>

    /// A publisher that runs `work` on the background scheduler when subscribed and sends its result, or
    /// its error, from that one scheduled block (so no scheduler can reorder the value and its completion).
    func call<Value>(_ work: @escaping (any BankAccount) throws -> Value) -> AnyPublisher<Value, any Error> {
        let (account, background) = (self.account, self.background)
        return Deferred {
            Future<Value, any Error> { promise in
                background.schedule { promise(Result { try work(account) }) }
            }
        }
        .eraseToAnyPublisher()
    }

    /// `call(work)` with its value made into a reactor's mutation by `mutation`.
    func call<Value, Mutation>(_ work: @escaping (any BankAccount) throws -> Value,
                               then mutation: @escaping (Value) -> Mutation) -> AnyPublisher<Mutation, any Error> {
        call(work).map(mutation).eraseToAnyPublisher()
    }

    /// `actions` with `refresh` added after each commit to the account.
    func addingRefreshOnChange<Action>(to actions: AnyPublisher<Action, Never>, refresh: Action) -> AnyPublisher<Action, Never> {
        actions.merge(with: account.changes.map { refresh }).eraseToAnyPublisher()
    }
}
