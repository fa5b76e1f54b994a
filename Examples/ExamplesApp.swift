// The examples as one app: each scenario's root view, one navigation link away. With it, the
// views the scenarios build are on an app's paths, as in a real project, and not only in their
// previews: Lifeline reports app behaviour only on paths an app takes.
import SwiftUI

@main
struct ExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    NavigationLink("Branch switch") { BranchSwitchView() }
                    NavigationLink("Dice reset") { DiceTableView() }
                    NavigationLink("Early access") { EarlyAccessRoot() }
                    NavigationLink("Navigation and sheet") { PresentationLabView() }
                    NavigationLink("Score plate") { ScoreBoardView() }
                    NavigationLink("Seeded search") { SearchHostView() }
                    NavigationLink("State value vs class") { StateKindsView() }
                    NavigationLink("State vs observed counters") { RefreshHarnessView() }
                    NavigationLink("Switched source") { SourceSwitchView() }
                }
                .navigationTitle("Lifeline examples")
            }
        }
    }
}
