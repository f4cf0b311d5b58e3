import Foundation

/// What a ``UITableView`` shows, as UIKit's `UITableViewDataSource`: how many sections
/// and rows there are, a cell for each row (asked only for rows about to be visible),
/// and section titles. The two row methods are required; the rest have UIKit's defaults.
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
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
