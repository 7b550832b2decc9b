import Foundation
@testable import LayoutLint
import XCTest

/// The tolerant Kotlin reader: what it keeps of declarations and composable code, and that it survives
/// anything (deep nesting, unterminated literals, stray brackets) in linear time.
final class KotlinParserTests: XCTestCase {
    func parse(_ text: String) -> KotlinFile { KotlinParser.parse(bytes: Array(text.utf8), display: "Test.kt") }

    func call(_ expression: KotlinExpression?) -> KotlinCall? {
        if case .call(let call)? = expression { return call }
        return nil
    }

    /// `navController::popBackStack` is one argument (a callable reference), not two.
    func testCallableReferenceIsOneArgument() throws {
        let file = parse("""
            @Composable
            fun Route() {
                Screen(viewModel, navController::popBackStack, Foo::class)
            }
            """)
        let screen = try XCTUnwrap(call(file.functions.first?.body?.statements.first))
        XCTAssertEqual(screen.name, "Screen")
        XCTAssertEqual(screen.arguments.count, 3)
    }

    /// A chain of `+` and `-` keeps its signs (`sum`); any other operator makes it `other`. A condition on one
    /// name alone (`icon != null ->`, `!compact`) is kept with its branch.
    func testSumsKeepTheirSignsAndNameTestsTheirBranch() throws {
        let file = parse("""
            @Composable
            fun Row(icon: Icon?, compact: Boolean) {
                Spacer(Modifier.width(a + 24.dp - b))
                Spacer(Modifier.width(a * 2 + b))
                when {
                    icon != null -> Icon(icon)
                    !compact -> Spacer()
                    else -> Text("x")
                }
                if (compact) Text("y")
            }
            """)
        let statements = try XCTUnwrap(file.functions.first?.body?.statements)
        func widthArgument(_ statement: KotlinExpression) -> KotlinExpression? {
            call(call(statement)?.arguments.first?.value)?.arguments.first?.value
        }
        guard case .sum(let parts, let negated)? = widthArgument(statements[0]) else { return XCTFail("\(statements[0])") }
        XCTAssertEqual(parts.count, 3)
        XCTAssertEqual(negated, [false, false, true])
        guard case .other? = widthArgument(statements[1]) else { return XCTFail("\(statements[1])") }
        guard case .branches(let whenBranches, _) = statements[2], case .branches(let ifBranches, _) = statements[3] else { return XCTFail() }
        XCTAssertEqual(whenBranches.map(\.argumentTest), [KotlinArgumentTest(name: "icon", kind: .isNotNull),
                                                          KotlinArgumentTest(name: "compact", kind: .isFalse), nil])
        XCTAssertEqual(ifBranches.map(\.argumentTest), [KotlinArgumentTest(name: "compact", kind: .isTrue), nil])
    }

    /// A `when` with a subject keeps each branch's conditions that are names compared with it (`OptionId.Add,
    /// OptionId.Edit ->`); a type test, a range, a call or an `else` is none. An extension function keeps its
    /// receiver type's simple name (`fun OptionId?.label()`).
    func testWhenValueConditionsAndExtensionReceiverTypes() throws {
        let file = parse("""
            fun OptionId?.label(): Int = when (this) {
                OptionId.Add, OptionId.Edit -> 1
                is OptionId.Custom -> 2
                in others -> 3
                make() -> 4
                Share -> 5
                else -> 6
            }
            fun plain() = 1
            enum class Sort(val id: Int) {
                @Deprecated("x") Hot(1),
                New(2) { override fun f() = listOf(1, 2) },
                Top;
                val other = 3
            }
            """)
        XCTAssertEqual(file.types.first { $0.name == "Sort" }?.enumEntries, ["Hot", "New", "Top"])
        let label = try XCTUnwrap(file.functions.first { $0.name == "label" })
        XCTAssertEqual(label.receiverType, "OptionId")
        XCTAssertEqual(file.functions.first { $0.name == "plain" }?.receiverType, "")
        guard case .branches(let branches, _)? = label.body?.statements.last else { return XCTFail("\(String(describing: label.body))") }
        XCTAssertEqual(branches.map(\.valueTests), [["OptionId.Add", "OptionId.Edit"], nil, nil, nil, ["Share"], nil])
        XCTAssertEqual(branches.map(\.whenSubject), Array(repeating: "this", count: 6))
    }

