import ArgumentParser
import Foundation
import LayoutLint

/// Paths given in great numbers: a long argument list (`check $(git ls-files …)`) and `--paths-from FILE`.
///
/// ArgumentParser stores every value of an array argument with the set of its positions so far, merging the
/// sets at each value: n positional paths cost n² (32,000 paths to `check`: 25 s before any file was
/// read). `check` and `report` take only single-valued options, so an argument that does not start with
/// `-` and follows another such argument (or the subcommand's name) is a path for certain: those are taken
/// out before parsing and put back, in their places, after it; ArgumentParser parses what is left, once.
enum ManyPaths {
    /// Below this many arguments the list goes to ArgumentParser as it is.
    static let threshold = 256

    /// The paths taken out of the command line, by their index in it.
    nonisolated(unsafe) static var extracted: [(index: Int, path: String)] = []
    /// The arguments left for ArgumentParser (the index of each in the original list).
    nonisolated(unsafe) static var keptIndices: [Int] = []
    nonisolated(unsafe) static var original: [String] = []

    /// The arguments for ArgumentParser: all of them, or, for a long `check` or `report` command line, those
    /// that may be an option's value or a subcommand's name.
    static func prepare(_ arguments: [String], subcommands: [String]) -> [String] {
        original = arguments
        extracted = []
        keptIndices = Array(arguments.indices)
        guard arguments.count > threshold else { return arguments }
        let first = arguments.first ?? ""
        // `check` or `report`, named or (a path first) as the default command.
        guard ["check", "report"].contains(first) || (!first.hasPrefix("-") && !subcommands.contains(first)) else { return arguments }
        var kept: [String] = []
        keptIndices = []
        var afterTerminator = false
        for (index, argument) in arguments.enumerated() {
            let previous = index > 0 ? arguments[index - 1] : nil
            let isPath: Bool
            if afterTerminator {
                isPath = true
            } else if argument == "--" {
                afterTerminator = true
                isPath = false
            } else {
                isPath = index > 0 && !argument.hasPrefix("-") && !(previous!.hasPrefix("-") && previous != "-" && !previous!.contains("="))
            }
            if isPath {
                extracted.append((index, argument))
            } else {
                kept.append(argument)
                keptIndices.append(index)
            }
        }
        return kept
    }

    /// `parsed` (the paths ArgumentParser found among the arguments it was given) with the paths taken out
    /// put back in command-line order.
    static func merged(_ parsed: [String]) -> [String] {
        guard !extracted.isEmpty else { return parsed }
        var positioned: [(index: Int, path: String)] = extracted
        // A parsed path is the first kept argument, after the one before it, that spells it and is no
        // option (an option's value may spell the same, but then the order of two equal paths is all
        // that can differ).
        var cursor = 0
        for path in parsed {
            while cursor < keptIndices.count, original[keptIndices[cursor]] != path { cursor += 1 }
            positioned.append((cursor < keptIndices.count ? keptIndices[cursor] : Int.max, path))
            cursor += 1
        }
        return positioned.sorted { $0.index < $1.index }.map(\.path)
    }

    /// The paths a `--paths-from` file lists: one a line, blank lines and lines starting with `#` ignored,
    /// relative paths as given (to the current folder). `-` reads standard input.
    static func read(from file: String) throws -> [String] {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var status = stat()
            guard stat(file, &status) == 0 else { throw ValidationError("--paths-from \(file): no such file") }
            guard (status.st_mode & S_IFMT) == S_IFREG else { throw ValidationError("--paths-from \(file): not a regular file") }
            guard status.st_size <= maximumFileSize else {
                throw ValidationError("--paths-from \(file): larger than \(maximumFileSize / 1_048_576) MiB")
            }
            guard let read = FileManager.default.contents(atPath: file) else { throw ValidationError("--paths-from \(file): cannot be read") }
            data = read
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ValidationError("--paths-from \(file): not UTF-8 text") }
        return text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// 64 MiB: about a million paths.
    static let maximumFileSize = 64 << 20
}
