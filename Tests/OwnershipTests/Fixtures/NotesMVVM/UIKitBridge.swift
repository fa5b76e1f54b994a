#if canImport(UIKit)
import UIKit
import SwiftUI

/// A legacy UIKit screen that embeds the SwiftUI note list.
final class LegacyNotesViewController: UIViewController {
    private let store: NoteStore
    private let settings: AppSettings

    init(store: NoteStore, settings: AppSettings) {
        self.store = store
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let root = NavigationStack {
            NoteListView()
        }
        .notesEnvironment(store: store, settings: settings)

        let host = UIHostingController(rootView: root)
        addChild(host)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            host.view.topAnchor.constraint(equalTo: view.topAnchor),
            host.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        host.didMove(toParent: self)
    }

    func presentInspector() {
        let controller = UIHostingController(
            rootView: InspectorWindow()
                .environmentObject(store)
                .environmentObject(settings)
        )
        present(controller, animated: true)
    }
}
#endif

extension View {
    /// Injects the models every notes screen reads.
    func notesEnvironment(store: NoteStore, settings: AppSettings) -> some View {
        self
            .environmentObject(store)
            .environmentObject(settings)
    }
}
