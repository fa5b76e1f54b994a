import SwiftUI

@Observable
@MainActor
final class Feed {
    var posts: [String] = []
    var error: String?

    func refresh() async {
        posts = ["Hello"]
    }
}

struct FeedView: View {
    @State private var feed = Feed()
    var body: some View {
        List {
            ForEach(feed.posts, id: \.self) { post in Text(post) }
        }
        .task { await feed.refresh() }
    }
}
