import Combine
import Foundation

final class Coordinator {
    let form = FormModel()
    var formToken: AnyCancellable?
    var title = ""
    private var bag = Set<AnyCancellable>()

    func start() {
        form.objectWillChange.sink { print("changed") } // expect: unretained_cancellable
        formToken = form.$isValid.sink { print($0) } // ok
        form.$message
            .filter { !$0.isEmpty }
            .removeDuplicates()
            .map { $0.uppercased() }
            .assign(to: \.title, on: self) // ok
            .store(in: &bag)
        form.$message
            .filter { !$0.isEmpty }
            .removeDuplicates()
            .map { $0.uppercased() }
            .assign(to: \.title, on: self) // expect: unretained_cancellable
    }
}
