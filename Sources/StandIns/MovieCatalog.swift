/// The movies stand-in's catalogue: silent-era films long in the public domain, in English and Korean.
enum MovieCatalog {
    /// One film.
    struct Film: Sendable {
        let id: Int
        let title: String
        let koreanTitle: String
        let overview: String
        let koreanOverview: String
        let releaseDate: String
        let runtime: Int
        let genres: [Genre]
        let voteAverage: Double
        /// The poster's background hue, 0...359.
        let hue: Int
    }

    /// A genre as TMDB numbers it.
    struct Genre: Sendable {
        let id: Int
        let name: String
        let koreanName: String

        static let adventure = Genre(id: 12, name: "Adventure", koreanName: "모험")
        static let comedy = Genre(id: 35, name: "Comedy", koreanName: "코미디")
        static let drama = Genre(id: 18, name: "Drama", koreanName: "드라마")
        static let fantasy = Genre(id: 14, name: "Fantasy", koreanName: "판타지")
        static let horror = Genre(id: 27, name: "Horror", koreanName: "공포")
        static let scienceFiction = Genre(id: 878, name: "Science Fiction", koreanName: "SF")
        static let action = Genre(id: 28, name: "Action", koreanName: "액션")
    }

    /// Every film, in list order.
    static let films: [Film] = [
        Film(id: 1, title: "A Trip to the Moon", koreanTitle: "달세계 여행",
             overview: "Astronomers build a giant cannon, fly to the Moon in a capsule, meet its inhabitants and escape home.",
             koreanOverview: "천문학자들이 거대한 대포로 달에 날아가 그곳 주민들을 만나고 지구로 탈출한다.",
             releaseDate: "1902-09-01", runtime: 13, genres: [.adventure, .scienceFiction], voteAverage: 7.9, hue: 220),
        Film(id: 2, title: "The Cabinet of Dr. Caligari", koreanTitle: "칼리가리 박사의 밀실",
             overview: "A showman and his sleepwalker arrive at a village fair, and a series of murders begins.",
             koreanOverview: "흥행사와 몽유병자가 마을 장터에 나타난 뒤 살인 사건이 잇따른다.",
             releaseDate: "1920-02-26", runtime: 76, genres: [.horror, .drama], voteAverage: 7.8, hue: 40),
        Film(id: 3, title: "The Kid", koreanTitle: "키드",
             overview: "The Tramp finds an abandoned baby and raises him, until the authorities try to take the boy away.",
             koreanOverview: "떠돌이가 버려진 아기를 거두어 키우지만, 당국이 아이를 데려가려 한다.",
             releaseDate: "1921-02-06", runtime: 68, genres: [.comedy, .drama], voteAverage: 8.1, hue: 10),
        Film(id: 4, title: "Nosferatu", koreanTitle: "노스페라투",
             overview: "An estate agent travels to the castle of Count Orlok, who follows him home and brings death to his town.",
             koreanOverview: "부동산 중개인이 올록 백작의 성을 찾아가고, 백작은 그를 따라와 마을에 죽음을 몰고 온다.",
             releaseDate: "1922-03-04", runtime: 94, genres: [.horror, .fantasy], voteAverage: 7.7, hue: 280),
        Film(id: 5, title: "Sherlock Jr.", koreanTitle: "셜록 주니어",
             overview: "A projectionist who dreams of being a detective walks into the film he is showing to solve a theft.",
             koreanOverview: "탐정을 꿈꾸는 영사기사가 상영 중인 영화 속으로 들어가 도난 사건을 푼다.",
             releaseDate: "1924-04-21", runtime: 45, genres: [.comedy, .action], voteAverage: 8.0, hue: 160),
        Film(id: 6, title: "The Gold Rush", koreanTitle: "황금광 시대",
             overview: "The Tramp goes to the Klondike to find gold and finds a blizzard, a cabin on a cliff and love.",
             koreanOverview: "떠돌이가 금을 찾아 클론다이크로 가서 눈보라와 벼랑 위 오두막, 그리고 사랑을 만난다.",
             releaseDate: "1925-06-26", runtime: 95, genres: [.adventure, .comedy], voteAverage: 7.9, hue: 50),
        Film(id: 7, title: "The General", koreanTitle: "제너럴",
             overview: "A train engineer chases the spies who stole his locomotive, and the girl he loves, across the lines.",
             koreanOverview: "기관사가 기관차와 사랑하는 여인을 빼앗아 간 첩자들을 쫓아 적진을 가로지른다.",
             releaseDate: "1926-12-31", runtime: 78, genres: [.action, .comedy], voteAverage: 8.0, hue: 120),
        Film(id: 8, title: "Metropolis", koreanTitle: "메트로폴리스",
             overview: "In a city divided between planners above and workers below, the master's son falls for a workers' prophet.",
             koreanOverview: "위의 설계자들과 아래의 노동자들로 나뉜 도시에서 지배자의 아들이 노동자들의 예언자를 사랑하게 된다.",
             releaseDate: "1927-01-10", runtime: 153, genres: [.drama, .scienceFiction], voteAverage: 8.1, hue: 200),
    ]

    /// The film with this id.
    static func film(id: Int) -> Film? { films.first { $0.id == id } }
}
