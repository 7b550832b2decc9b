import Foundation
import XCTest
@testable import LayoutLint

/// The app's own alert model types (`SwiftUIAlertModels`): a view model constructs the model with localized
/// values, a `View` extension hands its members to SwiftUI's `.alert`; each value is laid out where the alert
/// shows it.
final class SwiftUIAlertModelsTests: XCTestCase {
    static let alertExtension = """
    import SwiftUI
    protocol AlertProtocol { var title: String { get } }
    struct AlertInfo<T: Hashable>: Identifiable, AlertProtocol {
        struct AlertButton: Identifiable {
            let id = UUID()
            let title: String
            let action: (() -> Void)?
        }
        let id: T
        let title: String
        var message: String?
        var primaryButton = AlertButton(title: L10n.cancelLabel, action: nil)
        var secondaryButton: AlertButton?
        var verticalButtons: [AlertButton]?
    }
    extension AlertInfo {
        init(id: T) {
            self.id = id
            title = L10n.requiresVersion("1")
        }
    }
    extension View {
        func alert<Item: AlertProtocol, Actions: View, Message: View>(item: Binding<Item?>, @ViewBuilder actions: (Item) -> Actions,
                                                                      @ViewBuilder message: (Item) -> Message) -> some View {
            alert(item.wrappedValue?.title ?? "", isPresented: .constant(item.wrappedValue != nil), presenting: item.wrappedValue,
                  actions: actions, message: message)
        }
        func alert<T: Hashable>(item: Binding<AlertInfo<T>?>) -> some View {
            alert(item: item) { item in
                if let verticalButtons = item.verticalButtons {
                    ForEach(verticalButtons) { button in Button(button.title) { button.action?() } }
                }
                Button(item.primaryButton.title) { item.primaryButton.action?() }
                if let secondaryButton = item.secondaryButton {
                    Button(secondaryButton.title) { secondaryButton.action?() }
                }
            } message: { item in
                if let message = item.message { Text(message) }
            }
        }
    }
    struct Screen: View {
        @State var alertInfo: AlertInfo<Int>?
        var body: some View { Text(L10n.cancelLabel).alert(item: $alertInfo) }
    }
    """

