import SwiftUI

@Observable
final class Store {
    var count = 0
}

struct Root: View {
    let store: AnyObject
    var body: some View {
        VStack {
            Reader().environment(store as! Store)
            Reader().environment((store as? Store) ?? Store())
        }
    }
}

struct Reader: View {
    @Environment(Store.self) var store: Store
    var body: some View { Text("\(store.count)") }
}
