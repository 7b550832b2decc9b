#if canImport(Glibc)
import Glibc
#endif

/// The C allocator's settings for a run of the command-line tool.
///
/// glibc's `malloc` hands memory back to the kernel whenever more than `M_TRIM_THRESHOLD` (128 KiB) is free at
/// the top of a heap, and keeps only `M_TOP_PAD` (128 KiB) of it; each worker thread allocates from its own
/// arena, and a non-main arena gives pages back with `madvise(MADV_DONTNEED)`, so they fault in again, zeroed,
/// on the next allocation (glibc `malloc/arena.c` `shrink_heap`, `malloc/malloc.c` `systrim`; `mallopt(3)`).
/// A constraint solve that builds and drops rows of a few thousand symbols thousands of times (Auto Layout's
/// squeezed row of 372 labels in `Benchmarks/autolayout-bench.sh`) spent half its time in the kernel that way:
/// 1.2 s of page faults for 1.4 s of work. Keeping 16 MiB of padding makes the pages stay with the process
/// (0.1 s in the kernel). Setting it also ends glibc's sliding mmap threshold, so large blocks are mapped and
/// unmapped whole again: a check of a 20,000-label layout peaks at 195 MB instead of 213 MB (64 MiB of padding
/// kept too much: 213 MB).
///
/// The setting is the process's, so it is made here, by the tool, never by the library. Elsewhere (macOS's
/// allocator keeps freed pages in its own magazines) there is nothing to set.
enum AllocatorSettings {
    /// `M_TOP_PAD` in glibc's `<malloc.h>` (`#define M_TOP_PAD -2`); `mallopt` is not in Swift's Glibc module,
    /// so it is looked up by name in the process's own symbols.
    static let topPadOption: Int32 = -2
    static let topPad: Int32 = 16 << 20

    static func apply() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(topPadOption, topPad)
        #endif
    }
}
