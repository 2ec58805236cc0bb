import BinderyTest
import Foundation
@testable import Members
import Testing

/// A members service whose answers the test scripts: the list answers come in queue order, each avatar's
/// answer is looked up by its URL; every answer arrives after its delay on the test scheduler.
final class StubMembersService: MembersServiceType, @unchecked Sendable {
    // @unchecked Sendable: touched only from the test's own thread, which drives the test scheduler.
    private let scheduler: TestSchedulerOf<DispatchQueue>
    private var listAnswers: [(result: Result<[Member], ServiceError>, delay: Int)] = []
    private var imageAnswers: [String: (result: Result<MemberImage, ServiceError>, delay: Int)] = [:]
    /// How many list fetches were started.
    private(set) var listRequests = 0
    /// How many list fetches were cancelled before they answered.
    private(set) var listCancellations = 0
    /// The URLs of the avatar downloads started, in order.
    private(set) var imageRequests: [String] = []
    /// The URLs of the avatar downloads cancelled before they answered.
    private(set) var imageCancellations: [String] = []

    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
    }

    /// Queues the answer to the next list fetch, delivered `delay` milliseconds after the fetch starts.
    func enqueueList(_ result: Result<[Member], ServiceError>, after delay: Int) {
        listAnswers.append((result, delay))
    }

    /// Sets the answer to every download of the avatar at `url`.
    func answerImage(_ url: String, with result: Result<MemberImage, ServiceError>, after delay: Int) {
        imageAnswers[url] = (result, delay)
    }

    /// Gives every member in `members` an avatar answered after `delay` milliseconds with `image(for:)`.
    func answerAvatars(of members: [Member], after delay: Int) {
        for member in members { answerImage(member.avatar, with: .success(.avatar(of: member)), after: delay) }
    }

    func fetchMembers() -> AnyPublisher<[Member], ServiceError> {
        listRequests += 1
        guard !listAnswers.isEmpty else {
            Issue.record("Unexpected list fetch #\(listRequests): no answer queued")
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        let (result, delay) = listAnswers.removeFirst()
        return answer(result, after: delay) { [weak self] in self?.listCancellations += 1 }
    }

    func fetchImage(at url: String) -> AnyPublisher<MemberImage, ServiceError> {
        imageRequests.append(url)
        guard let (result, delay) = imageAnswers[url] else {
            Issue.record("Unexpected avatar download: \(url)")
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        return answer(result, after: delay) { [weak self] in self?.imageCancellations.append(url) }
    }

    private func answer<Value>(_ result: Result<Value, ServiceError>, after delay: Int,
                               onCancel: @escaping () -> Void) -> AnyPublisher<Value, ServiceError> {
        Just(())
            .delay(for: .milliseconds(delay), scheduler: scheduler)
            .setFailureType(to: ServiceError.self)
            .flatMap { _ in result.publisher }
            .handleEvents(receiveCancel: onCancel)
            .eraseToAnyPublisher()
    }
}

extension Member {
    /// Members for the tests.
    static let minji = Member(id: 1, name: "Kim Minji", avatar: "http://members.test/avatars/1.svg", job: "iOS Developer", age: 29)
    static let junho = Member(id: 2, name: "Lee Junho", avatar: "http://members.test/avatars/2.svg", job: "Product Designer", age: 34)
    static let ada = Member(id: 3, name: "Ada Lovelace", avatar: "http://members.test/avatars/3.svg", job: "Analyst", age: 36)

    /// `count` made-up members numbered from 1.
    static func many(_ count: Int) -> [Member] {
        (1...count).map { Member(id: $0, name: "Member \($0)", avatar: "http://members.test/avatars/\($0).svg", job: "Job \($0)", age: 20 + $0) }
    }
}

extension MemberImage {
    /// A distinct small image for `member`.
    static func avatar(of member: Member) -> MemberImage {
        MemberImage(data: Data("<svg id=\"\(member.id)\"/>".utf8), mimeType: "image/svg+xml")
    }
}

/// Rows for `members`, all avatars in `state`, or per member by `states`.
func rows(_ members: [Member], _ states: [AvatarState]) -> [MemberRow] {
    zip(members, states).map { MemberRow(member: $0, avatar: $1) }
}
