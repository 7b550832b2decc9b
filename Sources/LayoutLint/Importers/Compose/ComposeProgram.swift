/// An app's Kotlin files, parsed and indexed for the Compose importer: its functions by name, its
/// top-level properties (dp constants, text styles, typographies), type aliases (`typealias
/// BitwardenString = com.bitwarden.ui.R.string`) and the text styles of its own typography.
final class ComposeProgram {
    var files: [KotlinFile] = []
    /// Function name → (file index, function), in file order.
    var functions: [String: [(file: Int, function: KotlinFunction)]] = [:]
    var properties: [String: (file: Int, value: KotlinExpression)] = [:]
    /// Properties of the app's `object`s by `Object.name` (`Spacing.s`), the first declared of each.
    var objectProperties: [String: (file: Int, value: KotlinExpression)] = [:]
    /// `val` members of the app's classes by `Class.name` (`Padding.small`), the first declared of each.
    var classProperties: [String: (file: Int, value: KotlinExpression)] = [:]
    var typeAliases: [String: String] = [:]
    /// The generated resource classes' names (moko's `MR`, Compose Multiplatform's `Res`, or what the
    /// app's Gradle files name them).
    var resourceClasses = ComposeResourceClasses()
    /// The app's own type scale: role name → style, from the first typography object its files build
    /// (a call whose labelled arguments are `TextStyle(…)` values: `Typography(…)` or the app's own class).
    var appTypeScale: [String: ComposeMetrics.TypeStyle] = [:]
    /// Where the app's type scale was read.
    var appTypeScaleSource: String?
    /// The app's top-level functions of no parameter that return Material's `Typography`: a call of one is
    /// the typography (`typo().bodySmall`).
    var typographyFunctions: Set<String> = []
    /// Modifier extension functions of the app (`fun Modifier.cardStyle(…)`) whose body changes a width
    /// or a padding.
    var widthModifiers: Set<String> = []
    /// The app's own functions that return the text of a string resource passed to them (`@Composable fun
    /// stringRes(id: Int): String = resources.getString(id)`, `fun StringResource.localized() =
    /// stringResource(this)`), by name: found by their body handing a parameter (or the receiver) to a
    /// string API (`stringAPIs`) or to another such wrapper, never by their name.
    var stringWrappers: [String: StringWrapper] = [:]
    /// The app's own overloads of a string API's name that take the resource at a later parameter
    /// (`fun Context.getString(languageCode: String, @StringRes resId: Int, vararg args: Any): String`, whose body
    /// hands `resId` on to `Context.getString` or to a wrapper of it), by name: found by their body, as
    /// `stringWrappers` are. Kotlin picks an overload by its parameters' types (Kotlin spec, "Overload resolution");
    /// a call whose first argument is no resource and whose argument at such an overload's parameter is one
    /// (`context.getString(lang, R.string.x)`) calls the overload.
    var stringOverloads: [String: [StringWrapper]] = [:]
    /// Names of the app's extension functions (`fun RowScope.Item()`, `fun Modifier.card()`).
    var extensionNames: Set<String> = []
    /// The app's font files by resource name (`ComposeFonts`).
    var fontFiles: [String: String] = [:]
    /// The app's string accessors (`ComposeAccessors`), read in `finish()`.
    var accessors = ComposeAccessors()
    /// The values the app provides for each of its `CompositionLocal`s (`CompositionLocalProvider(LocalTypo
    /// provides typography) { … }`), by the local's name: each value with the function whose body provides it.
    var providedValues: [String: [(file: Int, function: KotlinFunction, value: KotlinExpression)]] = [:]
    /// Getters of the app's `object`s by `Object.name` (`UI.typo` → `LocalTypo.current`), the first of each.
    var objectGetters: [String: (file: Int, value: KotlinExpression)] = [:]
    /// The app's `<dimen>` resources in dp that are the same at every checked screen width
    /// (`AndroidResources.dimenDp(_:everyWidthOf:)`), by name: what `dimensionResource(R.dimen.x)` returns.
    var resourceDimensions: [String: Double] = [:]

    /// Where a wrapper takes the resource: a parameter (by index and name), or its receiver.
    struct StringWrapper: Hashable {
        /// The parameter's index and name; nil: the receiver.
        var parameterIndex: Int?
        var parameterName: String?
        var plural: Bool
    }

    /// The calls that return a string resource's text, by name, and whether they take a plural's quantity:
    /// Compose's `stringResource`/`pluralStringResource` (androidx.compose.ui.res, and the Compose
    /// Multiplatform resources library's functions of the same names), Android's `Resources.getString` /
    /// `getText` / `getQuantityString` / `getQuantityText` (android.content.res.Resources, Context), Compose
    /// Multiplatform's suspending `getString` / `getPluralString`.
    static let stringAPIs: [String: Bool] = [
        "stringResource": false, "pluralStringResource": true, "getString": false, "getText": false,
        "getQuantityString": true, "getQuantityText": true, "getPluralString": true,
    ]

    /// The app's constructor calls by class name, and its classes' declaration counts, built on first use
    /// (`ComposeSmartCasts`).
    var constructionsByName: [String: [Construction]]?
    var declarationCounts: [String: Int]?
    /// Extension properties' receiver types by name, and the names of the app's classes' members (`ComposeSmartCasts`).
    var extensionGetterTypes: [String: Set<String>]?
    var memberNames: Set<String>?
    /// The names `copy(name = …)` calls label, the declarations that name each supertype, the values read for
    /// each `Type.property`, and each class's members (`ComposeSmartCasts`: a hierarchy's property), built on first use.
    var copiedProperties = Set<String>()
    var subtypesByName: [String: [(file: Int?, type: KotlinTypeDeclaration)]]?
    var hierarchyValuesRead: [String: HierarchyValues] = [:]
    var typeMembers: [String: Set<String>]?
    var typeDeclarations: [String: (file: Int?, type: KotlinTypeDeclaration)]?

