// rule: X — an integer literal written where a floating-point type is declared is that type's value (a stored `[Double]`, a local `let x: Double`, a parameter `Double`): dividing it is not integer division
// root: Screen
// expect 0 screen: Text "percents: 1.0 0.5 0.33"
// expect 0 screen: Text "half: 0.5"
// expect 0 screen: Text "scaled: 0.25"
import SwiftUI

struct Screen: View {
    let sizes: [Double] = [100, 50, 33]
    func scaled(_ value: Double) -> Double { value / 100 }
    var body: some View {
        let one: Double = 1
        VStack {
            Text("percents: " + sizes.map { String($0 / 100) }.joined(separator: " "))
            Text("half: \(one / 2)")
            Text("scaled: \(scaled(25))")
        }
    }
}
