import SwiftUI

@Observable
final class Feed {
    var posts: [String] = []
    @ObservationIgnored private var refreshing: Task<Void, Never>?
    @ObservationIgnored private var pages = 0

    func refresh() {
        refreshing?.cancel()
        pages += 1
        refreshing = Task { @MainActor in posts = ["page \(pages)"] }
    }
}

struct FeedView: View {
    @State var feed = Feed()
    var body: some View {
        VStack {
            ForEach(feed.posts, id: \.self) { Text($0) }
            Button("Refresh", action: feed.refresh)
        }
        .task { feed.refresh() }
    }
}
