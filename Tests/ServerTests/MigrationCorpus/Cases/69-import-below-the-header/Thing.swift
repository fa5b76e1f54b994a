//
//  Thing.swift
//  Licensed under the MIT license.
//

#if canImport(Combine)
import Combine
#endif

final class Thing: ObservableObject {
    @Published var count = 0
}