    /// Class declarations of files read for them only (`addTypes`).
    var modelTypes: [KotlinTypeDeclaration] = []

    /// Whether `name` in a file is Material 2's composable (`androidx.compose.material.X`, imported by name or
    /// with the package's star) rather than Material 3's (`androidx.compose.material3`): Kotlin resolves an
    /// explicit import before a star import (Kotlin spec, "Linked scopes": explicit imports, then the file's
    /// package, then star imports).
    func isMaterial2(_ name: String, file: Int) -> Bool {
        let kotlinFile = files[file]
        if let imported = kotlinFile.imports[name] { return imported == "androidx.compose.material." + name }
        let stars = kotlinFile.starImports
        return stars.contains("androidx.compose.material") && !stars.contains("androidx.compose.material3")
    }

    /// Whether the file's `Text` is Material 2's (`androidx.compose.material.Text`); a file that names no
    /// `Text` follows its `MaterialTheme`.
    func textIsMaterial2(file: Int) -> Bool {
        guard file >= 0, file < files.count else { return false }
        if files[file].imports["Text"] != nil || !files[file].starImports.isEmpty { return isMaterial2("Text", file: file) }
        return isMaterial2("MaterialTheme", file: file)
    }

    /// Adds the class, object and interface declarations of a file whose code the importer does not read.
    func addTypes(_ file: KotlinFile) {
        modelTypes += file.types
        for type in file.types where !type.enumEntries.isEmpty && enumEntryNames[type.name] == nil { enumEntryNames[type.name] = type.enumEntries }
        for type in file.types { declaredTypeNames.insert(type.name) }
        for type in file.types where type.kind == .object { objectNames.insert(type.name) }
        for type in file.types { for entry in type.enumEntries { enumEntries.insert(type.name + "." + entry) } }
        noteAnnotationClasses(file.types)
    }

    func add(_ file: KotlinFile) {
        let index = files.count
        files.append(file)
        for function in file.functions {
            functions[function.name, default: []].append((index, function))
            if function.hasReceiver { extensionNames.insert(function.name) }
        }
        for property in file.properties where properties[property.name] == nil { properties[property.name] = (index, property.value) }
        for (alias, target) in file.typeAliases where typeAliases[alias] == nil { typeAliases[alias] = target }
        for (name, value) in file.objectProperties.sorted(by: { $0.key < $1.key }) where objectProperties[name] == nil { objectProperties[name] = (index, value) }
        for (name, value) in file.classProperties.sorted(by: { $0.key < $1.key }) where classProperties[name] == nil { classProperties[name] = (index, value) }
        for type in file.types where type.kind == .classType { classNames.insert(type.name) }
        for type in file.types { declaredTypeNames.insert(type.name) }
        for type in file.types where type.kind == .object { objectNames.insert(type.name) }
        for type in file.types { for entry in type.enumEntries { enumEntries.insert(type.name + "." + entry) } }
        addCarriedValues(file, index: index)
        if !importsComposeResources, file.imports.values.contains(where: { $0.hasPrefix(ComposeResourceClasses.composeResourcesPackage) }) {
            importsComposeResources = true
        }
        noteAnnotationClasses(file.types)
        for getter in file.getters {
            guard let owner = getter.owner, owner < file.types.count, file.types[owner].kind == .object else { continue }
            let name = file.types[owner].name + "." + getter.name
            if objectGetters[name] == nil { objectGetters[name] = (index, getter.value) }
        }
        // `CompositionLocalProvider(LocalA provides a, LocalB provides b) { … }` (CompositionLocal.kt:
        // `infix fun provides(value: T)`, also `providesDefault`): each `provides` argument, read as the
        // infix call's two operands.
        for function in file.functions {
            guard let body = function.body else { continue }
            Self.forEachCall(in: body.statements, budget: Self.providerSearchBudget) { call in
                guard call.name == "CompositionLocalProvider", call.receiver == nil else { return true }
                for argument in call.arguments {
                    guard case .other(let parts) = argument.value, parts.count == 2, case .name(let local, nil, _) = parts[0],
                          providedValues[local, default: []].count < Self.maximumProvidedValues else { continue }
                    providedValues[local, default: []].append((index, function, parts[1]))
                }
                return true
            }
        }
    }

    /// How many expressions of one function are searched for `CompositionLocalProvider` calls, and how many
    /// provided values of one local are kept: linear in the sources whatever they hold.
    static let providerSearchBudget = 20_000
    static let maximumProvidedValues = 64

