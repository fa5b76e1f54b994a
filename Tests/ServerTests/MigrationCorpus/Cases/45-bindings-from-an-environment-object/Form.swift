import SwiftUI

final class Form: ObservableObject {
    @Published var email = ""
}

struct SignupView: View {
    @EnvironmentObject var form: Form
    var body: some View { TextField("Email", text: $form.email) }
}
