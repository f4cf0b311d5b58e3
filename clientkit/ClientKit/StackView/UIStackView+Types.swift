import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis (UIKit's
    /// `UIStackView.Distribution`, same raw values).
    public enum Distribution: Int, Sendable {
        /// The arranged views fill the axis: when they do not fit, the ones with the
        /// lowest compression resistance shrink; when there is room left, the ones with
        /// the lowest content hugging priority grow — with equal priorities, the first
        /// in ``UIStackView/arrangedSubviews`` (as Apple's guide describes).
        case fill = 0
        /// Every arranged view gets the same size along the axis.
        case fillEqually = 1
        /// Sizes proportional to the arranged views' intrinsic sizes along the axis.
        case fillProportionally = 2
        /// The arranged views keep their natural sizes; the spaces between them are
        /// equal, at least ``UIStackView/spacing``.
        case equalSpacing = 3
        /// The distances between the arranged views' centres are equal, while the spaces
        /// between neighbours stay at least ``UIStackView/spacing``.
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis (UIKit's
    /// `UIStackView.Alignment`, same raw values).
    public enum Alignment: Int, Sendable {
        /// The arranged views fill the stack view across the axis.
        case fill = 0
        /// A vertical stack's views align their leading edges (``top`` in a horizontal stack).
        case leading = 1
        /// A horizontal stack's views align their first baselines (a vertical stack
        /// treats this as ``fill``, as UIKit).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// A vertical stack's views align their trailing edges (``bottom`` in a horizontal stack).
        case trailing = 4
        /// A horizontal stack's views align their last baselines (a vertical stack
        /// treats this as ``fill``).
        case lastBaseline = 5

        /// A horizontal stack's views align their top edges (the same value as ``leading``).
        public static var top: Alignment { .leading }
        /// A horizontal stack's views align their bottom edges (the same value as ``trailing``).
        public static var bottom: Alignment { .trailing }
    }
}
