// rule: S2 — with @State as a property wrapper (xcode26) the initial-value expression runs on every struct init and the result is a throwaway; with the macro (xcode27) it runs once, when storage is set up
// root: ReaderShell
// do: tap "Page +1"
// do: tap "Refresh Shell"
// do: tap "Refresh Shell"
// expect 0: print: Bookmark init
// expect 0: print: start page computed
// expect 1 screen: Text "Page 2 of Moby"
// expect 2: ReaderView.init
// expect[xcode26] 2: print: start page computed
// expect[xcode26] 2: Bookmark#2 init  (ReaderView.bookmark)
// expect[xcode26] 2: print: Bookmark init
// expect[xcode27] 2 not: print: start page computed
// expect[xcode27] 2 not: Bookmark#2 init  (ReaderView.bookmark)
// expect[xcode27] 2 not: print: Bookmark init
// expect 2 not: Bookmark#1 deinit
// expect 2 screen: Text "Page 2 of Moby"
// expect[xcode26] 3: Bookmark#3 init  (ReaderView.bookmark)
// expect[xcode26] 3: Bookmark#2 deinit
// expect[xcode27] 3 not: print: Bookmark init
// expect 3 not: Bookmark#1 deinit
// expect 3 screen: Text "Page 2 of Moby"
import SwiftUI

final class Bookmark {
    var title = "Moby"
    init() { print("Bookmark init") }
    deinit { print("Bookmark deinit") }
}

func startPage() -> Int {
    print("start page computed")
    return 1
}

struct ReaderShell: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("ReaderShell body")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh Shell") { refreshes += 1 }
            ReaderView()
        }
    }
}

struct ReaderView: View {
    @State private var page = startPage()
    @State private var bookmark = Bookmark()
    init() { print("ReaderView init") }
    var body: some View {
        let _ = print("ReaderView body")
        Text("Page \(page) of \(bookmark.title)")
        Button("Page +1") { page += 1 }
    }
}
