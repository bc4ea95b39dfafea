import SwiftUI

struct SearchView: View {
    @StateObject var model: SearchModel
    @State private var count = 0

    var body: some View {
        List {
            Text(model.query)
            Text("\(count) results")
        }
        .task {
            // SwiftUI's `.task` ends with the view: no finding.
            for await results in model.$results.values {
                count = results.count
            }
        }
        .onAppear {
            model.bindSuggestions()
        }
    }
}
