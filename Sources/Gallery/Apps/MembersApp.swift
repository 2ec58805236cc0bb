import BinderyWeb
import BinderyWebServer
import Members

/// Members (seed 002): the member list with avatars, and each member's details.
enum MembersApp: GalleryApp {
    static let entry = AppEntry(
        path: "/members",
        title: LocalizedText(en: "Members", ko: "멤버 목록"),
        summary: LocalizedText(
            en: "A list of members with avatars that load one by one; tap a member for the details.",
            ko: "아바타가 하나씩 불러와지는 멤버 목록입니다. 멤버를 누르면 자세한 정보를 보여 줍니다."
        )
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(entry.path) { _ in
            MembersViewController { MembersViewModel(service: MembersService(baseURL: apiBaseURL.current, session: session)) }
        }
        registry.register(entry.path + "/{id}") { context in
            guard let id = context.parameters["id"].flatMap({ Int($0) }) else { return nil }
            return MemberDetailViewController {
                MemberDetailViewModel(memberID: id, service: MembersService(baseURL: apiBaseURL.current, session: session))
            }
        }
    }
}
