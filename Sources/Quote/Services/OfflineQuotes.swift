import Bindery

/// The offline service's bundled lists: short public-domain quotations, correctly attributed.
public enum OfflineQuotes {
    /// The English list.
    public static let english = [
        Quote(content: "Well done is better than well said.", author: "Benjamin Franklin"),
        Quote(content: "Lost time is never found again.", author: "Benjamin Franklin"),
        Quote(content: "A house divided against itself cannot stand.", author: "Abraham Lincoln"),
        Quote(content: "I cannot live without books.", author: "Thomas Jefferson"),
        Quote(content: "Our life is frittered away by detail. Simplify, simplify.", author: "Henry David Thoreau"),
        Quote(content: "What you do not want done to yourself, do not do to others.", author: "Confucius"),
    ]

    /// The Korean list.
    public static let korean = [
        Quote(content: "천 리 길도 발 아래에서 시작된다.", author: "노자"),
        Quote(content: "지나침은 모자람과 같다.", author: "공자"),
        Quote(content: "신에게는 아직 열두 척의 배가 있습니다.", author: "이순신"),
        Quote(content: "하루라도 책을 읽지 않으면 입 안에 가시가 돋는다.", author: "안중근"),
        Quote(content: "배우고 때때로 익히면 또한 기쁘지 아니한가.", author: "공자"),
    ]

    /// The list for the language tagged `languageTag` (`ko` or `ko-KR`: Korean; any other: English).
    public static func quotes(in languageTag: String) -> [Quote] {
        languageTag.lowercased().hasPrefix("ko") ? korean : english
    }
}
