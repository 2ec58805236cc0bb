import BinderyWeb
import Testing

/// The `.strings` reader takes what Apple's tools write and translators edit, and says where a broken file breaks.
struct StringsFileTests {
    @Test func readsPairsCommentsAndEscapes() throws {
        let entries = try StringsFile.parse("""
            \u{FEFF}/* A block comment
               over two lines. */
            "plain" = "Hello";
            // A line comment
            "quoted"="Say \\"hi\\" \\\\ bye";
            "lines" = "one\\ntwo\\tthree";
            "unicode" = "\\U00e9t\\u00E9";
            "korean" = "현재: %d번 연속 성공!";
            "plain" = "Hello again";
            """)
        #expect(entries == [
            "plain": "Hello again",
            "quoted": "Say \"hi\" \\ bye",
            "lines": "one\ntwo\tthree",
            "unicode": "été",
            "korean": "현재: %d번 연속 성공!",
        ])
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", 1),
        ("\"a\" \"b\";", 1),
        ("\n\n\"a\" = \"b;", 3),
        ("/* never closed", 1),
        ("a = \"b\";", 1),
        ("\"a\" = \"\\U12\";", 1),
    ])
    func reportsTheLineOfAMistake(text: String, line: Int) {
        #expect(throws: StringsFile.SyntaxError.self) { try StringsFile.parse(text) }
        do { _ = try StringsFile.parse(text) } catch { #expect(error.line == line) }
    }
}
