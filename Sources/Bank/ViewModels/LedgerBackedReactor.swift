import Bindery
import Foundation

/// What both bank screens' reactors hold: the shared account, reached off the UI thread through a `LedgerClient`,
/// and the UI scheduler they reduce and deliver on. Each screen's reactor subclasses it and adds its own actions,
/// state and rules; neither re-declares how it reaches the account.
public class LedgerBackedReactor {
    /// The UI scheduler; nil takes the one in effect when the engine starts.
    public let scheduler: AnySchedulerOf<DispatchQueue>?
    /// The shared account, its calls run on the background queue.
    let ledger: LedgerClient

    /// Creates the screen's reactor on `account`; its ledger calls run on `background` (a serial queue).
    public init(account: any BankAccount, background: AnySchedulerOf<DispatchQueue>,
                scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        ledger = LedgerClient(account: account, background: background)
        self.scheduler = scheduler
    }
}

/// A bank screen's actions, among which one reads the account again (`refresh`, an enum case).
public protocol LedgerAction {
    /// Reads the account again.
    static var refresh: Self { get }
}

/// A bank screen's state, which starts with nothing read from the account and shows the balance.
public protocol LedgerScreenState {
    /// The state before anything is read.
    init()
    /// The balance in won; nil until first read.
    var balance: Int64? { get }
}

extension Reactor where Self: LedgerBackedReactor, State: LedgerScreenState {
    /// Nothing read yet.
    public var initialState: State { State() }
}

extension Reactor where Self: LedgerBackedReactor, Action: LedgerAction {
    /// The view's actions, plus a refresh after each commit to the shared account (from any screen or tab).
    public func transform(action: AnyPublisher<Action, Never>) -> AnyPublisher<Action, Never> {
        ledger.addingRefreshOnChange(to: action, refresh: .refresh)
    }
}