    /// An infix call (`surfaceContainer onDark inverseOnSurface`) is one operand of its expression: a default value
    /// written with one keeps every parameter after it; `if … else`, `do … while` and `by` are no infix calls.
    func testInfixCallsInDefaultValuesAndExpressions() throws {
        let file = parse("""
            @Composable
            fun BlockButton(
                modifier: Modifier = Modifier,
                containerColor: Color = MaterialTheme.colorScheme.surfaceContainer onDark MaterialTheme.colorScheme.inverseOnSurface,
                selectedColor: Color = primaryContainer alwaysLight true,
                text: String = "",
                onClick: () -> Unit = {},
            ) {
                val mask = flags shl 2 or 1
                val shown by remember { mutableStateOf(if (selected) a else b) }
                Text(text = if (selected) text else "")
            }
            """)
        let function = try XCTUnwrap(file.functions.first)
        XCTAssertEqual(function.parameters.map(\.name), ["modifier", "containerColor", "selectedColor", "text", "onClick"])
        let statements = try XCTUnwrap(function.body?.statements)
        XCTAssertEqual(statements.count, 3, "\(statements)")
        XCTAssertEqual(call(statements.last)?.name, "Text")
    }

    func testComposableFunctionWithParametersAndDefaults() {
        let file = parse("""
            package app
            import androidx.compose.runtime.Composable
            /* a /* nested */ comment */
            @Composable
            fun SettingsItem(title: String, modifier: Modifier = Modifier.padding(8.dp), onClick: @Composable () -> Unit = {}) {
                Text(title)
            }
            @Preview(showBackground = true) @Composable private fun SettingsItemPreview() = SettingsItem("x")
            typealias AppString = com.example.R.string
            val Gap = 12.dp
            """)
        XCTAssertEqual(file.functions.map(\.name), ["SettingsItem", "SettingsItemPreview"])
        let item = file.functions[0]
        XCTAssertTrue(item.isComposable)
        XCTAssertFalse(item.isPreview)
        XCTAssertEqual(item.parameters.map(\.name), ["title", "modifier", "onClick"])
        XCTAssertEqual(item.parameters[0].type, "String")
        XCTAssertEqual(call(item.parameters[1].defaultValue)?.name, "padding")
        XCTAssertEqual(call(item.body?.statements.first)?.name, "Text")
        XCTAssertTrue(file.functions[1].isPreview)
        XCTAssertTrue(file.functions[1].isPrivate)
        XCTAssertEqual(file.typeAliases["AppString"], "com.example.R.string")
        XCTAssertEqual(file.properties.map(\.name), ["Gap"])
        XCTAssertEqual(ComposeProgram.number(file.properties[0].value, unit: "dp"), 12)
    }

    func testCallsWithNamedArgumentsTrailingLambdasAndModifierChains() throws {
        let file = parse("""
            fun S() {
                Column(modifier = Modifier
                    .fillMaxWidth()
                    .padding(horizontal = 16.dp)) {
                    Text(text = stringResource(id = R.string.title, formatArgs = arrayOf(name)), maxLines = 2)
                    items(list) { item -> Row { Text(item.name) } }
                }
            }
            """)
        let column = try XCTUnwrap(call(file.functions.first?.body?.statements.first))
        XCTAssertEqual(column.name, "Column")
        let modifier = try XCTUnwrap(call(column.argument("modifier")))
        XCTAssertEqual(modifier.name, "padding")
        XCTAssertEqual(call(modifier.receiver)?.name, "fillMaxWidth")
        XCTAssertEqual(call(modifier.receiver)?.receiver?.dottedPath, "Modifier")
        let lambda = try XCTUnwrap(column.trailingLambda)
        let text = try XCTUnwrap(call(lambda.statements.first))
        XCTAssertEqual(text.argument("maxLines").flatMap(ComposeScreenReader.plainNumber), 2)
        let resource = try XCTUnwrap(call(text.argument("text")))
        XCTAssertEqual(resource.argument("id")?.dottedPath, "R.string.title")
        let items = try XCTUnwrap(call(lambda.statements.last))
        XCTAssertEqual(items.trailingLambda?.parameters, ["item"])
    }

