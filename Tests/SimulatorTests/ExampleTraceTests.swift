import Foundation
import Simulator
import XCTest

/// The seed articles' experiments, as re-created in `Examples/`: each one's trace and screens show
/// what the article observed, in both toolchain modes (golden files in `Golden/Examples`).
final class ExampleTraceTests: XCTestCase {
    static let golden = ScenarioRunner.testsDirectory.appendingPathComponent("Golden/Examples")

    func example(_ file: String, root: String, actions: [String], expect: [String]) throws -> Scenario {
        var scenario = Scenario(name: String(file.dropLast(6)), source: "")
        scenario.files = ["Examples/\(file)"]
        scenario.root = root
        scenario.actions = actions
        scenario.expectations = try expect.enumerated().map { try Scenario.parseExpectation($0.element, sourceLine: $0.offset + 1, in: file) }
        return scenario
    }

    func testScorePlateLosesItsScoreWhenTheParentRefreshes() throws {
        let plus = Array(repeating: "tap \"+1\"", count: 5)
        assertScenario(try example("ScorePlate.swift", root: "ScoreBoardView", actions: plus + ["tap \"Switch Name\""], expect: [
            "0: ScoreModel#1 init  (ScorePlate.model)",
            "0 order: ScoreBoardView.body | ScoreModel#1 init  (ScorePlate.model) | ScorePlate.init | ScorePlate.body | ScoreVerdict.body",
            "1 not: ScoreModel#2 init  (ScorePlate.model)",
            "1 order: ScorePlate.body | ScoreVerdict.body",
            "5 screen: Text \"Score: 5\"",
            "5 screen: Text \"On a streak: yes\"",
            "5 screen: Text \"Solid\"",
            "6 order: ScoreBoardView.body | ScoreModel#2 init  (ScorePlate.model) | ScorePlate.init | ScoreModel#1 deinit",
            "6 screen: Text \"Score: 0\"",
            "6 screen: Text \"Warming up\"",
            "6 screen: Text \"On a streak: yes\"",
            "6 screen: Text \"Player: Ada Lovelace\"",
        ]), goldenDirectory: Self.golden)
    }

    func testStateObjectCounterSurvivesTheParentAndTheObservedOneDoesNot() throws {
        assertScenario(try example("StateVsObservedCounters.swift", root: "RefreshHarnessView", actions: [
            "tap \"Owned +1\"", "tap \"Owned +1\"", "tap \"Borrowed +1\"", "tap \"Borrowed +1\"", "tap \"Refresh Parent\"",
        ], expect: [
            // The inline @ObservedObject default runs with the parent's body, before the
            // @StateObject's autoclosure, which runs just before its view's first body.
            "0 order: TapCounter#1 init  (BorrowedCounterView.counter) | TapCounter#2 init  (OwnedCounterView.counter) | OwnedCounterView.body",
            "1 order: OwnedCounterView.body",
            "1 not: BorrowedCounterView.body",
            "4 screen: Text \"@StateObject: 2\"",
            "4 screen: Text \"@ObservedObject: 2\"",
            "5 order: RefreshHarnessView.body | OwnedCounterView.init | TapCounter#3 init  (BorrowedCounterView.counter) | BorrowedCounterView.init | BorrowedCounterView.body | TapCounter#1 deinit",
            "5 not: TapCounter#2 deinit",
            "5 not: OwnedCounterView.body",
            "5 screen: Text \"@StateObject: 2\"",
            "5 screen: Text \"@ObservedObject: 0\"",
        ]), goldenDirectory: Self.golden)
    }

