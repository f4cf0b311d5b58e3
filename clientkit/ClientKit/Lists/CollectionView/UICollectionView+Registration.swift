import Foundation

extension UICollectionView {
    /// A cell class with the code that configures it for an item (iOS 14's
    /// `UICollectionView.CellRegistration`): make one (outside the cell provider) and
    /// dequeue with ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    /// Each registration has its own reuse identifier, registered with the collection
    /// view the first time it dequeues with it.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let reuseIdentifier = "CellRegistration." + UUID().uuidString
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of one kind with the code that configures it
    /// (`UICollectionView.SupplementaryRegistration`).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let reuseIdentifier = "SupplementaryRegistration." + UUID().uuidString
        let elementKind: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A reused (or new) cell of the registration's class for `indexPath`, configured by
    /// its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if !_registeredRegistrations.contains(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
            _registeredRegistrations.insert(registration.reuseIdentifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("CellRegistration: the dequeued cell is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A reused (or new) supplementary view of the registration's class and kind for
    /// `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        if !_registeredRegistrations.contains(registration.reuseIdentifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
            _registeredRegistrations.insert(registration.reuseIdentifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                          withReuseIdentifier: registration.reuseIdentifier,
                                                          for: indexPath) as? Supplementary else {
            preconditionFailure("SupplementaryRegistration: the dequeued view is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
