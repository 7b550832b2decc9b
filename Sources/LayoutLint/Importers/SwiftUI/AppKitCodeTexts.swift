import SwiftSyntax

/// Localized texts AppKit code hands to views AppKit sizes to their content, in any Swift file built for macOS
/// (`UIKitCodeTexts.screens(in:taken:platform:)` with `.macos` reads them, as it reads UIKit's on iOS):
///
/// - a menu's items: `NSMenuItem(title:action:keyEquivalent:)`, `menu.addItem(withTitle:action:keyEquivalent:)` /
///   `insertItem(withTitle:…)` on an `NSMenu`, and `item.title = …` on an `NSMenuItem`. An `NSMenu` is as wide as
///   its widest item (Apple documentation, `NSMenu.minimumWidth`: "the menu's width is at least large enough to
///   fit its items"; `NSMenu.size`) and draws each title in the menu font (`NSFont.menuFont(ofSize:)`,
///   `AppKitMetrics.menuFontSize`): the item is laid out at its ideal width, as a SwiftUI `Menu` item is on macOS
///   (`SwiftUIBarText.Kind.menuItem`).
/// - an alert's texts: `alert.messageText = …`, `alert.informativeText = …`, `alert.addButton(withTitle:)` on an
///   `NSAlert`. `NSAlert` sizes its panel to its texts and buttons and draws them in its own fonts (Apple
///   documentation, `NSAlert.messageText`, `informativeText`, `addButton(withTitle:)`; `SwiftUIMacWindow.alertFonts`):
///   laid out at their ideal width, as SwiftUI's `.alert` is on macOS.
///
/// A property or method is read only on a receiver the code shows to be of the type that declares it: a local
/// (or parameter, or stored property) whose declared type is the type, or a local made by its initializer
/// (`let alert = NSAlert()`). `informativeText` is also `NSUserNotification`'s, `title` every control's and
/// window's: a receiver of another or unknown type keeps the coverage's AppKit reason
/// (`SwiftUIKeysNamedInCode.appKitReason`). Other AppKit texts (`NSButton(title:)`, `NSTextField(labelWithString:)`)
/// get their widths from frames and constraints the code sets at run time: not read here.
enum AppKitCodeTexts {
    /// Initializer → argument label → where the text is drawn.
    static let initializers: [String: [String: UIKitCodeTexts.Place]] = [
        "NSMenuItem": ["title": .menuItem],
    ]

    /// Method → (the receiver's type, the first argument's label, where the text is drawn). AppKit declares
    /// `addItem(withTitle:action:keyEquivalent:)` and `insertItem(withTitle:action:keyEquivalent:at:)` on `NSMenu`
    /// and `addButton(withTitle:)` on `NSAlert` (Apple documentation). `NSPopUpButton.addItem(withTitle:)` draws
    /// its title in the button too, at the button's width: its receiver is not an `NSMenu`, so it is not read.
    static let methods: [String: (receiver: String, label: String, place: UIKitCodeTexts.Place)] = [
        "addItem": ("NSMenu", "withTitle", .menuItem),
        "insertItem": ("NSMenu", "withTitle", .menuItem),
        "addButton": ("NSAlert", "withTitle", .alertAction(sheet: false)),
    ]

    /// Property → the receiver's type → where the text is drawn (`receiver.property = …`).
    static let properties: [String: [String: UIKitCodeTexts.Place]] = [
        "messageText": ["NSAlert": .alertTitle(sheet: false)],
        "informativeText": ["NSAlert": .alertMessage(sheet: false)],
        "title": ["NSMenuItem": .menuItem],
    ]

    /// The bar kind each place is laid out as on macOS (`SwiftUIMacWindow.idealWidthKinds`: at its ideal width, in
    /// the menu's or the alert's font, `SwiftUIMacWindow.adapt`), with what its note says.
    static let kinds: [UIKitCodeTexts.Place: (kind: SwiftUIBarText.Kind, note: String)] = [
        .menuItem: (.menuItem, "a menu item AppKit code builds (`NSMenuItem`)"),
        .alertTitle(sheet: false): (.alertTitle, "an alert's message text AppKit code sets (`NSAlert.messageText`)"),
        .alertMessage(sheet: false): (.alertMessage, "an alert's informative text AppKit code sets (`NSAlert.informativeText`)"),
        .alertAction(sheet: false): (.alertButton, "an alert's button AppKit code adds (`NSAlert.addButton(withTitle:)`)"),
    ]

    /// The screens of the AppKit code's texts.
    static func screens(in program: SwiftUIProgram, taken: Set<String>) -> [LayoutScreen] {
        UIKitCodeTexts.screens(in: program, taken: taken, platform: .macos)
    }

    /// A type name as written, without optionality and module (`NSMenu!`, `AppKit.NSAlert?` → `NSMenu`, `NSAlert`).
    static func typeName(_ written: String) -> String {
        var name = written.trimmingCharacters(in: .whitespaces)
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if name.hasPrefix("AppKit.") { name.removeFirst("AppKit.".count) }
        return name
    }

    /// The type of `name` where the code shows it: a local or parameter's declared type, a local's initializer
    /// call (`NSAlert()`, `NSMenu(title:)`), a stored property's declared type; nil when not shown.
    static func receiverType(_ name: String, scope: SwiftUIScope, initialValues: [String: ExprSyntax], type: SwiftUITypeInfo?) -> String? {
        if let declared = scope.declaredTypes[name] { return typeName(declared) }
        if let value = initialValues[name] {
            guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
            return typeName(call.calledExpression.trimmedDescription)
        }
        if scope.lookup(name) != nil { return nil }
        if let stored = type?.storedProperties.first(where: { $0.name == name })?.type { return typeName(stored) }
        return nil
    }
}
