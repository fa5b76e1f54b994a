#if canImport(UIKit)
import UIKit
import SwiftUI

/// Pushed from the old UIKit order flow.
final class LegacyOrderViewController: UIViewController {
    let appModel: AppModel

    init(appModel: AppModel) {
        self.appModel = appModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        // BUG 16: CatalogSplitView's detail reads CartStore, never injected on this path
        // (only AppModel is).
        let host = UIHostingController(rootView: CatalogSplitView().environmentObject(appModel))
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
#endif

#Preview("Catalog") {
    // BUG 17: preview forgets the SessionStore needed by CheckoutView's sheet... and CartStore.
    CatalogSplitView()
        .environmentObject(AppModel())
}

#Preview("Account header") {
    AccountHeader(avatarURL: nil)
}
