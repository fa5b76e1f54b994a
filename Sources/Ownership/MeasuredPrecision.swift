/// Each rule's precision by reading on the corpus (`../shared/corpus/apps`), as `docs/precision.md`
/// records it: findings drawn at random and judged by reviewers who did not write the rules. A rule
/// ships as a warning or an error only while that precision is at least 90% over at least 15
/// judged findings (all of them when the corpus has fewer); otherwise it ships as `info` until it
/// gets there. A rule the corpus never reports keeps its severity: there is nothing to measure, and
/// its tests stand for it.
public enum MeasuredPrecision {
    public struct Record: Sendable, Equatable {
        /// Findings judged, and how many held (true, or preview-only where the message says so).
        public let judged: Int
        public let held: Int
        /// The rule's warnings and errors on the corpus when it was measured.
        public let population: Int

        public init(judged: Int, held: Int, population: Int) {
            self.judged = judged
            self.held = held
            self.population = population
        }

        public var precision: Double { judged == 0 ? 0 : Double(held) / Double(judged) }
        /// Enough judged, and precise enough, to ship at the rule's own severity.
        public var passes: Bool {
            guard population > 0 else { return true }
            return judged >= min(15, population) && held * 10 >= judged * 9
        }
    }

    /// When and how the table was measured (`docs/precision.md` says the same).
    public static let date = "2026-11-28"
    public static let seeds = "20261205 (10 per app), 20261205-per-rule (to 15 per rule); after the second round, per rule: 28 (every observed-object-creates-instance, 3 per app of preview-missing-environment-object), 29 (every finding of eight more rules)"
    public static let commit = "the second round of issue 27 (docs/precision.md); binding-of-observable, eager-state-object-argument, state-observable-inline-value and wrapped-value-read-in-init at 92f7fd9"

    /// By rule identifier. A rule missing here has not been measured and keeps its severity.
    public static let byRule: [String: Record] = [
        "binding-of-observable": Record(judged: 1, held: 0, population: 1),
        "eager-state-object-argument": Record(judged: 4, held: 4, population: 4),
        "inline-environment-object": Record(judged: 5, held: 0, population: 5),
        "missing-environment-object": Record(judged: 3, held: 2, population: 3),
        "observed-object-creates-instance": Record(judged: 18, held: 15, population: 18),
        "preview-missing-environment-object": Record(judged: 23, held: 23, population: 69),
        "published-nested-observable-object": Record(judged: 8, held: 3, population: 8),
        "state-from-outside": Record(judged: 5, held: 2, population: 5),
        "state-holds-reference-type": Record(judged: 7, held: 4, population: 7),
        "state-object-from-outside": Record(judged: 3, held: 0, population: 3),
        "state-object-seeded-from-parameter": Record(judged: 13, held: 4, population: 13),
        "state-observable-inline-value": Record(judged: 1, held: 0, population: 1),
        "wrapped-value-read-in-init": Record(judged: 1, held: 1, population: 1),
        "wrapper-not-installed": Record(judged: 8, held: 3, population: 8),
    ]

    /// The severity a rule ships with: its own, or `info` while its measured precision is short.
    public static func gate(_ rule: String, nominal: Severity) -> Severity {
        guard nominal > .info, let record = byRule[rule], !record.passes else { return nominal }
        return .info
    }
}
