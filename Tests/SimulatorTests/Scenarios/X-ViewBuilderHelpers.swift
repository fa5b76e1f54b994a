// rule: X — @ViewBuilder initializers, stored builder closures, properties and functions build all their statements
// root: Page
// do: tap "Flip"
// expect 0 screen: Text "A"
// expect 0 screen: Text "Off"
// expect 0 screen: Text "y"
// expect 0 screen: Text "row 2"
// expect 0 not screen: Text "F-on"
// expect 1 screen: Text "On"
// expect 1 screen: Text "F-on"
// expect 1 order: Page.body | Card.init | Box2.init | Card.body
import SwiftUI
struct Card<Content: View>: View {
    let title: String
    let content: Content
    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }
    var body: some View {
        VStack { Text(title); content }
    }
}
struct Box2<Content: View>: View {
    @ViewBuilder var content: () -> Content
    var body: some View { HStack { content() } }
}
struct Page: View {
    @State private var on = false
    var body: some View {
        Card("Settings") {
            Text("A")
            if on { Text("On") } else { Text("Off") }
            Button("Flip") { on.toggle() }
        }
        Box2 { Text("x"); Text("y") }
        footer
        extra(3)
    }
    @ViewBuilder var footer: some View {
        Text("Footer")
        if on { Text("F-on") }
    }
    @ViewBuilder func extra(_ n: Int) -> some View {
        ForEach(0..<n, id: \.self) { i in Text("row \(i)") }
    }
}
