import SwiftUI

final class Palette: ObservableObject {
    @Published var colors: [String] = []
}

func makePalette() -> Palette { Palette() }

struct PaletteView: View {
    @EnvironmentObject var palette: Palette
    var body: some View { Text("\(palette.colors.count)") }
}

struct PaletteRoot: View {
    var body: some View { PaletteView().environmentObject(makePalette()) }
}
