import Bindery
import BinderyWeb
import Foundation
import Testing

/// A screen with one of each value control, every value the user chooses recorded.
final class ValueControlsScreen: ViewController {
    /// 2025-03-01 14:05 UTC.
    static let day = Date(timeIntervalSince1970: 1_740_837_900)

    let power = Switch(id: "power")
    let agree = CheckBox(id: "agree", isOn: true)
    let size = SegmentedControl(id: "size", items: ["Small", "<b>Medium</b>", "Large"])
    let volume = Slider(id: "volume", value: 0.5)
    let count = Stepper(id: "count", value: 2, minimumValue: 0, maximumValue: 10, stepValue: 2)
    let day = DatePicker(id: "day", date: ValueControlsScreen.day, mode: .date)
    let fruit = PickerView(id: "fruit", titles: ["Apple", "Pear", "Plum"])
    let notes = TextView(id: "notes", maxLength: 20)
    let upload = ProgressView(id: "upload", progress: 0.25)
    let spinner = ActivityIndicatorView(id: "spinner")
    /// Sets every control through its bindings (from the screen's UI thread, as an app's bindings run).
    let apply = Button(id: "apply", title: "Apply")

    /// What each control's binding delivered, in order, as text.
    var received: [String] = []

    override var title: String { "Controls" }

    override func loadView() {
        let views: [View] = [power, agree, size, volume, count, day, fruit, notes, upload, spinner]
        for view in views { view.accessibilityLabel = view.id.capitalized }
        add(Label(id: "heading", text: "Controls", tag: "h1"))
        for view in views { add(view) }
        add(apply)
    }

    override func viewDidLoad() {
        func record<P: Publisher>(_ name: String, _ values: P) where P.Failure == Never {
            values.sink { [unowned self] value in received.append("\(name)=\(value)") }.disposed(by: disposeBag)
        }
        record("power", power.rx.isOn.changed)
        record("agree", agree.rx.isOn.changed)
        record("size", size.rx.selectedSegmentIndex.changed)
        record("volume", volume.rx.value.changed)
        record("count", count.rx.value.changed)
        record("day", day.rx.date.changed.map { Int($0.timeIntervalSince1970) })
        record("fruit", fruit.rx.itemSelected.map { "\($0.row),\($0.component)" })
        record("notes", notes.rx.text.changed.map { $0 ?? "" })
        let taps = apply.rx.tap
        let bindings = [
            taps.map { true }.bind(to: power.rx.isOn), taps.map { Float(3) }.bind(to: volume.rx.value),
            taps.map { ["Fig", "Kiwi"] }.bind(to: fruit.rx.itemTitles), taps.map { Float(0.75) }.bind(to: upload.rx.progress),
            taps.map { true }.bind(to: spinner.rx.isAnimating), taps.map { false }.bind(to: count.rx.isEnabled),
        ]
        for binding in bindings { binding.disposed(by: disposeBag) }
    }
}

@Suite struct ValueControlTests {
    private func open() -> (ScreenTester, ValueControlsScreen) {
        let tester = ScreenTester({ ValueControlsScreen() }, path: "/controls")
        _ = tester.takeMessages()
        return (tester, tester.screen as! ValueControlsScreen)
    }

    /// The code of the error the page got for the last frame, if any.
    private func refusal(_ tester: ScreenTester) -> ProtocolError.Code? {
        tester.takeMessages().compactMap(\.errorCode).first
    }

    // MARK: rendering

