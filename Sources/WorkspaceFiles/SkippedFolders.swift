/// Folders a walk of a workspace does not enter by default: build products, package managers'
/// checkouts and vendored code, which are not the project's own sources. Their Swift files are not
/// read at all (neither analysed nor reported), so `check .` in a package that has been built
/// checks the package, not `.build/checkouts`. A folder named on the command line is walked whatever
/// its name; `.lifeline.json`'s `skippedFolders` replaces the list (`[]` enters every folder).
public enum SkippedFolders {
    /// The default list, matched against a folder's own name, case included (`Vendor/` inside a
    /// package target's sources is compiled code and is read; `vendor/` is the vendoring
    /// convention of several package managers).
    public static let defaults: [String] = [".build", ".swiftpm", "Pods", "Carthage", "DerivedData", "checkouts", "vendor", "SourcePackages", "node_modules", ".git"]

    /// Whether a walk enters the folder at `relative` (a path below a root the user named).
    public static func enters(_ relative: String, skipping names: Set<String>) -> Bool {
        guard !names.isEmpty else { return true }
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return !names.contains(name)
    }
}
