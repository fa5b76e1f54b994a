// rule: C4 — Test3 of the StateObject/ObservedObject article: sheets shown with `.toggle()` of a Bool; content built only when presented; after dismiss and re-present both the @StateObject and the inline @ObservedObject counts are 0 again
// rule: B4 — the presenter only passes `$flag` to the sheet, but its button closure toggles it; it never reads the flag in its body
// root: SheetShelf
// do: tap "显示持有对象弹窗"
// do: tap "加一"
// do: dismiss
// do: tap "显示持有对象弹窗"
// do: dismiss
// do: tap "显示观察对象弹窗"
// do: tap "加一"
// do: tap "加一"
// do: dismiss
// do: tap "显示观察对象弹窗"
// expect 0 not: OwnedTile.init
// expect 0 not: BorrowedTile.init
// expect 0 screen: Button "显示持有对象弹窗"
// expect 1: SheetShelf.showOwnedSheet = true
// expect 1 order: OwnedTile.init | TallyProbe#1 init  (OwnedTile.probe) | OwnedTile.body | OwnedTile appears
// expect 1 not: BorrowedTile.init
// expect 1 screen: Text "@StateObject 计数：0"
// expect 2 screen: Text "@StateObject 计数：1"
// expect 3: OwnedTile disappears
// expect 3: TallyProbe#1 deinit
// expect 3: SheetShelf.showOwnedSheet = false
// expect 3 screen: Button "显示持有对象弹窗"
// expect 4: SheetShelf.showOwnedSheet = true
// expect 4: TallyProbe#2 init  (OwnedTile.probe)
// expect 4 screen: Text "@StateObject 计数：0"
// expect 5: TallyProbe#2 deinit
// expect 6 order: TallyProbe#3 init  (BorrowedTile.probe) | BorrowedTile.init | BorrowedTile.body | BorrowedTile appears
// expect 6 screen: Text "@ObservedObject 计数：0"
// expect 8 screen: Text "@ObservedObject 计数：2"
// expect 9: BorrowedTile disappears
// expect 9: TallyProbe#3 deinit
// expect 10: TallyProbe#4 init  (BorrowedTile.probe)
// expect 10 screen: Text "@ObservedObject 计数：0"
import SwiftUI

class TallyProbe: ObservableObject {
    let kind: String
    let serial: Int
    @Published var hits = 0
    init(kind: String) {
        self.kind = kind
        self.serial = Int.random(in: 0...1000)
        print("kind:\(kind) serial:\(serial) init")
    }
    deinit {
        print("kind:\(kind) serial:\(serial) deinit")
    }
}

struct OwnedTile: View {
    @StateObject var probe = TallyProbe(kind: "StateObject")
    var body: some View {
        VStack {
            Text("@StateObject 计数：\(probe.hits)")
            Button("加一") { probe.hits += 1 }
        }
    }
}

struct BorrowedTile: View {
    @ObservedObject var probe = TallyProbe(kind: "Observed")
    var body: some View {
        VStack {
            Text("@ObservedObject 计数：\(probe.hits)")
            Button("加一") { probe.hits += 1 }
        }
    }
}

struct SheetShelf: View {
    @State private var showOwnedSheet = false
    @State private var showBorrowedSheet = false
    var body: some View {
        List {
            Button("显示持有对象弹窗") {
                showOwnedSheet.toggle()
            }
            .sheet(isPresented: $showOwnedSheet) {
                OwnedTile()
            }
            Button("显示观察对象弹窗") {
                showBorrowedSheet.toggle()
            }
            .sheet(isPresented: $showBorrowedSheet) {
                BorrowedTile()
            }
        }
    }
}
