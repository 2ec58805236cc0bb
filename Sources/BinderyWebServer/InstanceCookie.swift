import HTTPTypes

/// The cookie that names the instance which served a browser's page, so that a load balancer in front of several
/// instances sends the browser's next requests (its socket, its reloads) to the same one while it is up.
///
/// Set on every page and socket upgrade when `WebServerConfiguration.instanceName` is: `bindery-instance=<name>;
/// Path=/; HttpOnly; SameSite=Lax`. nginx maps it to an upstream whose primary server is that instance and whose
/// others are `backup` (see the README's deployment section); no cookie means round robin.
public enum InstanceCookie {
    /// The cookie's name.
    public static let name = "bindery-instance"

    /// The `Set-Cookie` value naming `instance`.
    public static func value(instance: String) -> String {
        "\(name)=\(instance); Path=/; HttpOnly; SameSite=Lax"
    }

    /// The `Set-Cookie` header field naming `instance`.
    static func field(instance: String) -> HTTPField {
        HTTPField(name: .setCookie, value: value(instance: instance))
    }

    /// Whether `name` can be an instance name: 1 to 64 ASCII letters, digits or `_` (a cookie value as is, and what
    /// a `\w+` pattern in the balancer's configuration matches).
    public static func isValid(instance: String) -> Bool {
        (1...64).contains(instance.count)
            && instance.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }
    }
}
