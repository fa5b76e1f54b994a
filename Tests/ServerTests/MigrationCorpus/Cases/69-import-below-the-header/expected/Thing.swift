//
//  Thing.swift
//  Licensed under the MIT license.
//

#if canImport(Combine)
import Combine
#endif
import Observation

@Observable
final class Thing {
    var count = 0
}
