import SwiftUI

/// A settings screen: a Form with a section, a toggle, the app's own row component and a line-limited
/// badge of a fixed width; its navigation title is large.
struct SettingsView: View {
    @State private var notifications = true
    let count: Int

    var body: some View {
        NavigationStack {
            Form {
                Section("settings.section.general") {
                    Toggle("settings.notifications", isOn: $notifications)
                    SettingsRow(title: "settings.row.storage")
                    Text("settings.footer \(count)")
                        .font(.footnote)
                    Text(verbatim: "v1.0")
                }
                HStack {
                    Text("settings.badge")
                        .lineLimit(1)
                        .frame(width: 80)
                    Spacer()
                }
            }
            .navigationTitle("settings.title")
            .navigationBarTitleDisplayMode(.large)
        }
    }
}
