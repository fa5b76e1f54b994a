// rule: B4 — a view that hands `$notify` to a Toggle but never reads `notify` itself does not re-run its body when the toggle flips; reading it would
// root: AlertSettings
// do: toggle "Notify Me"
// do: toggle "Notify Me"
// do: toggle "Sound"
// expect 1 not: AlertSettings.body
// expect 1 not: print: AlertSettings body
// expect 2 not: AlertSettings.body
// expect 3: AlertSettings.body
// expect 3 screen: Text "Sound is on"
import SwiftUI

struct AlertSettings: View {
    @State private var notify = false
    @State private var sound = false
    var body: some View {
        let _ = print("AlertSettings body")
        VStack {
            Toggle("Notify Me", isOn: $notify)
            Toggle("Sound", isOn: $sound)
            Text(sound ? "Sound is on" : "Sound is off")
        }
    }
}