    @Test func eachControlRendersItsNativeElementWithItsRoleLabelAndState() {
        let (tester, screen) = open()
        let html = screen.render()
        #expect(html.contains(#"<input id="power" type="checkbox" role="switch" data-choice aria-label="Power">"#))
        #expect(html.contains(#"<input id="agree" type="checkbox" checked data-choice aria-label="Agree">"#))
        #expect(html.contains(#"<fieldset id="size" role="radiogroup" data-choice aria-label="Size">"#))
        #expect(html.contains(#"<label><input type="radio" name="size" value="1">&lt;b&gt;Medium&lt;/b&gt;</label>"#))
        #expect(html.contains(#"<input id="volume" type="range" min="0" max="1" value="0.5" step="any" data-choice aria-label="Volume">"#))
        #expect(html.contains(#"<input id="count" type="number" min="0" max="10" value="2" step="2" inputmode="decimal" data-choice aria-label="Count">"#))
        #expect(html.contains(#"<input id="day" type="date" value="2025-03-01" data-choice aria-label="Day">"#))
        #expect(html.contains(#"<select id="fruit" data-choice aria-label="Fruit"><option value="0" selected>Apple</option><option value="1">Pear</option>"#))
        #expect(html.contains(#"<textarea id="notes" rows="4" maxlength="20" data-change aria-label="Notes">"#))
        #expect(html.contains(#"<progress id="upload" max="1" value="0.25" aria-label="Upload"></progress>"#))
        #expect(html.contains(#"<span id="spinner" hidden role="status" aria-busy="false" aria-label="Spinner"></span>"#))
        #expect(screen.accessibilityIssues == [])
        tester.close()
    }

    @Test func aControlWithoutALabelIsAnAccessibilityIssue() {
        let tester = ScreenTester({ ValueControlsScreen() }, path: "/controls", checksAccessibility: false)
        let screen = tester.screen as! ValueControlsScreen
        screen.volume.accessibilityLabel = nil
        screen.spinner.accessibilityLabel = ""
        #expect(screen.accessibilityIssues.map(\.id) == ["volume", "spinner"])
        tester.close()
    }

    // MARK: the user's values in

