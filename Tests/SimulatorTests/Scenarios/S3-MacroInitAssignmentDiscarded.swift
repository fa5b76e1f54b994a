// rule: S3 — (macro @State, xcode27) assigning in init to a @State that has an inline default is discarded: the inline value wins; without a default the value from init is used, once
// root: GreetingHost
// do: tap "Switch Greeting"
// expect[xcode27] 0 screen: Text "Defaulted: Default"
// expect 0 screen: Text "Supplied: Hello"
// expect 1: GreetingHost.body
// expect 1: DefaultedGreeting.init
// expect 1: SuppliedGreeting.init
// expect[xcode27] 1 screen: Text "Defaulted: Default"
// expect 1 screen: Text "Supplied: Hello"
// expect 1 screen not: Text "Supplied: Bye"
import SwiftUI

struct GreetingHost: View {
    @State private var greeting = "Hello"
    var body: some View {
        let _ = print("GreetingHost body")
        VStack {
            Button("Switch Greeting") { greeting = "Bye" }
            DefaultedGreeting(greeting: greeting)
            SuppliedGreeting(greeting: greeting)
        }
    }
}

struct DefaultedGreeting: View {
    @State private var text = "Default"
    init(greeting: String) {
        self.text = greeting
    }
    var body: some View {
        Text("Defaulted: \(text)")
    }
}

struct SuppliedGreeting: View {
    @State private var text: String
    init(greeting: String) {
        self.text = greeting
    }
    var body: some View {
        Text("Supplied: \(text)")
    }
}