    func testAnAlertModelsValuesAreLaidOutWhereTheAlertShowsThem() throws {
        let result = importSwiftUI(["Strings.swift": SwiftUIAccessorTests.swiftGen, "Alert.swift": Self.alertExtension, "Model.swift": """
        import Foundation
        struct Bindings { var alertInfo: AlertInfo<Int>? }
        struct Card { let title: String }
        final class ViewModel {
            var bindings = Bindings()
            var cards: [Card] = []
            func failed() {
                bindings.alertInfo = .init(id: 1, title: L10n.Settings.title, message: L10n.Settings.ConnectionSection.header,
                                           primaryButton: .init(title: L10n.Hand.written, action: nil))
            }
            func other() {
                // A model with a `title` that no alert reads is not an alert.
                cards.append(Card(title: L10n.Settings.ConnectionSection.header))
            }
        }
        """])
        let laidOut = result.screens.filter { $0.name == "ViewModel" }.flatMap(\.elements)
        XCTAssertEqual(Set(laidOut.compactMap(\.key)), ["settings.title", "settings.connection_section.header", "hand.written"])
        XCTAssertEqual(laidOut.first { $0.key == "settings.title" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(laidOut.first { $0.key == "settings.connection_section.header" }?.textStyle, SwiftUIMetrics.alertMessageStyle)
        XCTAssertEqual(laidOut.first { $0.key == "hand.written" }?.textStyle, "body")
        XCTAssertTrue(laidOut.allSatisfy { $0.maxLines == 0 })
        XCTAssertEqual(laidOut.filter { $0.key == "settings.connection_section.header" }.count, 1)
        // The model's own initializer and its default button: the model type's screen.
        let model = result.screens.filter { $0.name == "AlertInfo" }.flatMap(\.elements)
        XCTAssertEqual(model.first { $0.key == "requires_version" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(model.first { $0.key == "cancel_label" }?.textStyle, "body")
    }

    func testNestedButtonsArraysAndExplicitTypesAreFollowed() throws {
        let result = importSwiftUI(["Strings.swift": SwiftUIAccessorTests.swiftGen, "Alert.swift": Self.alertExtension, "Model.swift": """
        import Foundation
        final class ViewModel {
            var shown: AlertInfo<Int>?
            func ask() {
                shown = AlertInfo(id: 2, title: L10n.Settings.title,
                                  secondaryButton: .init(title: L10n.Hand.written, action: nil),
                                  verticalButtons: [.init(title: L10n.Settings.ConnectionSection.header, action: nil)])
            }
        }
        """])
        let laidOut = result.screens.filter { $0.name == "ViewModel" }.flatMap(\.elements)
        XCTAssertEqual(laidOut.first { $0.key == "settings.title" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(laidOut.first { $0.key == "hand.written" }?.textStyle, "body")
        XCTAssertEqual(laidOut.first { $0.key == "settings.connection_section.header" }?.textStyle, "body")
    }

    func testTheOlderAlertInitializerAndAnUnrelatedInitAreReadAsTheyAre() throws {
        let result = importSwiftUI(["Strings.swift": SwiftUIAccessorTests.swiftGen, "Alert.swift": """
        import SwiftUI
        struct ErrorAlert: Identifiable {
            let id = UUID()
            let heading: String
            let detail: String?
        }
        extension View {
            func errorAlert(_ error: Binding<ErrorAlert?>) -> some View {
                alert(item: error) { shown in
                    Alert(title: Text(shown.heading), message: shown.detail.map(Text.init))
                }
            }
        }
        struct Screen: View {
            @State var error: ErrorAlert?
            var body: some View { Text(L10n.cancelLabel).errorAlert($error) }
        }
        """, "Model.swift": """
        import Foundation
        struct Other { var note: String?; var warning: String? }
        final class ViewModel {
            var error: ErrorAlert?
            var warning: ErrorAlert?
            var other = Other()
            func failed() {
                error = .init(heading: L10n.Settings.title, detail: L10n.Hand.written)
                other.note = L10n.Settings.ConnectionSection.header
                // Another type's `warning` is a String: which `.init` this is is not decided.
                warning = .init(heading: L10n.requiresVersion("1"), detail: nil)
            }
        }
        """])
        let laidOut = result.screens.filter { $0.name == "ViewModel" }.flatMap(\.elements)
        XCTAssertEqual(laidOut.first { $0.key == "settings.title" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(laidOut.first { $0.key == "hand.written" }?.textStyle, SwiftUIMetrics.alertMessageStyle)
        XCTAssertNil(laidOut.first { $0.key == "settings.connection_section.header" })
        XCTAssertNil(laidOut.first { $0.key == "requires_version" })
    }

    /// `guard let detail = shown.detail` binds `detail` to the model's member for the rest of the closure.
    func testAGuardLetBindsAModelMember() throws {
        let result = importSwiftUI(["Strings.swift": SwiftUIAccessorTests.swiftGen, "Alert.swift": """
        import SwiftUI
        struct Notice: Identifiable {
            let id = UUID()
            let heading: String
            var detail: String?
        }
        extension View {
            func notice(_ notice: Binding<Notice?>) -> some View {
                alert(item: notice) { shown in
                    guard let detail = shown.detail else { return Alert(title: Text(shown.heading)) }
                    return Alert(title: Text(shown.heading), message: Text(detail))
                }
            }
        }
        struct Screen: View {
            @State var notice: Notice?
            var body: some View { Text(L10n.cancelLabel).notice($notice) }
        }
        """, "Model.swift": """
        import Foundation
        final class ViewModel {
            var notice: Notice?
            func failed() { notice = Notice(heading: L10n.Settings.title, detail: L10n.Hand.written) }
        }
        """])
        let laidOut = result.screens.filter { $0.name == "ViewModel" }.flatMap(\.elements)
        XCTAssertEqual(laidOut.first { $0.key == "settings.title" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(laidOut.first { $0.key == "hand.written" }?.textStyle, SwiftUIMetrics.alertMessageStyle)
    }

    /// `.alert(isPresented:error:actions:message:)`: SwiftUI titles the alert with the error's `errorDescription`
    /// (Apple documentation, `View.alert(error:actions:)`) and passes the error to the closures. The error's type is
    /// followed through the declared types of the chain (`state.fatalError`: a property of a property), so each
    /// localized description is an alert title, and the message closure's `error.recoverySuggestion` is the
    /// message. An error whose type the app does not declare leaves the title unread.
    func testAnAlertGivenALocalizedErrorIsTitledByItsDescriptions() throws {
        let result = importSwiftUI(["Errors.swift": """
        import Foundation
        enum LoadError: LocalizedError {
            case offline, timedOut(seconds: Int), unknown
            var errorDescription: String? {
                switch self {
                case .offline: return String(localized: "error.offline.title")
                case .timedOut: return String(localized: "error.timed-out.title")
                case .unknown: return nil
                }
            }
            var recoverySuggestion: String? {
                switch self {
                case .offline: String(localized: "error.offline.suggestion")
                default: nil
                }
            }
        }
        @Observable final class AppState {
            var isShowingError = false
            var fatalError: LoadError?
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            @State private var state = AppState()
            @State private var other = false
            var body: some View {
                Text("screen.title")
                    .alert(isPresented: $state.isShowingError, error: state.fatalError) { error in
                        Button("alert.retry") {}
                    } message: { error in
                        if let suggestion = error.recoverySuggestion {
                            Text(suggestion)
                        }
                    }
                    .alert(isPresented: $other, error: URLError(.badURL)) { _ in
                        Button("alert.ok") {}
                    }
            }
        }
        """])
        let laidOut = result.screens.flatMap(\.elements)
        let titles = laidOut.filter { ["error.offline.title", "error.timed-out.title"].contains($0.key ?? "") }
        XCTAssertEqual(titles.count, 2)
        XCTAssertTrue(titles.allSatisfy { $0.textStyle == SwiftUIMetrics.alertTitleStyle })
        XCTAssertEqual(titles.first?.location.file, "Screen.swift", "located where the alert is given the error")
        XCTAssertEqual(laidOut.first { $0.key == "error.offline.suggestion" }?.textStyle, SwiftUIMetrics.alertMessageStyle)
        XCTAssertNotNil(laidOut.first { $0.key == "alert.retry" })
        XCTAssertNotNil(laidOut.first { $0.key == "alert.ok" }, "an error of a type the app does not declare still shows its buttons")
    }

    /// A view modifier the app writes in `extension View` (`.alerts(of: self)`) is the extension's method called on
    /// the modified view: its body is read with `self` that view and its parameters bound, so the alert it adds
    /// (here titled by an error reached through the parameter, `view.state.failure`) is laid out. A modifier the
    /// app does not declare changes nothing.
    func testAViewModifierTheAppWritesIsReadOnTheViewItModifies() throws {
        let result = importSwiftUI(["Errors.swift": """
        import Foundation
        enum SyncError: LocalizedError {
            case failed
            var errorDescription: String? { String(localized: "sync.failed.title") }
        }
        final class SyncState {
            var isShowing = false
            var failure: SyncError?
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let state: SyncState
            var body: some View {
                Text("screen.title")
                    .alerts(of: self)
                    .undeclaredModifier()
            }
        }
        private extension View {
            func alerts(of view: Screen) -> some View {
                self
                    .alert(isPresented: .constant(view.state.isShowing), error: view.state.failure) { _ in
                        Button("sync.retry") {}
                    }
            }
        }
        """])
        let laidOut = result.screens.flatMap(\.elements)
        XCTAssertNotNil(laidOut.first { $0.key == "screen.title" })
        XCTAssertEqual(laidOut.first { $0.key == "sync.failed.title" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertNotNil(laidOut.first { $0.key == "sync.retry" })
    }
}
