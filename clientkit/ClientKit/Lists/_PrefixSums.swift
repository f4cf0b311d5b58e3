import Foundation

/// Lengths laid end to end (rows of a table, for instance), with the start of any one
/// and the one at any offset found in O(log n) and any one changed in O(log n): a
/// Fenwick tree. A table of 100,000 rows whose heights become known one by one as they
/// scroll into view changes one length per row shown, so a plain running sum
/// (O(n) per change) would cost a frame's budget on every new row.
struct _PrefixSums {
    /// The lengths themselves.
    private(set) var values: [CGFloat]
    /// `tree[i]` (1-based) holds the sum of the `i & -i` values ending at `i - 1`.
    private var tree: [CGFloat]

    init(_ values: [CGFloat] = []) {
        self.values = values
        tree = [0] + values
        // Linear-time construction: each node passes its sum to its parent.
        for i in 1..<Swift.max(1, tree.count) {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    var count: Int { values.count }

    /// The sum of all lengths.
    var total: CGFloat { prefix(values.count) }

    /// The sum of the first `n` lengths: where length `n` starts.
    func prefix(_ n: Int) -> CGFloat {
        var sum: CGFloat = 0
        var i = Swift.min(n, values.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Changes length `index` to `value`.
    mutating func set(_ index: Int, to value: CGFloat) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The index of the length covering `offset`: the last one starting at or before
    /// it (zero-length ones are skipped: the one after them covers the offset). Returns
    /// 0 for offsets before the start and `count - 1` for offsets past the end; `nil`
    /// when there are no lengths.
    func index(containing offset: CGFloat) -> Int? {
        guard !values.isEmpty else { return nil }
        // Descend the tree: find the longest prefix whose sum is <= offset.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` lengths fit entirely at or before the offset; the next one covers it.
        return Swift.min(position, values.count - 1)
    }
}
