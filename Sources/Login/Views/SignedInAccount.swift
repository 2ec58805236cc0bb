import BinderyWeb

/// Where a browser keeps its signed-in account: in its browser values, so every tab of that browser and a
/// reload stay signed in, another browser is not, and signing out in one tab signs the browser out (with a shared
/// database, on every instance: `Account` is `Codable`, so the value is shared).
public enum SignedInAccount {
    /// The browser value holding the signed-in account.
    public static let key = SessionKey<Account>("login.account")
}
