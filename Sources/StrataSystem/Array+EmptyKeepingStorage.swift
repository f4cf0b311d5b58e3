extension Array {
    /// Removes every element, keeping the storage, from the end. What
    /// `removeAll(keepingCapacity: true)` does, without going through the general
    /// `replaceSubrange` (~800 instructions for a list of one), for lists emptied every
    /// frame that hold a few elements.
    @inlinable
    public mutating func emptyKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
