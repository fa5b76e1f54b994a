// NavigationAndSheet.swift
//
// What it shows
//   When a model is created, and when it is freed, depends on how its view is
//   reached. A NavigationLink destination is built eagerly, together with the
//   root's body, so an inline `@ObservedObject` model exists before any push and
//   outlives a pop. A `@StateObject` in the same destination is created on push
//   and freed on pop. A sheet's content is built only when presented, so both
//   kinds start from 0 each time the sheet opens.
//
// Taps (do the push part first, then the sheet part)
//   1. "Push Owned", "Owned +1" x2, "Close", "Push Owned"          -> shows 0 again.
//   2. "Push Observed", "Observed +1" x2, "Close", "Push Observed"  -> still shows 2.
//   3. "Present Owned", "Owned +1", "Close", "Present Owned"        -> shows 0 again.
//   4. "Present Observed", "Observed +1", "Close", "Present Observed" -> shows 0 again.
//
// What SwiftUI does
//   Launch: PresentationLabView body builds both link destinations, so
//     "TicketModel init (observed)" prints before anything is pushed; the owned
//     destination's thunk has not run, so there is no owned init yet.
//   Step 1: push -> "TicketModel init (owned)" just before OwnedTicketPage body;
//     pop -> "TicketModel deinit (owned)" (popping ends the view's lifetime);
//     the second push makes a new owned model.
//   Step 2: push reuses the model from launch; no init. Pop frees nothing: the
//     destination value still holds it, so the count is still there on re-push.
//   Steps 3 and 4: presenting runs the sheet closure, so the model is created
//     then ("init (owned)" before body; "init (observed)" while the page is
//     built); dismissing frees it ("deinit"). The root body reads only the
//     bindings `$showOwnedSheet`/`$showObservedSheet`, so it does not re-run;
//     if it did, the link's observed model from step 2 would be replaced.

import SwiftUI
import Combine

final class TicketModel: ObservableObject {
    let origin: String
    @Published var stamps = 0

    init(origin: String) {
        self.origin = origin
        print("TicketModel init (\(origin))")
    }

    deinit { print("TicketModel deinit (\(origin))") }
}

struct PresentationLabView: View {
    @State private var showOwnedSheet = false
    @State private var showObservedSheet = false

    var body: some View {
        let _ = print("PresentationLabView body")
        NavigationStack {
            VStack(spacing: 16) {
                NavigationLink("Push Owned") { OwnedTicketPage() }
                NavigationLink("Push Observed") { ObservedTicketPage() }
                Button("Present Owned") { showOwnedSheet = true }
                Button("Present Observed") { showObservedSheet = true }
            }
            .sheet(isPresented: $showOwnedSheet) { OwnedTicketPage() }
            .sheet(isPresented: $showObservedSheet) { ObservedTicketPage() }
        }
    }
}

struct OwnedTicketPage: View {
    @StateObject private var ticket = TicketModel(origin: "owned")
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("OwnedTicketPage body")
        VStack(spacing: 12) {
            Text("Owned stamps: \(ticket.stamps)")
            Button("Owned +1") { ticket.stamps += 1 }
            Button("Close") { dismiss() }
        }
    }
}

struct ObservedTicketPage: View {
    @ObservedObject var ticket = TicketModel(origin: "observed")
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ObservedTicketPage body")
        VStack(spacing: 12) {
            Text("Observed stamps: \(ticket.stamps)")
            Button("Observed +1") { ticket.stamps += 1 }
            Button("Close") { dismiss() }
        }
    }
}

#Preview {
    PresentationLabView()
}
