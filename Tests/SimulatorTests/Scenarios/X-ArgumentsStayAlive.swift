// rule: X — an object made for one argument stays alive while later arguments run code
// root: Host
// expect 0: Part#1 init  (Host.body)
// expect 0 not: Part#1 deinit
// expect 0 screen: Text "part 7, label x"
import SwiftUI

final class Part {
    let n: Int
    init(n: Int) { self.n = n }
    deinit { print("Part deinit") }
}

func label(_ text: String) -> String {
    var result = ""
    for c in text { result += String(c) }
    let temporary = Part(n: 0)
    _ = temporary
    return result
}

struct Card: View {
    let part: Part
    let title: String
    var body: some View { Text("part \(part.n), label \(title)") }
}

struct Host: View {
    var body: some View {
        Card(part: Part(n: 7), title: label("x"))
    }
}
