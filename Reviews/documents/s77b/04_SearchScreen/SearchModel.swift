import Combine
import Foundation

struct SearchResult: Identifiable, Equatable {
    let id: Int
    let title: String
}

protocol SearchBackend: Sendable {
    func search(_ query: String) async -> [SearchResult]
    func suggestions(for prefix: String) -> AnyPublisher<[String], Never>
}

@MainActor
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [SearchResult] = []
    @Published private(set) var suggestions: [String] = []

    private let backend: SearchBackend
    private var cancellables = Set<AnyCancellable>()
    private var suggestionToken: AnyCancellable?
    private var queryTask: Task<Void, Never>?

    init(backend: SearchBackend) {
        self.backend = backend
    }

    func run(_ query: String) async {
        results = await backend.search(query)
    }

    // `$query` is `self.$query`, and `run` a member: the task keeps the model.
    func startSearching() {
        queryTask = Task { // expect: looping_task_strong_self
            for await text in $query.values where !text.isEmpty {
                await run(text)
            }
        }
    }

    // The stream is read through an optional chain that keeps nothing; each iteration
    // calls through `self?`.
    func startSearchingWeakly() {
        queryTask = Task { [weak self] in
            guard let values = self?.$query.values else { return }
            for await text in values {
                await self?.run(text)
            }
        }
    }

    func bindSuggestions() {
        let token = $query
            .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .flatMap { [backend] prefix in backend.suggestions(for: prefix) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.suggestions = $0 }
        suggestionToken = token
    }

    func bindAnalytics() {
        _ = $results
            .map(\.count)
            .filter { $0 == 0 }
            .sink { _ in print("empty results") } // expect: unretained_cancellable
    }

    func logQueries() -> AnyCancellable {
        return $query
            .dropFirst()
            .sink { print("query:", $0) }
    }

    func trackSelection(_ selections: PassthroughSubject<SearchResult, Never>) {
        selections
            .map(\.title)
            .sink { print("selected", $0) }
            .store(in: &cancellables)
        selections.sink(receiveValue: { print("raw", $0.id) }) // expect: unretained_cancellable
    }

    deinit { queryTask?.cancel() }
}
