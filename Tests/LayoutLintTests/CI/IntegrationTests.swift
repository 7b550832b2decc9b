import Foundation
import LayoutLint
import XCTest
import Yams

/// The repository's own integrations, run as their runners run them (issue 22): the GitHub Action
/// (`action.yml`: each step's script under bash with the environment and files a runner gives it, step
/// outputs and `GITHUB_PATH` carried to the next steps), and the pre-commit hooks (`.pre-commit-hooks.yaml`:
/// the `files` pattern as pre-commit applies it, Python's `re.search`, and the `entry` split as pre-commit
/// splits it, `shlex.split`, run as a command in a git repository).
final class IntegrationTests: XCTestCase {
    static let root = Run.packageRoot

    // MARK: GitHub Action

    struct ActionRun {
        /// The id or name of the step that failed, nil when every step passed.
        var failedStep: String?
        var outputs: [String: [String: String]]
        var stdout: String
        var summary: String
    }

    /// Runs the composite action's steps in `workspace` as a runner does: `${{ inputs.* }}` and
    /// `${{ steps.*.outputs.* }}` in each step's `env:` replaced, `bash --noprofile --norc -eo pipefail`,
    /// `GITHUB_OUTPUT`, `GITHUB_PATH`, `GITHUB_STEP_SUMMARY`, `RUNNER_TEMP`, `GITHUB_ACTION_PATH`; the first
    /// failing step ends the run.
    /// A step's `if:` of the form `steps.ID.outputs.NAME != ''` (or `== ''`) is evaluated; `uses:
    /// actions/cache@v4` is run as the cache action runs on a hosted runner: the entry named by `key:` is
    /// copied from `cacheStore` to `path:` when there is one (output `cache-hit`), else `path:` is saved under
    /// the key once every step passed (its post step, `post-if: success()`). `environment` is added to every
    /// step's (e.g. `RUNNER_TOOL_CACHE`, or a stand-in `SWIFT`).
    func runAction(in workspace: URL, inputs given: [String: String], cacheStore: URL? = nil,
                   environment extra: [String: String] = [:]) throws -> ActionRun {
        let action = try XCTUnwrap(try Yams.load(yaml: String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)) as? [String: Any])
        let declared = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        for name in given.keys { XCTAssertNotNil(declared[name], "action.yml has no input \(name)") }
        var inputs: [String: String] = [:]
        for (name, spec) in declared { inputs[name] = given[name] ?? (spec["default"] as? String) ?? "" }
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let steps = try XCTUnwrap(runs["steps"] as? [[String: Any]])

        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: temp) }
        let summary = temp.appendingPathComponent("summary.md"), path = temp.appendingPathComponent("path.txt")
        for file in [summary, path] { FileManager.default.createFile(atPath: file.path, contents: nil) }
        var outputs: [String: [String: String]] = [:]
        var extraPath: [String] = []
        var stdout = ""
        func expand(_ text: String) -> String {
            var result = text
            while let open = result.range(of: "${{"), let close = result.range(of: "}}", range: open.upperBound..<result.endIndex) {
                let expression = result[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                let parts = expression.split(separator: ".").map(String.init)
                var value = ""
                if parts.count == 2, parts[0] == "inputs" { value = inputs[parts[1]] ?? "" }
                else if parts.count == 4, parts[0] == "steps", parts[2] == "outputs" { value = outputs[parts[1]]?[parts[3]] ?? "" }
                else { XCTFail("the test runner does not evaluate ${{ \(expression) }}") }
                result.replaceSubrange(open.lowerBound..<close.upperBound, with: value)
            }
            return result
        }
        var cacheSaves: [(path: String, entry: URL)] = []
        for (index, step) in steps.enumerated() {
            let name = (step["id"] as? String) ?? (step["name"] as? String) ?? "step \(index + 1)"
            if let condition = step["if"] as? String {
                let parts = condition.components(separatedBy: " ")
                guard parts.count == 3, ["!=", "=="].contains(parts[1]), parts[2] == "''" else {
                    XCTFail("\(name): the test runner does not evaluate if: \(condition)")
                    break
                }
                let isEmpty = expand("${{ \(parts[0]) }}").isEmpty
                if isEmpty != (parts[1] == "==") { continue }
            }
            if let uses = step["uses"] as? String {
                XCTAssertEqual(uses, "actions/cache@v4", "\(name): the only action this action uses")
                let with = try XCTUnwrap(step["with"] as? [String: Any], name)
                let key = expand(try XCTUnwrap(with["key"] as? String)), path = expand(try XCTUnwrap(with["path"] as? String))
                let store = try XCTUnwrap(cacheStore, "\(name): runAction needs a cacheStore")
                let entry = store.appendingPathComponent(key)
                var hit = false
                if FileManager.default.fileExists(atPath: entry.path) {
                    try? FileManager.default.removeItem(atPath: path)
                    try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                            withIntermediateDirectories: true)
                    try FileManager.default.copyItem(atPath: entry.path, toPath: path)
                    hit = true
                } else {
                    cacheSaves.append((path, entry))
                }
                if let id = step["id"] as? String { outputs[id] = ["cache-hit": hit ? "true" : "false"] }
                continue
            }
            XCTAssertEqual(step["shell"] as? String, "bash", name)
            let script = try XCTUnwrap(step["run"] as? String, name)
            XCTAssertFalse(script.contains("${{"), "\(name): expressions belong in env:, not in the script (injection)")
            let output = temp.appendingPathComponent("output-\(index).txt")
            FileManager.default.createFile(atPath: output.path, contents: nil)
            let scriptFile = temp.appendingPathComponent("step-\(index).sh")
            try script.write(to: scriptFile, atomically: true, encoding: .utf8)
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            for (key, value) in (step["env"] as? [String: Any]) ?? [:] { environment[key] = expand("\(value)") }
            environment["GITHUB_ACTION_PATH"] = Self.root.path
            environment["GITHUB_WORKSPACE"] = workspace.path
            environment["RUNNER_TEMP"] = temp.path
            environment["GITHUB_OUTPUT"] = output.path
            environment["GITHUB_PATH"] = path.path
            environment["GITHUB_STEP_SUMMARY"] = summary.path
            for (key, value) in extra { environment[key] = value }
            environment["PATH"] = (extraPath.reversed() + [environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
            let result = try Run.program("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", scriptFile.path],
                                         in: workspace, environment: environment)
            stdout += result.stdout
            if let id = step["id"] as? String {
                var values: [String: String] = [:]
                for line in try String(contentsOf: output, encoding: .utf8).split(separator: "\n") {
                    guard let equals = line.firstIndex(of: "=") else { continue }
                    values[String(line[..<equals])] = String(line[line.index(after: equals)...])
                }
                outputs[id] = values
            }
            extraPath = try String(contentsOf: path, encoding: .utf8).split(separator: "\n").map(String.init)
            if result.status != 0 {
                return ActionRun(failedStep: name, outputs: outputs, stdout: stdout + result.stderr,
                                 summary: try String(contentsOf: summary, encoding: .utf8))
            }
        }
        for save in cacheSaves where FileManager.default.fileExists(atPath: save.path) {
            try FileManager.default.createDirectory(at: save.entry.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: save.path, toPath: save.entry.path)
        }
        return ActionRun(failedStep: nil, outputs: outputs, stdout: stdout, summary: try String(contentsOf: summary, encoding: .utf8))
    }

    func testTheGitHubActionPassesWhenTranslationsFitAndFailsWithAnnotationsWhenNot() throws {
        let binary = try XCTUnwrap(Run.layoutlint, "layoutlint not built")
        let project = try TempProject(name: "action", elements: ["a", "b"], values: [
            "en": ["a.title": "Save", "b.title": "Cancel"], "de": ["a.title": "Sichern", "b.title": "Abbrechen"],
        ])
        defer { project.remove() }
        let sarif = project.root.appendingPathComponent("layoutlint.sarif")
        let passing = try runAction(in: project.root, inputs: ["layoutlint": binary.path, "sarif": sarif.path])
        XCTAssertNil(passing.failedStep, passing.stdout)
        XCTAssertEqual(passing.outputs["status"]?["status"], "0")
        XCTAssertFalse(passing.stdout.contains("::error"), passing.stdout)
        XCTAssertTrue(passing.summary.contains("layoutlint"), passing.summary)
        XCTAssertTrue(FileManager.default.fileExists(atPath: sarif.path))

        try project.write(locale: "de", ["a.title": "Speichern und Weiterleitungsbestätigung", "b.title": "Abbrechen"])
        let failing = try runAction(in: project.root, inputs: ["layoutlint": binary.path, "paths": "layouts strings", "args": "--locales de"])
        XCTAssertEqual(failing.failedStep, "status", failing.stdout)
        XCTAssertEqual(failing.outputs["status"]?["status"], "1")
        XCTAssertTrue(failing.stdout.contains("::error file=strings/de.lproj/Localizable.strings,line="), failing.stdout)
        XCTAssertTrue(failing.summary.contains("truncation"), failing.summary)
        let report = try XCTUnwrap(failing.outputs["check"]?["report"])
        XCTAssertTrue(try String(contentsOfFile: report, encoding: .utf8).contains("\"rule\": \"truncation\""))

        // Arguments the command line refuses end the run at the check, with the reason.
        let refused = try runAction(in: project.root, inputs: ["layoutlint": binary.path, "args": "--size-categories ,"])
        XCTAssertEqual(refused.failedStep, "check")
        XCTAssertTrue(refused.stdout.contains("--size-categories names no size category"), refused.stdout)
    }

    /// Without a `layoutlint` input and with no release asset for the ref, the first run builds (`make
    /// install` with a stand-in `swift` that records each build and hands over the binary `swift test`
    /// built) and the cache step saves the result under a key of the action's source; a second run, on a
    /// fresh runner (another tool cache), restores it and builds nothing.
    func testTheGitHubActionBuildsOnceAndThenUsesTheCache() throws {
        let binary = try XCTUnwrap(Run.layoutlint, "layoutlint not built")
        let project = try TempProject(name: "action-cache", elements: ["a"], values: ["en": ["a.title": "Save"], "de": ["a.title": "Sichern"]])
        defer { project.remove() }
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("action-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: temp) }
        let builds = temp.appendingPathComponent("builds.txt"), swift = temp.appendingPathComponent("swift")
        try """
            #!/bin/sh
            case "$*" in
              *--show-bin-path*) echo '\(binary.deletingLastPathComponent().path)' ;;
              *) echo "$*" >> '\(builds.path)' ;;
            esac
            """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let store = temp.appendingPathComponent("cache")
        func run(_ runner: String) throws -> ActionRun {
            let toolCache = temp.appendingPathComponent(runner)
            return try runAction(in: project.root, inputs: [:], cacheStore: store,
                                 environment: ["SWIFT": swift.path, "RUNNER_TOOL_CACHE": toolCache.path,
                                               "LAYOUTLINT_FONTS": Run.packageRoot.appendingPathComponent("Fonts").path])
        }
        let first = try run("runner-1")
        XCTAssertNil(first.failedStep, first.stdout)
        XCTAssertEqual(try String(contentsOf: builds, encoding: .utf8), "build -c release --product layoutlint\n",
                       "one build, of the layoutlint product only")
        let key = try XCTUnwrap(first.outputs["locate"]?["cache-key"])
        XCTAssertTrue(key.hasPrefix("layoutlint-"), key)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.path), [key], "saved under the source's key")

        let second = try run("runner-2")
        XCTAssertNil(second.failedStep, second.stdout)
        XCTAssertEqual(second.outputs["cache"]?["cache-hit"], "true")
        XCTAssertEqual(second.outputs["locate"]?["cache-key"], key, "the same source, the same key")
        XCTAssertEqual(try String(contentsOf: builds, encoding: .utf8), "build -c release --product layoutlint\n", "no second build")
        XCTAssertEqual(second.outputs["status"]?["status"], "0")
    }

    // MARK: make dist

    /// `scripts/dist.sh` (what `make dist` runs) with a stand-in `swift` that records the build and hands
    /// over the binary `swift test` built: the tarball holds the binary, the fonts where it looks for them,
    /// the licenses and RUNTIME (the system libraries read from the binary); unpacked elsewhere, the binary
    /// checks the demo app with those fonts.
    func testDistTarballHoldsTheBinaryFontsLicensesAndRuntime() throws {
        let binary = try XCTUnwrap(Run.layoutlint, "layoutlint not built")
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("dist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: temp) }
        let builds = temp.appendingPathComponent("builds.txt"), swift = temp.appendingPathComponent("swift")
        try """
            #!/bin/sh
            case "$*" in
              *--show-bin-path*) echo '\(binary.deletingLastPathComponent().path)' ;;
              *) echo "$*" >> '\(builds.path)' ;;
            esac
            """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let out = temp.appendingPathComponent("out")
        let run = try Run.program("/bin/sh", [Self.root.appendingPathComponent("scripts/dist.sh").path, out.path], in: Self.root,
                                  environment: ["SWIFT": swift.path])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let build = try String(contentsOf: builds, encoding: .utf8)
        XCTAssertTrue(build.hasPrefix("build -c release --product layoutlint"), build)
        let tarballs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".tar.gz") }
        XCTAssertEqual(tarballs.count, 1, "\(tarballs)")
        let name = String(try XCTUnwrap(tarballs.first).dropLast(".tar.gz".count))
        XCTAssertTrue(name.hasPrefix("layoutlint-\(LayoutLintVersion.current)-"), name)
        let sums = try String(contentsOf: out.appendingPathComponent(name + ".tar.gz.sha256"), encoding: .utf8)
        XCTAssertTrue(sums.hasSuffix("  \(name).tar.gz\n"), sums)

        let unpacked = temp.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        XCTAssertEqual(try Run.program("/usr/bin/env", ["tar", "-xzf", out.appendingPathComponent(name + ".tar.gz").path, "-C", unpacked.path],
                                       in: temp).status, 0)
        let top = unpacked.appendingPathComponent(name)
        for path in ["bin/layoutlint", "share/layoutlint/Fonts/profiles/default.yaml", "share/layoutlint/Fonts/SHA256SUMS",
                     "share/doc/layoutlint/README.md", "share/doc/layoutlint/licenses/OFL.txt", "share/doc/layoutlint/licenses/Apache-2.0.txt"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: top.appendingPathComponent(path).path), path)
        }
        let licenses = try FileManager.default.contentsOfDirectory(atPath: top.appendingPathComponent("share/doc/layoutlint/licenses").path)
        XCTAssertTrue(Set(licenses).isSuperset(of: ["Yams", "swift-argument-parser", "swift-syntax"]), "\(licenses)")
        let runtime = try String(contentsOf: top.appendingPathComponent("share/doc/layoutlint/RUNTIME"), encoding: .utf8)
        XCTAssertTrue(runtime.contains("libharfbuzz") && runtime.contains("libfreetype") && runtime.contains("libicu"), runtime)

        // The unpacked binary checks the demo app with no --fonts and no LAYOUTLINT_FONTS: FontLocator's next
        // place is share/layoutlint/Fonts beside the binary (before a development build's repository).
        let check = try Run.program(top.appendingPathComponent("bin/layoutlint").path, ["check", "--format", "json", "layouts", "strings"],
                                    in: Self.root, environment: ["LAYOUTLINT_FONTS": ""])
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertTrue(check.stdout.contains("\"rule\" : \"truncation\"") || check.stdout.contains("\"rule\": \"truncation\""), check.stderr)
    }

    // MARK: Homebrew

    /// The repository is a tap as Homebrew reads one (`Formula/NAME.rb` holding `class Name < Formula`), the
    /// README installs from the tap (current Homebrew refuses a formula's file path), and the formula is
    /// valid Ruby (`ruby -c`; skipped without ruby).
    func testTheHomebrewTapLayoutAndTheReadmeCommand() throws {
        let formula = Self.root.appendingPathComponent("Formula/layoutlint.rb")
        let text = try String(contentsOf: formula, encoding: .utf8)
        XCTAssertTrue(text.contains("\nclass Layoutlint < Formula\n"), "Homebrew derives the class name from the file name")
        for stanza in ["desc ", "homepage ", "head ", "def install", "test do"] { XCTAssertTrue(text.contains(stanza), stanza) }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("brew tap layoutlint/layoutlint https://github.com/layoutlint/layoutlint\n"
                                      + "brew install --HEAD layoutlint/layoutlint/layoutlint\n"), "the README's commands")
        XCTAssertFalse(readme.contains("brew install --HEAD ./Formula"), "a path is refused by current Homebrew")
        guard let ruby = ["/usr/bin/ruby", "/usr/local/bin/ruby", "/opt/homebrew/bin/ruby"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else { throw XCTSkip("no ruby here") }
        let check = try Run.program(ruby, ["-c", formula.path], in: Self.root)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "Syntax OK\n")
    }

    // MARK: pre-commit

    func python(_ code: String, _ arguments: [String]) throws -> String {
        let result = try Run.program("/usr/bin/env", ["python3", "-c", code] + arguments, in: Self.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    func testThePreCommitHooksMatchTheInputFilesAndTheirEntryRunsAsACommand() throws {
        let hooks = try XCTUnwrap(try Yams.load(yaml: String(contentsOf: Self.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)) as? [[String: Any]])
        XCTAssertEqual(hooks.compactMap { $0["id"] as? String }, ["layoutlint", "layoutlint-system"])
        let (project, environment) = try RecipeTests.repository("pre-commit-hooks")
        defer { project.remove() }
        for hook in hooks {
            let id = try XCTUnwrap(hook["id"] as? String)
            XCTAssertEqual(hook["pass_filenames"] as? Bool, false, id)
            // pre-commit: re.search(files, path) decides whether the hook runs for a staged file.
            let pattern = try XCTUnwrap(hook["files"] as? String)
            // Every input that can change a finding: catalogs (strings, plurals and arrays in values*, Compose
            // Multiplatform and moko-resources folders), UI files (layouts, menus, preference screens, IB
            // documents, SwiftUI, Kotlin/Java setting texts), layouts and the config; then what cannot.
            let inputs = ["strings/de.lproj/Localizable.strings", "App/Localizable.xcstrings", "App/en.lproj/Plurals.stringsdict",
                          "de.xliff", "app/src/main/res/values-de/strings.xml", "app/src/main/res/values/plurals.xml",
                          "app/src/main/res/values-fr/arrays.xml", "app/src/main/res/layout/main.xml",
                          "app/src/main/res/layout-land/main.xml", "core/ui/src/main/res/menu/main.xml",
                          "app/src/main/res/xml/preferences.xml", "shared/src/commonMain/composeResources/values-de/strings.xml",
                          "shared/src/commonMain/moko-resources/de/strings.xml", "shared/src/commonMain/resources/MR/base/plurals.xml",
                          "App/Base.lproj/Main.storyboard", "View.xib", "App/View.swift", "app/src/main/java/org/x/MainActivity.kt",
                          "layouts/screen.yaml", ".layoutlint.yml"]
            let others = ["README.md", "app/src/main/res/drawable/icon.xml", "app/src/main/AndroidManifest.xml", "build.gradle"]
            let matched = try python("import re, sys\nfor p in sys.argv[2:]:\n    print(p) if re.search(sys.argv[1], p) else None",
                                     [pattern] + inputs + others)
                .split(separator: "\n").map(String.init)
            XCTAssertEqual(matched, inputs, id)

            // The entry, split as pre-commit splits it, run in the repository: the first commit checks everything.
            let entry = try XCTUnwrap(hook["entry"] as? String)
            let command = try python("import shlex, sys\nprint('\\0'.join(shlex.split(sys.argv[1])), end='')", [entry])
                .split(separator: "\0").map(String.init)
            func run() throws -> Run.Result { try Run.program("/usr/bin/env", command, in: project.root, environment: environment) }
            try project.write(locale: "de", ["a.title": "Speichern", "b.title": "Abbrechen"])
            var result = try run()
            XCTAssertEqual(result.status, 0, "\(id): \(result.stdout)\(result.stderr)")
            try project.write(locale: "de", ["a.title": "Speichern und Weiterleitungsbestätigung", "b.title": "Abbrechen"])
            result = try run()
            XCTAssertEqual(result.status, 1, "\(id): \(result.stdout)\(result.stderr)")
            XCTAssertTrue(result.stdout.contains("[truncation]"), result.stdout)
            // Only what changed since HEAD: the same problem committed, then an unrelated edit, passes.
            try Run.git(["commit", "-q", "-am", "accepted"], in: project.root)
            try project.write(locale: "de", ["a.title": "Speichern und Weiterleitungsbestätigung", "b.title": "Schließen"])
            result = try run()
            XCTAssertEqual(result.status, 0, "\(id): \(result.stdout)\(result.stderr)")
            try Run.git(["reset", "-q", "--hard", "HEAD~1"], in: project.root)
        }
    }

    // MARK: Gradle

    /// The README's Gradle recipe in a multi-module project shaped like the shared Android apps (AntennaPod's
    /// nested `ui/<feature>` modules, a Kotlin Multiplatform module with Compose resources), run by `gradle`
    /// (Debian's `gradle`, which `make test-deps` installs; skipped where there is none): `check` passes while
    /// every module's German fits and fails with the finding when a feature module's or the shared module's
    /// does not, whichever module `check` is asked of.
    func testTheGradleRecipeChecksEveryModule() throws {
        guard let gradle = ["/usr/bin/gradle", "/usr/local/bin/gradle", "/opt/homebrew/bin/gradle"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else { throw XCTSkip("no gradle here") }
        let binary = try XCTUnwrap(Run.layoutlint, "layoutlint not built")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gradle-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ relative: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func strings(_ name: String, _ value: String) -> String { "<resources><string name=\"\(name)\">\(value)</string></resources>" }
        func layout(_ name: String) -> String {
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                android:layout_height="wrap_content">
                <TextView android:id="@+id/\(name)" android:layout_width="120dp" android:layout_height="wrap_content"
                    android:maxLines="1" android:text="@string/\(name)" />
            </LinearLayout>
            """
        }
        try write("include ':app', ':ui:common', ':ui:discovery', ':shared'\n", "settings.gradle")
        try write(RecipeTests.recipe("gradle"), "build.gradle")
        // `base` gives each module the `check` lifecycle task the Android and Kotlin plugins give it.
        for module in ["app", "ui/common", "ui/discovery", "shared"] { try write("apply plugin: 'base'\n", "\(module)/build.gradle") }
        try write(strings("skip", "Skip"), "app/src/main/res/values/strings.xml")
        try write(strings("skip", "Weiter"), "app/src/main/res/values-de/strings.xml")
        try write(layout("skip"), "app/src/main/res/layout/intro.xml")
        try write(strings("subscribe", "Subscribe"), "ui/discovery/src/main/res/values/strings.xml")
        try write(strings("subscribe", "Abonnieren"), "ui/discovery/src/main/res/values-de/strings.xml")
        try write(layout("subscribe"), "ui/discovery/src/main/res/layout/discovery.xml")
        try write(strings("common", "OK"), "ui/common/src/main/res/values/strings.xml")
        try write(strings("title", "Title"), "shared/src/commonMain/composeResources/values/strings.xml")
        try write(strings("title", "Titel"), "shared/src/commonMain/composeResources/values-de/strings.xml")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GRADLE_USER_HOME"] = root.appendingPathComponent(".gradle-home").path
        environment["LAYOUTLINT_FONTS"] = Run.packageRoot.appendingPathComponent("Fonts").path
        func check(_ task: String = "check") throws -> Run.Result {
            try Run.program(gradle, ["--no-daemon", "--offline", "-q", task], in: root, environment: environment)
        }
        let passing = try check()
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)

        // A feature module's translation that does not fit fails `check`, even asked of the app alone.
        try write(strings("subscribe", "Abonnieren und Weiterleitungsbestätigung"), "ui/discovery/src/main/res/values-de/strings.xml")
        let failing = try check(":app:check")
        XCTAssertNotEqual(failing.status, 0)
        XCTAssertTrue(failing.stdout.contains("ui/discovery/src/main/res/values-de/strings.xml"), failing.stdout + failing.stderr)
        XCTAssertTrue(failing.stdout.contains("[truncation]"), failing.stdout + failing.stderr)
        XCTAssertTrue((failing.stdout + failing.stderr).contains("layoutlint"), failing.stderr)

        // A Compose Multiplatform resource is read too: a placeholder the translation drops is a warning.
        try write(strings("subscribe", "Abonnieren"), "ui/discovery/src/main/res/values-de/strings.xml")
        try write(strings("title", "%1$s titles"), "shared/src/commonMain/composeResources/values/strings.xml")
        try write(strings("title", "Titel"), "shared/src/commonMain/composeResources/values-de/strings.xml")
        let compose = try check()
        XCTAssertEqual(compose.status, 0, "warnings do not fail the build")
        XCTAssertTrue(compose.stdout.contains("shared/src/commonMain/composeResources/values-de/strings.xml:1:"), compose.stdout + compose.stderr)
        XCTAssertTrue(compose.stdout.contains("[placeholder-mismatch]"), compose.stdout + compose.stderr)
    }
}
