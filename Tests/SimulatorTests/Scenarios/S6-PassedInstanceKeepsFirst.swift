// rule: S6 — passing an existing instance into StateObject(wrappedValue:) behaves the same: the first instance stays even when the parent later passes another
// root: RadioHost
// do: tap "Tune B"
// do: tap "Station A +1"
// do: tap "Station B +1"
// expect 1: RadioHost.body
// expect 1: Tuner.init
// expect 1 screen: Text "Adopted: A"
// expect 1 screen: Text "Following: B"
// expect 1 not: Station#1 deinit
// expect 3 screen: Text "Adopted: A 1"
// expect 3 screen: Text "Following: B 1"
import SwiftUI

final class Station: ObservableObject {
    let name: String
    @Published var plays = 0
    init(name: String) {
        self.name = name
        print("Station init (\(name))")
    }
    deinit { print("Station deinit (\(name))") }
}

struct RadioHost: View {
    @StateObject private var a = Station(name: "A")
    @StateObject private var b = Station(name: "B")
    @State private var useB = false
    var body: some View {
        let _ = print("RadioHost body")
        VStack {
            Button("Tune B") { useB = true }
            Button("Station A +1") { a.plays += 1 }
            Button("Station B +1") { b.plays += 1 }
            Tuner(station: useB ? b : a)
            Follower(station: useB ? b : a)
        }
    }
}

struct Tuner: View {
    @StateObject private var station: Station
    init(station: Station) {
        _station = StateObject(wrappedValue: station)
    }
    var body: some View {
        Text("Adopted: \(station.name)")
        Text("Adopted: \(station.name) \(station.plays)")
    }
}

struct Follower: View {
    @ObservedObject var station: Station
    var body: some View {
        Text("Following: \(station.name)")
        Text("Following: \(station.name) \(station.plays)")
    }
}
