// rule: E1 — the toggle-name article's environment variant exactly as written: `ContentView().environmentObject(Model())` in the App's WindowGroup; the App body has no dependencies, so it runs once and the one model outlives every NameCard refresh
// rule: E1 — only views that declare @EnvironmentObject are invalidated by the model; the toggle re-runs NameCard but makes no model and keeps the score
// root: ScoreApp
// do: tap "加一"
// do: tap "加一"
// do: tap "加一"
// do: tap "加一"
// do: tap "加一"
// do: tap "切换名字"
// do: tap "加一"
// do: tap "切换名字"
// expect 0: print: 模型已创建
// expect 0: ScoreApp.body
// expect 0 screen: Text "分数：0"
// expect 0 screen: Text "当前用户：喵神"
// expect 1 not: ScoreApp.body
// expect 1 not: NameCard.body
// expect 1 not: print: 模型已创建
// expect 1: ScorePanel.body
// expect 1: ScoreVerdict.body
// expect 1 screen: Text "分数：1"
// expect 5 screen: Text "分数：5"
// expect 5 screen: Text "不错？是"
// expect 5 screen: Text "良好"
// expect 6: NameCard.body
// expect 6 not: ScoreApp.body
// expect 6 not: print: 模型已创建
// expect 6 screen: Text "当前用户：王伟"
// expect 6 screen: Text "分数：5"
// expect 6 screen: Text "不错？是"
// expect 6 screen: Text "良好"
// expect 7 screen: Text "分数：6"
// expect 8 not: print: 模型已创建
// expect 8 screen: Text "分数：6"
// expect 8 screen: Text "当前用户：喵神"
import SwiftUI

class ScoreModel: ObservableObject {
    init() { print("模型已创建") }
    @Published var score: Int = 0
}

struct ScoreApp: App {
    var body: some Scene {
        WindowGroup {
            NameCard().environmentObject(ScoreModel())
        }
    }
}

struct NameCard: View {
    @State private var showRealName = false
    var body: some View {
        VStack {
            Button("切换名字") {
                showRealName.toggle()
            }
            Text("当前用户：\(showRealName ? "王伟" : "喵神")")
            ScorePanel().padding(.top, 20)
        }
    }
}

struct ScorePanel: View {
    @EnvironmentObject var model: ScoreModel
    @State private var niceScore = false

    var body: some View {
        VStack {
            Button("加一") {
                if model.score > 3 {
                    niceScore = true
                }
                model.score += 1
            }
            Text("分数：\(model.score)")
            Text("不错？\(niceScore ? "是" : "否")")
            ScoreVerdict().padding(.top, 20)
        }
    }
}

struct ScoreVerdict: View {
    @EnvironmentObject var model: ScoreModel

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
