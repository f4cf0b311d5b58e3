import Foundation
import XCTest

/// CPU time a process used, for tests that check an idle daemon stays asleep.
public enum ProcessCPU {
    /// utime + stime of process `pid`, in clock ticks (`/proc/PID/stat` fields 14 and 15).
    public static func ticks(_ pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name (field 2) is in parentheses and may hold spaces: split after it.
        let afterName = stat[stat.index(after: try XCTUnwrap(stat.lastIndex(of: ")")))...]
        let fields = afterName.split(separator: " ")
        // fields[0] is field 3 (state), so field N is fields[N - 3].
        return try XCTUnwrap(Int(fields[14 - 3])) + XCTUnwrap(Int(fields[15 - 3]))
    }
}
