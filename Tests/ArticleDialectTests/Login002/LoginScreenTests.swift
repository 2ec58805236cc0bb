import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// Seed 002's view controllers on an in-memory session: login bullets and button, cats' Resume and Stop, the
/// member table reloaded from its data source.
@Suite(.checksForLeaks)
struct LoginScreenTests {
    private let scheduler = DispatchQueue.test

    @Test func bulletsTurnGreenAndTheButtonBlueAsTheFieldsBecomeValid() {
        let tester = openScreen({ LoginViewController() }, scheduler: scheduler)
        let html = tester.takeScreens().first?.html ?? ""
        #expect(ScreenTester.ids(in: html) == ["idField", "idValidView", "pwField", "pwValidView", "loginButton"])
        #expect(tester.view("idValidView", as: UIView.self)?.backgroundColor == .red)
        #expect(tester.view("loginButton", as: UIView.self)?.backgroundColor == .lightGray)

        tester.type("idField", "demo@example.com")
        #expect(tester.takePatches() == [.classes(id: "idValidView", value: ["background-green"])])
        tester.type("pwField", "passwo")
        #expect(tester.takePatches() == [.classes(id: "pwValidView", value: ["background-green"]),
                                         .classes(id: "loginButton", value: ["background-systemBlue"])])
        tester.type("pwField", "pass")
        #expect(tester.view("loginButton", as: UIView.self)?.backgroundColor == .lightGray)
        tester.close()
    }

    @Test func loginMovesOnOnlyWhenTheAccountMatches() {
        let tester = openScreen({ LoginViewController() }, scheduler: scheduler)
        tester.type("idField", "demo@example.com")
        tester.type("pwField", "wrong-password")
        tester.tap("loginButton")
        #expect(tester.screen is LoginViewController)
        tester.type("pwField", "password")
        _ = tester.takeMessages()
        tester.tap("loginButton")
        #expect(tester.screen is WelcomeViewController)
        #expect(tester.takeScreens().map(\.path) == ["/welcome-view-controller"])
        tester.close()
    }

    // The image loader is built when the address arrives, in scheduled work: `MainScheduler.instance` is read there,
    // so the test makes its scheduler the UI scheduler everywhere (see docs/PORTING.md, `MainScheduler`).
    @Test func resumeShowsACatAndStopCancelsWhateverIsInFlight() { withUIScheduler(scheduler) {
        let client = CatClient()
        let tester = openScreen({ CatViewController(client: client) }, scheduler: scheduler)
        _ = tester.takeMessages()
        tester.tap("resumeButton")
        tester.advance(by: .milliseconds(200))
        let picture = UIImage(data: client.pictureBytes)!
        #expect(picture.source.hasPrefix("data:image/png;base64,"))
        #expect(tester.takePatches() == [.src(id: "imageView", value: picture.source)])

        tester.tap("stopButton")
        #expect(tester.takePatches() == [.src(id: "imageView", value: nil)])

        let screen = tester.screen as? CatViewController
        let bagBefore = screen.map { ObjectIdentifier($0.disposeBag) }  // not the bag itself: holding it would keep it
        tester.tap("resumeButton")
        tester.advance(by: .milliseconds(150))  // the address came, the picture is on its way
        tester.tap("stopButton")
        #expect(screen.map { ObjectIdentifier($0.disposeBag) } != bagBefore, "Stop replaced the screen's own bag")
        #expect(client.cancelled == 1)
        tester.advance(by: .seconds(1))
        #expect(tester.takePatches().isEmpty, "nothing arrives after Stop")
        #expect(screen?.imageView.image == nil)
        tester.close()
    } }

    @Test func theTableReloadsFromItsDataSourceWhenTheMembersArrive() {
        let network = ScriptedNetwork()
        let tester = openScreen({ MemberListViewController(networkManager: NetworkManager(network: network)) },
                                scheduler: scheduler)
        #expect(ScreenTester.ids(in: tester.takeScreens().first?.html ?? "") == ["tableView"])
        network.answer(.success(Data(#"[{"id":1,"name":"Kim","avatar":"k.png"},{"id":2,"name":"Lee","avatar":"l.png"}]"#.utf8)))
        tester.settle()
        #expect(tester.takePatches() == [.rows(id: "tableView", value: [
            TableRow(id: "1", cells: ["Kim"], image: "k.png"),
            TableRow(id: "2", cells: ["Lee"], image: "l.png"),
        ])])
        tester.close()
    }
}
