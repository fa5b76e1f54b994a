import SwiftUI

final class ProjectSettings: ObservableObject, Codable {
    var projectName: String = ""

    init() {}

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        projectName = try container.decodeIfPresent(String.self, forKey: .projectName) ?? ""
    }

    enum CodingKeys: String, CodingKey { case projectName }
}

struct ProjectView: View {
    @StateObject var settings = ProjectSettings()
    var body: some View { Text(settings.projectName) }
}
