// rule: X — a closure captures only the variables it uses, and `self` only where it says `self` (Swift requires it in an escaping closure of a class): a stored closure that never names its object makes no cycle
// root: Host
// do: tap "hide"
// expect 1: print: Handler deinit
// expect 1: print: Defaulted deinit
// expect 1: print: WeakLoop deinit
// expect 1 not: Looping#1 deinit
// expect 1: note: Looping#1 is no longer used but is kept alive by a reference cycle; its deinit never runs
import SwiftUI

final class Handler: ObservableObject {
    var onDone: () -> Void = {}
    deinit { print("Handler deinit") }
}
final class Defaulted: ObservableObject {
    let format: (Int) -> String
    init(format: @escaping (Int) -> String = { String(describing: $0) }) { self.format = format }
    deinit { print("Defaulted deinit") }
}
final class Looping: ObservableObject {
    var action: (() -> Void)?
    init() { action = { self.run() } }
    func run() {}
    deinit { print("Looping deinit") }
}
final class WeakLoop: ObservableObject {
    var action: (() -> Void)?
    init() { action = { [weak self] in self?.run() } }
    func run() {}
    deinit { print("WeakLoop deinit") }
}

struct Child: View {
    @StateObject var handler = Handler()
    @StateObject var defaulted = Defaulted()
    @StateObject var looping = Looping()
    @StateObject var weakLoop = WeakLoop()
    var body: some View { Text("child") }
}

struct Host: View {
    @State var show = true
    var body: some View {
        VStack {
            if show { Child() }
            Button("hide") { show = false }
        }
    }
}
