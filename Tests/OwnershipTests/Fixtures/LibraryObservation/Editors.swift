import SwiftUI

struct BookEditor: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            TextField("Author", text: $book.author.name)
            Stepper("Pages: \(book.pages)", value: $book.pages, in: 1...5000)
            RatingPicker(rating: $book.rating)
            Section("Notes") {
                TextEditor(text: $book.notes)
                    .frame(minHeight: 120)
            }
        }
        .navigationTitle("Edit Book")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct RatingPicker: View {
    @Binding var rating: Int?

    var body: some View {
        Picker("Rating", selection: $rating) {
            Text("None").tag(Int?.none)
            ForEach(1...5, id: \.self) { value in
                Text(String(repeating: "★", count: value)).tag(Int?.some(value))
            }
        }
    }
}

struct AddBookSheet: View {
    @Environment(Library.self) private var library
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var authorName = ""
    @State private var pages = 200
    @FocusState private var focusedField: Field?

    enum Field { case title, author }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .focused($focusedField, equals: .title)
                TextField("Author", text: $authorName)
                    .focused($focusedField, equals: .author)
                Stepper("Pages: \(pages)", value: $pages, in: 1...5000)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        let author = Author(id: UUID(), name: authorName)
                        library.add(Book(title: title, author: author, pages: pages))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
            .onAppear { focusedField = .title }
        }
    }
}

struct PreferencesView: View {
    @Environment(Preferences.self) private var preferences

    var body: some View {
        @Bindable var preferences = preferences
        Form {
            Toggle("Show progress bars", isOn: $preferences.showProgressBars)
            Stepper("Daily goal: \(preferences.dailyGoalPages) pages",
                    value: $preferences.dailyGoalPages, in: 5...200, step: 5)
            Picker("Accent", selection: $preferences.accent) {
                ForEach(Preferences.AccentChoice.allCases) { choice in
                    Text(choice.rawValue.capitalized).tag(choice)
                }
            }
        }
        .padding()
        .frame(width: 360)
    }
}

/// Lets the user pick which book to continue reading.
struct ContinueReadingPicker: View {
    let candidates: [Book]
    @Binding var selection: Book?

    var body: some View {
        List(candidates) { book in
            Button {
                selection = book
            } label: {
                HStack {
                    BookRow(book: book, showsProgress: true)
                    if selection?.id == book.id {
                        Image(systemName: "checkmark")
                    }
                }
            }
        }
    }
}
