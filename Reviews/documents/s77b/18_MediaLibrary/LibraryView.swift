import SwiftUI

struct LibraryView: View {
    @ObservedObject var model: LibraryModel

    init(model: LibraryModel) {
        self.model = model
        // In a view's initializer: dropped.
        model.$selection.sink { print("selected", $0?.title ?? "-") } // expect: unretained_cancellable
    }

    var body: some View {
        VStack {
            Text("\(model.tracks.count) tracks")
            Button(action: {
                model.deletions.sink { print("will delete", $0.title) } // expect: unretained_cancellable
            }) {
                Text("Delete")
            }
        }
        .onChange(of: model.filter) { _ in
            model.$tracks.first().sink { print("first batch", $0.count) } // expect: unretained_cancellable
        }
    }
}
