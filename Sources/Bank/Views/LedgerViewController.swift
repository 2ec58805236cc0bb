import BinderyWeb

/// A screen on the shared ledger (the account screen and the transaction screen), with the two rules the ledger sets
/// for each of them: it starts fresh when its tab is restored, since its reactor writes to the ledger and a replayed
/// deposit or transfer would be a second one (the balance and history come back from the ledger itself); and it
/// follows the shared account, so a commit from any tab shows at once.
public class LedgerViewController<Reactor>: BindingViewController<Reactor> {
    public override var restoration: ScreenRestoration { .startsFresh }
    public override var followsChangesOutsideItsTab: Bool { true }
}
