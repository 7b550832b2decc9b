import SwiftUI

/// The app's own row: its title is a LocalizedStringKey, shown on one line in the app's body font.
struct SettingsRow: View {
    let title: LocalizedStringKey

    var body: some View {
        Text(title)
            .font(.scaledBody)
            .lineLimit(1)
    }
}

extension Font {
    private static let bodySize = 17.0

    static var scaledBody: Font {
        .system(size: UIFontMetrics.default.scaledValue(for: bodySize), weight: .medium)
    }
}