    /// Reads the app's typography and modifier functions once all files are added.
    func finish() {
        inheritExpectedDefaults()
        /// The labelled `TextStyle(…)` arguments of a typography object's construction (three or more).
        func styles(_ call: KotlinCall) -> [(String, KotlinCall)] {
            call.arguments.compactMap { argument -> (String, KotlinCall)? in
                guard let label = argument.label, case .call(let inner) = argument.value, inner.name == "TextStyle" else { return nil }
                return (label, inner)
            }
        }
        func read(_ found: [(String, KotlinCall)], name: String, file: KotlinFile) {
            for (label, styleCall) in found {
                var style = ComposeMetrics.TypeStyle(size: 14, lineHeight: nil, weight: 400, letterSpacing: 0,
                                                     source: "the app's \(name).\(label) (\(file.display))")
                apply(textStyleArguments: styleCall.arguments, to: &style)
                appTypeScale[label] = style
            }
            appTypeScaleSource = "\(file.display) `\(name)`"
        }
        for file in files where appTypeScale.isEmpty {
            for property in file.properties {
                guard case .call(let call) = property.value else { continue }
                let found = styles(call)
                guard found.count >= 3 else { continue }
                read(found, name: property.name, file: file)
                break
            }
        }
        // A function the app declares to return Material's `Typography` (`@Composable fun typo(): Typography`,
        // its type scale built in the body, often with a font family a composable loads): a call of it is
        // the typography, as `MaterialTheme.typography` is (`typo().bodySmall`).
        for file in files {
            for function in file.functions where function.owner == nil && !function.hasReceiver && function.parameters.isEmpty
                && (function.returnType == "Typography" || function.returnType.hasSuffix(".Typography")) {
                typographyFunctions.insert(function.name)
                guard appTypeScale.isEmpty else { continue }
                // The body's own values (`val fontFamily = fontFamily()`) stand where the styles name them.
                var locals: [String: KotlinExpression] = [:]
                for statement in function.body?.statements ?? [] {
                    let value: KotlinExpression
                    switch statement {
                    case .binding(let name, let bound, _): value = bound; locals[name] = bound
                    default: value = statement
                    }
                    guard case .call(let call) = value else { continue }
                    let found = styles(call).map { label, style -> (String, KotlinCall) in
                        var style = style
                        style.arguments = style.arguments.map { argument in
                            guard case .name(let name, nil, _) = argument.value, let local = locals[name] else { return argument }
                            var argument = argument
                            argument.value = local
                            return argument
                        }
                        return (label, style)
                    }
                    guard found.count >= 3 else { continue }
                    read(found, name: function.name + "()", file: file)
                    break
                }
            }
        }
        findStringWrappers()
        accessors = ComposeAccessors(self)
        let widthCalls: Set<String> = ["padding", "width", "size", "fillMaxWidth", "widthIn", "requiredWidth", "absolutePadding", "fillMaxSize"]
        for (name, declared) in functions {
            for (_, function) in declared {
                guard let body = function.body else { continue }
                var changesWidth = false
                Self.forEachCall(in: body.statements, budget: 4_000) { call in
                    changesWidth = widthCalls.contains(call.name) && !Self.isVerticalPadding(call)
                    return !changesWidth
                }
                if changesWidth { widthModifiers.insert(name) }
            }
        }
    }

    /// A `padding(top = …, bottom = …)` / `padding(vertical = …)`: it leaves the width as it is (Padding.kt:
    /// `PaddingModifier` adds `start + end` to the width only).
    static func isVerticalPadding(_ call: KotlinCall) -> Bool {
        (call.name == "padding" || call.name == "absolutePadding") && !call.arguments.isEmpty
            && call.arguments.allSatisfy { ["top", "bottom", "vertical"].contains($0.label ?? "") }
    }

    /// Kotlin Multiplatform: an `actual fun` may not declare default values; it takes those of its
    /// `expect fun` (Kotlin spec, "Expect and actual declarations"). A declaration with no body whose
    /// parameters have defaults gives them to the declarations of the same name and parameter names that
    /// have a body and leave them out.
    func inheritExpectedDefaults() {
        for (name, declared) in functions where declared.count > 1 {
            guard let expected = declared.first(where: { $0.function.body == nil && $0.function.parameters.contains { $0.defaultValue != nil } }) else { continue }
            let names = expected.function.parameters.map(\.name)
            for index in declared.indices where declared[index].function.body != nil && declared[index].function.parameters.map(\.name) == names {
                for (position, parameter) in expected.function.parameters.enumerated()
                where declared[index].function.parameters[position].defaultValue == nil && parameter.defaultValue != nil {
                    functions[name]![index].function.parameters[position].defaultValue = parameter.defaultValue
                }
            }
        }
    }

    /// Functions whose body hands a parameter (or `this`) to a string API or to a wrapper already found:
    /// the passes repeat while they find more (a wrapper of a wrapper), at most four times. A function that
    /// returns nothing (`Unit`, a component that shows the text itself) is no wrapper: its call is laid out
    /// where it stands.
    func findStringWrappers() {
        findTextClasses()
        for _ in 0..<4 {
            var found = false
            for (name, declared) in functions.sorted(by: { $0.key < $1.key }) where stringWrappers[name] == nil {
                let isAPI = Self.stringAPIs[name] != nil
                for (_, function) in declared {
                    guard let body = function.body, Self.mayReturnText(function) || returnsTextClass(function) else { continue }
                    var wrapper: StringWrapper?
                    Self.forEachCall(in: body.statements, budget: 4_000) { call in
                        let plural: Bool
                        let argument: KotlinExpression?
                        if let api = Self.stringAPIs[call.name] {
                            plural = api
                            argument = call.argument("id", position: 0) ?? call.argument("resource") ?? call.arguments.first?.value
                        } else if let known = stringWrappers[call.name], let index = known.parameterIndex, let parameter = known.parameterName {
                            // A wrapper takes the resource at its own parameter (`getStringForLocale(context, locale, resId)`).
                            plural = known.plural
                            argument = call.argument(parameter, position: index)
                        } else { return true }
                        guard let argument, case .name(let passed, nil, _) = argument else { return true }
                        if passed == "this", function.hasReceiver {
                            wrapper = isAPI ? nil : StringWrapper(parameterIndex: nil, parameterName: nil, plural: plural)
                        } else if let index = function.parameters.firstIndex(where: { $0.name == passed }), !isAPI || index > 0 {
                            wrapper = StringWrapper(parameterIndex: index, parameterName: passed, plural: plural)
                        }
                        return wrapper == nil
                    }
                    guard let wrapper else { continue }
                    if isAPI {
                        // An overload of the API's name: kept beside the API, each once.
                        if !(stringOverloads[name] ?? []).contains(wrapper) { stringOverloads[name, default: []].append(wrapper); found = true }
                        continue
                    }
                    stringWrappers[name] = wrapper
                    found = true
                    break
                }
            }
            if !found { break }
        }
    }

