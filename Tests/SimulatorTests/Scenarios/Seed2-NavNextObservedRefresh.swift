// rule: C1 — the toggle-name article's NavigationLink("Next", destination:) variant with an inline @ObservedObject: the model is made with the parent's body, so the score survives pop and re-push (twice) until "切换名字" re-runs the parent and makes a new model
// rule: C3 — the pushed page's own @State (niceScore) ends with the page on pop, although the borrowed model survives
// rule: B2 — the old model stays alive while the old link value holds it; it is freed once the parent's new value replaces it
// root: NameHome
// do: tap "下一页"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: back
// do: tap "下一页"
// do: back
// do: tap "下一页"
// do: back
// do: tap "切换名字"
// do: tap "下一页"
// expect 0: print: 模型已创建
// expect 0: ScorePage.init
// expect 0: ScoreModel#1 init  (ScorePage.model)
// expect 0 not: ScorePage.body
// expect 1: ScorePage.body
// expect 1: ScorePage appears
// expect 1 not: print: 模型已创建
// expect 1 screen: Text "分数：0"
// expect 6 screen: Text "分数：5"
// expect 6 screen: Text "不错？是"
// expect 6 screen: Text "良好"
// expect 7: ScorePage disappears
// expect 7 not: ScoreModel#1 deinit
// expect 8 not: print: 模型已创建
// expect 8 screen: Text "分数：5"
// expect 8 screen: Text "不错？否"
// expect 8 screen: Text "良好"
// expect 10 screen: Text "分数：5"
// expect 10 screen: Text "良好"
// expect 12: NameHome.body
// expect 12 order: NameHome.body | ScoreModel#2 init  (ScorePage.model) | ScorePage.init | ScoreModel#1 deinit
// expect 12 screen: Text "当前用户：王伟"
// expect 13 screen: Text "分数：0"
// expect 13 screen: Text "不错？否"
// expect 13 screen: Text "一般般……"
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
    @ObservedObject var model = ScoreModel()
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
