// swift-tools-version: 6.1
// The smallest app outside the Strata repository: a package of its own that depends on
// Strata by path (use a URL and a version when Strata is published) and imports UIKit.
import PackageDescription

let package = Package(
    name: "HelloApp",
    dependencies: [
        .package(name: "Strata", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloApp", dependencies: [.product(name: "UIKit", package: "Strata")]),
        // Its UI tests: they launch the built HelloApp on a private, headless stratad.
        .testTarget(name: "HelloAppUITests", dependencies: [.product(name: "StrataUITesting", package: "Strata")]),
    ]
)
