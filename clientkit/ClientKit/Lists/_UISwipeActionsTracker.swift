import Foundation

/// A list whose items have swipe actions (UITableView, UICollectionView): the tracker
/// asks it only what differs between the two, where its cells are, which actions an
/// item has and who hears that a swipe began or ended.
@MainActor
protocol _SwipeActionsList<SwipeCell>: UIScrollView {
    associatedtype SwipeCell: _SwipeActionsCell
    /// The list's tracker.
    var _swipeTracker: _UISwipeActionsTracker<SwipeCell> { get }
    /// Editing mode: no swipe begins then.
    var _isEditing: Bool { get }
    /// The item at a point of the list's own coordinates, and its cell, when one shows.
    func _swipeItem(at point: CGPoint) -> (path: IndexPath, cell: SwipeCell)?
    /// The item's leading or trailing actions.
    func _swipeActionsConfiguration(at path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// A swipe opened the item's actions; they closed (the table tells its delegate).
    func _swipeWillBegin(at path: IndexPath)
    func _swipeDidEnd(at path: IndexPath?)
}

extension _SwipeActionsList {
    /// The swipe pan's action (the list's swipe recognizer targets it).
    func _handleSwipe(_ pan: UIPanGestureRecognizer) {
        _swipeTracker.handle(pan, in: self)
    }

    /// Closes the revealed actions (only those of `cell`, when given); the list hears
    /// `_swipeDidEnd` when a swipe had opened them (the table tells its delegate
    /// `didEndEditingRowAt`).
    func _closeSwipe(only cell: SwipeCell? = nil) {
        _swipeTracker.close(only: cell, in: self)
    }
}

/// A cell whose content moves aside for revealed actions.
@MainActor
protocol _SwipeActionsCell: UIView {
    /// How far the content has moved (negative: trailing actions show).
    var _swipeOffset: CGFloat { get }
    var _swipeActionsView: _UITableViewCellSwipeActionsView? { get }
    func _showSwipeActions(_ view: _UITableViewCellSwipeActionsView, offset: CGFloat)
    func _hideSwipeActions()
}

/// Swipe actions' tracking, as tables and collection views share it (the behaviour is
/// described in `UITableView+SwipeActions`): which cell's actions show, and the pan
/// that moves them and, when it lifts, opens them, closes them or performs the first
/// action of a full swipe. Each list owns one and passes itself to every call, so the
/// tracker holds no reference to it.
@MainActor
final class _UISwipeActionsTracker<Cell: _SwipeActionsCell> {
    /// The cell whose actions show (or are being swiped), and its item then.
    private(set) weak var cell: Cell?
    private var path: IndexPath?
    /// Whether the actions showing are a swipe's, which a pan may move and the list
    /// heard `_swipeWillBegin` for (the table's delete confirmation of editing mode is not).
    private var isSwipe = false
    /// The configurations asked for when the swipe began, and the offset it began at.
    private var configurations: (leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?)
    private var startOffset: CGFloat = 0

    /// Whether a horizontal pan from `point` (the list's coordinates) may begin: on the
    /// open cell, or on an item with actions on the side the pan goes.
    func mayBegin(at point: CGPoint, leftward: Bool, in list: some _SwipeActionsList<Cell>) -> Bool {
        guard !list._isEditing, case let (path, cell)? = list._swipeItem(at: point) else { return false }
        if cell === self.cell && cell._swipeActionsView != nil { return true }
        let configuration = list._swipeActionsConfiguration(at: path, trailing: leftward)
        return !(configuration?.actions.isEmpty ?? true)
    }

    /// The swipe pan's action.
    func handle(_ pan: UIPanGestureRecognizer, in list: some _SwipeActionsList<Cell>) {
        switch pan.state {
        case .began:
            let location = pan.location(in: list), translation = pan.translation(in: list)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard case let (path, cell)? = list._swipeItem(at: start) else { return }
            if cell !== self.cell {
                close(in: list)
                self.cell = cell
                self.path = path
                isSwipe = true
                configurations = (list._swipeActionsConfiguration(at: path, trailing: false),
                                  list._swipeActionsConfiguration(at: path, trailing: true))
                list._swipeWillBegin(at: path)
            } else if !isSwipe {
                // The delete confirmation of editing mode cannot be swiped (no swipes then).
                return
            }
            startOffset = cell._swipeOffset
            track(pan, in: list)
        case .changed:
            track(pan, in: list)
        case .ended, .cancelled:
            settle(performing: pan.state == .ended, in: list)
        default:
            break
        }
    }

