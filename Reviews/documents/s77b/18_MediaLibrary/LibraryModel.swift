import Combine
import Foundation

struct Track: Equatable, Hashable {
    let id: Int
    let title: String
}

final class LibraryModel: ObservableObject {
    @Published var tracks: [Track] = []
    @Published var filter = ""
    @Published var selection: Track?
    let imports = PassthroughSubject<[Track], Never>()
    let deletions = PassthroughSubject<Track, Never>()

    private var cancellables = Set<AnyCancellable>()
    private var byPlaylist: [String: [AnyCancellable]] = [:]
    private var current: AnyCancellable?
    private var selectionToken: AnyCancellable?

    // A lazily built list of subscriptions, kept by the property.
    private lazy var importBindings: [AnyCancellable] = [
        imports.sink { print("imported", $0.count) },
        deletions.sink { print("deleted", $0.title) },
    ]

    init() {
        // A set built in `init` and handed to the property: kept.
        var bag = Set<AnyCancellable>()
        imports
            .map { $0.sorted { $0.title < $1.title } }
            .sink { [weak self] in self?.tracks = $0 }
            .store(in: &bag)
        Publishers.Merge(imports.map(\.count), deletions.map { _ in -1 })
            .sink { print("library changed by", $0) }
            .store(in: &bag)
        cancellables = bag
        _ = importBindings
    }

    func bindFiltering() {
        Publishers.CombineLatest($tracks, $filter)
            .map { tracks, filter in tracks.filter { filter.isEmpty || $0.title.contains(filter) } }
            .sink { print("visible", $0.count) } // expect: unretained_cancellable
    }

    func bindSelection(usePreview: Bool) {
        // Declared first, assigned in both branches, then stored.
        let token: AnyCancellable
        if usePreview {
            token = $selection.compactMap { $0 }.sink { print("preview", $0.title) }
        } else {
            token = $selection.sink { print("select", $0?.title ?? "-") }
        }
        selectionToken = token
    }

    func follow(playlist name: String, _ source: PassthroughSubject<Track, Never>) {
        byPlaylist[name, default: []].append(source.sink { print(name, $0.title) })
        cancellables.formUnion([source.map(\.id).sink { print("id", $0) }])
    }

    func switchSource(_ a: PassthroughSubject<Track, Never>, _ b: PassthroughSubject<Track, Never>) {
        // Reassigned the very next statement: the first subscription is released at once.
        var active = a.sink { print("from a", $0.title) } // expect: unretained_cancellable
        active = b.sink { print("from b", $0.title) }
        current = active
    }

    func refreshAll(_ sources: [PassthroughSubject<Track, Never>], verbose: Bool) {
        // The last store ends an `if` branch that ends the scope: freed right there.
        var bag = [AnyCancellable]()
        if verbose {
            for source in sources {
                source.sink { print("verbose", $0.title) }.store(in: &bag) // expect: unretained_cancellable
            }
        }
    }

    func observeWhileImporting(_ work: () -> Void) {
        // The set lives through `withExtendedLifetime`: kept while the work runs.
        var bag = Set<AnyCancellable>()
        imports.sink { print("during import", $0.count) }.store(in: &bag)
        withExtendedLifetime(bag) {
            work()
        }
    }
}

extension Publisher where Failure == Never {
    // `self.sink` on a publisher: dropped.
    func logOnce(_ label: String) {
        self.sink { print(label, $0) } // expect: unretained_cancellable
    }

    // Handed back to the caller.
    func logged(_ label: String) -> AnyCancellable {
        sink { print(label, $0) }
    }
}