    /// The app's classes that hold a string resource and give its text (`data class ResText(@StringRes val id: Int)
    /// : Text { override fun invoke(res: Resources) = res.getText(id) }`, the value a view model hands a composable),
    /// found by a member whose body hands a constructor parameter to a string API (`stringAPIs`), never by name:
    /// constructing one (`ResText(R.string.x)`) is the resource's text, as calling a wrapper is (`stringWrappers`),
    /// and so is a function that returns one built from its parameter or receiver (`fun Int.asText(): Text =
    /// ResText(this)`). The names of the classes and of the types they implement (what such a function returns).
    var textClassTypes = Set<String>()

    func findTextClasses() {
        for (name, declared) in functions.sorted(by: { $0.key < $1.key }) where Self.stringAPIs[name] == nil {
            for (fileIndex, function) in declared {
                guard let owner = function.owner, owner < files[fileIndex].types.count, let body = function.body else { continue }
                let type = files[fileIndex].types[owner]
                guard type.kind == .classType, stringWrappers[type.name] == nil, !type.constructorParameters.isEmpty else { continue }
                Self.forEachCall(in: body.statements, budget: 4_000) { call in
                    guard let plural = Self.stringAPIs[call.name],
                          let first = call.argument("id", position: 0) ?? call.arguments.first?.value,
                          case .name(let passed, nil, _) = first, let index = type.constructorParameters.firstIndex(of: passed) else { return true }
                    stringWrappers[type.name] = StringWrapper(parameterIndex: index, parameterName: passed, plural: plural)
                    textClassTypes.insert(type.name)
                    textClassTypes.formUnion(type.supertypes)
                    return false
                }
            }
        }
    }

    /// Whether a function is declared to return one of the text classes or a type they implement (`Text`).
    func returnsTextClass(_ function: KotlinFunction) -> Bool {
        let type = function.returnType.replacingOccurrences(of: "?", with: "")
        return !type.isEmpty && textClassTypes.contains(String(type.split(separator: ".").last ?? ""))
    }

    /// The resource a call returns the text of, and whether it is a plural: a string API
    /// (`stringAPIs`, `stringResource(id = …)`, a name ending in `StringResource`), or one of the app's own
    /// wrappers (`stringWrappers`: the argument at the wrapper's parameter, or its receiver).
    func resourceArgument(_ call: KotlinCall) -> (KotlinExpression, Bool)? {
        if ComposeScreenReader.isStringResourceCall(call.name) || Self.stringAPIs[call.name] != nil {
            guard let argument = call.argument("id", position: 0) ?? call.argument("resource") ?? call.arguments.first?.value else { return nil }
            if resource(argument) == nil {
                // The app's overload whose parameter receives a resource (`getString(lang, R.string.x)`).
                for overload in stringOverloads[call.name] ?? [] {
                    guard let index = overload.parameterIndex, let name = overload.parameterName,
                          let passed = call.argument(name, position: index), resource(passed) != nil else { continue }
                    return (passed, overload.plural)
                }
            }
            return (argument, call.name.hasPrefix("plural") || Self.stringAPIs[call.name] == true)
        }
        guard let wrapper = stringWrappers[call.name] else { return nil }
        if let index = wrapper.parameterIndex, let name = wrapper.parameterName {
            return call.argument(name, position: index).map { ($0, wrapper.plural) }
        }
        return call.receiver.map { ($0, wrapper.plural) }
    }

    /// Whether a function may return a text: its declared type is a string type, or it has an expression
    /// body with no declared type (Kotlin infers it).
    static func mayReturnText(_ function: KotlinFunction) -> Bool {
        let type = function.returnType.replacingOccurrences(of: "?", with: "")
        if type.isEmpty {
            // `fun Title(res: Int) = Text(stringResource(res))` is a component (Unit), not a text.
            if case .call(let call)? = function.body?.statements.first, call.receiver == nil,
               call.name.unicodeScalars.first?.properties.isUppercase == true { return false }
            return function.hasExpressionBody
        }
        return type == "String" || type == "AnnotatedString" || type == "CharSequence" || type.hasSuffix(".String")
    }

    /// Whether any call in `expressions` has one of `names` (looked through at most `budget` nodes).
    static func mentions(_ expressions: [KotlinExpression], names: Set<String>, budget: Int) -> Bool {
        var found = false
        forEachCall(in: expressions, budget: budget) { call in
            found = names.contains(call.name)
            return !found
        }
        return found
    }

    /// Visits the calls in `expressions` and everything nested in them (receivers, arguments, lambdas,
    /// branches, bindings), depth first, looking through at most `budget` nodes; `visit` returns false to stop.
    /// Returns how many nodes it looked through.
    @discardableResult
    static func forEachCall(in expressions: [KotlinExpression], budget: Int, _ visit: (KotlinCall) -> Bool) -> Int {
        var stack = expressions
        var left = budget
        while let expression = stack.popLast(), left > 0 {
            left -= 1
            switch expression {
            case .call(let call):
                if !visit(call) { return budget - left }
                if let receiver = call.receiver { stack.append(receiver) }
                stack += call.arguments.map(\.value)
                if let lambda = call.trailingLambda { stack += lambda.statements }
            case .name(_, let receiver, _): if let receiver { stack.append(receiver) }
            case .lambda(let block): stack += block.statements
            case .branches(let blocks, _): stack += blocks.flatMap(\.statements)
            case .binding(_, let value, _): stack.append(value)
            case .other(let children), .sum(let children, _): stack += children
            default: break
            }
        }
        return budget - left
    }

