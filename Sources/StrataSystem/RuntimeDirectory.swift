#if canImport(Glibc)
import Glibc
#endif

/// Where the daemon puts the sockets only its user should reach: `$XDG_RUNTIME_DIR`
/// when it is set and writable, else `/tmp`.
public func runtimeDirectory() -> String {
    if let runtime = getenv("XDG_RUNTIME_DIR"), access(runtime, W_OK | X_OK) == 0 { return String(cString: runtime) }
    return "/tmp"
}
