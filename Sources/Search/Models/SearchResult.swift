import Bindery

/// One blog post found by a search, as the list shows it.
public struct SearchResult: Equatable, Sendable {
    /// The post's title, its highlights emphasised.
    public let title: [TextRun]
    /// A summary of the post, its highlights emphasised.
    public let description: [TextRun]
    /// The post's address, opened in the detail screen.
    public let link: String
    /// The blog's name.
    public let bloggerName: String
    /// The day the post was published, `yyyyMMdd` as the API sends it.
    public let postDate: String

    /// Creates a result.
    public init(title: [TextRun], description: [TextRun], link: String,
                bloggerName: String = "", postDate: String = "") {
        self.title = title
        self.description = description
        self.link = link
        self.bloggerName = bloggerName
        self.postDate = postDate
    }

    /// The title without emphasis.
    public var titleText: String { TextRun.plainText(title) }
}

/// One page of results, and how many there are in all.
public struct SearchPage: Equatable, Sendable {
    /// The number of posts that match, over every page.
    public let total: Int
    /// The 1-based position of this page's first result.
    public let start: Int
    /// The results on this page.
    public let items: [SearchResult]
}

/// What one request asks for: a query and the page of it.
public struct SearchRequest: Equatable, Sendable {
    /// The search words, trimmed, never empty.
    public let query: String
    /// The 1-based position of the first result wanted.
    public let start: Int
    /// How many results a page holds.
    public let display: Int

    /// Creates a request.
    public init(query: String, start: Int = 1, display: Int = SearchRequest.pageSize) {
        self.query = query
        self.start = start
        self.display = display
    }

    /// Results per page.
    public static let pageSize = 20
    /// The last `start` the public API accepts.
    public static let lastStart = 1000
}
