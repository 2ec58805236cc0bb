import BinderyWeb
import BinderyWebServer
import Members

/// Members (seed 002): the member list with avatars, and each member's details.
enum MembersApp: GalleryApp {
    static let texts: any TextKey.Type = MembersText.self

    static let entry = AppEntry(
        path: "/members",
        title: LocalizedText(MembersText.appTitle),
        summary: LocalizedText(MembersText.appSummary)
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(entry.path, texts: MembersText.self) { _ in
            MembersViewController { MembersViewModel(service: MembersService(baseURL: apiBaseURL.current, session: session)) }
        }
        registry.register(entry.path + "/{id}", texts: MembersText.self) { context in
            guard let id = context.parameters["id"].flatMap({ Int($0) }) else { return nil }
            return MemberDetailViewController {
                MemberDetailViewModel(memberID: id, service: MembersService(baseURL: apiBaseURL.current, session: session))
            }
        }
    }
}
