import SwiftUI

@MainActor
final class Feed: ObservableObject {
    @Published var posts: [String] = []
    @Published var error: String?

    func refresh() async {
        posts = ["Hello"]
    }
}

struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View {
        List {
            ForEach(feed.posts, id: \.self) { post in Text(post) }
        }
        .task { await feed.refresh() }
    }
}
