import SwiftUI

struct ThingView: View {
    @State var thing = Thing()
    var body: some View { Text("\(thing.count)") }
}
