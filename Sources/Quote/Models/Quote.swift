/// One quotation and who said it (the public quotes API's `content` and `author`; other fields are ignored).
public struct Quote: Decodable, Equatable, Sendable {
    /// The words quoted.
    public let content: String
    /// Who said or wrote them.
    public let author: String
}
