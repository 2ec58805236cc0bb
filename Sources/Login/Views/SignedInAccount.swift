import BinderyWeb

/// Where a tab keeps its signed-in account: in the tab's session values, so a reload
/// (a new session) signs the user out.
public enum SignedInAccount {
    /// The session value holding the signed-in account.
    public static let key = SessionKey<Account>("login.account")
}
