// swift-tools-version: 6.1
import PackageDescription

/// Todo: a to-do list with a validated form, kept in a JSON file, in English, Korean and German; served standalone
/// by `swift run todo`. It depends on the repository it sits in by path, as an app of your own depends on its clone.
let package = Package(
    name: "Todo",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "todo", targets: ["TodoServer"]),
    ],
    dependencies: [
        .package(name: "Bindery", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "Todo",
            dependencies: [
                .product(name: "Bindery", package: "Bindery"),
                .product(name: "BinderyWeb", package: "Bindery"),
            ],
            resources: [.copy("Strings"), .copy("todo.css")]
        ),
        .executableTarget(
            name: "TodoServer",
            dependencies: [
                "Todo",
                .product(name: "BinderyWeb", package: "Bindery"),
                .product(name: "BinderyWebServer", package: "Bindery"),
            ]
        ),
        .testTarget(
            name: "TodoTests",
            dependencies: [
                "Todo",
                .product(name: "BinderyTest", package: "Bindery"),
                .product(name: "BinderyWeb", package: "Bindery"),
            ]
        ),
    ]
)
