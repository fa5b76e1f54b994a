// rule: I6 — ForEach(items, id: \.code): removing an element from the middle ends only that row's identity; rows before and after keep their state
// root: CityList
// do: tap "Visit Oslo"
// do: tap "Visit Rome"
// do: tap "Visit Rome"
// do: tap "Drop Paris"
// expect 4: Stamps#2 deinit
// expect 4 not: Stamps#1 deinit
// expect 4 not: Stamps#3 deinit
// expect 4 not: Stamps#4 init  (CityRow.stamps)
// expect 4 screen order: Text "Oslo: 1" | Text "Rome: 2"
// expect 4 screen not: Text "Paris: 0"
import SwiftUI

final class Stamps: ObservableObject {
    @Published var count = 0
    init() { print("Stamps init") }
    deinit { print("Stamps deinit") }
}

struct City {
    let code: String
    let name: String
}

struct CityList: View {
    @State private var cities = [City(code: "OSL", name: "Oslo"), City(code: "PAR", name: "Paris"), City(code: "ROM", name: "Rome")]
    var body: some View {
        let _ = print("CityList body")
        VStack {
            Button("Drop Paris") { cities.remove(at: 1) }
            ForEach(cities, id: \.code) { city in
                CityRow(name: city.name)
            }
        }
    }
}

struct CityRow: View {
    let name: String
    @StateObject private var stamps = Stamps()
    var body: some View {
        Text("\(name): \(stamps.count)")
        Button("Visit \(name)") { stamps.count += 1 }
    }
}