    @Test func theUsersChoicesReachTheBindingsAndSendNothingBack() {
        let (tester, screen) = open()
        tester.choose(["power": "true", "agree": "false", "size": "2", "volume": "0.75", "count": "8", "day": "2025-12-24",
                       "fruit": "2", "notes": "line one\nline two"])
        #expect(tester.takeMessages() == [])
        #expect(screen.received == [
            "power=true", "agree=false", "size=2", "volume=0.75", "count=8.0",
            "day=\(1_766_585_100)", "fruit=2,0", "notes=line one\nline two",
        ])
        #expect(screen.power.isOn && !screen.agree.isOn && screen.size.selectedSegmentIndex == 2)
        #expect(screen.volume.value == 0.75 && screen.count.value == 8 && screen.fruit.selectedRow(inComponent: 0) == 2)
        #expect(screen.notes.text == "line one\nline two")
        tester.close()
    }

    @Test func aValueTheControlAlreadyHoldsIsNotDeliveredAgain() {
        let (tester, screen) = open()
        tester.choose("agree", "true")
        tester.choose("fruit", "0")
        tester.choose("count", "2")
        #expect(screen.received == [])
        #expect(tester.takeMessages() == [])
        tester.close()
    }

    // MARK: code's values out

    @Test func valuesSetByCodePatchThePage() {
        let (tester, screen) = open()
        screen.power.isOn = true
        screen.size.selectedSegmentIndex = 1
        screen.volume.value = 0.125
        screen.count.value = 4
        screen.day.date = Date(timeIntervalSince1970: 0)
        screen.fruit.selectRow(1)
        screen.notes.text = "<hello>"
        screen.upload.progress = 0.5
        screen.spinner.startAnimating()
        tester.settle()
        #expect(tester.takePatches() == [
            .checked(id: "power", value: true), .selected(id: "size", index: 1), .value(id: "volume", value: "0.125"),
            .value(id: "count", value: "4"), .value(id: "day", value: "1970-01-01"), .selected(id: "fruit", index: 1),
            .value(id: "notes", value: "<hello>"), .value(id: "upload", value: "0.5"),
            .attribute(id: "spinner", name: .ariaBusy, value: "true"), .hidden(id: "spinner", value: false),
        ])
        #expect(screen.received == [], "code's values are not the user's")
        tester.close()
    }

    @Test func codesValuesAreClampedAsUIKitClampsThem() {
        let (tester, screen) = open()
        screen.volume.value = 7
        screen.count.value = -3
        screen.upload.progress = 2
        screen.upload.setProgress(.nan, animated: true)
        screen.size.selectedSegmentIndex = 9
        tester.settle()
        #expect(screen.volume.value == 1 && screen.count.value == 0 && screen.upload.progress == 0)
        #expect(screen.size.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(tester.takePatches() == [
            .value(id: "volume", value: "1"), .value(id: "count", value: "0"), .value(id: "upload", value: "1"),
            .value(id: "upload", value: "0"),
        ])
        tester.close()
    }

    @Test func bindingsSetValuesFromCode() {
        let (tester, screen) = open()
        tester.tap("apply")
        let patches = tester.takePatches()
        #expect(patches.first == .checked(id: "power", value: true))
        #expect(patches.contains(.value(id: "volume", value: "1")))
        #expect(patches.contains(.replace(id: "fruit", html: #"<select id="fruit" data-choice aria-label="Fruit"><option value="0" selected>Fig</option><option value="1">Kiwi</option></select>"#)))
        #expect(patches.contains(.value(id: "upload", value: "0.75")))
        #expect(patches.contains(.enabled(id: "count", value: false)))
        #expect(screen.spinner.isAnimating)
        tester.close()
    }

    // MARK: shape changes

    @Test func aChangeOfRangeModeOrOptionsSendsTheControlAnew() {
        let (tester, screen) = open()
        screen.count.maximumValue = 1
        screen.day.datePickerMode = .dateAndTime
        screen.size.insertSegment(withTitle: "Tiny", at: 0, animated: false)
        tester.settle()
        #expect(screen.count.value == 1, "the value follows the range")
        #expect(tester.takePatches() == [
            .replace(id: "count", html: screen.count.render()), .replace(id: "day", html: screen.day.render()),
            .replace(id: "size", html: screen.size.render()),
        ])
        #expect(screen.count.render().contains(#"max="1" value="1""#))
        #expect(screen.day.render().contains(#"type="datetime-local" value="2025-03-01T14:05""#))
        #expect(screen.size.titleForSegment(at: 0) == "Tiny" && screen.size.numberOfSegments == 4)
        tester.close()
    }

    @Test func segmentsKeepTheChosenOneAsTheyChange() {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.setTitle("Q", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Q" && control.titleForSegment(at: 5) == nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    // MARK: what the page sends that a control refuses

    @Test(arguments: [
        ("power", "yes"), ("power", ""), ("power", "TRUE"),
        ("size", "3"), ("size", "-1"), ("size", "one"), ("size", "+1"), ("size", "1.0"),
        ("volume", "1.5"), ("volume", "-0.1"), ("volume", "NaN"), ("volume", "inf"), ("volume", "0x1"), ("volume", ""),
        ("volume", " 0.5"), ("volume", "1e400"),
        ("count", "11"), ("count", "3"), ("count", "abc"), ("count", "2."),
        ("day", "2025-02-30"), ("day", "2025-3-01"), ("day", "tomorrow"), ("day", "2025-03-01T10:00"), ("day", "0000-01-01"),
        ("fruit", "3"), ("fruit", "99999999999999999999"), ("fruit", ""),
        ("notes", String(repeating: "x", count: 21)),
    ])
    func aValueTheControlCannotTakeIsRefusedAndChangesNothing(id: String, value: String) {
        let (tester, screen) = open()
        let before = screen.render()
        tester.choose(id, value)
        #expect(refusal(tester) == .malformed, "\(id) took \(value)")
        #expect(screen.render() == before)
        #expect(screen.received == [])
        tester.close()
    }

    @Test func aChangeWithoutAValueOrAnEventTheControlDoesNotKnowIsRefused() {
        let (tester, _) = open()
        tester.send(.event(id: "power", name: .change, value: nil))
        #expect(refusal(tester) == .malformed)
        tester.tap("volume")
        #expect(refusal(tester) == .unknownEvent)
        tester.pressReturn("notes")
        #expect(refusal(tester) == .unknownEvent)
        tester.choose("upload", "1")
        #expect(refusal(tester) == .unknownEvent)
        (tester.screen as? ValueControlsScreen)?.spinner.startAnimating()
        tester.settle()
        _ = tester.takeMessages()
        tester.choose("spinner", "true")
        #expect(refusal(tester) == .unknownEvent, "a shown indicator takes no value")
        tester.close()
    }

    @Test func aDisabledOrHiddenControlRefusesTheUsersValues() {
        let (tester, screen) = open()
        screen.power.isEnabled = false
        screen.fruit.isHidden = true
        tester.settle()
        #expect(tester.takePatches() == [.enabled(id: "power", value: false), .hidden(id: "fruit", value: true)])
        #expect(screen.power.render().contains(#"role="switch" disabled data-choice"#))
        tester.choose("power", "true")
        #expect(refusal(tester) == .inactive)
        tester.choose("fruit", "1")
        #expect(refusal(tester) == .inactive)
        #expect(!screen.power.isOn && screen.fruit.selectedRow(inComponent: 0) == 0)
        tester.close()
    }

    // MARK: re-rendering

    @Test func aReconnectedPageGetsEveryControlAsItIsNow() {
        let (tester, screen) = open()
        tester.choose(["power": "true", "size": "0", "volume": "0.25", "day": "2024-02-29", "fruit": "1", "notes": "\nsecond line"])
        screen.spinner.startAnimating()
        tester.settle()
        _ = tester.takeMessages()
        tester.dropSocket()
        tester.reconnect()
        let screens = tester.takeMessages().compactMap { message -> String? in
            if case .screen(_, _, let html, _) = message { return html }
            return nil
        }
        guard let html = screens.first else {
            Issue.record("no screen"); return
        }
        #expect(html.contains(#"id="power" type="checkbox" role="switch" checked data-choice"#))
        #expect(html.contains(#"value="0" checked>Small"#))
        #expect(html.contains(#"value="0.25""#))
        #expect(html.contains(#"value="2024-02-29""#))
        #expect(html.contains(#"<option value="1" selected>Pear"#))
        #expect(html.contains("aria-label=\"Notes\">\n\nsecond line</textarea>"), "the first line break survives the parser")
        #expect(html.contains(#"<span id="spinner" role="status" aria-busy="true""#))
        tester.close()
    }

    // MARK: the activity indicator

    @Test func theActivityIndicatorHidesWhenStoppedUnlessToldNotTo() {
        let indicator = ActivityIndicatorView(id: "a")
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden && !indicator.isAnimating)
    }

    // MARK: dates

    @Test func datesAreReadInTheModesFormKeepingWhatTheModeDoesNotShow() {
        let picker = DatePicker(date: ValueControlsScreen.day, mode: .time)
        #expect(picker.choose("09:30") == nil)
        #expect(picker.date == Date(timeIntervalSince1970: 1_740_821_400), "2025-03-01 09:30 UTC")
        picker.datePickerMode = .dateAndTime
        #expect(picker.choose("2025-03-02T23:59") == nil)
        #expect(picker.date == Date(timeIntervalSince1970: 1_740_959_940))
        #expect(picker.choose("2025-03-02T24:00")?.code == .malformed)
        picker.timeZone = TimeZone(identifier: "Asia/Seoul")!
        #expect(picker.render().contains(#"value="2025-03-03T08:59""#), "shown in the picker's time zone")
        picker.minimumDate = Date(timeIntervalSince1970: 1_740_959_940)
        #expect(picker.choose("2025-03-03T08:58")?.code == .malformed, "before the minimum")
        #expect(picker.render().contains(#"min="2025-03-03T08:59""#))
    }

    // MARK: the wire

    @Test func theNewPatchesAreWrittenWithTheirOperations() throws {
        let frame = ServerMessage.patches([.checked(id: "a", value: true), .selected(id: "b", index: -1),
                                           .replace(id: "c", html: "<p>\"x\"</p>")]).frame
        let object = try #require(JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
        let patches = try #require(object["p"] as? [[String: Any]])
        #expect(patches[0]["op"] as? String == "checked" && patches[0]["value"] as? Bool == true)
        #expect(patches[1]["op"] as? String == "selected" && patches[1]["value"] as? Int == -1)
        #expect(patches[2]["op"] as? String == "replace" && patches[2]["value"] as? String == "<p>\"x\"</p>")
    }
}
