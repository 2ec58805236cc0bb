import Foundation

/// The blog search stand-in's corpus: 200+ short posts in English and Korean, generated from topics and
/// title patterns so the list is large enough to page through. The texts are plain; the stand-in escapes
/// them and adds the `<b>` highlights, as the public API does.
enum BlogCorpus {
    /// One post.
    struct Post: Sendable {
        /// Its id, also its page's path segment.
        let id: Int
        /// `en` or `ko`.
        let language: String
        /// The title, plain text.
        let title: String
        /// The summary, plain text.
        let description: String
        /// The blog's name.
        let bloggerName: String
        /// The publication day, `yyyyMMdd`.
        let postDate: String
        /// The article's paragraphs, plain text.
        let paragraphs: [String]
    }

    private static let englishTopics = [
        "Swift", "RxSwift", "Combine", "MVVM", "SwiftUI", "coffee", "Seoul", "Busan", "hiking", "baking",
        "jazz", "photography", "running", "gardening", "chess", "cycling", "camping", "tea", "kimchi", "Linux",
    ]
    private static let englishTitles = [
        "%@ for beginners: my first week",
        "What I learned about %@ this month",
        "%@ tips & tricks you can use today",
        "A quiet weekend with %@",
        "Why %@ still matters to me",
        "%@ notes: \"common mistakes\" & <pitfalls>",
    ]
    private static let englishBloggers = ["Mina's notebook", "Code & Coffee", "Han River Walks", "Daily Dev Log", "The Small Kitchen"]

    private static let koreanTopics = [
        "스위프트", "알엑스스위프트", "커피", "서울 여행", "부산 맛집", "등산", "제빵", "재즈", "사진", "달리기",
        "텃밭", "바둑", "자전거", "캠핑", "김치",
    ]
    private static let koreanTitles = [
        "%@ 입문기: 첫 일주일",
        "이번 달 %@에서 배운 것",
        "오늘 바로 써먹는 %@ 팁 & 요령",
        "%@와 함께한 조용한 주말",
        "%@가 여전히 좋은 이유",
        "%@ 노트: \"자주 하는 실수\" & <주의할 점>",
    ]
    private static let koreanBloggers = ["민아의 기록", "코드와 커피", "한강 산책", "개발 일지", "작은 부엌"]

    /// Posts whose texts look like markup, to show that results are displayed as text.
    private static let markupPosts: [(String, String)] = [
        ("Never trust <script>alert(1)</script> in a Swift title",
         "Escaping matters: <img src=x onerror=alert(1)> must show up as text, & so must &amp;."),
        ("<b>Bold</b> claims about Swift & HTML entities like &lt;",
         "A title with its own <b> tags and a \"quoted\" 'word' — shown as text, never as markup."),
    ]

    /// Every post, ids from 1.
    static let posts: [Post] = {
        var posts: [Post] = []
        func add(language: String, title: String, topic: String, bloggers: [String]) {
            let id = posts.count + 1
            let blogger = bloggers[id % bloggers.count]
            let description = language == "ko"
                ? "\(blogger)의 \(topic) 이야기 #\(id): 직접 해 보며 정리한 메모와 \"예시\" & 사진입니다."
                : "\(blogger) on \(topic), post #\(id): notes from trying it myself, with \"examples\" & photos."
            let paragraphs = language == "ko"
                ? ["\(topic)에 대해 적어 둔 글입니다.", "처음에는 어려웠지만 조금씩 익숙해졌습니다.", "다음 글에서 더 이야기하겠습니다."]
                : ["These are my notes on \(topic).", "It was hard at first, and it got easier bit by bit.", "More in the next post."]
            posts.append(Post(id: id, language: language, title: title, description: description, bloggerName: blogger,
                              postDate: postDate(daysBefore: id * 3), paragraphs: paragraphs))
        }
        for topic in englishTopics {
            for pattern in englishTitles {
                add(language: "en", title: pattern.replacingOccurrences(of: "%@", with: topic), topic: topic, bloggers: englishBloggers)
            }
        }
        for topic in koreanTopics {
            for pattern in koreanTitles {
                add(language: "ko", title: pattern.replacingOccurrences(of: "%@", with: topic), topic: topic, bloggers: koreanBloggers)
            }
        }
        for (title, description) in markupPosts {
            let id = posts.count + 1
            posts.append(Post(id: id, language: "en", title: title, description: description, bloggerName: "<Mallory>",
                              postDate: postDate(daysBefore: id), paragraphs: [description]))
        }
        return posts
    }()

    /// The post with this id.
    static func post(id: Int) -> Post? {
        posts.indices.contains(id - 1) ? posts[id - 1] : nil
    }

    /// `yyyyMMdd` of the day `days` before 2025-06-30.
    private static func postDate(daysBefore days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let end = calendar.date(from: DateComponents(year: 2025, month: 6, day: 30))!
        let day = calendar.date(byAdding: .day, value: -days, to: end)!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d%02d%02d", parts.year!, parts.month!, parts.day!)
    }
}
