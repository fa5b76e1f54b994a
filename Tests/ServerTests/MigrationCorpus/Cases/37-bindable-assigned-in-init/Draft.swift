import SwiftUI

final class Draft: ObservableObject {
    @Published var text = ""
}

struct DraftEditor: View {
    @ObservedObject var draft: Draft

    init(draft: Draft) {
        self.draft = draft
    }

    var body: some View { TextField("Text", text: $draft.text) }
}