    /// A lambda's parameters are its names, not their types, and a function type's arrow is the type's:
    /// `{ onClick: () -> Unit, name: String -> … }` declares `onClick` and `name` and its body starts after the
    /// second arrow (Kotlin grammar, `lambdaParameters`, `functionType`).
    func testLambdaParametersWithTypes() throws {
        let file = parse("""
            fun S() {
                Menu(list) { onClick: () -> Unit, name: String, icon: ImageVector, enabled: Boolean -> Item(text = name) }
                Menu(list) { (id, value) -> Item(text = value) }
                Menu(list) { a, b: Map<String, Int> -> Item(text = a) }
                Menu(list) { index, (text: String, value), last -> Item(text = text) }
            }
            """)
        let statements = try XCTUnwrap(file.functions.first?.body?.statements)
        let typed = try XCTUnwrap(call(statements[0])?.trailingLambda)
        XCTAssertEqual(typed.parameters, ["onClick", "name", "icon", "enabled"])
        XCTAssertEqual(call(typed.statements.first)?.name, "Item")
        let destructured = try XCTUnwrap(call(statements[1])?.trailingLambda)
        XCTAssertTrue(destructured.destructures)
        XCTAssertEqual(destructured.parameters, ["id", "value"])
        XCTAssertEqual(call(statements[2])?.trailingLambda?.parameters, ["a", "b"])
        // A destructured parameter beside others is one parameter of components (its types are no names).
        let mixed = try XCTUnwrap(call(statements[3])?.trailingLambda)
        XCTAssertFalse(mixed.destructures)
        XCTAssertEqual(mixed.parameters, ["index", "\u{0}destructured1", "last"])
        XCTAssertEqual(mixed.components, ["\u{0}destructured1": ["text", "value"]])
        XCTAssertEqual(call(mixed.statements.first)?.name, "Item")
    }

