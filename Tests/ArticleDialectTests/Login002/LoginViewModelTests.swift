import Bindery
import BinderyTest
import Foundation
import Testing

/// Seed 002, login: bullets follow each field, the button follows both, the match follows the pair.
@Suite(.checksForLeaks)
struct LoginViewModelTests {
    private let scheduler = DispatchQueue.test

    @Test func bulletsAndTheButtonFollowTheFields() throws {
        let viewModel = trackForLeaks(LoginViewModel())
        let idText = PublishRelay<String?>()
        let disposeBag = DisposeBag()
        idText.map { $0 ?? "" }.bind(to: viewModel.idString).disposed(by: disposeBag)
        let idBullet = viewModel.idValid.record(on: scheduler)
        let button = viewModel.isLoginEnabled.record(on: scheduler)
        var buttonColors: [String] = []
        viewModel.isLoginEnabled
            .subscribe { enabled in buttonColors.append(enabled ? "systemBlue" : "lightGray") }
            .disposed(by: disposeBag)

        idText.accept("user@example")
        idText.accept("user@example.com")
        viewModel.passwordString.onNext("passw")
        viewModel.passwordString.onNext("password")

        expectTimeline(idBullet, [.next(0, false), .next(0, false), .next(0, true)])
        expectTimeline(button, [.next(0, false), .next(0, false), .next(0, false), .next(0, false), .next(0, true)])
        #expect(buttonColors.last == "systemBlue")
        #expect(try viewModel.passwordValid.value())
        #expect(viewModel.matchStatus)
    }

    @Test func onlyTheRightPairMatches() {
        let viewModel = trackForLeaks(LoginViewModel())
        viewModel.idString.onNext("user@example.com")
        viewModel.passwordString.onNext("password1")
        #expect(!viewModel.matchStatus)
        viewModel.passwordString.onNext("password")
        #expect(viewModel.matchStatus)
    }
}
