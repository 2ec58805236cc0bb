import BinderyWeb

/// The HTML pages the blog search stand-in serves for its posts and blogs: every text escaped, no script.
enum ArticlePage {
    /// A post's page.
    static func post(_ post: BlogCorpus.Post, bloggerLink: String) -> String {
        let date = "\(post.postDate.prefix(4))-\(post.postDate.dropFirst(4).prefix(2))-\(post.postDate.suffix(2))"
        let body = post.paragraphs.map { "<p>\(HTML.escape($0))</p>" }.joined()
        return document(title: post.title, language: post.language, body: """
            <article><h1>\(HTML.escape(post.title))</h1>\
            <p><a href="\(HTML.escape(bloggerLink))">\(HTML.escape(post.bloggerName))</a> · <time datetime="\(date)">\(date)</time></p>\
            <p><em>\(HTML.escape(post.description))</em></p>\(body)</article>
            """)
    }

    /// A blog's page: its posts, newest first.
    static func blog(name: String, posts: [BlogCorpus.Post], link: (Int) -> String) -> String {
        let items = posts.sorted { $0.postDate > $1.postDate }.map { post in
            "<li><a href=\"\(HTML.escape(link(post.id)))\">\(HTML.escape(post.title))</a></li>"
        }.joined()
        return document(title: name, language: posts[0].language, body: "<h1>\(HTML.escape(name))</h1><ul>\(items)</ul>")
    }

    private static func document(title: String, language: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="\(language)"><head><meta charset="utf-8"><title>\(HTML.escape(title))</title></head>
        <body>\(body)</body></html>
        """
    }
}
