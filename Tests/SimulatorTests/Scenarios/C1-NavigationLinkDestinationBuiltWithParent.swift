// rule: C1 — NavigationLink(destination:) builds the destination struct with the parent body; @StateObject and body only on push
// rule: C1 — a pushed @StateObject resets on re-push; an inline @ObservedObject (made with the parent body) survives pop/re-push
// root: HomeScreen
// do: tap "Owned"
// do: tap "Owned +1"
// do: back
// do: tap "Owned"
// do: back
// do: tap "Borrowed"
// do: tap "Borrowed +1"
// do: back
// do: tap "Borrowed"
// do: back
// do: tap "Refresh"
// expect 0: OwnedPage.init
// expect 0: BorrowedPage.init
// expect 0: Tally#1 init  (BorrowedPage.tally)
// expect 0 not: OwnedPage.body
// expect 0 not: BorrowedPage.body
// expect 1 order: Tally#2 init  (OwnedPage.tally) | OwnedPage.body | OwnedPage appears
// expect 2 screen: Text "Owned: 1"
// expect 3: OwnedPage disappears
// expect 3: Tally#2 deinit
// expect 4: Tally#3 init  (OwnedPage.tally)
// expect 4 screen: Text "Owned: 0"
// expect 6 order: BorrowedPage.body | BorrowedPage appears
// expect 6 not: Tally#4 init  (BorrowedPage.tally)
// expect 7 screen: Text "Borrowed: 1"
// expect 8: BorrowedPage disappears
// expect 8 not: Tally#1 deinit
// expect 9 screen: Text "Borrowed: 1"
// expect 11 order: HomeScreen.body | OwnedPage.init | Tally#4 init  (BorrowedPage.tally) | BorrowedPage.init | Tally#1 deinit
// expect 11 not: OwnedPage.body
// expect 11 screen: Text "Refreshes: 1"
import SwiftUI
import Combine

final class Tally: ObservableObject {
    @Published var count = 0
    init() { print("Tally init") }
    deinit { print("Tally deinit") }
}

struct HomeScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("HomeScreen body")
        NavigationStack {
            VStack {
                Text("Refreshes: \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                NavigationLink("Owned", destination: OwnedPage())
                NavigationLink("Borrowed") { BorrowedPage() }
            }
        }
    }
}

struct OwnedPage: View {
    @StateObject private var tally = Tally()

    var body: some View {
        let _ = print("OwnedPage body")
        VStack {
            Text("Owned: \(tally.count)")
            Button("Owned +1") { tally.count += 1 }
        }
    }
}

struct BorrowedPage: View {
    @ObservedObject var tally = Tally()

    var body: some View {
        let _ = print("BorrowedPage body")
        VStack {
            Text("Borrowed: \(tally.count)")
            Button("Borrowed +1") { tally.count += 1 }
        }
    }
}
