import SwiftUI

struct RootView: View {
    @EnvironmentObject private var store: NoteStore
    @EnvironmentObject private var session: UserSession
    @State private var showingOnboarding = false
    @State private var showingAccount = false

    var body: some View {
        NavigationStack {
            NoteListView()
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            showingAccount = true
                        } label: {
                            Image(systemName: "person.crop.circle")
                        }
                    }
                }
                .navigationDestination(for: Note.self) { note in
                    NoteDetailView(note: note)
                        .id(note.id)
                }
        }
        .task { await store.load() }
        .onAppear { showingOnboarding = !session.isSignedIn }
        .sheet(isPresented: $showingAccount) {
            AccountSheet()
        }
        .fullScreenCover(isPresented: $showingOnboarding) {
            OnboardingView {
                showingOnboarding = false
            }
        }
    }
}

struct AccountSheet: View {
    @EnvironmentObject private var session: UserSession
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                if let name = session.userName {
                    LabeledContent("Signed in as", value: name)
                    if let last = session.sync.lastSync {
                        LabeledContent("Last sync", value: last.formatted())
                    }
                    Button("Sign out", role: .destructive) {
                        session.signOut()
                        dismiss()
                    }
                } else {
                    Text("Not signed in")
                }
            }
            .navigationTitle("Account")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct OnboardingView: View {
    @EnvironmentObject private var session: UserSession
    @State private var name = ""
    @FocusState private var nameFocused: Bool
    let onFinish: () -> Void

    var body: some View {
        VStack(spacing: 20) {
            Text("Welcome to Notes")
                .font(.largeTitle)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .focused($nameFocused)
                .padding(.horizontal)
            Button("Continue") {
                session.signIn(as: name)
                onFinish()
            }
            .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
        }
        .onAppear { nameFocused = true }
    }
}
