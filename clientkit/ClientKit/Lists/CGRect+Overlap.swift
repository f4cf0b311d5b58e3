import Foundation

extension CGRect {
    /// Whether the two rectangles share some area. Foundation on Linux counts rectangles
    /// that only touch along an edge as intersecting (`intersects(_:)`), which would show
    /// one more line of items than is visible; lists ask this stricter question.
    func _overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
