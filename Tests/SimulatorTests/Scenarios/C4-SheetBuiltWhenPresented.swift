// rule: C4 — sheet(isPresented:) content is built when presented and freed on dismiss; @StateObject and inline @ObservedObject both reset on re-present
// rule: C4 — fullScreenCover behaves the same way
// rule: B4 — the presenter only passes `$flag`, so presenting does not re-run its body
// root: InboxScreen
// do: tap "Compose"
// do: tap "Both +1"
// do: dismiss
// do: tap "Compose"
// do: dismiss
// do: tap "Full Screen"
// do: dismiss
// expect 0 not: ComposeSheet.init
// expect 0 not: ViewerCover.init
// expect 1 order: Draft#1 init  (ComposeSheet.loose) | ComposeSheet.init | Draft#2 init  (ComposeSheet.owned) | ComposeSheet.body | ComposeSheet appears
// expect 1 not: InboxScreen.body
// expect 2 screen: Text "Owned: 1"
// expect 2 screen: Text "Loose: 1"
// expect 3: ComposeSheet disappears
// expect 3: Draft#1 deinit
// expect 3: Draft#2 deinit
// expect 3 screen: Button "Compose"
// expect 4: Draft#3 init  (ComposeSheet.loose)
// expect 4: Draft#4 init  (ComposeSheet.owned)
// expect 4 screen: Text "Owned: 0"
// expect 4 screen: Text "Loose: 0"
// expect 6 order: ViewerCover.init | Draft#5 init  (ViewerCover.draft) | ViewerCover.body | ViewerCover appears
// expect 7: ViewerCover disappears
// expect 7: Draft#5 deinit
import SwiftUI
import Combine

final class Draft: ObservableObject {
    @Published var words = 0
    let kind: String
    init(kind: String) {
        self.kind = kind
        print("Draft init (\(kind))")
    }
    deinit { print("Draft deinit (\(kind))") }
}

struct InboxScreen: View {
    @State private var showCompose = false
    @State private var showViewer = false

    var body: some View {
        let _ = print("InboxScreen body")
        VStack {
            Button("Compose") { showCompose = true }
            Button("Full Screen") { showViewer = true }
        }
        .sheet(isPresented: $showCompose) { ComposeSheet() }
        .fullScreenCover(isPresented: $showViewer) { ViewerCover() }
    }
}

struct ComposeSheet: View {
    @StateObject private var owned = Draft(kind: "owned")
    @ObservedObject var loose = Draft(kind: "loose")

    var body: some View {
        let _ = print("ComposeSheet body")
        VStack {
            Text("Owned: \(owned.words)")
            Text("Loose: \(loose.words)")
            Button("Both +1") {
                owned.words += 1
                loose.words += 1
            }
        }
    }
}

struct ViewerCover: View {
    @StateObject private var draft = Draft(kind: "viewer")

    var body: some View {
        let _ = print("ViewerCover body")
        Text("Viewer: \(draft.words)")
    }
}
