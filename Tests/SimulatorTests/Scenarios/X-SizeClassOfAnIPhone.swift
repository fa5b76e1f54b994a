// rule: X — on iOS the simulated screen is an iPhone's in portrait: horizontalSizeClass is .compact, noted as an assumption
// root: Adaptive
// expect 0 screen: Text "compact layout"
import SwiftUI

struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
        if sizeClass == .compact {
            Text("compact layout")
        } else {
            Text("regular layout")
        }
    }
}
