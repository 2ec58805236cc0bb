import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// A settings screen as an article writes it: UIKit's control names, made without ids, set up in `viewDidLoad`, bound
/// with RxCocoa's properties.
final class SettingsViewController: UIViewController {
    let titleLabel = UILabel()
    let notificationsSwitch = UISwitch()
    let themeControl = UISegmentedControl(items: ["Light", "Dark"])
    let fontSizeSlider = UISlider()
    let copiesStepper = UIStepper()
    let birthdayPicker = UIDatePicker()
    let countryPicker = UIPickerView()
    let bioView = UITextView()
    let uploadProgress = UIProgressView()
    let spinner = UIActivityIndicatorView()
    let summaryLabel = UILabel()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Settings"
        fontSizeSlider.minimumValue = 10
        fontSizeSlider.maximumValue = 30
        fontSizeSlider.setValue(14, animated: false)
        copiesStepper.stepValue = 1
        copiesStepper.maximumValue = 5
        birthdayPicker.datePickerMode = .date
        themeControl.selectedSegmentIndex = 0
        let controls: [UIView] = [notificationsSwitch, themeControl, fontSizeSlider, copiesStepper, birthdayPicker,
                                  countryPicker, bioView, uploadProgress, spinner]
        for control in controls { control.accessibilityLabel = "\(type(of: control))" }
        Observable.just(["Korea", "Japan"]).bind(to: countryPicker.rx.itemTitles).disposed(by: disposeBag)
        notificationsSwitch.rx.isOn.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
        fontSizeSlider.rx.value.map { ($0 - 10) / 20 }.bind(to: uploadProgress.rx.progress).disposed(by: disposeBag)
        Observable.combineLatest(themeControl.rx.selectedSegmentIndex.asObservable(), copiesStepper.rx.value.asObservable(),
                                 countryPicker.rx.itemSelected.map(\.row).startWith(0).asObservable())
            .map { theme, copies, country in "theme \(theme), \(Int(copies)) copies, country \(country)" }
            .bind(to: summaryLabel.rx.text)
            .disposed(by: disposeBag)
        titleLabel.accessibilityTraits = .header
    }
}

@Suite struct UIKitControlsTests {
    @Test func anArticlesSettingsScreenRendersItsControlsAndBindsThem() {
        let tester = ScreenTester({ SettingsViewController() }, path: "/settings", checksAccessibility: false)
        let screen = tester.screen as! SettingsViewController
        let html = screen.render()
        for id in ["notificationsSwitch", "themeControl", "fontSizeSlider", "copiesStepper", "birthdayPicker", "countryPicker",
                   "bioView", "uploadProgress", "spinner"] {
            #expect(html.contains("id=\"\(id)\""), "\(id) is named after its property")
        }
        #expect(screen.summaryLabel.text == "theme 0, 0 copies, country 0")
        #expect(screen.uploadProgress.progress == 0.2)
        tester.choose(["notificationsSwitch": "true", "themeControl": "1", "copiesStepper": "3", "countryPicker": "1",
                       "fontSizeSlider": "30"])
        #expect(screen.spinner.isAnimating && !screen.spinner.isHidden)
        #expect(screen.summaryLabel.text == "theme 1, 3 copies, country 1")
        #expect(screen.uploadProgress.progress == 1)
        tester.choose("copiesStepper", "6")
        #expect(tester.takeMessages().compactMap(\.errorCode).last == .malformed, "over UIStepper's maximum")
        tester.close()
    }
}
