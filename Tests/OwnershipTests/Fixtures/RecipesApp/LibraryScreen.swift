import SwiftUI

struct LibraryScreen: View {
    @EnvironmentObject private var library: Library
    @Environment(AppSettings.self) private var settings
    @State private var showingNew = false
    @State private var path: [Recipe] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(library.filtered) { recipe in
                    NavigationLink(value: recipe) {
                        RecipeRow(recipe: recipe, library: library)
                    }
                }
            }
            .searchable(text: $library.query)
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .toolbar {
                Button("New") { showingNew = true }
            }
            .sheet(isPresented: $showingNew) {
                NewRecipeSheet()
            }
        }
        .font(settings.largeText ? .title : .body)
    }
}

struct RecipeRow: View {
    let recipe: Recipe
    @ObservedObject var library: RecipeLibrary
    @ObservedObject private var clock = Clock.shared

    var body: some View {
        HStack {
            Text(recipe.title)
            Spacer()
            Button(recipe.favourite ? "★" : "☆") { library.toggleFavourite(recipe) }
        }
    }
}

extension RecipeDetail: View {
    var body: some View {
        VStack {
            Text(recipe.title)
            Text("\(recipe.minutes) minutes")
            TimerBadge(minutes: recipe.minutes)
                .id(recipe.id)
        }
    }
}

struct RecipeDetail {
    let recipe: Recipe
}
