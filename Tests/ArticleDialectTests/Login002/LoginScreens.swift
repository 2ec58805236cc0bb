import BinderyUIKit
import Foundation

/// Seed 002's login screen as the article writes it: subjects on the view controller, bullets coloured with
/// `backgroundColor`, the button's colour following both, and the match deciding whether Login moves on.
final class LoginViewController: UIViewController {
    let idField = UITextField()
    let idValidView = UIView()
    let pwField = UITextField()
    let pwValidView = UIView()
    let loginButton = UIButton()

    private let disposeBag = DisposeBag()

    let idValid: BehaviorSubject<Bool> = BehaviorSubject(value: false)
    let idString: BehaviorSubject<String> = BehaviorSubject(value: "")
    let passwordValid: BehaviorSubject<Bool> = BehaviorSubject(value: false)
    let passwordString: BehaviorSubject<String> = BehaviorSubject(value: "")
    var matchStatus: Bool = false

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.setTitle("LOGIN", for: .normal)
        bindInput()
        bindOutput()
        loginButton.rx.tap
            .bind(with: self) { owner, _ in
                guard owner.shouldPerformSegue() else { return }
                owner.navigationController?.pushViewController(WelcomeViewController(), animated: true)
            }
            .disposed(by: disposeBag)
    }

    // Static, so that `.map(Self.checkEmailValid)` does not capture the screen (the article's `.map(checkEmailValid)`
    // would, from the screen's own bag: a cycle).
    private static func checkEmailValid(_ email: String) -> Bool {
        email.contains("@") && email.contains(".com")
    }

    private static func checkPasswordValid(_ password: String) -> Bool {
        password.count > 5
    }

    private func changeValidViewStatus(_ view: UIView, status valid: Bool) {
        if valid {
            view.backgroundColor = .green
        } else {
            view.backgroundColor = .red
        }
    }

    private func shouldPerformSegue() -> Bool { matchStatus }

    private func bindInput() {
        idField.rx.text.orEmpty
            .bind(to: idString)
            .disposed(by: disposeBag)
        idString
            .map(Self.checkEmailValid)
            .bind(to: idValid)
            .disposed(by: disposeBag)
        pwField.rx.text.orEmpty
            .bind(to: passwordString)
            .disposed(by: disposeBag)
        passwordString
            .map(Self.checkPasswordValid)
            .bind(to: passwordValid)
            .disposed(by: disposeBag)
    }

    // The article captures `self` strongly in these closures, which the screen's own bag keeps: a cycle that
    // would keep the screen alive. `[weak self]` is the fix.
    private func bindOutput() {
        idValid.subscribe(onNext: { [weak self] valid in
            guard let self else { return }
            self.changeValidViewStatus(self.idValidView, status: valid)
        })
        .disposed(by: disposeBag)

        passwordValid.subscribe(onNext: { [weak self] valid in
            guard let self else { return }
            self.changeValidViewStatus(self.pwValidView, status: valid)
        })
        .disposed(by: disposeBag)

        Observable.combineLatest(idValid, passwordValid, resultSelector: { $0 && $1 })
            .subscribe(onNext: { [weak self] enabled in
                if enabled {
                    self?.loginButton.backgroundColor = .systemBlue
                } else {
                    self?.loginButton.backgroundColor = .lightGray
                }
            })
            .disposed(by: disposeBag)

        Observable.combineLatest(idString, passwordString)
            .map({ $0 == "demo@example.com" && $1 == "password" })
            .subscribe(onNext: { [weak self] in self?.matchStatus = $0 })
            .disposed(by: disposeBag)
    }
}

/// The screen after a successful login.
final class WelcomeViewController: UIViewController {
    let welcomeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        welcomeLabel.text = "Welcome"
    }
}

/// Seed 002's cats: Resume fetches a picture's address, then the picture; Stop replaces the screen's `disposeBag`,
/// cancelling whatever is in flight, and clears the picture.
final class CatViewController: UIViewController {
    let imageView = UIImageView()
    let resumeButton = UIButton()
    let stopButton = UIButton()

    var disposeBag = DisposeBag()
    var imageURL: PublishSubject<String?> = PublishSubject<String?>()

    // The article wires its buttons with @IBAction; here the taps live in a bag of their own, so that Stop's new
    // `disposeBag` cancels the work and not the buttons.
    private let actions = DisposeBag()
    private let client: CatClient

    init(client: CatClient) {
        self.client = client
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        resumeButton.setTitle("Resume", for: .normal)
        stopButton.setTitle("Stop", for: .normal)
        resumeButton.rx.tap.bind(with: self) { owner, _ in owner.resumeButtonTapped() }.disposed(by: actions)
        stopButton.rx.tap.bind(with: self) { owner, _ in owner.stopButtonTapped() }.disposed(by: actions)
    }

    func resumeButtonTapped() {
        client.getImageURL()
            .bind(to: imageURL)
            .disposed(by: disposeBag)

        imageURL.subscribe(onNext: { [weak self] string in
            guard let self else { return }
            self.client.rxImageLoader(string)
                .observe(on: MainScheduler.asyncInstance)
                .bind(onNext: { [weak self] in self?.imageView.image = $0 })
                .disposed(by: self.disposeBag)
        })
        .disposed(by: disposeBag)
    }

    func stopButtonTapped() {
        disposeBag = DisposeBag()
        imageView.image = nil
    }
}

/// Where the cats come from: an address, then the picture's bytes as an image.
final class CatClient {
    private(set) var cancelled = 0
    let pictureBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])

    func getImageURL() -> Observable<String?> {
        // Like the article's request, it sends the address and never completes (a completion bound to
        // `imageURL` would end that subject).
        answer("https://cats.example/1.png", after: .milliseconds(100), completes: false)
    }

    func rxImageLoader(_ urlString: String?) -> Observable<UIImage?> {
        answer(UIImage(data: pictureBytes), after: .milliseconds(100))
    }

    private func answer<T>(_ value: T, after delay: RxTimeInterval, completes: Bool = true) -> Observable<T> {
        Observable<T>.create { [weak self] observer in
            let delivered = Flag()
            let delivery = Observable.just(value)
                .delay(delay, scheduler: MainScheduler.instance)
                .subscribe(onNext: { value in
                    delivered.isSet = true
                    observer.onNext(value)
                    if completes { observer.onCompleted() }
                })
            return Disposables.create {
                delivery.dispose()
                if !delivered.isSet { self?.cancelled += 1 }
            }
        }
    }

    private final class Flag { var isSet = false }
}

/// Seed 002's member list: the data arrives, the table reloads, and the data source gives each row.
final class MemberListViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    var data: [Member] = []

    private let disposeBag = DisposeBag()
    private let networkManager: NetworkManager

    init(networkManager: NetworkManager) {
        self.networkManager = networkManager
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        setData()
    }

    func setData() {
        networkManager.getMembers()
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] members in
                self?.data = members
                self?.tableView.reloadData()
            })
            .disposed(by: disposeBag)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        data.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> TableRow {
        let member = data[indexPath.row]
        return TableRow(id: "\(member.id)", cells: [member.name], image: member.avatar)
    }
}
