import SwiftUI

final class Store: ObservableObject {
    @Published var count = 0
}

struct Root: View {
    let store: AnyObject
    var body: some View {
        VStack {
            Reader().environmentObject(store as! Store)
            Reader().environmentObject((store as? Store) ?? Store())
        }
    }
}

struct Reader: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("\(store.count)") }
}
