/// The members stand-in's bundled list (`Data/members.json`): made-up people, their jobs and ages.
enum MemberCorpus {
    /// One member as the corpus keeps it; the avatar URL is made per request.
    struct Entry: Decodable, Sendable {
        let id: Int
        let name: String
        let job: String
        let age: Int
    }

    /// Every member, in list order.
    static let all: [Entry] = StandInData.load("members")

    /// The member with `id`, if any.
    static func entry(id: Int) -> Entry? {
        all.first { $0.id == id }
    }
}
