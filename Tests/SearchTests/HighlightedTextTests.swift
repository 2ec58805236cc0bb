import Bindery
@testable import Search
import Testing

/// The search API's markup read as text runs: `<b>` is emphasis, entities are characters, every other tag is text.
struct HighlightedTextTests {
    private func runs(_ markup: String) -> [TextRun] { HighlightedText.parse(markup) }

    @Test func boldMarksEmphasis() {
        #expect(runs("Learn <b>Swift</b> today") == [
            TextRun("Learn "), TextRun("Swift", emphasized: true), TextRun(" today"),
        ])
        #expect(runs("<B>RxSwift</B>와 <b>MVVM</b>") == [
            TextRun("RxSwift", emphasized: true), TextRun("와 "), TextRun("MVVM", emphasized: true),
        ])
    }

    @Test func entitiesBecomeTheirCharacters() {
        #expect(HighlightedText.plainText("Tips &amp; tricks &lt;b&gt; &quot;quoted&quot; &#39;it&#39;s&#x27; &apos;") ==
                "Tips & tricks <b> \"quoted\" 'it's' '")
        #expect(HighlightedText.plainText("&#54620;&#xAE00;") == "한글")
        #expect(runs("&lt;b&gt;not bold&lt;/b&gt;") == [TextRun("<b>not bold</b>")], "escaped tags are text")
    }

    @Test func unknownOrMalformedEntitiesStayAsWritten() {
        #expect(HighlightedText.plainText("AT&T &copy; &#0; &#xZZ; &#1114112; & ;") == "AT&T &copy; &#0; &#xZZ; &#1114112; & ;")
    }

    @Test(arguments: [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "<i>italic</i> <a href=\"javascript:alert(1)\">link</a>",
        "<b onclick=alert(1)>x",
    ])
    func everyOtherTagIsShownAsLiteralText(markup: String) {
        #expect(runs(markup).allSatisfy { !$0.isEmphasized })
        #expect(HighlightedText.plainText(markup) == markup)
    }

    @Test func emphasisMayWrapEntitiesAndAnUnclosedBoldRunsToTheEnd() {
        #expect(runs("<b>&lt;div&gt;</b> and <b>more") == [
            TextRun("<div>", emphasized: true), TextRun(" and "), TextRun("more", emphasized: true),
        ])
        #expect(runs("</b>plain<b></b>") == [TextRun("plain")], "empty runs are left out")
        #expect(runs("<b onclick=alert(1)>x</b>") == [TextRun("<b onclick=alert(1)>x")],
                "a tag with attributes is text; the stray </b> only ends an emphasis that never began")
        #expect(runs("") == [])
    }
}