    func testNavigationPushAndSheetPresentGiveTheArticlesThreeOutcomes() throws {
        assertScenario(try example("NavigationAndSheet.swift", root: "PresentationLabView", actions: [
            "tap \"Push Owned\"", "tap \"Owned +1\"", "tap \"Owned +1\"", "tap \"Close\"", "tap \"Push Owned\"", "back",
            "tap \"Push Observed\"", "tap \"Observed +1\"", "tap \"Observed +1\"", "tap \"Close\"", "tap \"Push Observed\"", "back",
            "tap \"Present Owned\"", "tap \"Owned +1\"", "tap \"Close\"", "tap \"Present Owned\"", "dismiss",
            "tap \"Present Observed\"", "tap \"Observed +1\"", "tap \"Close\"", "tap \"Present Observed\"",
        ], expect: [
            // Launch: the link destinations are built with the root body; only the observed one makes a model.
            "0: TicketModel#1 init  (ObservedTicketPage.ticket)",
            "0 not: OwnedTicketPage.body",
            "1: TicketModel#2 init  (OwnedTicketPage.ticket)",
            "4: TicketModel#2 deinit",
            "5 screen: Text \"Owned stamps: 0\"",
            "7 not: TicketModel#4 init  (ObservedTicketPage.ticket)",
            "10 not: TicketModel#1 deinit",
            "11 screen: Text \"Observed stamps: 2\"",
            "13 order: TicketModel#4 init  (OwnedTicketPage.ticket) | OwnedTicketPage.body",
            "15: TicketModel#4 deinit",
            "17: TicketModel#5 deinit",
            "16 screen: Text \"Owned stamps: 0\"",
            "18 order: TicketModel#6 init  (ObservedTicketPage.ticket) | ObservedTicketPage.init | ObservedTicketPage.body",
            "20: TicketModel#6 deinit",
            "21 screen: Text \"Observed stamps: 0\"",
        ]), goldenDirectory: Self.golden)
    }

    func testBranchSwitchMakesTheNewBranchBeforeFreeingTheOld() throws {
        assertScenario(try example("BranchSwitch.swift", root: "BranchSwitchView", actions: [
            "tap \"Left +1\"", "tap \"Left +1\"", "tap \"Left +1\"", "tap \"Switch Branch\"", "tap \"Right +1\"", "tap \"Switch Branch\"",
        ], expect: [
            "3 screen: Text \"Left: 3\"",
            "4 order: BranchTally#2 init  (RightTallyView.tally) | LeftTallyView disappears | BranchTally#1 deinit | RightTallyView appears",
            "5 screen: Text \"Right: 1\"",
            "6 order: BranchTally#3 init  (LeftTallyView.tally) | BranchTally#2 deinit",
            "6 screen: Text \"Left: 0\"",
        ]), goldenDirectory: Self.golden)
    }

    func testDiceKeepsOrResetsAsEachArticleScenarioSays() throws {
        assertScenario(try example("DiceReset.swift", root: "DiceTableView", actions: [
            "tap \"Roll Loose\"", "tap \"Roll Owned\"", "tap \"Change Background\"",
            "tap \"Roll Loose\"", "tap \"Roll Owned\"", "tap \"Toggle Dice\"", "tap \"Toggle Dice\"",
            "tap \"Roll Loose\"", "tap \"Roll Owned\"", "tap \"New Dice Identity\"",
        ], expect: [
            // Background: only the loose (@ObservedObject) die is replaced.
            "3 order: DiceTableView.body | DieModel#3 init  (LooseDieView.die) | DieModel#1 deinit",
            "3 not: DieModel#2 deinit",
            "3 screen: Text \"Loose: 1\"",
            // Hide: both freed; show: both made again.
            "6: DieModel#2 deinit",
            "6: DieModel#3 deinit",
            "7: DieModel#4 init  (LooseDieView.die)",
            "7: DieModel#5 init  (OwnedDieView.die)",
            "7 screen: Text \"Owned: 1\"",
            // New identity: both replaced.
            "10: DieModel#4 deinit",
            "10: DieModel#5 deinit",
            "10: DieModel#7 init  (OwnedDieView.die)",
            "10 screen: Text \"Owned: 1\"",
            "10 screen: Text \"Loose: 1\"",
        ]), goldenDirectory: Self.golden)
    }

    func testSeededStateObjectIgnoresLaterSeeds() throws {
        assertScenario(try example("SeededSearch.swift", root: "SearchHostView", actions: [
            "tap \"Next Seed\"", "type \"Search\" = \"lamp\"",
        ], expect: [
            "1: SeededSearchScreen.init",
            "1 not: DebouncedQuery#2 init  (SeededSearchScreen.search)",
            "1 screen: Text \"Seed: harbour\"",
            "1 screen: Text \"Typed: lighthouse\"",
            "2 screen: Text \"Typed: lamp\"",
        ]), goldenDirectory: Self.golden)
    }