    /// The style a `TextStyle(…)` call's arguments (or a `Text`'s own style arguments) give over `style`.
    func apply(textStyleArguments arguments: [KotlinArgument], to style: inout ComposeMetrics.TypeStyle) {
        for argument in arguments {
            switch argument.label {
            case "fontSize": if let value = Self.number(argument.value, unit: "sp") { style.size = value }
            case "lineHeight": if let value = Self.number(argument.value, unit: "sp") { style.lineHeight = value }
            case "letterSpacing":
                if let value = Self.number(argument.value, unit: "sp") { style.letterSpacing = value }
                else if let value = Self.number(argument.value, unit: "em") { style.letterSpacing = value * style.size }
            case "fontWeight":
                if let path = argument.value.dottedPath, let weight = ComposeMetrics.fontWeights[String(path.split(separator: ".").last ?? "")] {
                    style.weight = weight
                }
            case "fontStyle": style.italic = argument.value.dottedPath?.hasSuffix("Italic") ?? false
            case "fontFamily":
                let faces = fontFaces(argument.value)
                style.fontResource = faces.first
                style.fontFaces = faces
            case "platformStyle":
                if case .call(let call) = argument.value, call.name == "PlatformTextStyle",
                   let include = call.argument("includeFontPadding", position: 0)?.dottedPath {
                    style.includeFontPadding = include == "true"
                }
            default: break
            }
        }
    }

    /// The first font resource of a `FontFamily(Font(R.font.x))` (`Font(resId, weight, style)`;
    /// Compose Multiplatform `Font(resource, weight, style)`), or nil for a platform family.
    func fontResource(_ expression: KotlinExpression) -> ComposeMetrics.FontResource? { fontFaces(expression).first }

    /// The font resources of a `FontFamily(Font(R.font.x), Font(R.font.y, FontWeight.Bold), …)` in order, up to
    /// the first argument that is no resource font; empty for a platform family.
    func fontFaces(_ expression: KotlinExpression, depth: Int = 0) -> [ComposeMetrics.FontResource] {
        guard depth < 8 else { return [] }
        switch expression {
        case .call(let call) where call.name == "FontFamily":
            var faces: [ComposeMetrics.FontResource] = []
            for argument in call.arguments.prefix(Self.maximumFontFaces) {
                guard case .call(let font) = argument.value, font.name == "Font",
                      let reference = (font.argument("resId", position: 0) ?? font.argument("resource"))?.dottedPath,
                      reference.contains(".font.") else { break }
                // Font.kt: `weight: FontWeight = FontWeight.Normal`.
                var weight = 400
                if let path = font.argument("weight", position: 1)?.dottedPath,
                   let value = ComposeMetrics.fontWeights[String(path.split(separator: ".").last ?? "")] { weight = value }
                let italic = font.argument("style", position: 2)?.dottedPath?.hasSuffix("Italic") ?? false
                faces.append(ComposeMetrics.FontResource(name: String(reference.split(separator: ".").last ?? ""), reference: reference, weight: weight, italic: italic))
            }
            return faces
        case .name(let name, nil, _):
            if let property = properties[name] { return fontFaces(property.value, depth: depth + 1) }
            return []
        case .call(let call) where call.receiver == nil && call.arguments.isEmpty:
            // The app's function of no parameter whose body is the family (`@Composable fun fontFamily() =
            // FontFamily(Font(Res.font.poppins_medium))`).
            guard let declared = functions[call.name], declared.count == 1,
                  let statements = declared[0].function.body?.statements, statements.count == 1 else { return [] }
            return fontFaces(statements[0], depth: depth + 1)
        default:
            return []
        }
    }

    /// How many `Font(…)`s of one `FontFamily` are read (a family lists one per weight and style: 18 at most).
    static let maximumFontFaces = 32

    /// A length in `unit` (`16.dp`, `14.sp`, `0.5.em`), or nil when the expression is not one.
    static func number(_ expression: KotlinExpression, unit: String) -> Double? {
        if case .other(let parts) = expression, parts.count == 2, case .number(let value, _) = parts[0],
           case .name(let name, nil, _) = parts[1], name == unit {
            return value
        }
        return nil
    }

    /// The function a call means: the app's declaration whose parameters take the call's labels and
    /// number of arguments (every parameter without a default given), if the app declares one by that name:
    /// one of the calling file's own first (a `private fun` is seen only there), else the first in file
    /// order. `excluding`: declarations already being inlined (`identity`), so that an overload calling
    /// another of the same name reaches the other.
    func function(for call: KotlinCall, from file: Int? = nil, excluding: Set<String> = []) -> (file: Int, function: KotlinFunction)? {
        guard let all = functions[call.name] else { return nil }
        // A name the calling file imports from outside the app (`import androidx.compose.material3.DropdownMenuItem`)
        // is that declaration: an explicit import comes before the file's own package (Kotlin spec, "Linked scopes").
        if let file, call.receiver == nil, let path = files[file].imports[call.name], !isAppDeclaration(path) { return nil }
        // A name the Compose table knows (`TextField`, `AlertDialog`, `Button`) is the app's declaration only
        // where Kotlin's scopes reach it before the library's: imported by name, declared in the calling
        // file's own package, or in a package the file imports whole (`import app.components.*`); a library
        // name comes from a default or star import, which rank after those (Kotlin spec, "Linked scopes").
        let declared = all[...]
        if let file, call.receiver == nil, Self.libraryNames.contains(call.name) {
            let caller = files[file]
            let packages: [Set<String>]
            if let path = caller.imports[call.name], let dot = path.lastIndex(of: ".") {
                packages = [[String(path[..<dot])]]
            } else {
                packages = [[caller.packageName], Set(caller.starImports.filter { appPackages.contains($0) })]
            }
            for level in packages {
                let here = declared.filter { level.contains(files[$0.file].packageName) }
                if !here.isEmpty, let match = applicable(call, among: here[...], from: file, excluding: excluding) { return match }
            }
            return nil
        }
        return applicable(call, among: declared, from: file, excluding: excluding)
    }

