// rule: I6 — ForEach over Identifiable data: a row's identity is its element id, so row state follows the element when items are appended, removed or reordered
// root: FruitList
// do: tap "Like Apple"
// do: tap "Like Cherry"
// do: tap "Like Cherry"
// do: tap "Append Date"
// do: tap "Remove First"
// do: tap "Reverse"
// expect 3 screen: Text "Apple: 1"
// expect 3 screen: Text "Cherry: 2"
// expect 4: RowLikes#4 init  (FruitRow.likes)
// expect 4 count 1: RowLikes#4 init  (FruitRow.likes)
// expect 4 not: RowLikes#1 deinit
// expect 4 screen: Text "Apple: 1"
// expect 4 screen: Text "Cherry: 2"
// expect 4 screen: Text "Date: 0"
// expect 5: RowLikes#1 deinit
// expect 5: FruitRow disappears
// expect 5 not: RowLikes#2 deinit
// expect 5 not: RowLikes#3 deinit
// expect 5 not: RowLikes#5 init  (FruitRow.likes)
// expect 5 screen not: Text "Apple: 1"
// expect 5 screen: Text "Banana: 0"
// expect 5 screen: Text "Cherry: 2"
// expect 6 not: RowLikes#5 init  (FruitRow.likes)
// expect 6 not: RowLikes#3 deinit
// expect 6 screen order: Text "Date: 0" | Text "Cherry: 2" | Text "Banana: 0"
import SwiftUI

final class RowLikes: ObservableObject {
    @Published var count = 0
    init() { print("RowLikes init") }
    deinit { print("RowLikes deinit") }
}

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    var body: some View {
        let _ = print("FruitList body")
        VStack {
            Button("Append Date") { fruits.append(Fruit(id: 4, name: "Date")) }
            Button("Remove First") { fruits.removeFirst() }
            Button("Reverse") { fruits.reverse() }
            ForEach(fruits) { fruit in
                FruitRow(name: fruit.name)
            }
        }
    }
}

struct FruitRow: View {
    let name: String
    @StateObject private var likes = RowLikes()
    var body: some View {
        Text("\(name): \(likes.count)")
        Button("Like \(name)") { likes.count += 1 }
    }
}
