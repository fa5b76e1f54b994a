// rule: X — recursion the app's code never ends is a stack overflow, and the crash says where: the place last run and the types the innermost calls ran in
// root: Screen
// expect 0: crash: Stack overflow: calls nested more than 400 deep (infinite recursion?); at X-StackOverflowSaysWhere.swift:16, in Counter → Counter → Counter → Counter → Counter → Counter
import SwiftUI

final class Counter {
    var value: Int { next }
    var next: Int {
        // Reads `value`, which reads `next` again.
        value
    }
}

struct Screen: View {
    let counter = Counter()
    var body: some View { Text("\(counter.value)") }
}