    /// Names of composables the Compose table models (`ComposeScreenReader.tableNames`): where the app
    /// declares one of the same name, Kotlin's scopes decide which one a call means.
    static let libraryNames: Set<String> = ComposeScreenReader.tableNames

    /// The first of `declared` whose parameters take the call's labels and number of arguments: one of the
    /// calling file's own first, else the first in file order.
    func applicable(_ call: KotlinCall, among declared: ArraySlice<(file: Int, function: KotlinFunction)>, from file: Int?,
                    excluding: Set<String>) -> (file: Int, function: KotlinFunction)? {
        // A call on a receiver reaches an extension function; a member function (`route.Content()`) is
        // dispatched on the receiver's run-time class, which the sources do not decide.
        let onReceiver = call.receiver != nil
        let labels = call.arguments.compactMap(\.label)
        let positional = call.arguments.filter { $0.label == nil }.count + (call.trailingLambda == nil ? 0 : 1)
        let matches = declared.lazy.filter { candidate in
            guard candidate.function.body != nil, !candidate.function.isPrivate || candidate.file == file,
                  !onReceiver || candidate.function.hasReceiver,
                  !excluding.contains(Self.identity(file: candidate.file, candidate.function)) else { return false }
            let parameters = candidate.function.parameters
            let names = Set(parameters.map(\.name))
            let required = parameters.filter { $0.defaultValue == nil && !$0.isVararg }.count
            let varargs = parameters.contains(where: \.isVararg)
            guard labels.allSatisfy(names.contains) && (varargs || positional + labels.count <= parameters.count)
                && positional + labels.count >= required else { return false }
            guard !varargs else { return true }
            // Every parameter without a default receives an argument (Kotlin spec, "Overload resolution":
            // a candidate is applicable only then): by its label, by position (positional arguments fill the
            // parameters in order), or the trailing lambda (the last parameter). An overload of the same name
            // that needs a parameter the call does not give (`iconRes`) is not the function called. A positional
            // argument stands in its own position, also after named ones (Kotlin 1.4's mixed arguments).
            var given = Set(labels)
            for (position, argument) in call.arguments.enumerated() where argument.label == nil && position < parameters.count {
                given.insert(parameters[position].name)
            }
            if call.trailingLambda != nil, let last = parameters.last { given.insert(last.name) }
            return parameters.allSatisfy { $0.defaultValue != nil || given.contains($0.name) }
        }
        return matches.first { $0.file == file } ?? matches.first
    }

    /// The app's packages (those its files declare).
    lazy var appPackages: Set<String> = Set(files.map(\.packageName).filter { !$0.isEmpty })

    /// Whether an imported full name (`a.b.Name`) is declared in one of the app's packages.
    func isAppDeclaration(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return appPackages.contains(String(path[..<dot]))
    }

    /// A call through an import alias (`import androidx.compose.material3.DropdownMenuItem as
    /// MaterialDropdownMenuItem`) as the call of the name it stands for: a library's name on its package
    /// (`androidx.compose.material3.DropdownMenuItem(…)`, as the code could write it), an app's by its own
    /// name. Nil when the name is no alias.
    func unaliased(_ call: KotlinCall, file: Int) -> KotlinCall? {
        guard call.receiver == nil, let path = files[file].imports[call.name], let dot = path.lastIndex(of: ".") else { return nil }
        let name = String(path[path.index(after: dot)...])
        guard name != call.name, !name.isEmpty else { return nil }
        var renamed = call
        renamed.name = name
        if !isAppDeclaration(path) { renamed.receiver = .name(String(path[..<dot]), receiver: nil, offset: call.offset) }
        return renamed
    }

    static func identity(file: Int, _ function: KotlinFunction) -> String { "\(file):\(function.offset)" }

