// rule: X — interpreter: a cancelled `.task` resumes with `Task.sleep` throwing CancellationError, so its catch block runs
// rule: C8 — the task is cancelled when its view goes away
// root: DownloadHost
// do: tap "Cancel Download"
// expect 0: print: download started
// expect 0 not: print: download finished
// expect 1: DownloadView.task cancel
// expect 1: print: download cancelled
// expect 1 not: print: download finished
import SwiftUI

struct DownloadHost: View {
    @State private var downloading = true

    var body: some View {
        VStack {
            if downloading {
                DownloadView()
            }
            Button("Cancel Download") { downloading = false }
        }
    }
}

struct DownloadView: View {
    var body: some View {
        Text("Downloading…")
            .task {
                print("download started")
                do {
                    try await Task.sleep(for: .seconds(3600))
                    print("download finished")
                } catch {
                    print("download cancelled")
                }
            }
    }
}
