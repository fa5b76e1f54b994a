import SwiftUI

struct Holder: View {
    @StateObject private var observer = Observer()
    var body: some View { Text("\(observer.count)") }

    private final class Observer: ObservableObject {
        @Published var count = 0
    }
}
