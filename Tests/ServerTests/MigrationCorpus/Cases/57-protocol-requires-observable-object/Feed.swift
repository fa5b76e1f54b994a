import SwiftUI

protocol FeedSource: ObservableObject {
    var items: [String] { get }
}

final class LocalFeed: ObservableObject, FeedSource {
    @Published var items: [String] = []
}
