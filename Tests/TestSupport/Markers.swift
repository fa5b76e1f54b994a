/// The emoji markers fixtures use to point at positions: `1️⃣` … `9️⃣` (never Swift tokens such as `$0`).
public let markerEmoji = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

/// The cursor mark of editor tests: `@Observed‸Object var m`.
public let cursorMarker = "‸"

/// Removes the markers from `marked`, returning the clean source and each marker's byte offset in it.
/// `also` names further markers (such as `cursorMarker`). Shared by every test target's `assert…`
/// helpers.
public func extractMarkers(_ marked: String, also extra: [String] = []) -> (source: String, markers: [String: Int]) {
    var source = ""
    var markers: [String: Int] = [:]
    var rest = Substring(marked)
    let all = markerEmoji + extra
    outer: while !rest.isEmpty {
        for marker in all where rest.hasPrefix(marker) {
            markers[marker] = source.utf8.count
            rest = rest.dropFirst(marker.count)
            continue outer
        }
        source.append(rest.removeFirst())
    }
    return (source, markers)
}
