import UIKit

final class ThemeListController: UITableViewController {
    private var themes: [Theme] = [.light, .dark, .sepia]

    // `tableView` is inherited from `UITableViewController`.
    func watchForeground() {
        Task { @MainActor in // expect: looping_task_strong_self
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification) {
                tableView.reloadData()
            }
        }
    }

    // A parameter named `tableView` hides the inherited member: no `self` here.
    func mirror(_ changes: AsyncStream<Void>, to tableView: UITableView) {
        Task {
            for await _ in changes {
                tableView.reloadData()
            }
        }
    }
}
