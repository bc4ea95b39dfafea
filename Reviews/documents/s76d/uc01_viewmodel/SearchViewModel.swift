import Combine
import Foundation

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var isLoading = false
    @Published private(set) var normalized = ""
    private var cancellables = Set<AnyCancellable>()
    private var searchToken: AnyCancellable?

    init() {
        $query
            .map { $0.lowercased() }
            .assign(to: &$normalized) // ok
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] q in self?.search(q) } // ok
            .store(in: &cancellables)
        $isLoading
            .removeDuplicates()
            .sink { print("loading", $0) } // expect: unretained_cancellable
    }

    func bindResults() {
        searchToken = $results
            .map(\.count)
            .sink { print("count \($0)") } // ok
    }

    func search(_ q: String) {
        isLoading = true
        _ = Just(q)
            .delay(for: 1, scheduler: DispatchQueue.main)
            .sink { [weak self] _ in self?.isLoading = false } // expect: unretained_cancellable
    }

    func debugBindings() {
        let _ = $query.sink { print($0) } // expect: unretained_cancellable
        _ = $results
            .receive(on: RunLoop.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { print($0) }) // expect: unretained_cancellable
    }

    func peek() {
        _ = Just(1).map { $0 + 1 }.sink { print($0) } // ok
    }
}
