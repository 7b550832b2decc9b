import XCTest
@testable import LayoutLint

/// Texts AppKit code hands to the views AppKit sizes to their content (`AppKitCodeTexts`): a menu's items and an
/// alert's texts, laid out at their ideal width in the menu's and the alert's fonts; a property is read only on a
/// receiver the code shows to be of the type that declares it.
final class AppKitCodeTextsTests: XCTestCase {
    static let code = """
    import Cocoa
    final class StatusMenu {
        private var menu: NSMenu!
        func build() {
            let quit = NSMenuItem(title: NSLocalizedString("Quit", comment: ""), action: nil, keyEquivalent: "q")
            menu.addItem(quit)
            menu.addItem(withTitle: NSLocalizedString("Preferences…", comment: ""), action: nil, keyEquivalent: ",")
            let toggle = NSMenuItem()
            toggle.title = NSLocalizedString("Enable", comment: "")
            let button = NSButton()
            button.title = NSLocalizedString("Button title", comment: "")
            let popUp = NSPopUpButton()
            popUp.addItem(withTitle: NSLocalizedString("Option", comment: ""))
            let note = NSUserNotification()
            note.informativeText = NSLocalizedString("Notification", comment: "")
        }
        func confirm() {
            let alert = NSAlert()
            alert.messageText = NSLocalizedString("Clear history?", comment: "")
            alert.informativeText = NSLocalizedString("This cannot be undone.", comment: "")
            alert.addButton(withTitle: NSLocalizedString("Clear", comment: ""))
        }
        #if os(iOS)
        func phone() { _ = NSMenuItem(title: NSLocalizedString("Never on macOS", comment: ""), action: nil, keyEquivalent: "") }
        #endif
    }
    """

    func testMenuItemsAndAlertTextsTakeTheirIdealWidthInAppKitsFonts() throws {
        let program = SwiftUIProgram.with(["StatusMenu.swift": Self.code])
        SwiftUIPlatformReader.decideAppKitApp(program)
        XCTAssertEqual(program.files.map(\.platform), [.macos])
        // UIKit's reading of the same code finds nothing: it is macOS code.
        XCTAssertEqual(UIKitCodeTexts.screens(in: program, taken: []), [])
        let screens = AppKitCodeTexts.screens(in: program, taken: [])
        XCTAssertEqual(screens.count, 1)
        let screen = try XCTUnwrap(screens.first)
        XCTAssertEqual(screen.platform, .macos)
        // Sizes: the menu font (`NSFont.menuFont(ofSize: 0)`, 14pt) and NSAlert's fonts (bold 13, small 11, 13):
        // `AppKitMetrics.menuFontSize`, `SwiftUIMacWindow.alertFonts`.
        let expected: [String: (Double, Int?)] = [
            "Quit": (14, nil), "Preferences…": (14, nil), "Enable": (14, nil),
            "Clear history?": (13, 700), "This cannot be undone.": (11, nil), "Clear": (13, nil),
        ]
        // A button's title (frames and constraints), a pop-up button's item (drawn in the button too), a
        // notification's text and code only iOS builds are no text here.
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), Set(expected.keys))
        let widths = FixedTextWidths(widths: Dictionary(uniqueKeysWithValues: expected.keys.map { ($0, 900.0) }))
        let resolution = widths.resolve(screen, screenWidth: .infinity, category: nil)
        let notes = (screen.container?.layout as? SwiftUIContainerLayout)?.notes ?? [:]
        for (key, font) in expected {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key }, key)
            XCTAssertEqual(resolution.boxes[text.id]?.width, .infinity, key)
            XCTAssertNil(resolution.skipped[text.id], key)
            XCTAssertEqual(text.size, font.0, key)
            XCTAssertEqual(text.weight, font.1, key)
            XCTAssertFalse(text.scales, key)
            XCTAssertTrue(notes[text.id]?.contains { $0.contains("AppKit sizes it to its content") } == true, "\(key): \(notes[text.id] ?? [])")
        }
    }

    /// The receiver's type as the code shows it: a declared type without optionality or module, a local made by
    /// the type's initializer; a local made otherwise, or a name the code does not declare, is not known.
    func testTheReceiversTypeIsTheOneTheCodeShows() {
        XCTAssertEqual(AppKitCodeTexts.typeName("AppKit.NSMenu!"), "NSMenu")
        XCTAssertEqual(AppKitCodeTexts.typeName(" NSAlert? "), "NSAlert")
        let program = SwiftUIProgram.with(["A.swift": """
        import Cocoa
        final class Owner {
            func run(menu: NSMenu) {
                let made = makeAlert()
                made.messageText = NSLocalizedString("From a function", comment: "")
                menu.addItem(withTitle: NSLocalizedString("Parameter", comment: ""), action: nil, keyEquivalent: "")
                unknown.messageText = NSLocalizedString("Unknown", comment: "")
            }
            func makeAlert() -> NSAlert { NSAlert() }
        }
        """])
        SwiftUIPlatformReader.decideAppKitApp(program)
        let keys = Set(AppKitCodeTexts.screens(in: program, taken: []).flatMap(\.elements).compactMap(\.key))
        XCTAssertEqual(keys, ["Parameter"])
    }
}
