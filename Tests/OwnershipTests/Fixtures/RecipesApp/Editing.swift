import SwiftUI

struct NewRecipeSheet: View {
    @EnvironmentObject private var library: RecipeLibrary
    @Environment(\.dismiss) private var dismiss
    @State private var draft: RecipeDraft?
    @State private var cacheBox = CacheBox()

    var body: some View {
        Group {
            if let draft {
                DraftEditor(draft: draft)
            } else {
                ProgressView()
            }
        }
        .task { if draft == nil { draft = RecipeDraft() } }
        .toolbar {
            Button("Save") {
                if let draft { library.recipes.append(Recipe(id: UUID(), title: draft.title, minutes: draft.minutes)) }
                library.save()
                dismiss()
            }
        }
        .onAppear { _ = cacheBox.hits }
    }
}

/// Deliberately boxed in @State for its identity; never mutated through the view.
final class CacheBox {
    var hits = 0
}

struct DraftEditor: View {
    @Bindable var draft: RecipeDraft

    var body: some View {
        Form {
            TextField("Title", text: $draft.title)
            Stepper("\(draft.minutes) minutes", value: $draft.minutes)
        }
    }
}

struct TimerBadge: View {
    @StateObject private var timer: CountdownTimer

    init(minutes: Int) {
        _timer = StateObject(wrappedValue: CountdownTimer(minutes: minutes))
    }

    var body: some View { Text("\(timer.remaining)") }
}

final class CountdownTimer: ObservableObject {
    @Published var remaining: Int
    init(minutes: Int) { remaining = minutes * 60 }
}

struct ShoppingScreen: View {
    @ObservedObject var list: ShoppingList
    @EnvironmentObject private var library: RecipeLibrary

    var body: some View {
        List(list.items, id: \.self) { Text($0) }
    }
}

struct Card<Content: View>: View {
    private let content: Content
    @State private var expanded = false

    private init(content: Content) { self.content = content }

    static func make(@ViewBuilder _ content: () -> Content) -> Card { Card(content: content()) }

    var body: some View {
        VStack { if expanded { content } }
            .onTapGesture { expanded.toggle() }
    }
}

#Preview {
    LibraryScreen()
        .environmentObject(RecipeLibrary())
        .environment(AppSettings())
}

#Preview("Sheet") {
    NewRecipeSheet()
        .environmentObject(RecipeLibrary())
}
