import SwiftUI

struct ProfileEditorView: View {
    @ObservedObject var model: ProfileEditorModel
    @State private var lastStatus = ""

    var body: some View {
        VStack {
            Text(model.title)
            Button("Save") { model.save() }
        }
        .onReceive(model.$status) { lastStatus = $0 }
        .onAppear {
            // The closure returns nothing: the subscription ends with it.
            model.$isValid.sink { print("valid:", $0) } // expect: unretained_cancellable
        }
        .task {
            for await status in model.$status.values {
                lastStatus = status
            }
        }
    }
}
