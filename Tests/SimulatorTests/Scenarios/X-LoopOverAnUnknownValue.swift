// rule: X — a loop over a value the simulator cannot compute leaves what its body would change unknown, not as it was before the loop
// root: Screen
// expect 0 screen: Text "known: 3"
// expect 0 screen: Text "collected: <changed by a loop over ExternalRegistry>"
import SwiftUI

struct Screen: View {
    @State private var collected: [String] = Screen.collect()
    var body: some View {
        VStack {
            Text("known: \(Screen.known().count)")
            Text("collected: \(collected.count)")
        }
    }
    static func collect() -> [String] {
        var found: [String] = []
        for identifier in ExternalRegistry.identifiers { found.append(identifier) }
        return found
    }
    static func known() -> [Int] {
        var found: [Int] = []
        for number in [1, 2, 3] { found.append(number) }
        return found
    }
}
