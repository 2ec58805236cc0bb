import Bindery
import BinderyWeb

/// A tiny screen for testing the web layer: a counter label, a button, a text field echoed to a label.
final class CounterScreen: ViewController {
    let countLabel = Label(id: "countLabel", text: "0")
    let plusButton = Button(id: "plusButton", title: "+")
    let nameField = TextField(id: "nameField")
    let greetingLabel = Label(id: "greetingLabel")
    let nextButton = Button(id: "nextButton", title: "Next")
    let count = BehaviorRelay(value: 0)

    override var title: String { "Counter" }

    override func loadView() { add(countLabel, plusButton, nameField, greetingLabel, nextButton) }

    override func viewDidLoad() {
        plusButton.rx.tap
            .withLatestFrom(count)
            .map { $0 + 1 }
            .bind(to: count)
            .disposed(by: disposeBag)
        count.asDriver()
            .map { String($0) }
            .drive(countLabel.rx.text)
            .disposed(by: disposeBag)
        nameField.rx.text
            .map { "Hello, \($0 ?? "")" }
            .bind(to: greetingLabel.rx.text)
            .disposed(by: disposeBag)
        count.map { $0 < 3 }
            .bind(to: plusButton.rx.isEnabled)
            .disposed(by: disposeBag)
        nextButton.rx.tap
            .bind(with: self) { owner, _ in owner.navigationController?.push(path: "/second") }
            .disposed(by: disposeBag)
    }
}

/// A second screen to navigate to.
final class SecondScreen: ViewController {
    let backButton = Button(id: "backButton", title: "Back")
    override var title: String { "Second" }
    override func loadView() { add(Label(id: "secondLabel", text: "<b>second</b>"), backButton) }
    override func viewDidLoad() {
        backButton.rx.tap
            .bind(with: self) { owner, _ in owner.navigationController?.pop() }
            .disposed(by: disposeBag)
    }
}

func counterRegistry() -> ScreenRegistry {
    let registry = ScreenRegistry()
    registry.register("/counter") { _ in CounterScreen() }
    registry.register("/second") { _ in SecondScreen() }
    return registry
}
