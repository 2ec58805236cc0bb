// swift-tools-version: 6.1
import PackageDescription

/// The dependencies only the gallery, its apps' stores and their tests use (GRDB, PostgreSQL, bcrypt, crypto, the
/// command line's parser): they are taken under the `Gallery` trait, on by default for this repository, so that a
/// package depending on Bindery with `traits: []` neither resolves nor fetches them (docs/ARCHITECTURE.md, "What an app
/// resolves").
let galleryOnly = TargetDependencyCondition.when(traits: ["Gallery"])

/// Bindery: MVVM Input → transform → Output with reactive bindings, and Gallery, its ten example apps.
let package = Package(
    name: "Bindery",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Bindery", targets: ["Bindery"]),
        .library(name: "BinderyTest", targets: ["BinderyTest"]),
        .library(name: "BinderyWeb", targets: ["BinderyWeb"]),
        .library(name: "BinderyUIKit", targets: ["BinderyUIKit"]),
        .library(name: "BinderyWebServer", targets: ["BinderyWebServer"]),
        // Two of the gallery's apps as libraries, for the session-path benchmark (Benchmarks/, scenario g).
        .library(name: "FindNumber", targets: ["FindNumber"]),
        .library(name: "DutchPay", targets: ["DutchPay"]),
        // The bank and the PostgreSQL plumbing, for the store round-trip benchmark (Benchmarks/, store-latency).
        .library(name: "Bank", targets: ["Bank"]),
        .library(name: "PostgresStorage", targets: ["PostgresStorage"]),
        // The heap-in-use figure `/_bindery/stats` reports, for the benchmarks' in-process memory figures.
        .library(name: "CHeapStats", targets: ["CHeapStats"]),
        .executable(name: "gallery", targets: ["Gallery"]),
        .executable(name: "bank-ledger-torture", targets: ["BankLedgerTorture"]),
        .executable(name: "record-store-crash-probe", targets: ["RecordStoreCrashProbe"]),
    ],
    traits: [
        .trait(
            name: "Gallery",
            description: "The gallery, its apps' stores and their tests: GRDB, postgres-nio, hummingbird-auth, swift-crypto, swift-argument-parser."
        ),
        .default(enabledTraits: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", exact: "1.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", exact: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", exact: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", exact: "1.33.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", exact: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", exact: "2.4.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", exact: "4.5.2"),
    ],
    targets: [
        .target(
            name: "Bindery",
            dependencies: [
                .product(name: "OpenCombineShim", package: "OpenCombine", condition: .when(platforms: [.linux, .android, .windows])),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
            ]
        ),
        .target(
            name: "BinderyTest",
            dependencies: [
                "Bindery",
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .target(
            name: "BinderyWeb",
            dependencies: ["Bindery", .product(name: "CustomDump", package: "swift-custom-dump")],
            resources: [.copy("Resources/bindery.js"), .copy("Resources/bindery.css"), .copy("Resources/Strings")]
        ),
        // The session inspector: a Bindery app listing a server's live sessions and showing one's timeline, which
        // BinderyWebServer serves to loopback clients when diagnostics are on.
        .target(name: "BinderyInspector", dependencies: ["Bindery", "BinderyWeb"], resources: [.copy("Strings")]),
        // UIKit's and ReactorKit's names for BinderyWeb's screens (`UIViewController`, `UIButton`, `View`...).
        .target(name: "BinderyUIKit", dependencies: ["BinderyWeb"]),
        // The shared-database side of the gallery's stores: a PostgreSQL URL, a blocking connection pool for services
        // that run on background queues, transactions with retry, and migrations safe when instances start at once;
        // and BinderyWeb's browser values there, shared by every instance.
        .target(
            name: "PostgresStorage",
            dependencies: [
                "BinderyWeb",
                .product(name: "Crypto", package: "swift-crypto", condition: galleryOnly),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: galleryOnly),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .target(
            name: "FindNumber",
            dependencies: [
                "Bindery",
                "BinderyWeb",
                "PostgresStorage",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: galleryOnly),
            ],
            resources: [.copy("Strings"), .copy("find-number.css")]
        ),
        .target(
            name: "Login",
            dependencies: [
                "Bindery",
                "BinderyWeb",
                "PostgresStorage",
                .product(name: "Crypto", package: "swift-crypto", condition: galleryOnly),
                .product(name: "GRDB", package: "GRDB.swift", condition: galleryOnly),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth", condition: galleryOnly),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: galleryOnly),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Strings"), .copy("login.css")]
        ),
        .target(
            name: "EmailSignIn",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings")]
        ),
        .target(
            name: "Quote",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings")]
        ),
        .target(
            name: "DutchPay",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings"), .copy("dutch-pay.css")]
        ),
        .target(
            name: "Bank",
            dependencies: [
                "Bindery",
                "BinderyWeb",
                "PostgresStorage",
                .product(name: "GRDB", package: "GRDB.swift", condition: galleryOnly),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: galleryOnly),
            ],
            resources: [.copy("Strings"), .copy("bank.css")]
        ),
        .executableTarget(
            name: "BankLedgerTorture",
            dependencies: ["Bank"]
        ),
        .executableTarget(
            name: "RecordStoreCrashProbe",
            dependencies: ["FindNumber"]
        ),
        .target(
            name: "Search",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings"), .copy("search.css")]
        ),
        .target(
            name: "Movies",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings"), .copy("movies.css")]
        ),
        .target(
            name: "Members",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings"), .copy("members.css")]
        ),
        .target(
            name: "Cats",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings"), .copy("cats.css")]
        ),
        // The catalog: every value control on one screen, each showing its value (as Apple's UIKitCatalog).
        .target(
            name: "Catalog",
            dependencies: ["Bindery", "BinderyWeb"],
            resources: [.copy("Strings")]
        ),
        .target(
            name: "StandIns",
            dependencies: ["BinderyWeb", .product(name: "Hummingbird", package: "hummingbird")],
            resources: [.copy("Data")]
        ),
        .target(name: "CHeapStats"),
        .target(
            name: "BinderyWebServer",
            dependencies: [
                "BinderyWeb",
                "BinderyInspector",
                "CHeapStats",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "BinderyWeb",
                "BinderyWebServer",
                "StandIns",
                "FindNumber",
                "Login",
                "EmailSignIn",
                "Quote",
                "DutchPay",
                "Bank",
                "Search",
                "Movies",
                "Members",
                "Cats",
                "Catalog",
                "PostgresStorage",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: galleryOnly),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Strings")]
        ),
        .testTarget(name: "BinderyTests", dependencies: ["Bindery", "BinderyTest"]),
        // The articles' view models, services and reactors, each in its own dialect (RxSwift, RxCocoa,
        // ReactorKit, Combine), proven on virtual time.
        .testTarget(name: "ArticleDialectTests", dependencies: ["Bindery", "BinderyTest", "BinderyUIKit"]),
        // One file that imports BinderyUIKit alone, in a target of its own: no other file's imports can lend it a name.
        .testTarget(name: "UIKitImportTests", dependencies: ["BinderyUIKit"]),
        .testTarget(name: "BinderyWebTests", dependencies: ["BinderyWeb", "Bindery", "BinderyTest"]),
        .testTarget(name: "BinderyInspectorTests", dependencies: ["BinderyInspector", "BinderyWeb", "Bindery", "BinderyTest"]),
        .testTarget(name: "LoginTests", dependencies: ["Login", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(name: "EmailSignInTests", dependencies: ["EmailSignIn", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(name: "QuoteTests", dependencies: ["Quote", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(name: "DutchPayTests", dependencies: ["DutchPay", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(
            name: "BankTests",
            dependencies: ["Bank", "Bindery", "BinderyTest", "BinderyWeb", .product(name: "GRDB", package: "GRDB.swift", condition: galleryOnly)]
        ),
        // One contract per store, run against SQLite and, when BINDERY_TEST_POSTGRES_URL names a server, PostgreSQL.
        .testTarget(
            name: "StoreContractTests",
            dependencies: [
                "Bank", "Bindery", "BinderyTest", "BinderyWeb", "FindNumber", "Login", "PostgresStorage",
                .product(name: "GRDB", package: "GRDB.swift", condition: galleryOnly),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: galleryOnly),
            ]
        ),
        .testTarget(name: "SearchTests", dependencies: ["Search", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(name: "MoviesTests", dependencies: ["Movies", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(name: "MembersTests", dependencies: ["Members", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(name: "CatsTests", dependencies: ["Cats", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Bindery", "BinderyTest", "BinderyWeb"]),
        // Sessions recorded in Chromium (scripts/record-journals), replayed as tests.
        .testTarget(name: "JournalTests", dependencies: ["BinderyWeb", "Login", "Quote", "Bank"], resources: [.copy("Journals")]),
        .testTarget(name: "FindNumberTests", dependencies: ["FindNumber", "Bindery", "BinderyTest", "BinderyWeb"]),
        .testTarget(
            name: "GalleryServerTests",
            dependencies: [
                "Gallery",
                "FindNumber",
                "BinderyWeb",
                "BinderyWebServer",
                "StandIns",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ]
)
