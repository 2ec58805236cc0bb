/// The quote stand-in's bundled corpus: short public-domain quotations (pre-1900 works, classics in
/// translation, and Korean figures whose writings are long out of copyright), with their authors.
enum QuoteCorpus {
    /// One quotation as the corpus keeps it; its `_id` comes from its language and place in the list.
    struct Entry: Sendable {
        let content: String
        let author: String
        let tags: [String]
    }

    /// English quotations.
    static let english: [Entry] = [
        Entry(content: "Well done is better than well said.", author: "Benjamin Franklin", tags: ["Wisdom"]),
        Entry(content: "Lost time is never found again.", author: "Benjamin Franklin", tags: ["Time"]),
        Entry(content: "Early to bed and early to rise, makes a man healthy, wealthy, and wise.",
              author: "Benjamin Franklin", tags: ["Wisdom"]),
        Entry(content: "A house divided against itself cannot stand.", author: "Abraham Lincoln", tags: ["Politics"]),
        Entry(content: "With malice toward none, with charity for all.", author: "Abraham Lincoln", tags: ["Politics"]),
        Entry(content: "I cannot live without books.", author: "Thomas Jefferson", tags: ["Books"]),
        Entry(content: "Our life is frittered away by detail. Simplify, simplify.",
              author: "Henry David Thoreau", tags: ["Life"]),
        Entry(content: "Trust thyself: every heart vibrates to that iron string.",
              author: "Ralph Waldo Emerson", tags: ["Self"]),
        Entry(content: "All the world's a stage, and all the men and women merely players.",
              author: "William Shakespeare", tags: ["Life"]),
        Entry(content: "This above all: to thine own self be true.", author: "William Shakespeare", tags: ["Self"]),
        Entry(content: "Speak softly and carry a big stick; you will go far.",
              author: "Theodore Roosevelt", tags: ["Politics"]),
        Entry(content: "What you do not want done to yourself, do not do to others.", author: "Confucius", tags: ["Wisdom"]),
        Entry(content: "The journey of a thousand li commences with a single step.", author: "Laozi", tags: ["Wisdom"]),
    ]

    /// Korean quotations.
    static let korean: [Entry] = [
        Entry(content: "죽고자 하면 살 것이요, 살고자 하면 죽을 것이다.", author: "이순신", tags: ["용기"]),
        Entry(content: "신에게는 아직 열두 척의 배가 있습니다.", author: "이순신", tags: ["용기"]),
        Entry(content: "하루라도 책을 읽지 않으면 입 안에 가시가 돋는다.", author: "안중근", tags: ["독서"]),
        Entry(content: "배우고 때때로 익히면 또한 기쁘지 아니한가.", author: "공자", tags: ["배움"]),
        Entry(content: "아는 것을 안다 하고, 모르는 것을 모른다 하는 것이 곧 아는 것이다.", author: "공자", tags: ["배움"]),
        Entry(content: "세 사람이 길을 가면 그 가운데 반드시 나의 스승이 있다.", author: "공자", tags: ["배움"]),
        Entry(content: "지나침은 모자람과 같다.", author: "공자", tags: ["지혜"]),
        Entry(content: "천 리 길도 발 아래에서 시작된다.", author: "노자", tags: ["지혜"]),
        Entry(content: "사람이 이 세상에 태어나 학문을 하지 않으면 사람이 될 수 없다.", author: "이이", tags: ["배움"]),
        Entry(content: "나는 우리나라가 세계에서 가장 아름다운 나라가 되기를 원한다.", author: "김구", tags: ["나라"]),
    ]

    /// The corpus for a language code (`en` or `ko`).
    static func entries(for language: QuoteStandIn.Language) -> [Entry] {
        language == .ko ? korean : english
    }
}
