import Foundation

class FeedController {
    typealias Delegate = FeedDelegate
    typealias DataSource = FeedDataSource & AnyObject

    weak var delegate: Delegate?
    weak var dataSource: DataSource?
    var apiDelegate: API.Delegate?

    protocol Cell {
        func configure(with item: String)
    }

    var cells: [Cell] = []

    func reload(using source: FeedController.DataSource?) {
        let items = source?.items() ?? []
        for (cell, item) in zip(cells, items) { cell.configure(with: item) }
        delegate?.feedDidReload(self)
    }
}

protocol FeedDelegate: AnyObject {
    func feedDidReload(_ controller: FeedController)
}

protocol FeedDataSource {
    func items() -> [String]
}

final class DetailController: FeedController {
    var detailDelegate: Delegate?
    var detailCells: [FeedController.Cell] = []
    func setup(_ cell: Cell) { detailCells.append(cell) }
}