    /// The supertypes of each class, object and interface the app declares, by simple name (the union
    /// over declarations of one name).
    lazy var supertypes: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for type in files.flatMap(\.types) + modelTypes { result[type.name, default: []].formUnion(type.supertypes) }
        return result
    }()

    func declaresType(_ name: String) -> Bool { supertypes[name] != nil }

    /// The declared types of the app's class properties, by property name: each class that declares one of that
    /// name with a written type (`KotlinTypeDeclaration.propertyTypes`) and that type's simple name.
    lazy var propertyDeclarations: [String: [(owner: String, type: String)]] = {
        var result: [String: [(owner: String, type: String)]] = [:]
        for type in files.flatMap(\.types) + modelTypes {
            for (name, declared) in type.propertyTypes.sorted(by: { $0.key < $1.key }) { result[name, default: []].append((type.name, declared)) }
        }
        return result
    }()

    /// The entries of the app's enum classes, by the enum's simple name (the union over declarations of one name).
    lazy var enumEntriesByType: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for type in files.flatMap(\.types) + modelTypes where !type.enumEntries.isEmpty { result[type.name, default: []].formUnion(type.enumEntries) }
        return result
    }()

    /// The annotations on the app's classes that carry any (`@Preview(…) annotation class PreviewsDayNight`), by
    /// class name.
    var annotationClasses: [String: [String]] = [:]

    /// Records the annotations on the classes of `types` (the first declaration of a name wins).
    private func noteAnnotationClasses(_ types: [KotlinTypeDeclaration]) {
        for type in types where type.kind == .classType && !type.annotations.isEmpty && annotationClasses[type.name] == nil {
            annotationClasses[type.name] = type.annotations
        }
    }

    /// The multipreview annotations the libraries declare (annotation classes annotated with `@Preview`s):
    /// androidx.compose.ui:ui-tooling-preview `MultiPreviews.kt` (`PreviewScreenSizes`, `PreviewFontScale`,
    /// `PreviewLightDark`, `PreviewDynamicColors`) and androidx.wear.compose:compose-ui-tooling
    /// (`WearPreviewDevices`, `WearPreviewFontScales`, `WearPreviewLargeRound`, `WearPreviewSmallRound`,
    /// `WearPreviewSquare`). The app's code uses them without declaring them.
    static let libraryMultipreviews: Set<String> = [
        "PreviewScreenSizes", "PreviewFontScale", "PreviewLightDark", "PreviewDynamicColors",
        "WearPreviewDevices", "WearPreviewFontScales", "WearPreviewLargeRound", "WearPreviewSmallRound", "WearPreviewSquare",
    ]

    /// The app's multipreview annotations: an annotation class annotated with `@Preview`, or with another
    /// multipreview (the app's or a library's, `libraryMultipreviews`), marks a function as previews as `@Preview`
    /// does ("Multipreview annotations", developer.android.com, "Preview your UI with composable previews").
    lazy var multipreviews: Set<String> = {
        var found = Self.libraryMultipreviews
        var changed = true
        while changed {
            changed = false
            for (name, annotations) in annotationClasses where !found.contains(name)
                && annotations.contains(where: { $0 == "Preview" || found.contains($0) }) {
                found.insert(name)
                changed = true
            }
        }
        return found
    }()

    /// Whether a function is a preview: `@Preview` (or an annotation named as previews are) or one of the
    /// app's multipreview annotations.
    func isPreview(_ function: KotlinFunction) -> Bool {
        function.isPreview || function.annotations.contains(where: multipreviews.contains)
    }

    /// What an enum entry or an object passes to its class's constructor (`enum class Tab(val title: Int) {
    /// Home(R.string.home) }`, `data object Home : Screen(R.string.home)`): the file it is written in, the
    /// arguments, and the class whose primary constructor takes them. A property of the entry or object that is
    /// a constructor parameter is the argument given for it (Kotlin: each enum constant is an instance of its
    /// class made by that constructor call; an object's superclass is constructed with the header's arguments).
    struct CarriedValues {
        var file: Int
        var arguments: [KotlinArgument]
        var constructor: String
    }
    /// Every enum entry by `Enum.Entry` (the enum's simple name), and the objects whose header calls a superclass
    /// constructor by simple name: the first declared of each.
    var enumEntryValues: [String: CarriedValues] = [:]
    var objectValues: [String: CarriedValues] = [:]
    /// The entries of each enum class, in order, by simple name (the first declared): what `Tab.entries`,
    /// `Tab.values()` and `enumValues<Tab>()` hold (Kotlin docs, "Enum classes": in declaration order).
    var enumEntryNames: [String: [String]] = [:]
    /// Extension properties with a getter of one expression by `Receiver.name` (`val Tab.label: Int get() =
    /// when (this) { … }`), the first declared of each: `this` in the getter is the receiver.
    var extensionGetters: [String: (file: Int, value: KotlinExpression)] = [:]
    /// How many entries and objects are indexed (one index per app, linear in its declarations).
    static let maximumCarriedValues = 65_536

    func addCarriedValues(_ file: KotlinFile, index: Int) {
        for type in file.types {
            if !type.enumEntries.isEmpty, enumEntryNames[type.name] == nil { enumEntryNames[type.name] = type.enumEntries }
            for (position, entry) in type.enumEntries.enumerated() where enumEntryValues.count < Self.maximumCarriedValues {
                let arguments = position < type.enumEntryArguments.count ? type.enumEntryArguments[position] : []
                let name = type.name + "." + entry
                if enumEntryValues[name] == nil { enumEntryValues[name] = CarriedValues(file: index, arguments: arguments, constructor: type.name) }
            }
            if type.kind == .object, !type.superclass.isEmpty, objectValues[type.name] == nil, objectValues.count < Self.maximumCarriedValues {
                objectValues[type.name] = CarriedValues(file: index, arguments: type.superArguments, constructor: type.superclass)
            }
        }
        for getter in file.getters where !getter.receiverType.isEmpty && getter.owner == nil {
            let name = getter.receiverType + "." + getter.name
            if extensionGetters[name] == nil { extensionGetters[name] = (index, getter.value) }
        }
    }

    /// Whether a file declares enum entries or objects that pass arguments to a constructor: its declarations
    /// carry values a composable may read (`tab.title`), so the importer reads it whole (`ComposeImporter.read`).
    static func carriesValues(_ file: KotlinFile) -> Bool {
        file.types.contains { type in type.enumEntryArguments.contains { !$0.isEmpty } || type.kind == .object && !type.superArguments.isEmpty }
            || file.getters.contains { !$0.receiverType.isEmpty && $0.owner == nil }
    }

    /// The names of the app's `class` declarations.
    var classNames = Set<String>()
    /// The names of every class, object and interface the app's sources declare.
    var declaredTypeNames = Set<String>()
    /// The simple names of the app's object declarations (`object Share`, `data object Share : OptionId`).
    var objectNames = Set<String>()
    /// The app's enum entries, each qualified by its class's simple name (`Sort.Hot`).
    var enumEntries = Set<String>()
    /// Whether a file imports from the Compose Multiplatform resources library (`org.jetbrains.compose.resources`).
    var importsComposeResources = false

    /// The app's class an expression is a new instance of: a constructor call with no arguments (`Padding()`),
    /// or a property (an extension property's getter: `val MaterialTheme.padding: Padding get() = Padding()`)
    /// whose value is one. Each such instance's `val` member initialized with a constant has that value (Kotlin
    /// spec, "Classes": a member property's initializer runs in every instance's constructor; members are
    /// final unless declared `open`).
    func instanceClass(_ expression: KotlinExpression) -> String? {
        func constructed(_ value: KotlinExpression) -> String? {
            guard case .call(let call) = value, call.receiver == nil, call.arguments.isEmpty, call.trailingLambda == nil,
                  classNames.contains(call.name) else { return nil }
            return call.name
        }
        if let type = constructed(expression) { return type }
        guard case .name(let name, _, _) = expression, let property = properties[name] else { return nil }
        return constructed(property.value)
    }

    /// The primary constructor's parameter names of each class the app declares, by simple name (the first
    /// declaration that lists any).
    lazy var constructorParameters: [String: [String]] = {
        var result: [String: [String]] = [:]
        for type in files.flatMap(\.types) + modelTypes where result[type.name] == nil && !type.constructorParameters.isEmpty { result[type.name] = type.constructorParameters }
        return result
    }()

    /// The primary constructor's parameters each class declares with the default `null`, by simple name (of the
    /// declaration `constructorParameters` reads).
    lazy var constructorNullDefaults: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for type in files.flatMap(\.types) + modelTypes where result[type.name] == nil && !type.constructorParameters.isEmpty {
            result[type.name] = Set(type.nullDefaults)
        }
        return result
    }()

    /// Whether the class `type` is `ancestor` or inherits from it, as the app's declarations say.
    func isSubtype(_ type: String, of ancestor: String) -> Bool {
        var queue = [type], seen = Set<String>()
        while let current = queue.popLast(), seen.count < 64 {
            if current == ancestor { return true }
            guard seen.insert(current).inserted else { continue }
            queue += (supertypes[current] ?? []).sorted()
        }
        return false
    }

    /// The declaration with a body of member `name` a class or object `type` has: its own, else the
    /// nearest of its supertypes' (an interface's default body), breadth first.
    func member(_ name: String, of type: String, excluding: Set<String> = []) -> (file: Int, function: KotlinFunction)? {
        guard let declared = functions[name] else { return nil }
        var queue = [type], seen = Set<String>(), next = 0
        while next < queue.count, seen.count < 64 {
            let current = queue[next]
            next += 1
            guard seen.insert(current).inserted else { continue }
            if let found = declared.first(where: { entry in
                guard entry.function.body != nil, let owner = entry.function.owner, owner < files[entry.file].types.count else { return false }
                return files[entry.file].types[owner].name == current && !excluding.contains(Self.identity(file: entry.file, entry.function))
            }) { return found }
            queue += (supertypes[current] ?? []).sorted()
        }
        return nil
    }

    /// A resource reference's table and key: `R.string.x`, `MR.strings.x` (moko-resources),
    /// `Res.string.x` (Compose Multiplatform resources), plurals alike; type aliases followed.
    func resource(_ expression: KotlinExpression) -> (key: String, plural: Bool)? {
        guard let path = expression.dottedPath else { return nil }
        var parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return nil }
        if let alias = typeAliases[parts[0]] { parts = alias.split(separator: ".").map(String.init) + parts.dropFirst() }
        // `SessionsRes.string.x` with `object SessionsRes { val string = Res.string }`: a property of an object
        // is the value it is initialized with (Kotlin: a `val` with an initializer and no getter), here a table.
        if parts.count >= 3, let table = objectProperties[parts[0] + "." + parts[1]]?.value.dottedPath {
            let tableParts = table.split(separator: ".").map(String.init)
            if tableParts.count >= 2, resourceClasses.plural(owner: tableParts[tableParts.count - 2], table: tableParts[tableParts.count - 1]) != nil {
                parts = tableParts + parts.dropFirst(2)
            }
        }
        guard parts.count >= 2 else { return nil }
        let key = parts[parts.count - 1]
        let kind = parts[parts.count - 2]
        let owner = parts.count >= 3 ? parts[parts.count - 3] : ""
        if let plural = resourceClasses.plural(owner: owner, table: kind) { return (key, plural) }
        // A generated class the build names by code (`nameOfResClass = namespace.split(".").last().capitalized() +
        // "Res"` in a convention plugin): `AboutRes.string.x`, its owner declared nowhere in the sources, in an app
        // that uses the Compose resources library. Only the resources plugin generates such a class beside the
        // sources (`ComposeResourceClasses.generatedTables`); a name the sources declare is the app's own.
        if importsComposeResources, owner.first?.isUppercase == true,
           !declaredTypeNames.contains(owner), !typeAliases.keys.contains(owner),
           let plural = ComposeResourceClasses.generatedTables[kind] {
            return (key, plural)
        }
        return nil
    }
}
