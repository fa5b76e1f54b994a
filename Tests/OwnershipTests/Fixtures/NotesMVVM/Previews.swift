import SwiftUI

#Preview("Root") {
    RootView()
        .environmentObject(NoteStore.preview)
        .environmentObject(AppSettings())
        .environmentObject(UserSession())
}

#Preview("Row") {
    NoteRow(note: Note(title: "Row", body: "Body"), settings: AppSettings())
        .padding()
}

#Preview("Detail") {
    NavigationStack {
        NoteDetailView(note: Note(title: "Detail", body: "Text"))
    }
    .environmentObject(NoteStore.preview)
    .environmentObject(AppSettings())
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
            .environmentObject(AppSettings())
            .environmentObject(UserSession())
    }
}

struct Inspector_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            InspectorWindow()
            InspectorWindow()
                .environment(\.colorScheme, .dark)
        }
        .environmentObject(NoteStore.preview)
        .environmentObject(AppSettings())
    }
}
