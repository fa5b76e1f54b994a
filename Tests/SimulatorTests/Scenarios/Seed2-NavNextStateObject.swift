// rule: C1 — the toggle-name article's NavigationLink("Next", destination:) variant with @StateObject: the model is made on push, not with the parent's body
// rule: C3 — back ends the page's lifetime: model freed, and the re-pushed page starts again from 0 with its @State reset
// rule: S4 — a parent refresh while not pushed makes no model
// root: NameHome
// do: tap "下一页"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: back
// do: tap "下一页"
// do: tap "+1"
// do: back
// do: tap "切换名字"
// do: tap "下一页"
// expect 0: ScorePage.init
// expect 0 not: print: 模型已创建
// expect 0 not: ScorePage.body
// expect 1 order: ScoreModel#1 init  (ScorePage.model) | ScorePage.body | ScorePage appears
// expect 1: print: 模型已创建
// expect 6 screen: Text "分数：5"
// expect 6 screen: Text "不错？是"
// expect 6 screen: Text "良好"
// expect 7: ScorePage disappears
// expect 7: ScoreModel#1 deinit
// expect 8: ScoreModel#2 init  (ScorePage.model)
// expect 8 screen: Text "分数：0"
// expect 8 screen: Text "不错？否"
// expect 8 screen: Text "一般般……"
// expect 9 screen: Text "分数：1"
// expect 10: ScoreModel#2 deinit
// expect 11: NameHome.body
// expect 11: ScorePage.init
// expect 11 not: print: 模型已创建
// expect 11 screen: Text "当前用户：王伟"
// expect 12: ScoreModel#3 init  (ScorePage.model)
// expect 12 screen: Text "分数：0"
import SwiftUI

class ScoreModel: ObservableObject {
    init() { print("模型已创建") }
    @Published var score: Int = 0
}

struct NameHome: View {
    @State private var showRealName = false
    var body: some View {
        NavigationView {
            VStack {
                Button("切换名字") {
                    showRealName.toggle()
                }
                Text("当前用户：\(showRealName ? "王伟" : "喵神")")
                NavigationLink("下一页", destination: ScorePage().padding(.top, 20))
            }
        }
    }
}

struct ScorePage: View {
    @StateObject var model = ScoreModel()
    @State private var niceScore = false

    var body: some View {
        VStack {
            Button("+1") {
                if model.score > 3 {
                    niceScore = true
                }
                model.score += 1
            }
            Text("分数：\(model.score)")
            Text("不错？\(niceScore ? "是" : "否")")
            ScoreVerdict(model: model).padding(.top, 20)
        }
    }
}

struct ScoreVerdict: View {
    @ObservedObject var model: ScoreModel

    var body: some View {
        if model.score > 10 {
            return Text("太棒了")
        } else if model.score > 3 {
            return Text("良好")
        } else {
            return Text("一般般……")
        }
    }
}
