import SwiftUI

@main
struct NotesApp: App {
    @StateObject private var store = NoteStore()
    @StateObject private var settings = AppSettings()
    @StateObject private var session = UserSession()

    #if os(iOS)
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    #endif

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
                .environmentObject(settings)
                .environmentObject(session)
        }

        WindowGroup("Note", id: "note", for: Note.ID.self) { $noteID in
            if let noteID {
                StandaloneNoteWindow(noteID: noteID)
                    .environmentObject(store)
                    .environmentObject(settings)
            } else {
                Text("No note selected")
            }
        }

        #if os(macOS)
        Window("Inspector", id: "inspector") {
            InspectorWindow()
                .environmentObject(store)
                .environmentObject(settings)
        }

        Settings {
            SettingsView()
                .environmentObject(settings)
                .environmentObject(session)
        }
        #endif
    }
}

#if os(iOS)
final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        true
    }
}
#endif
