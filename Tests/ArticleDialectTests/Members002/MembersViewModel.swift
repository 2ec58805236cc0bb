import Bindery
import Foundation

/// A member of the list.
struct Member: Equatable, Decodable {
    let id: Int
    let name: String
    let avatar: String
}

/// The article's network manager, without Alamofire: each call is an `Observable.create` around a request.
protocol MemberNetworking {
    func request(_ path: String, completion: @escaping (Result<Data, any Error>) -> Void) -> () -> Void
}

/// Seed 002's `NetworkManager`: members and images as Observables.
final class NetworkManager {
    private let network: MemberNetworking

    init(network: MemberNetworking) { self.network = network }

    func getMembers() -> Observable<[Member]> {
        Observable.create { [network] emitter in
            let cancel = network.request("/members") { result in
                switch result {
                case .success(let data):
                    do {
                        emitter.onNext(try JSONDecoder().decode([Member].self, from: data))
                        emitter.onCompleted()
                    } catch {
                        emitter.onError(error)
                    }
                case .failure(let error):
                    emitter.onError(error)
                }
            }
            return Disposables.create {
                cancel()
            }
        }
    }
}

/// The members screen's logic: load on appear, reload the table with what arrives.
final class MembersViewModel {
    private let networkManager: NetworkManager
    private let disposeBag = DisposeBag()
    private(set) var data: [Member] = []
    private(set) var reloadCount = 0
    let errorMessage = PublishRelay<String>()

    init(networkManager: NetworkManager) { self.networkManager = networkManager }

    func setData() {
        networkManager.getMembers()
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] members in
                self?.data = members
                self?.reloadCount += 1
            }, onError: { [weak self] error in
                self?.errorMessage.accept("\(error)")
            })
            .disposed(by: disposeBag)
    }
}

/// Seed 002's cat viewer: Resume fetches a URL then its image; Stop throws the bag away, cancelling both.
final class CatViewModel {
    private(set) var disposeBag = DisposeBag()
    let imageURL = PublishSubject<String?>()
    private(set) var image: String?
    private let fetchURL: () -> Observable<String?>
    private let loadImage: (String?) -> Observable<String?>

    init(fetchURL: @escaping () -> Observable<String?>, loadImage: @escaping (String?) -> Observable<String?>) {
        self.fetchURL = fetchURL
        self.loadImage = loadImage
    }

    func resumeButtonTapped() {
        fetchURL()
            .bind(to: imageURL)
            .disposed(by: disposeBag)
        imageURL.subscribe(onNext: { [weak self] string in
            guard let self else { return }
            self.loadImage(string)
                .observe(on: MainScheduler.asyncInstance)
                .bind(onNext: { [weak self] in self?.image = $0 })
                .disposed(by: self.disposeBag)
        })
        .disposed(by: disposeBag)
    }

    func stopButtonTapped() {
        disposeBag = DisposeBag()
        image = nil
    }
}
