// rule: X — views with .onTapGesture are tapped by their text; presentationMode.wrappedValue.dismiss() closes the sheet
// root: Root
// do: tap "Open"
// do: tap "Close me"
// do: tap "tap it"
// expect 1: Detail appears
// expect 2 order: Root.show = false | Detail disappears
// expect 3: Root.taps = 1
// expect 3 screen: Text "taps 1"
import SwiftUI
struct Detail: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Text("Close me").onTapGesture { presentationMode.wrappedValue.dismiss() }
    }
}
struct Card: View { var body: some View { VStack { Text("Card"); Text("tap it") } } }
struct Root: View {
    @State var show = false
    @State var taps = 0
    var body: some View {
        VStack {
            Text("Open").onTapGesture { show = true }
            Card().onTapGesture { taps += 1 }
            Text("taps \(taps)")
        }
        .sheet(isPresented: $show) { Detail() }
    }
}
