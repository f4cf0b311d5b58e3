import Foundation

extension UITableViewController {
    /// The table view's pull-to-refresh control (UIKit's
    /// `UITableViewController.refreshControl`): the table's `refreshControl`.
    public var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