    /// The configuration for the side an offset reveals (negative: trailing).
    private func configuration(forOffset offset: CGFloat) -> UISwipeActionsConfiguration? {
        let configuration = offset < 0 ? configurations.trailing : configurations.leading
        return (configuration?.actions.isEmpty ?? true) ? nil : configuration
    }

    /// The cell follows the finger; past the actions' width it resists, unless a full
    /// swipe may perform the first action (then it goes as far as the cell's width).
    private func track(_ pan: UIPanGestureRecognizer, in list: some _SwipeActionsList<Cell>) {
        guard let cell, isSwipe else { return }
        let offset = startOffset + pan.translation(in: list).x
        guard offset != 0, let configuration = configuration(forOffset: offset) else {
            cell._hideSwipeActions()
            return
        }
        let side: _UITableViewCellSwipeActionsView.Side = offset < 0 ? .trailing : .leading
        let view = cell._swipeActionsView?.side == side ? cell._swipeActionsView!
            : makeView(configuration.actions, side: side, in: cell, list: list)
        let total = view.totalWidth
        var reveal = abs(offset)
        if configuration.performsFirstActionWithFullSwipe {
            reveal = Swift.min(reveal, cell.bounds.width)
        } else if reveal > total {
            reveal = total + (reveal - total) / 4
        }
        cell._showSwipeActions(view, offset: side == .trailing ? -reveal : reveal)
    }

    /// The finger lifted (or the pan was cancelled): perform, open or close.
    private func settle(performing: Bool, in list: some _SwipeActionsList<Cell>) {
        guard let cell, isSwipe, let view = cell._swipeActionsView, cell._swipeOffset != 0,
              let configuration = configuration(forOffset: cell._swipeOffset) else {
            close(in: list)
            return
        }
        let sign: CGFloat = view.side == .trailing ? -1 : 1
        let reveal = abs(cell._swipeOffset), total = view.totalWidth
        let fullSwipe = Swift.max(total, cell.bounds.width * _UITableViewMetrics.fullSwipeFraction)
        if performing && configuration.performsFirstActionWithFullSwipe && reveal > fullSwipe,
           let first = view.actions.first {
            cell._showSwipeActions(view, offset: sign * cell.bounds.width)
            perform(first, in: cell, from: view.buttons[0], list: list)
        } else if performing && reveal >= total / 2 {
            cell._showSwipeActions(view, offset: sign * total)
        } else {
            close(in: list)
        }
    }

    /// Opens `cell`'s trailing actions in full without a pan: a list cell's delete
    /// accessory (`asSwipe`: as if swiped open) or the table's delete confirmation in
    /// editing mode (which a pan leaves alone, and the delegate does not hear of).
    func revealTrailing(_ configuration: UISwipeActionsConfiguration, of cell: Cell, at path: IndexPath,
                        asSwipe: Bool, in list: some _SwipeActionsList<Cell>) {
        close(in: list)
        self.cell = cell
        self.path = path
        isSwipe = asSwipe
        configurations = (nil, configuration)
        if asSwipe { list._swipeWillBegin(at: path) }
        let view = makeView(configuration.actions, side: .trailing, in: cell, list: list)
        cell._showSwipeActions(view, offset: -view.totalWidth)
    }

    /// The buttons for `actions` on the cell's `side`; a tap performs the action.
    private func makeView(_ actions: [UIContextualAction], side: _UITableViewCellSwipeActionsView.Side, in cell: Cell,
                          list: some _SwipeActionsList<Cell>) -> _UITableViewCellSwipeActionsView {
        _UITableViewCellSwipeActionsView(actions: actions, side: side) { [weak list, weak cell] action, button in
            guard let list, let cell else { return }
            list._swipeTracker.perform(action, in: cell, from: button, list: list)
        }
    }

    /// Runs the action's handler; its completion (called once) closes the cell.
    private func perform(_ action: UIContextualAction, in cell: Cell, from view: UIView,
                         list: some _SwipeActionsList<Cell>) {
        var finished = false
        action.handler(action, view) { [weak list, weak cell] _ in
            guard !finished, let list else { return }
            finished = true
            list._swipeTracker.close(only: cell, in: list)
        }
    }

    /// Closes the revealed actions (only those of `cell`, when given), telling the list
    /// `_swipeDidEnd` when a swipe had opened them.
    func close(only cell: Cell? = nil, in list: some _SwipeActionsList<Cell>) {
        if let cell, cell !== self.cell { return }
        guard self.cell != nil || path != nil else { return }
        let path = path, wasSwipe = isSwipe
        self.cell?._hideSwipeActions()
        self.cell = nil
        self.path = nil
        isSwipe = false
        configurations = (nil, nil)
        if wasSwipe { list._swipeDidEnd(at: path) }
    }
}
