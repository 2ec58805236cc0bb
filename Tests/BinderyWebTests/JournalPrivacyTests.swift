import Bindery
import BinderyWeb
import Foundation
import Testing

/// A sign-in form whose Next replaces it with a screen of `next`'s fields: a password typed as the screen changes
/// reaches the server after the form is gone.
private final class FormScreen: ViewController {
    let pwField = TextField(id: "pwField", inputType: .password)
    let nextButton = Button(id: "nextButton", title: "Next")
    override var title: String { "Form" }
    override func loadView() { add(pwField, nextButton) }
    override func viewDidLoad() {
        pwField.accessibilityLabel = "Password"
        nextButton.rx.tap
            .bind(with: self) { owner, _ in owner.navigationController?.replace(path: "/next") }
            .disposed(by: disposeBag)
    }
}

/// The screen after the form: with a plain text field of the same id when `reusesTheId`, else without one.
private final class NextScreen: ViewController {
    let reusesTheId: Bool
    init(reusesTheId: Bool) {
        self.reusesTheId = reusesTheId
        super.init()
    }
    override var title: String { "Next" }
    override func loadView() {
        add(Label(id: "doneLabel", text: "Signed in"))
        if reusesTheId {
            let field = TextField(id: "pwField")
            field.accessibilityLabel = "Note"
            add(field)
        }
    }
}

@Suite struct JournalPrivacyTests {
    @Test(arguments: [false, true])
    func aPasswordTypedAsTheScreenChangesIsMasked(nextScreenReusesTheId: Bool) throws {
        let registry = ScreenRegistry()
        registry.register("/form") { _ in FormScreen() }
        registry.register("/next") { _ in NextScreen(reusesTheId: nextScreenReusesTheId) }
        let tester = ScreenTester(path: "/form", registry: registry, attachesSocket: false)
        let recorder = JournalRecorder.onVirtualTime(
            header: JournalHeader(app: "/form", path: "/form", language: "en", started: Date()), scheduler: tester.scheduler)
        tester.session.journal = recorder
        tester.reconnect()
        tester.tap("nextButton")
        tester.send(.event(id: "pwField", name: .change, value: "hunter22"))  // sent by the page before it showed the next screen
        tester.close()
        let lines = recorder.journal.jsonLines
        #expect(!lines.contains("hunter22"))
        #expect(lines.contains(#""value":"••••••••""#))
    }

    @Test func journalFilesAreTheirOwnersOnlyAndSoIsTheDirectoryTheServerMakes() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("journal-modes-\(UUID())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("journals", isDirectory: true)
        let header = JournalHeader(app: "/counter", path: "/counter", language: "en", started: Date())
        let recorder = try JournalRecorder.live(header: header, directory: directory, name: "abcd1234")
        recorder.record(.attach)
        recorder.close()
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: directory.path).first)
        let fileMode = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(directoryMode == 0o700)
        #expect(try Journal(contentsOf: directory.appendingPathComponent(file)).entries.map(\.event) == [.attach])
    }
}
