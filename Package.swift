// swift-tools-version: 6.1
//
// Strata: a window system for Linux in Swift.
//
// Folders tell the architecture (see ../shared/DESIGN.md):
//   Sources/   foundations both sides share: C shims, the libdbus and pixman wrappers,
//              shared-memory buffers, the epoll event loop
//   protocol/  the D-Bus contract (introspection XML is the source of truth)
//   daemon/    the compositor (`stratad`), the `strata` tool, and StrataUITesting (UI tests
//              of apps on a private stratad; like `strata`, it speaks only the protocol)
//   clientkit/ ClientKit, the UIKit-style app library, and its demo apps
//   Tests/     one test target per module, plus end-to-end tests
//
// Dependency direction: foundations <- protocol <- daemon, protocol <- clientkit.
// The daemon and ClientKit never import each other.
import PackageDescription

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ClientKit", targets: ["ClientKit"]),
        // ClientKit under the names UIKit sources import (see clientkit/Modules).
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "StrataDBus", targets: ["StrataDBus"]),
        .library(name: "StrataPixman", targets: ["StrataPixman"]),
        // XCUITest-style UI tests of an app on a private, headless stratad (README, "Testing your app's UI").
        .library(name: "StrataUITesting", targets: ["StrataUITesting"]),
        .executable(name: "stratad", targets: ["stratad"]),
        .executable(name: "strata", targets: ["strata"]),
        .executable(name: "strata-demo", targets: ["strata-demo"]),
        .executable(name: "strata-port", targets: ["strata-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),  // LogHandler.log(event:)
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // MARK: Foundations (Sources/)
        .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1",
                       providers: [.apt(["libdbus-1-dev"])]),
        .systemLibrary(name: "CPixman", path: "Sources/CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"])]),
        .target(name: "CStrataSys", path: "Sources/CStrataSys"),
        .target(name: "StrataSystem", dependencies: ["CStrataSys"], path: "Sources/StrataSystem",
                swiftSettings: releaseWithoutExclusivityChecks),
        // The release version every executable's --version prints.
        .target(name: "StrataVersion", path: "Sources/StrataVersion"),
        .target(name: "StrataDBus", dependencies: ["CDBus", "CStrataSys", "StrataSystem"], path: "Sources/StrataDBus",
                swiftSettings: releaseWithoutExclusivityChecks),
        .target(name: "StrataPixman", dependencies: ["CPixman"], path: "Sources/StrataPixman",
                swiftSettings: releaseWithoutExclusivityChecks),
        .target(name: "StrataShm", dependencies: ["StrataSystem", "StrataPixman"], path: "Sources/StrataShm"),
        .target(name: "StrataCairo", dependencies: ["CCairo", "CPango", "StrataPixman"], path: "Sources/StrataCairo"),
        // JPEG for ClientKit's UIImage (libjpeg-turbo); only ClientKit links it, not the daemon.
        .target(name: "StrataJPEG", dependencies: ["CTurboJPEG", "StrataPixman"], path: "Sources/StrataJPEG"),

        // MARK: The D-Bus contract (protocol/)
        .target(name: "StrataProtocol", dependencies: ["StrataDBus"], path: "protocol/StrataProtocol",
                // xml/ is the source of truth; Generated/ carries it into the binaries.
                exclude: ["xml"]),

        // MARK: The compositor (daemon/)
        .systemLibrary(name: "CXCB", path: "daemon/CXCB", pkgConfig: "xcb-shm",
                       providers: [.apt(["libxcb1-dev", "libxcb-shm0-dev"])]),
        .target(name: "StrataX11", dependencies: ["CXCB", "StrataCompositor", "StrataPixman", "StrataShm", "StrataSystem"],
                path: "daemon/StrataX11"),
        .systemLibrary(name: "CNeatVNC", path: "daemon/CNeatVNC", pkgConfig: "neatvnc",
                       providers: [.apt(["libneatvnc-dev", "libaml-dev"])]),
        .target(name: "StrataVNC", dependencies: ["CNeatVNC", "CStrataSys", "StrataCompositor", "StrataProtocol", "StrataPixman", "StrataSystem",
                                                  .product(name: "Logging", package: "swift-log")],
                path: "daemon/StrataVNC"),
        .target(name: "StrataCompositor",
                dependencies: ["StrataProtocol", "StrataDBus", "StrataPixman", "StrataShm", "StrataSystem",
                               .product(name: "Logging", package: "swift-log")],
                path: "daemon/StrataCompositor",
                swiftSettings: releaseWithoutExclusivityChecks),
        .executableTarget(name: "stratad",
                          dependencies: ["StrataCompositor", "StrataX11", "StrataVNC", "StrataProtocol", "StrataDBus", "StrataSystem", "StrataPixman",
                                         "StrataVersion",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser"),
                                         .product(name: "Logging", package: "swift-log")],
                          path: "daemon/stratad"),
        .executableTarget(name: "strata",
                          dependencies: ["StrataProtocol", "StrataDBus", "StrataPixman", "StrataCairo", "StrataSystem", "StrataVersion",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "daemon/strata"),
        // UI tests from outside: launches a bus, stratad and the app, queries App1, injects through Input1.
        .target(name: "StrataUITesting",
                dependencies: ["StrataProtocol", "StrataDBus", "StrataSystem", "StrataPixman", "StrataCairo"],
                path: "daemon/StrataUITesting"),

        .executableTarget(name: "strata-output-bench",
                          dependencies: ["StrataCompositor", "StrataX11", "StrataVNC", "StrataPixman", "StrataSystem",
                                         .product(name: "Logging", package: "swift-log")],
                          path: "daemon/Benchmarks/output-bench"),
        // make bench-daemon (scripts/bench-daemon.py): C programs, so what they measure is the
        // protocol and pixman as any C client sees them. Built here rather than by the bench
        // script's own cc call so that FrameClientTests finds strata-frame-client in
        // STRATA_BIN_PATH (tests never build anything), and with the same flags every time.
        .executableTarget(name: "strata-frame-client", dependencies: ["CDBus"], path: "daemon/Benchmarks/frame-client"),
        .executableTarget(name: "strata-pixman-floor", dependencies: ["CPixman"], path: "daemon/Benchmarks/pixman-floor"),
        .executableTarget(name: "strata-bus-echo", dependencies: ["CDBus"], path: "daemon/Benchmarks/bus-echo"),
        .executableTarget(name: "strata-frame-floor", dependencies: ["CDBus"], path: "daemon/Benchmarks/frame-floor"),

        // MARK: The app library (clientkit/)
        // LayoutSolver: the Cassowary constraint solver under Auto Layout; no dependencies,
        // nothing about views, so it is tested alone (LayoutSolverTests, against kiwisolver).
        .target(name: "LayoutSolver", path: "clientkit/LayoutSolver"),
        .target(name: "ClientKit",
                dependencies: ["LayoutSolver", "StrataProtocol", "StrataDBus", "StrataPixman", "StrataShm", "StrataCairo",
                               "StrataJPEG"],
                path: "clientkit/ClientKit",
                // A quarter of a 10,000-layer layout or composite went to the run-time
                // exclusivity checks (make bench).
                swiftSettings: releaseWithoutExclusivityChecks),
        .target(name: "UIKit", dependencies: ["ClientKit"], path: "clientkit/Modules/UIKit"),
        .target(name: "CoreGraphics", dependencies: ["ClientKit"], path: "clientkit/Modules/CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["ClientKit"], path: "clientkit/Modules/QuartzCore"),
        .target(name: "CoreText", dependencies: ["ClientKit"], path: "clientkit/Modules/CoreText"),
        .target(name: "UniformTypeIdentifiers", dependencies: ["ClientKit"], path: "clientkit/Modules/UniformTypeIdentifiers"),
        .executableTarget(name: "demo-hello", dependencies: ["ClientKit"], path: "clientkit/Demos/Hello"),
        .executableTarget(name: "demo-scene", dependencies: ["UIKit"], path: "clientkit/Demos/SceneApp"),
        .executableTarget(name: "demo-form", dependencies: ["ClientKit"], path: "clientkit/Demos/Form"),
        .executableTarget(name: "demo-painter", dependencies: ["ClientKit"], path: "clientkit/Demos/Painter"),
        .executableTarget(name: "demo-tiles", dependencies: ["ClientKit"], path: "clientkit/Demos/Tiles"),
        .executableTarget(name: "demo-panel", dependencies: ["ClientKit"], path: "clientkit/Demos/Panel"),
        .executableTarget(name: "demo-list", dependencies: ["ClientKit"], path: "clientkit/Demos/List"),
        .executableTarget(name: "demo-settings", dependencies: ["ClientKit"], path: "clientkit/Demos/Settings"),
        .executableTarget(name: "demo-table", dependencies: ["ClientKit"], path: "clientkit/Demos/Table"),
        .executableTarget(name: "demo-controls", dependencies: ["ClientKit"], path: "clientkit/Demos/Controls"),
        .executableTarget(name: "demo-motion", dependencies: ["ClientKit"], path: "clientkit/Demos/Motion"),
        .executableTarget(name: "clientkit-probe", dependencies: ["ClientKit"], path: "clientkit/Demos/Probe"),
        .executableTarget(name: "strata-demo",
                          dependencies: ["StrataDBus", "StrataPixman", "StrataCairo", "StrataProtocol", "StrataSystem"],
                          path: "clientkit/Demos/Runner"),
        .executableTarget(name: "clientkit-bench", dependencies: ["ClientKit", "LayoutSolver", "StrataPixman"],
                          path: "clientkit/Benchmarks/clientkit-bench"),

        // MARK: The migration tool (clientkit/Tools; `strata-port PATH…`)
        // StrataPort is the rewriter (a library, so tests call it); strata-port is its command line.
        .target(name: "StrataPort",
                dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax")],
                path: "clientkit/Tools/StrataPort"),
        .executableTarget(name: "strata-port", dependencies: ["StrataPort", "StrataVersion"], path: "clientkit/Tools/strata-port"),

        // MARK: Tests
        .target(name: "StrataTestSupport",
                dependencies: ["StrataSystem", "StrataDBus", "StrataPixman", "StrataShm", "StrataProtocol"],
                path: "Tests/StrataTestSupport"),
        .testTarget(name: "StrataSystemTests", dependencies: ["StrataSystem", "StrataTestSupport"]),
        .testTarget(name: "StrataDBusTests", dependencies: ["StrataDBus", "StrataSystem", "StrataTestSupport"],
                    exclude: ["python"]),
        .testTarget(name: "StrataPixmanTests", dependencies: ["StrataPixman", "StrataTestSupport"]),
        .testTarget(name: "StrataShmTests",
                    dependencies: ["StrataShm", "StrataPixman", "StrataDBus", "StrataSystem", "StrataTestSupport"]),
        .testTarget(name: "StrataCompositorTests",
                    dependencies: ["StrataCompositor", "StrataProtocol", "StrataDBus", "StrataPixman", "StrataShm",
                                   "StrataSystem", "StrataTestSupport", "FuzzCompositorSupport", "StrataVNC"],
                    exclude: ["python"]),
        .testTarget(name: "EndToEndTests",
                    dependencies: ["StrataTestSupport", "StrataUITesting", "StrataDBus", "StrataProtocol", "StrataPixman",
                                   "StrataSystem"]),
        // The corpus (Corpus/*.swift, UIKit-style sources) and strata-port's expected output
        // for it, which PortedCorpusTests compiles against ClientKit and runs.
        .testTarget(name: "StrataPortTests", dependencies: ["StrataPort", "StrataTestSupport"], exclude: ["Corpus", "Expected"]),
        // PortedCorpusApp is the corpus's app and scene delegates after the rewrite (the
        // @main cannot share a test module); built, and started by PortedCorpusTests.
        .testTarget(name: "PortedCorpusTests", dependencies: ["UIKit", "StrataTestSupport"]),
        .executableTarget(name: "ported-corpus-app", dependencies: ["UIKit"], path: "Tests/PortedCorpusApp"),
        .testTarget(name: "ClientKitTests", dependencies: ["ClientKit", "CoreText", "UniformTypeIdentifiers", "StrataCairo", "StrataJPEG", "StrataPixman",
                                                         "StrataShm"],
                    exclude: ["python"]),
        // python/: the kiwisolver side of the comparison tests.
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "StrataTestSupport"],
                    exclude: ["python"]),

        // MARK: Fuzz targets (Fuzz/; `make fuzz`, and briefly in `make test`)
        // Built normally they replay the files given as arguments; built by `make fuzz`
        // with -sanitize=fuzzer they are libFuzzer binaries.
        .target(name: "CFuzzDriver", path: "Fuzz/CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"], path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "fuzz-buffer-layout",
                          dependencies: ["FuzzSupport", "StrataShm", "StrataPixman", "StrataSystem"],
                          path: "Fuzz/fuzz-buffer-layout"),
        .executableTarget(name: "fuzz-dbus-values",
                          dependencies: ["FuzzSupport", "StrataDBus", "StrataProtocol", "StrataSystem"],
                          path: "Fuzz/fuzz-dbus-values"),
        .executableTarget(name: "fuzz-peer-transport",
                          dependencies: ["FuzzSupport", "StrataDBus", "StrataSystem"],
                          path: "Fuzz/fuzz-peer-transport"),
        .target(name: "FuzzCompositorSupport",
                dependencies: ["FuzzSupport", "StrataCompositor", "StrataProtocol", "StrataPixman", "StrataShm",
                               "StrataSystem"],
                path: "Fuzz/FuzzCompositorSupport"),
        .executableTarget(name: "fuzz-damage-geometry",
                          dependencies: ["FuzzSupport", "FuzzCompositorSupport", "StrataCompositor", "StrataProtocol",
                                         "StrataPixman"],
                          path: "Fuzz/fuzz-damage-geometry"),
        .executableTarget(name: "fuzz-rfb-viewer",
                          dependencies: ["FuzzSupport", "StrataVNC"],
                          path: "Fuzz/fuzz-rfb-viewer"),
        .executableTarget(name: "fuzz-compositor-requests",
                          dependencies: ["FuzzSupport", "FuzzCompositorSupport", "StrataCompositor", "StrataProtocol",
                                         "StrataPixman", "StrataShm", "StrataSystem"],
                          path: "Fuzz/fuzz-compositor-requests"),
    ],
    swiftLanguageModes: [.v6]
)

/// Release builds of the frame path's libraries (the daemon's core, D-Bus, pixman, the
/// event loop) and of ClientKit skip the run-time exclusivity checks on class properties;
/// debug builds, which the tests use, keep them. The checks were a quarter of a
/// 10,000-layer layout in ClientKit and about 6 % of the daemon's instructions per frame
/// (callgrind). A local (path) dependency may carry these flags; the HelloApp example
/// builds against the package that way.
var releaseWithoutExclusivityChecks: [SwiftSetting] {
    [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
}
