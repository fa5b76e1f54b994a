import SwiftUI

final class Downloader: ObservableObject {
    @Published var progress = 0.0
    private var cancellables = Set<AnyCancellable>()
    private let events = PassthroughSubject<Double, Never>()

    init() {
        events
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in self?.progress = value }
            .store(in: &cancellables)
    }
}

struct DownloadView: View {
    @StateObject private var downloader = Downloader()
    var body: some View { Text("\(downloader.progress)") }
}

/// Built once, outside any view body: its @State initial value is made once too.
final class DownloadWindow {
    let root = DownloadView()
}
