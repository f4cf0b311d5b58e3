import Foundation

/// What a ``UITableView`` shows, as UIKit's `UITableViewDataSource`: how many sections
/// and rows there are, a cell for each row (asked only for rows about to be visible),
/// and section titles; editing (see `UITableView+Editing`): which rows can be edited or
/// moved, and carrying out a deletion, insertion or move. The two row methods are
/// required; the rest have UIKit's defaults.
///
/// **Where ClientKit differs.** UIKit looks at which optional methods a data source
/// implements: it offers swipe-to-delete when `tableView(_:commit:forRowAt:)` is
/// implemented and shows reorder controls when `tableView(_:moveRowAt:to:)` is. Swift
/// cannot tell whether a protocol's default implementation was replaced, and calling
/// `commit` or `moveRowAt` to find out would change the data, so ClientKit goes by the
/// questions it can ask without side effects: see ``tableView(_:canEditRowAt:)`` and
/// ``tableView(_:canMoveRowAt:)``.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for the row at `indexPath`, asked when the row is about to become
    /// visible. Return a cell from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// How many sections there are. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int

    /// The title of `section`'s header (shown in a standard header view), or `nil`.
    /// Default `nil`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The title of `section`'s footer, or `nil`. Default `nil`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    // MARK: Editing

    /// Whether the row can be edited: in editing mode it shows its editing control
    /// (otherwise it stays as it is), and it may be swiped to delete. Default `true`.
    ///
    /// Implementing this method (whatever it answers) is also how ClientKit knows that
    /// the data source carries out deletions: only then does a row whose delegate gives
    /// no trailing swipe actions offer UIKit's default Delete swipe, whose button calls
    /// ``tableView(_:commit:forRowAt:)``. (UIKit offers it when `commit` is implemented,
    /// which Swift cannot see; ClientKit would rather offer no Delete than one that does
    /// nothing.) A delegate that implements `editingStyleForRowAt` or
    /// `titleForDeleteConfirmationButtonForRowAt` says so too.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Carry out the deletion (`.delete`: the user confirmed with the Delete button) or
    /// insertion (`.insert`: the user tapped the green plus) of the row: update the
    /// model, then call `deleteRows(at:with:)` or `insertRows(at:with:)`. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)

    /// Whether the row shows a reorder control in editing mode. Default `true`, with a
    /// difference: UIKit shows the control when the data source implements
    /// ``tableView(_:moveRowAt:to:)``, which Swift cannot see, so when this method is not
    /// implemented the cell's `showsReorderControl` decides (false unless set); implement
    /// it to return `true` to get reorder controls as UIKit code that implements only
    /// `moveRowAt` does.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Move the row in the model from `sourceIndexPath` to `destinationIndexPath`: the
    /// user dropped a row dragged by its reorder control there; the table moves the row
    /// on screen when this returns. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView._noteDefaultAnswer(.canEditRow)
        return true
    }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView._noteDefaultAnswer(.canMoveRow)
        return true
    }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
}
