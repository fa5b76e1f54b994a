import SwiftUI

struct ThingView: View {
    @StateObject var thing = Thing()
    var body: some View { Text("\(thing.count)") }
}
