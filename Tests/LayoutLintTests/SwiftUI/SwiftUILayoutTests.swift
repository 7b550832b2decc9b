import Foundation
import XCTest
@testable import LayoutLint

/// The modifiers that decide a text's box and SwiftUI's proposal/response layout. Text widths are fixed
/// numbers (`FixedTextWidths`): these tests check the layout, not the fonts. Each expected width is derived
/// in the test from Apple's documentation and the cited numbers of `SwiftUIMetrics`.
final class SwiftUILayoutTests: XCTestCase {
    /// Each expectation from Apple's documentation: `View.font(_:)` "sets the default font for text in this view"
    /// (a `Text`'s own `.font` is nearer, so it wins); `Font.system(size:weight:design:)` is a system font "by
    /// specifying the size and weight" — a point size, which does not follow Dynamic Type (scaling comes from a
    /// text style or `UIFontMetrics`); `UIFontMetrics.default` "uses the body style", and `scaledValue(for:)`
    /// "scales … based on the current Dynamic Type settings"; `italic()`, `bold()` ("applies a bold font weight"),
    /// `fontWeight(_:)`, `textCase(_:)` ("a transform for the case of the text"); `lineLimit(_:)` with a
    /// `ClosedRange` — "when the text … occupies more space than the provided limit, a Text view truncates its
    /// content", so the upper bound is the limit; `multilineTextAlignment(_:)`; `minimumScaleFactor(_:)` ("the
    /// minimum amount that text in this view scales down to fit"); `environment(\.layoutDirection, _:)`.
    func testModifiersGiveTheTextItsFontLinesAndAlignment() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        extension Font {
            static let base = 15.0
            static var appCaption: Font { .system(size: UIFontMetrics.default.scaledValue(for: base), weight: .medium) }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("a").font(.headline)
                    Text("b").font(.system(size: 13, weight: .bold))
                    Text("c").font(.appCaption).italic()
                    Text("d").font(.title3).fontWeight(.semibold).textCase(.uppercase)
                    Text("e").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.8)
                    Text("f").lineLimit(1...3)
                    Text("g").bold().environment(\\.layoutDirection, .leftToRight)
                    Text("h").font(.custom("Avenir", size: 17))
                }
                .font(.footnote)
            }
        }
        """])
        let a = try XCTUnwrap(element(result, key: "a"))
        XCTAssertEqual(a.textStyle, "headline", "the inner .font wins over the VStack's")
        let b = try XCTUnwrap(element(result, key: "b"))
        XCTAssertEqual(b.size, 13); XCTAssertEqual(b.weight, 700); XCTAssertFalse(b.scales, ".system(size:) does not scale")
        let c = try XCTUnwrap(element(result, key: "c"))
        XCTAssertEqual(c.size, 15); XCTAssertTrue(c.scales, "UIFontMetrics.default scales like body"); XCTAssertEqual(c.textStyle, "body")
        XCTAssertEqual(c.weight, 500); XCTAssertTrue(c.italic)
        let d = try XCTUnwrap(element(result, key: "d"))
        XCTAssertEqual(d.textStyle, "title3"); XCTAssertEqual(d.weight, 600); XCTAssertEqual(d.textTransform, .uppercase)
        let e = try XCTUnwrap(element(result, key: "e"))
        XCTAssertEqual(e.textStyle, "footnote", "the VStack's .font reaches texts without their own")
        XCTAssertEqual(e.maxLines, 2); XCTAssertEqual(e.alignment, .center); XCTAssertEqual(e.autoShrink?.minimumScaleFactor, 0.8)
        XCTAssertEqual(element(result, key: "f")?.maxLines, 3, "a range's upper bound")
        let g = try XCTUnwrap(element(result, key: "g"))
        XCTAssertEqual(g.weight, 700); XCTAssertTrue(g.forceLeftToRight)
        // A custom font has no face in the profile: skipped with the reason.
        let screen = result.screens[0]
        let h = try XCTUnwrap(element(result, key: "h"))
        let resolution = FixedTextWidths(widths: ["h": 10]).resolve(screen, screenWidth: 375)
        XCTAssertNil(resolution.boxes[h.id])
        XCTAssertEqual(resolution.skipped[h.id], "the font 'Avenir' is neither in the font profile nor a face the app registers (UIAppFonts, Core Text registration)")
    }

    /// A design system's fonts as a struct of constants exposed on `Font` (`static let tokens = Tokens()`):
    /// a `let` stored property with an initializer holds that value in every instance (The Swift Programming
    /// Language, "Properties": "Default Property Values"), so `.tokens.body` is `Font.subheadline` there. A
    /// `var` can be reassigned at run time and stays undecided, as does a member of a type no source declares.
    func testFontTokensOfADesignSystemStructAreTheirInitialValues() throws {
        let result = importSwiftUI(["Tokens.swift": """
        import SwiftUI
        public extension Font {
            static let tokens = Tokens()
            static let typed: Tokens = .init()
        }
        public struct Tokens {
            public let body = Font.subheadline
            public let title = Font.title2.weight(.semibold)
            public var changing = Font.body
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("a").font(.tokens.body)
                    Text("b").font(Font.typed.title)
                    Text("c").font(.tokens.changing)
                    Text("d").font(.elsewhere.body)
                }
            }
        }
        """])
        let a = try XCTUnwrap(element(result, key: "a"))
        XCTAssertEqual(a.textStyle, "subheadline")
        let b = try XCTUnwrap(element(result, key: "b"))
        XCTAssertEqual(b.textStyle, "title2"); XCTAssertEqual(b.weight, 600)
        let screen = result.screens[0]
        let resolution = FixedTextWidths(widths: ["c": 10, "d": 10]).resolve(screen, screenWidth: 375)
        for key in ["c", "d"] {
            let id = try XCTUnwrap(element(result, key: key)).id
            XCTAssertNil(resolution.boxes[id], key)
            XCTAssertEqual(resolution.skipped[id]?.contains("known only at run time"), true, resolution.skipped[id] ?? key)
        }
    }

    /// A static property of a type the app declares (`Typography.titleMedium` with `enum Typography { static let
    /// titleMedium: Font = … }`): the compiler resolves the name to that member and Swift runs its initializer (or
    /// getter) for the value (The Swift Programming Language, "Properties": "Type Properties"), so the font is what
    /// the declaration evaluates to. A name the type does not declare as static stays a run-time setting.
    func testStaticFontsOfTheAppsOwnTypeAreTheirDeclaredValues() throws {
        let result = importSwiftUI(["Typography.swift": """
        import SwiftUI
        public enum Typography {
            public static let titleMedium: SwiftUI.Font = .system(size: 16, weight: .medium)
            public static var caption: Font { .system(size: 11) }
            public static let labelSize: CGFloat = 12
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("a").font(Typography.titleMedium)
                    Text("b").font(Typography.caption)
                    Text("c").font(.system(size: Typography.labelSize))
                    Text("d").font(Typography.missing)
                }
            }
        }
        """])
        let a = try XCTUnwrap(element(result, key: "a"))
        XCTAssertEqual(a.size, 16); XCTAssertEqual(a.weight, 500)
        XCTAssertEqual(try XCTUnwrap(element(result, key: "b")).size, 11)
        XCTAssertEqual(try XCTUnwrap(element(result, key: "c")).size, 12)
        let resolution = FixedTextWidths(widths: ["d": 10]).resolve(result.screens[0], screenWidth: 375)
        let d = try XCTUnwrap(element(result, key: "d")).id
        XCTAssertNil(resolution.boxes[d])
        XCTAssertEqual(resolution.skipped[d]?.contains("known only at run time"), true, resolution.skipped[d] ?? "d")
    }

    /// A component's line limit from its own code: `@Environment(\\.lineLimit)` is the limit an enclosing view
    /// sets (Apple, `EnvironmentValues.lineLimit`), a computed property is decided by the enum case its
    /// initializer was given or left at its default (memberwise initializers may omit a property with a default
    /// value), and a case known only at run time leaves the limit undecided.
    func testLineLimitFromTheEnvironmentAndDecidedConditions() throws {
        let result = importSwiftUI(["Row.swift": """
        import SwiftUI
        struct RowTitle: View {
            @Environment(\\.lineLimit) private var lineLimit
            var title: LocalizedStringKey
            enum Layout { case standard, compact }
            var layout: Layout = .standard
            var titleLineLimit: Int? { layout == .compact ? 1 : lineLimit }
            var body: some View { Text(title).lineLimit(titleLineLimit) }
        }
        """, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let chosen: RowTitle.Layout
            var body: some View {
                VStack {
                    RowTitle(title: "a")
                    RowTitle(title: "b", layout: .compact)
                    RowTitle(title: "c", layout: chosen)
                }
                .lineLimit(2)
            }
        }
        """])
        XCTAssertEqual(element(result, key: "a")?.maxLines, 2, "the enclosing limit, through the environment")
        XCTAssertEqual(element(result, key: "b")?.maxLines, 1)
        let c = try XCTUnwrap(element(result, key: "c"))
        let pass = FixedTextWidths(widths: ["c": 10]).resolve(result.screens[0], screenWidth: 375)
        XCTAssertEqual(pass.skipped[c.id], "its line limit `titleLineLimit` is known only at run time")
        let a = try XCTUnwrap(element(result, key: "a"))
        XCTAssertNil(FixedTextWidths(widths: ["a": 10]).resolve(result.screens[0], screenWidth: 375).skipped[a.id])
    }

    /// `GeometryReader` offers its content the whole width proposed to it (Apple: "A container view that defines
    /// its content as a function of its own size"): a text inside a padded reader gets 375 − 2 × 16 = 343 less
    /// its own padding; a frame computed from the proxy is known only at run time.
    func testGeometryReaderOffersItsContentTheProposedWidth() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                GeometryReader { geometry in
                    VStack {
                        Text("inside").lineLimit(1).padding(.horizontal, 10)
                        Text("proxy").lineLimit(1).frame(width: geometry.size.width / 2)
                    }
                }
                .padding()
            }
        }
        """])
        let screen = result.screens[0]
        let pass = FixedTextWidths(widths: ["inside": 50, "proxy": 50]).resolve(screen, screenWidth: 375)
        XCTAssertEqual(pass.boxes[try XCTUnwrap(element(result, key: "inside")).id]?.width, 343 - 20)
        let proxy = try XCTUnwrap(element(result, key: "proxy")).id
        XCTAssertNil(pass.boxes[proxy])
        XCTAssertEqual(pass.skipped[proxy], "its frame width `geometry.size.width / 2` is known only at run time")
    }

    /// `VStack` offers its own width to every child; `.padding(n)` takes n off each side (Apple: `padding(_:)`);
    /// `.frame(width:)` offers exactly its width (Apple: `frame(width:height:alignment:)`, "a fixed size").
    func testStacksPaddingAndFrames() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("wide").lineLimit(1)
                    Text("padded").lineLimit(1).padding(.horizontal, 24)
                    Text("fixed").lineLimit(1).frame(width: 80)
                    Text("free")
                }
                .padding()
            }
        }
        """])
        let screen = result.screens[0]
        let pass = FixedTextWidths(widths: ["wide": 50, "padded": 50, "fixed": 50, "free": 50]).resolve(screen, screenWidth: 375)
        func width(_ key: String) -> Double? { pass.boxes[element(result, key: key)!.id]?.width }
        // .padding() is SwiftUIMetrics.defaultPadding (16) on each side: 375 − 32 = 343.
        XCTAssertEqual(width("wide"), 343)
        XCTAssertEqual(width("padded"), 343 - 48)
        XCTAssertEqual(width("fixed"), 80)
        XCTAssertEqual(width("free"), 343)
    }

    /// `HStack`: spacing off first (8pt standard spacing when nil: `SwiftUIMetrics.defaultSpacing`), then the
    /// least flexible child is offered an equal share first (Apple, `HStack`; WWDC19 "Building Custom Views with
    /// SwiftUI"). A fixed 100pt frame and a text in a 375pt row: the frame takes 100 of its 183.5 share, the
    /// text is offered 375 − 8 − 100 = 267. With `layoutPriority(1)` a text is offered everything but the
    /// others' minimum widths first.
    func testHStackOffersByFlexibilityAndPriority() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    HStack {
                        Text("row.title").lineLimit(1)
                        Color.red.frame(width: 100)
                    }
                    HStack(spacing: 0) {
                        Text("left").lineLimit(1)
                        Text("right").lineLimit(1).layoutPriority(1)
                    }
                    HStack {
                        Text("beside.data").lineLimit(1)
                        Image(systemName: "gear")
                    }
                }
            }
        }
        """])
        let screen = result.screens[0]
        // The development language's texts are short (they fit: the source-locale check passes).
        let pass = FixedTextWidths(widths: ["row.title": 400, "left": 300, "right": 300, "beside.data": 50],
                                   sourceWidths: ["row.title": 40, "left": 30, "right": 30, "beside.data": 50]).resolve(screen, screenWidth: 375)
        func width(_ key: String) -> Double? { pass.boxes[element(result, key: key)!.id]?.width }
        XCTAssertEqual(width("row.title"), 267)
        // Priority 1 first: everything but the lower group's minimum (a text's minimum is 0): 375.
        XCTAssertEqual(width("right"), 375)
        // Then the rest: 375 − 300 = 75.
        XCTAssertEqual(width("left"), 75)
        // An SF Symbol's width is unknown: the text's width is at most the stack's offer (an upper bound).
        XCTAssertEqual(width("beside.data"), 375)
    }

    /// A component that puts its title beside a field (`HStack { Text(titleKey); TextField(prompt, …) }`) called
    /// with an empty title: `Text("")` draws nothing and is 0pt wide, so the stack offers the field everything
    /// but the 8pt standard spacing (`SwiftUIMetrics.defaultSpacing`): 375 − 8 = 367, not an equal half (183.5).
    /// The spacer it adds only for a title (`if titleKey.localizedString.count > 0`) is not there for `""`: a
    /// spacer would take an equal share of the row beside the field.
    func testEmptyTitleTakesNoShareOfTheRow() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        extension LocalizedStringKey {
            var localizedString: String { "" }
        }
        struct TitledField: View {
            let titleKey: LocalizedStringKey
            let prompt: LocalizedStringKey
            @State var text = ""
            var body: some View {
                HStack {
                    Text(titleKey)
                    if titleKey.localizedString.count > 0 {
                        Spacer()
                    }
                    TextField(prompt, text: $text)
                }
            }
        }
        struct Screen: View {
            var body: some View {
                TitledField(titleKey: "", prompt: "field.prompt")
            }
        }
        """])
        let screen = result.screens[0]
        XCTAssertFalse(screen.elements.contains { $0.key == "" }, "an empty title is no text element")
        let field = try XCTUnwrap(element(result, key: "field.prompt"))
        let pass = FixedTextWidths(widths: ["field.prompt": 300], sourceWidths: ["field.prompt": 30]).resolve(screen, screenWidth: 375)
        XCTAssertEqual(pass.boxes[field.id]?.width, 367)
    }

    /// A condition on a state (`_query = State(initialValue: "")`) changes at run time: both branches stay, while
    /// a condition on a parameter the call site binds to `""` keeps only the branch that runs.
    func testConditionsOnEmptyLiteralsAreDecidedOnlyForParameters() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Search: View {
            @State private var query: String
            let title: String
            init(title: String) {
                self.title = title
                _query = State(initialValue: "")
            }
            var body: some View {
                VStack {
                    if query.isEmpty { Text("search.hint") } else { Text("search.results") }
                    if !title.isEmpty { Text("search.titled") } else { Text("search.untitled") }
                }
            }
        }
        struct Screen: View {
            var body: some View { Search(title: "") }
        }
        """])
        XCTAssertNotNil(element(result, key: "search.hint"))
        XCTAssertNotNil(element(result, key: "search.results"), "a state's branches both show at some time")
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "search.titled" }, "the title is \"\": `!title.isEmpty` never holds")
        XCTAssertNotNil(element(result, key: "search.untitled"))
    }

    /// Form rows sit in inset-grouped cards: 16pt card inset + 16pt row inset on each side below 414pt
    /// (`SwiftUIMetrics.groupedListInsets`, from `UIViewController.systemMinimumLayoutMargins`), 20 + 20 from
    /// 414pt: 375 − 64 = 311, 414 − 80 = 334. A large title gets the bar's width between its 16pt margins
    /// (375 − 32 = 343); an inline title that shares the bar with toolbar items gets that width as an upper bound.
    func testListRowsAndNavigationTitles() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    Form { Text("row").lineLimit(1) }
                        .navigationTitle("title")
                        .navigationBarTitleDisplayMode(.large)
                }
            }
        }
        struct Inline: View {
            var body: some View {
                List { Text("plain.row") }
                    .listStyle(.plain)
                    .navigationTitle("inline.title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem { Button("done") { } } }
            }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Screen" })
        let widths = FixedTextWidths(widths: ["row": 10, "title": 10])
        let row = try XCTUnwrap(element(result, key: "row")), title = try XCTUnwrap(element(result, key: "title"))
        XCTAssertEqual(widths.resolve(screen, screenWidth: 375).boxes[row.id]?.width, 311)
        XCTAssertEqual(widths.resolve(screen, screenWidth: 414).boxes[row.id]?.width, 334)
        XCTAssertEqual(widths.resolve(screen, screenWidth: 375).boxes[title.id]?.width, 343)
        XCTAssertEqual(title.textStyle, "largeTitle"); XCTAssertEqual(title.weight, 700); XCTAssertEqual(title.maxLines, 1)
        // With no display mode the mode is inherited: measured as the inline title (17pt semibold), which
        // either mode needs at least.
        let inherited = importSwiftUI(["Pushed.swift": """
        import SwiftUI
        struct Pushed: View {
            var body: some View { Form { Text("row") }.navigationTitle("pushed.title") }
        }
        """])
        let pushed = try XCTUnwrap(element(inherited, key: "pushed.title"))
        XCTAssertEqual(pushed.size, 17); XCTAssertEqual(pushed.weight, 600); XCTAssertNil(pushed.textStyle)

        // The root content of a NavigationStack with no display mode shows its title large (Apple,
        // `ToolbarTitleDisplayMode.automatic`: "For root content in a navigation stack in iOS, iPadOS, or tvOS
        // this behavior will: Default to large when a navigation title is configured"); a destination it pushes
        // with no mode inherits ("content pushed onto a navigation stack will use the behavior of the content
        // already on the navigation stack"), which its own source does not say: inline, as above.
        let rooted = importSwiftUI(["Tab.swift": """
        import SwiftUI
        struct Tab: View {
            @State var shown = false
            var body: some View {
                NavigationStack {
                    List { Text("tab.row") }
                        .navigationTitle("tab.title")
                        .navigationDestination(isPresented: $shown) {
                            Form { Text("detail.row") }.navigationTitle("detail.title")
                        }
                }
            }
        }
        """])
        let rootTitle = try XCTUnwrap(element(rooted, key: "tab.title"))
        XCTAssertEqual(rootTitle.textStyle, "largeTitle"); XCTAssertEqual(rootTitle.weight, 700); XCTAssertNil(rootTitle.size)
        let detailTitle = try XCTUnwrap(element(rooted, key: "detail.title"))
        XCTAssertNil(detailTitle.textStyle); XCTAssertEqual(detailTitle.size, 17); XCTAssertEqual(detailTitle.weight, 600)
        let tab = try XCTUnwrap(rooted.screens.first { $0.name == "Tab" })
        // Large: the title sits under the bar's items, across the bar's 375 − 2 × 16 = 343pt, an exact width.
        XCTAssertEqual(FixedTextWidths(widths: ["tab.title": 10]).resolve(tab, screenWidth: 375).boxes[rootTitle.id]?.width, 343)

        // The mode belongs to the view that sets it, not to the screen: destinations laid out in one screen keep
        // their own (Apple, `navigationBarTitleDisplayMode(_:)` configures "the title display mode for this
        // view"; `TitleDisplayMode.automatic`: "Inherit the display mode from the previous navigation item").
        // A mode set before the title in the same chain is the title's too.
        let destinations = importSwiftUI(["Root.swift": """
        import SwiftUI
        struct Root: View {
            @State var target: Int? = nil
            var body: some View {
                NavigationStack {
                    Form { Text("root.row") }
                        .navigationTitle("root.title")
                        .navigationBarTitleDisplayMode(.inline)
                        .navigationDestination(item: $target) { target in
                            switch target {
                            case 1: About()
                            case 2: Accounts()
                            default: Plain()
                            }
                        }
                }
            }
        }
        struct About: View {
            var body: some View { Form { Text("about.row") }.navigationTitle("about.title").navigationBarTitleDisplayMode(.large) }
        }
        struct Accounts: View {
            var body: some View { Form { Text("accounts.row") }.navigationBarTitleDisplayMode(.inline).navigationTitle("accounts.title") }
        }
        struct Plain: View {
            var body: some View { Form { Text("plain.row") }.navigationTitle("plain.title") }
        }
        """])
        XCTAssertEqual(element(destinations, key: "about.title")?.textStyle, "largeTitle")
        // A title set on the app's own view whose body asks for inline, with a toolbar and an inset added
        // after the mode (their items ask for no mode), is inline; a view that asks for both stays undecided
        // and a root title stays large.
        let child = importSwiftUI(["Root.swift": """
        import SwiftUI
        struct Root: View {
            var body: some View {
                NavigationStack {
                    ServerList().navigationTitle("servers.title")
                }
            }
        }
        struct ServerList: View {
            var body: some View {
                ZStack { Text("servers.row") }
                    .navigationBarTitleDisplayMode(.inline)
                    .safeAreaInset(edge: .bottom) { Button("servers.add") {} }
                    .toolbar { ToolbarItem { Button("servers.edit") {} } }
            }
        }
        """])
        let childTitle = try XCTUnwrap(element(child, key: "servers.title"))
        XCTAssertNil(childTitle.textStyle); XCTAssertEqual(childTitle.size, 17); XCTAssertEqual(childTitle.weight, 600)
        // The same view nested deeper than the reader inlines (`maximumInliningDepth`): its mode is not known,
        // so its root title is not taken for a large one, and the note says why.
        let depth = SwiftUIViewReader.maximumInliningDepth
        var nested = (0..<depth).map { level in
            "struct Level\(level): View { var body: some View { VStack { Text(\"level.\(level)\"); Level\(level + 1)() } } }"
        }
        nested.append("struct Level\(depth): View { var body: some View { NavigationStack { ServerList().navigationTitle(\"deep.title\") } } }")
        let deep = importSwiftUI(["Root.swift": "import SwiftUI\n" + nested.joined(separator: "\n") + """

        struct ServerList: View {
            var body: some View { ZStack { Text("servers.row") }.navigationBarTitleDisplayMode(.inline) }
        }
        """])
        let deepTitles = deep.screens.flatMap(\.elements).filter { $0.key == "deep.title" }
        XCTAssertFalse(deepTitles.isEmpty)
        XCTAssertFalse(deep.screens.flatMap(\.elements).contains { $0.key == "servers.row" }, "ServerList is one level too deep to read")
        for title in deepTitles { XCTAssertNotEqual(title.textStyle, "largeTitle", title.id) }
        for key in ["root.title", "accounts.title", "plain.title"] {
            let title = try XCTUnwrap(element(destinations, key: key))
            XCTAssertNil(title.textStyle, key); XCTAssertEqual(title.size, 17, key); XCTAssertEqual(title.weight, 600, key)
        }

        let inline = try XCTUnwrap(result.screens.first { $0.name == "Inline" })
        let pass = FixedTextWidths(widths: ["plain.row": 10, "inline.title": 10, "done": 10]).resolve(inline, screenWidth: 375)
        let inlineTitle = try XCTUnwrap(element(result, key: "inline.title"))
        XCTAssertEqual(inlineTitle.size, 17); XCTAssertEqual(inlineTitle.weight, 600); XCTAssertFalse(inlineTitle.scales)
        // Between toolbar items the title gets less than the bar by widths UIKit decides: the bar's 343pt is an
        // upper bound (a title wider than that truncates on any device).
        XCTAssertEqual(pass.boxes[inlineTitle.id]?.width, 343)
        // A plain list insets rows by the 16pt row margin only.
        XCTAssertEqual(pass.boxes[element(result, key: "plain.row")!.id]?.width, 343)
        // A toolbar button: one line, 17pt, at most the bar's width.
        let done = try XCTUnwrap(element(result, key: "done"))
        XCTAssertEqual(done.maxLines, 1); XCTAssertEqual(done.size, 17)
        XCTAssertEqual(pass.boxes[done.id]?.width, 343)
    }

    /// `Link(destination:) { Label(…) }` and `ShareLink(item:) { … }`: the trailing closure is the label (Apple,
    /// `Link.init(destination:label:)`, `ShareLink.init(item:…label:)`). `LabeledContent("key") { value }` is a
    /// row with its label leading and the value trailing (Apple, `LabeledContent`): the label is offered at
    /// most the Form row's 311pt (375 − 2 × (16 + 16), as above); a `value:` is the app's data.
    func testLinkLabelsAndLabeledContent() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let version: String
            var body: some View {
                Form {
                    Link(destination: URL(string: "https://example.com")!) {
                        Label("link.label", systemImage: "link")
                    }
                    ShareLink(item: URL(string: "https://example.com")!) { Text("share.label") }
                    LabeledContent("labeled.name") { Text("labeled.value").lineLimit(1) }
                    LabeledContent("labeled.version", value: version)
                    Label { Text("label.closure") } icon: { Image(systemName: "gear") }
                    Picker(selection: .constant(1), label: Text("picker.label")) { Text("picker.option").tag(1) }
                }
            }
        }
        """])
        // `Label { title } icon: { … }` (Apple, `Label.init(title:icon:)`) and `Picker(selection:label:content:)`'s
        // label view are read too.
        for key in ["link.label", "share.label", "labeled.name", "labeled.version", "label.closure", "picker.label"] {
            XCTAssertNotNil(element(result, key: key))
        }
        let screen = result.screens[0]
        let pass = FixedTextWidths(widths: ["link.label": 10, "share.label": 10, "labeled.name": 400, "labeled.version": 10, "labeled.value": 10],
                                   sourceWidths: ["labeled.name": 40]).resolve(screen, screenWidth: 375)
        XCTAssertEqual(pass.boxes[element(result, key: "labeled.name")!.id]?.width, 311)
        // A content closure is a view whose texts show in the row (`LabeledContent.init(content:label:)`): at most
        // as wide as the row, as the label.
        let value = try XCTUnwrap(element(result, key: "labeled.value"))
        XCTAssertEqual(pass.boxes[value.id]?.width, 311)
    }

    /// The development language's text must fit where the app ships it: a line-limited text whose source text
    /// does not fit its modelled box marks the model wrong for it (skipped), never a finding.
    func testSourceLocaleThatDoesNotFitSkipsTheText() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                Text("badge").lineLimit(1).frame(width: 40)
            }
        }
        """])
        let screen = result.screens[0]
        let badge = try XCTUnwrap(element(result, key: "badge"))
        let fits = FixedTextWidths(widths: ["badge": 90], sourceWidths: ["badge": 30]).resolve(screen, screenWidth: 375)
        XCTAssertEqual(fits.boxes[badge.id]?.width, 40)
        let tooLong = FixedTextWidths(widths: ["badge": 90], sourceWidths: ["badge": 60]).resolve(screen, screenWidth: 375)
        XCTAssertNil(tooLong.boxes[badge.id])
        XCTAssertEqual(tooLong.skipped[badge.id], "the development language's text does not fit the modelled box (40pt): the model is wrong for this view")
    }

    /// `ViewThatFits` shows its first child whose ideal size fits (Apple, `ViewThatFits`: "the first child view
    /// that fits"); `.fixedSize()` offers no limit (Apple, `fixedSize()`: "fixes this view at its ideal size");
    /// `.dynamicTypeSize(...xxLarge)` caps the sizes the text grows to (Apple, `dynamicTypeSize(_:)`: "limits the
    /// Dynamic Type size within the view to the given range").
    func testViewThatFitsFixedSizeAndDynamicTypeCaps() throws {
        let result = importSwiftUI(["Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    ViewThatFits {
                        Text("long.form").lineLimit(1)
                        Text("short.form").lineLimit(1)
                    }
                    Text("ideal").lineLimit(1).fixedSize()
                    Text("capped").lineLimit(1).dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
        }
        """])
        let screen = result.screens[0]
        let widths = FixedTextWidths(widths: ["long.form": 500, "short.form": 100, "ideal": 50, "capped": 50])
        let pass = widths.resolve(screen, screenWidth: 375)
        let long = try XCTUnwrap(element(result, key: "long.form")), short = try XCTUnwrap(element(result, key: "short.form"))
        XCTAssertNil(pass.boxes[long.id], "500pt does not fit 375pt: the second branch shows")
        XCTAssertEqual(pass.boxes[short.id]?.width, 375)
        // Offered no limit: its ideal width, an unlimited box.
        XCTAssertEqual(pass.boxes[element(result, key: "ideal")!.id]?.width, .infinity)
        let capped = try XCTUnwrap(element(result, key: "capped"))
        XCTAssertNotNil(pass.boxes[capped.id])
        XCTAssertNil(widths.resolve(screen, screenWidth: 375, category: "xxxL").boxes[capped.id])
    }
}
