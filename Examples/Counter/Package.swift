// swift-tools-version: 6.1
import PackageDescription

/// Counter: the smallest Bindery app, a count with +, − and reset, served standalone by `swift run counter`.
/// It depends on the repository it sits in by path; an app of your own names its clone of the repository instead
/// (`path: "../bindery"`, as Getting Started shows).
let package = Package(
    name: "Counter",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "counter", targets: ["CounterServer"]),
    ],
    dependencies: [
        .package(name: "Bindery", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "Counter",
            dependencies: [
                .product(name: "Bindery", package: "Bindery"),
                .product(name: "BinderyWeb", package: "Bindery"),
            ],
            resources: [.copy("Strings")]
        ),
        .executableTarget(
            name: "CounterServer",
            dependencies: [
                "Counter",
                .product(name: "BinderyWeb", package: "Bindery"),
                .product(name: "BinderyWebServer", package: "Bindery"),
            ]
        ),
        .testTarget(
            name: "CounterTests",
            dependencies: [
                "Counter",
                .product(name: "BinderyTest", package: "Bindery"),
                .product(name: "BinderyWeb", package: "Bindery"),
            ]
        ),
    ]
)