    func testReadingStateObjectInInitWarnsAndMakesAThrowaway() throws {
        assertScenario(try example("EarlyAccess.swift", root: "EarlyAccessRoot", actions: [
            "tap \"Visit\"", "tap \"Visit\"", "tap \"Tap\"", "tap \"Refresh Parent\"",
        ], expect: [
            "0: warning: Accessing StateObject's object without being installed on a View. This will create a new instance each time.",
            "0 order: VisitLog#1 init  (EarlyAccessCard.log (not installed)) | print: init sees visits = 0, taps = 0 | VisitLog#1 deinit | VisitLog#2 init  (EarlyAccessCard.log) | EarlyAccessCard.body",
            "3 screen: Text \"Visits: 2\"",
            "3 screen: Text \"Taps: 1\"",
            "4: warning: Accessing StateObject's object without being installed on a View. This will create a new instance each time.",
            "4 order: VisitLog#3 init  (EarlyAccessCard.log (not installed)) | print: init sees visits = 0, taps = 0 | VisitLog#3 deinit",
            "4 not: VisitLog#2 deinit",
            "4 screen: Text \"Visits: 2\"",
        ]), goldenDirectory: Self.golden)
    }

    func testPlainClassInStateDoesNotRefresh() throws {
        assertScenario(try example("StateValueVsClass.swift", root: "StateKindsView", actions: [
            "tap \"Outer Box +1\"", "tap \"Outer Box +1\"", "tap \"Outer Value +1\"", "tap \"Inner Box +1\"", "tap \"Inner Value +1\"",
        ], expect: [
            "1 not: StateKindsView.body",
            "2 screen: Text \"Outer box: 0\"",
            "3: StateKindsView.body",
            "3 screen: Text \"Outer box: 2\"",
            "3 screen: Text \"Outer value: 1\"",
            // Legacy @State: the child's initial value runs again on its re-init (a throwaway).
            "[xcode26] 3: TallyBox#3 init  (StateKindsInner.box)",
            "[xcode27] 3 not: TallyBox#3 init  (StateKindsInner.box)",
            "3 not: StateKindsInner.body",
            "4 not: StateKindsInner.body",
            "4 screen: Text \"Inner box: 0\"",
            "5 screen: Text \"Inner box: 1\"",
            "5 screen: Text \"Inner value: 1\"",
        ]), goldenDirectory: Self.golden)
    }

    func testAdoptedStateObjectKeepsTheFirstCounterAfterTheSwap() throws {
        assertScenario(try example("SwitchedSource.swift", root: "SourceSwitchView", actions: [
            "tap \"Following +1\"", "tap \"Following +1\"", "tap \"Swap Source\"", "tap \"Adopting +1\"", "tap \"Following +1\"",
        ], expect: [
            "2 screen: Text \"Following: 2\"",
            "2 screen: Text \"Adopting: 2\"",
            "3 screen: Text \"Following: 0\"",
            "3 screen: Text \"Adopting: 2\"",
            "4 screen: Text \"Adopting: 3\"",
            "5 screen: Text \"Following: 1\"",
            "5 screen: Text \"A: 3  B: 1\"",
            "5 not: SharedCounter#3 init  (SourceSwitchView.first)",
            "3 not: SharedCounter#1 deinit",
        ]), goldenDirectory: Self.golden)
    }

    /// The same source, actions and settings give the same trace, byte for byte.
    func testTracesAreDeterministic() throws {
        let scenario = try example("DiceReset.swift", root: "DiceTableView", actions: ["tap \"Roll Loose\"", "tap \"Roll Owned\"", "tap \"New Dice Identity\""], expect: [])
        let first = try ScenarioRunner.run(scenario, mode: .xcode26)
        let second = try ScenarioRunner.run(scenario, mode: .xcode26)
        XCTAssertEqual(first.text(screen: true), second.text(screen: true))
        XCTAssertEqual(first.jsonLines(screen: true), second.jsonLines(screen: true))
    }
}
