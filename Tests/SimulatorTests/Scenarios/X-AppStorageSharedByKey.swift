// rule: X — @AppStorage reflects one UserDefaults value per key: a write through one view re-renders every view that reads the key
// root: Screen
// do: tap "Turn on"
// expect 0 screen: Text "reader: off"
// expect 1 screen: Text "reader: on"
// expect 1: Reader.body
import SwiftUI

struct Screen: View {
    @AppStorage("enabled") var enabled = false
    var body: some View {
        VStack {
            Button("Turn on") { enabled = true }
            Reader()
        }
    }
}

struct Reader: View {
    @AppStorage("enabled") var enabled = false
    var body: some View { Text(enabled ? "reader: on" : "reader: off") }
}
