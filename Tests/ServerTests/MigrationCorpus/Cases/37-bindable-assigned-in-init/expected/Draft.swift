import SwiftUI

@Observable
final class Draft {
    var text = ""
}

struct DraftEditor: View {
    @Bindable var draft: Draft

    init(draft: Draft) {
        self.draft = draft
    }

    var body: some View { TextField("Text", text: $draft.text) }
}
