import SwiftUI

@propertyWrapper
struct Toaster: DynamicProperty {
    @Environment(Toasts.self) private var toasts: Toasts
    var wrappedValue: Toasts { toasts }
}

@Observable
final class Toasts {
    var message: String?
    func present(_ text: String) { message = text }
}

struct Root: View {
    @State var toasts = Toasts()
    var body: some View {
        VStack {
            Text(toasts.message ?? "")
            SaveButton()
        }
        .environment(toasts)
    }
}

struct SaveButton: View {
    @Toaster var toaster: Toasts
    var body: some View { Button("Save") { toaster.present("Saved") } }
}
