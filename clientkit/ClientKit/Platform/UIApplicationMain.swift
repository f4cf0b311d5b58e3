import Foundation

/// Runs an app: connects to the Strata daemon (`STRATA_BUS_ADDRESS`, else the session
/// bus), creates the application delegate from `delegateClassName`, calls
/// `application(_:didFinishLaunchingWithOptions:)` and runs the main run loop until the
/// app is terminated. Returns 1 with a clear message on stderr when no daemon is there.
///
/// `principalClassName` must be `nil` or `"UIApplication"` (UIApplication subclasses
/// are not supported). The delegate class is looked up by its fully qualified Swift
/// name (`MyApp.AppDelegate`); most apps use `@main` on the delegate instead (see
/// ``UIApplicationDelegate/main()``).
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    var delegate: UIApplicationDelegate?
    if let name = delegateClassName {
        guard let type = _typeByName(name) as? UIApplicationDelegate.Type else {
            FileHandle.standardError.write(Data("ClientKit: no application delegate class named \(name)\n".utf8))
            return 1
        }
        delegate = type.init()
    }
    return runApplication(delegate: delegate)
}

extension UIApplicationDelegate {
    /// The entry point for `@main` on an app delegate class, as in UIKit:
    ///
    ///     @main
    ///     final class AppDelegate: UIResponder, UIApplicationDelegate { … }
    ///
    /// Connects to the daemon, launches the delegate and runs the app. Exits with
    /// status 1 and a message when no daemon is running.
    @MainActor
    public static func main() {
        exit(runApplication(delegate: Self.init()))
    }
}

/// Connects, launches and runs; returns only on failure to connect.
@MainActor
func runApplication(delegate: UIApplicationDelegate?) -> Int32 {
    do {
        try StrataDisplay.connect()
    } catch {
        FileHandle.standardError.write(Data("ClientKit: \(error)\n".utf8))
        return 1
    }
    let application = UIApplication.shared
    application.delegate = delegate
    installTerminationHandlers()
    application._launch()
    while true {
        _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
}

/// SIGTERM and SIGINT end the app cleanly: the termination callbacks (see
/// `UIApplication._terminate()`), then exit 0.
@MainActor
private func installTerminationHandlers() {
    for signo in [SIGTERM, SIGINT] {
        signal(signo, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signo, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                UIApplication.shared._terminate()
                StrataDisplay.disconnect()
                exit(0)
            }
        }
        source.resume()
        terminationSources.append(source)
    }
}

@MainActor private var terminationSources: [DispatchSourceSignal] = []
