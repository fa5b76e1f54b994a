import Combine
import Foundation
import Observation

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    var minutes: Int
    var favourite = false
}

class PersistentStore: ObservableObject {
    @Published var lastSaved: Date?
    func save() { lastSaved = Date() }
}

final class RecipeLibrary: PersistentStore {
    @Published var recipes: [Recipe] = []
    @Published var query = ""
    let shoppingList = ShoppingList()

    var filtered: [Recipe] {
        query.isEmpty ? recipes : recipes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func toggleFavourite(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(of: recipe) else { return }
        recipes[index].favourite.toggle()
    }
}

final class ShoppingList: ObservableObject {
    @Published var items: [String] = []
}

@Observable
final class AppSettings {
    var largeText = false
    var units = "metric"
    @ObservationIgnored var launches = 0
}

@Observable
final class RecipeDraft {
    var title = ""
    var minutes = 10
}

final class ImageCache {
    static let shared = ImageCache()
    private var storage: [UUID: Data] = [:]
    func data(for id: UUID) -> Data? { storage[id] }
}

final class Clock: ObservableObject {
    static let shared = Clock()
    @Published var now = Date()
}

typealias Library = RecipeLibrary
