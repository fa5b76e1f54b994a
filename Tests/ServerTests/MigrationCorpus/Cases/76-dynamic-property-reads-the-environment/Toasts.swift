import SwiftUI

@propertyWrapper
struct Toaster: DynamicProperty {
    @EnvironmentObject private var toasts: Toasts
    var wrappedValue: Toasts { toasts }
}

final class Toasts: ObservableObject {
    @Published var message: String?
    func present(_ text: String) { message = text }
}

struct Root: View {
    @StateObject var toasts = Toasts()
    var body: some View {
        VStack {
            Text(toasts.message ?? "")
            SaveButton()
        }
        .environmentObject(toasts)
    }
}

struct SaveButton: View {
    @Toaster var toaster: Toasts
    var body: some View { Button("Save") { toaster.present("Saved") } }
}