    func testStringTemplatesAndBranches() throws {
        let file = parse(#"""
            fun S() {
                Text("Hello ${user.name}, $count new \"items\"")
                if (a) Text(one) else if (b) { Text(two) } else Text(three)
                when (state) {
                    State.A -> Text(four)
                    is State.B, State.C -> { Text(five) }
                }
            }
            """#)
        let statements = try XCTUnwrap(file.functions.first?.body?.statements)
        guard case .string(let text, let templates, _)? = call(statements[0])?.arguments.first?.value else { return XCTFail("no string") }
        XCTAssertEqual(text, "Hello \u{FFFC}, \u{FFFC} new \"items\"")
        XCTAssertEqual(templates, ["user.name", "count"])
        guard case .branches(let ifBranches, _) = statements[1] else { return XCTFail("no if") }
        XCTAssertEqual(ifBranches.count, 3)
        guard case .branches(let whenBranches, _) = statements[2] else { return XCTFail("no when") }
        // Two written branches and the implicit `else` of a `when` without one.
        XCTAssertEqual(whenBranches.count, 3)
        XCTAssertEqual(call(whenBranches[1].statements.first)?.argument("x", position: 0)?.dottedPath, "five")
    }

    /// Kotlin runs what follows `if (c) { A(); return }` only when `c` is false: the rest is read as the branch
    /// that goes on, so `Loading()` and the texts after it are variants. `if (c) return` (a branch that shows
    /// nothing before it leaves) leaves the rest as it is; with several branches going on (`when`), the rest
    /// follows their choice once. A string helper's `if (a) return x; return y` is two branches; what follows
    /// a jump in its block never runs.
    func testEarlyExitsMakeTheRestABranch() throws {
        let file = parse("""
            @Composable
            fun Screen(state: State) {
                Header()
                if (state.loading) {
                    Loading()
                    return
                }
                if (state.hidden) return
                Text(one)
                when (state.mode) {
                    Mode.A -> { Text(a); return }
                    Mode.B -> Text(b)
                    else -> Text(c)
                }
                Text(rest)
            }
            fun label(s: S): String {
                if (s == S.A) return stringResource(R.string.a) else if (s == S.B) return stringResource(R.string.b)
                return stringResource(R.string.c)
                Text(never)
            }
            """)
        let screen = try XCTUnwrap(file.functions.first?.body)
        XCTAssertEqual(screen.statements.count, 2)
        XCTAssertFalse(screen.exits)
        guard case .branches(let loading, _) = screen.statements[1] else { return XCTFail("no branches: \(screen.statements)") }
        XCTAssertEqual(loading.map(\.exits), [true, false])
        XCTAssertEqual(call(loading[0].statements.first)?.name, "Loading")
        let rest = loading[1].statements
        XCTAssertEqual(rest.count, 3, "`if (state.hidden) return`, Text(one), the `when`: \(rest)")
        guard case .branches(let hidden, _) = rest[0] else { return XCTFail("no hidden branch") }
        XCTAssertEqual(hidden.map(\.exits), [true, false])
        XCTAssertEqual(call(rest[1])?.name, "Text")
        guard case .branches(let modes, _) = rest[2] else { return XCTFail("no when") }
        XCTAssertEqual(modes.map(\.exits), [true, false])
        XCTAssertEqual(modes[1].statements.count, 2, "the choice of B or else, then Text(rest)")
        guard case .branches(let going, _) = modes[1].statements[0] else { return XCTFail("no choice") }
        XCTAssertEqual(going.count, 2)
        XCTAssertEqual(call(modes[1].statements[1])?.argument("x", position: 0)?.dottedPath, "rest")

        let label = try XCTUnwrap(file.functions.last?.body)
        XCTAssertTrue(label.exits)
        XCTAssertEqual(label.statements.count, 1)
        guard case .branches(let results, _) = label.statements[0] else { return XCTFail("no branches: \(label.statements)") }
        XCTAssertEqual(results.count, 3)
        XCTAssertTrue(results.allSatisfy(\.exits))
        XCTAssertEqual(results.map { call($0.statements.last)?.argument("x", position: 0)?.dottedPath }, ["R.string.a", "R.string.b", "R.string.c"])
    }

    /// Each folded exit nests the rest one level deeper: a file folds at most `maximumFoldedExits` of them (the
    /// others are read as before), so 20,000 early exits in a row parse in linear time to a bounded nesting.
    func testEarlyExitsFoldBoundedly() throws {
        let count = 20_000
        let file = parse("fun a() {\n" + String(repeating: "if (c) { A(); return }\n", count: count) + "}")
        let body = try XCTUnwrap(file.functions.first?.body)
        XCTAssertEqual(body.statements.count, count - KotlinParser.maximumFoldedExits)
        var depth = 0
        var block = body
        while case .branches(let branches, _)? = block.statements.last, let going = branches.last, going.statements.count > 0 {
            depth += 1
            block = going
        }
        XCTAssertEqual(depth, KotlinParser.maximumFoldedExits)
    }

    func testAnyInputParsesAndDeepNestingIsCapped() {
        for text in ["fun (", "\"unterminated", "\"\"\"raw", "/* open", "fun a() { ) ) } }", "@", "val = =", "when {", "${", "'\\", "0x", "1e", "`a"] {
            _ = parse(text)
        }
        let deep = parse("fun a() {" + String(repeating: "Box(Modifier) {", count: 5_000) + String(repeating: "}", count: 5_000) + "}")
        XCTAssertNotNil(deep.tooDeep)
        let brackets = parse(String(repeating: "(", count: 100_000))
        XCTAssertTrue(brackets.functions.isEmpty)
    }

    /// Long runs the loops of `postfix` and `primary` read: each stays one bounded value. Found by the
    /// `compose` fuzz target's 10-minute run (2026-11-28, kept as Tests/Fixtures/fuzz/timeout-compose-callable-
    /// references.kt): `R(i::::…` nested one `.other` per `::` and `offset` evaluated each child twice
    /// (2^depth: 46 colons took 5 s, 50 took 21 s). A run of 100,000 prefix operators, or a chain of 100,000
    /// members or invocations, was read by recursion or nested without a bound and overflowed the stack.
    func testLongRunsOfReferencesOperatorsAndMembersStayBounded() throws {
        let fixture = LinterTests.root.appendingPathComponent("Tests/Fixtures/fuzz/timeout-compose-callable-references.kt")
        ComposeImporter.fuzzRead(bytes: [UInt8](try Data(contentsOf: fixture)))

        let references = "fun a() { R(i" + String(repeating: "::", count: 200) + ") }"
        let reference = try XCTUnwrap(call(parse(references).functions.first?.body?.statements.first)?.arguments.first?.value)
        XCTAssertEqual(reference.offset, "fun a() { R(".utf8.count, "the offset of `i`")
        guard case .other(let inner) = reference, inner.count == 1, case .name("i", nil, _) = inner[0] else {
            return XCTFail("one reference around `i`: \(reference)")
        }

        let negations = parse("fun a() { x(" + String(repeating: "- ", count: 100_001) + "2) }")
        guard case .number(let value, _)? = call(negations.functions.first?.body?.statements.first)?.arguments.first?.value else {
            return XCTFail("a number")
        }
        XCTAssertEqual(value, -2, "an odd number of minus signs")
        _ = parse("fun a() { x(" + String(repeating: "! ", count: 100_000) + "y) }")

        let members = parse("fun a() { x(a" + String(repeating: ".a", count: 100_000) + ") }")
        XCTAssertNotNil(members.tooDeep)
        let invocations = parse("fun a() { x" + String(repeating: "()", count: 100_000) + " }")
        XCTAssertNotNil(invocations.tooDeep)
        let short = parse("fun a() { Text(MaterialTheme.typography.bodyLarge.copy(fontSize = 12.sp)) }")
        XCTAssertNil(short.tooDeep)
    }
    /// Indexing (`groups[0].label`) is kept as the operator call Kotlin makes of it, `groups.get(0)` (Kotlin
    /// spec, "Indexing expressions"), the member read on its result. A chain of 100,000 indexings is let go past
    /// the chain bound, as members are, and 5,000 indexings nested in each other's brackets stop at the depth bound.
    func testIndexingIsTheGetOperatorCallAndStaysBounded() throws {
        let file = parse("fun a() { Text(groups[0].label) }")
        let argument = try XCTUnwrap(call(file.functions.first?.body?.statements.first)?.arguments.first?.value)
        guard case .name("label", let receiver?, _) = argument, let get = call(receiver) else { return XCTFail("a member of a call: \(argument)") }
        XCTAssertEqual(get.name, "get")
        XCTAssertEqual(get.arguments.count, 1)
        guard case .number(0, _)? = get.arguments.first?.value, case .name("groups", nil, _)? = get.receiver else { return XCTFail("groups.get(0): \(get)") }

        let chain = parse("fun a() { x(a" + String(repeating: "[0]", count: 100_000) + ") }")
        XCTAssertNotNil(chain.tooDeep)
        let nested = parse("fun a() { x(" + String(repeating: "a[", count: 5_000) + String(repeating: "]", count: 5_000) + ") }")
        XCTAssertNotNil(nested.tooDeep)
    }

    /// An enum entry keeps its constructor arguments (labels too, none for an entry without them), an object
    /// its superclass constructor's, and an extension property its receiver type.
    func testEnumEntryAndObjectArgumentsAndGetterReceivers() throws {
        let file = parse("""
            enum class Tab(val route: String, @StringRes val title: Int) {
                @Deprecated("x") Home("home", R.string.home),
                Search(title = R.string.search, route = "s") { override fun toString() = "s" },
                None;
                fun next() = 1
            }
            sealed class Screen(val title: Int) {
                data object A : Screen(R.string.a), Marker { val x = 1 }
                object B : Marker
            }
            val Tab.label: Int get() = title
            """)
        let tab = try XCTUnwrap(file.types.first { $0.name == "Tab" })
        XCTAssertEqual(tab.enumEntries, ["Home", "Search", "None"])
        XCTAssertEqual(tab.enumEntryArguments.map(\.count), [2, 2, 0])
        XCTAssertEqual(tab.enumEntryArguments[1].map(\.label), ["title", "route"])
        XCTAssertEqual(tab.enumEntryArguments[0][1].value.dottedPath, "R.string.home")
        let a = try XCTUnwrap(file.types.first { $0.name == "A" })
        XCTAssertEqual(a.superclass, "Screen")
        XCTAssertEqual(a.superArguments.first?.value.dottedPath, "R.string.a")
        XCTAssertEqual(file.types.first { $0.name == "B" }?.superArguments.count, 0)
        XCTAssertEqual(file.functions.map(\.name), ["toString", "next"])
        XCTAssertEqual(file.getters.first { $0.name == "label" }?.receiverType, "Tab")
    }
}
