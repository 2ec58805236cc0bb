/// The members stand-in's bundled list: made-up people, their jobs and ages.
enum MemberCorpus {
    /// One member as the corpus keeps it; the avatar URL is made per request.
    struct Entry: Sendable {
        let id: Int
        let name: String
        let job: String
        let age: Int
    }

    /// Every member, in list order.
    static let all: [Entry] = [
        Entry(id: 1, name: "Kim Minji", job: "iOS Developer", age: 29),
        Entry(id: 2, name: "Lee Junho", job: "Product Designer", age: 34),
        Entry(id: 3, name: "Park Seoyeon", job: "Data Scientist", age: 31),
        Entry(id: 4, name: "Choi Hyunwoo", job: "Backend Engineer", age: 38),
        Entry(id: 5, name: "Jung Yuna", job: "QA Engineer", age: 26),
        Entry(id: 6, name: "Ada Lovelace", job: "Analyst", age: 36),
        Entry(id: 7, name: "Grace Hopper", job: "Compiler Engineer", age: 45),
        Entry(id: 8, name: "Kang Dohyun", job: "Site Reliability Engineer", age: 41),
        Entry(id: 9, name: "Yoon Jiwoo", job: "Technical Writer", age: 27),
        Entry(id: 10, name: "Linus Berg", job: "Android Developer", age: 33),
        Entry(id: 11, name: "Han Sora", job: "Engineering Manager", age: 44),
        Entry(id: 12, name: "Mateo Silva", job: "Security Engineer", age: 30),
    ]

    /// The member with `id`, if any.
    static func entry(id: Int) -> Entry? {
        all.first { $0.id == id }
    }
}
