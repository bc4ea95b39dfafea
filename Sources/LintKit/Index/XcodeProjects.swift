import Foundation

/// Which files of an Xcode project its targets build with the main actor as their default
/// isolation: the build setting `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's new
/// app projects set it), read from the `project.pbxproj` of the nearest `*.xcodeproj` above a
/// file that no `Package.swift` target holds.
///
/// A target takes the main actor when every one of its build configurations says `MainActor`
/// (a configuration that does not set it takes the project's configuration of its name). A file belongs to the target whose folder holds it: a folder the target
/// keeps in sync with the file system (`PBXFileSystemSynchronizedRootGroup`, Xcode 16 and
/// later), else a folder named like the target (the templates' layout). A file in neither
/// takes the setting only when every target of the project has it. `.lint.yml`'s
/// `default_isolation` overrides what is read here (see ``SourceFile``).
enum XcodeProjects {
    /// One project's targets: the folders they hold (absolute, without a final `/`) with
    /// whether they take the main actor (a folder two targets hold: the first target's, in
    /// the order of their ids), and what every target agrees on.
    struct Table {
        var folders: [String: Bool] = [:]
        /// True when every target takes the main actor; false otherwise.
        var everyTarget = false
    }

    /// Whether the file at `path` (absolute) is built with the main actor as its default
    /// isolation by the nearest Xcode project above it (see above): the deepest target folder
    /// holding it decides, found by walking up from the file's folder (once per folder).
    static func isMainActorByDefault(file path: String) -> Bool {
        let folder = PathText.parent(path)
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let known = cache.answers[folder] { return known }
        var answer = false
        if let table = table(around: folder) {
            answer = table.everyTarget
            var current = folder
            while true {
                if let isMainActor = table.folders[current] {
                    answer = isMainActor
                    break
                }
                // Up to the file system's root: a target's folder may lie above the project's
                // (`path = ..;`).
                let up = PathText.parent(current)
                if up == current || up.isEmpty { break }
                current = up
            }
        }
        cache.answers[folder] = answer
        return answer
    }

    // MARK: Finding and reading projects once

    private static let cache = Cache()

    /// What was read so far, shared by the threads that build trees.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        /// The table of the nearest project at or above each folder (nil: none, or none that
        /// sets the main actor anywhere).
        var tables: [String: Table?] = [:]
        /// The answer for the files of each folder asked about.
        var answers: [String: Bool] = [:]
    }

    /// The table of the nearest folder at or above `folder` that holds a `*.xcodeproj` (with
    /// the lock held).
    private static func table(around folder: String) -> Table? {
        if let known = cache.tables[folder] { return known }
        var found: Table?
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        if !projects.isEmpty {
            found = table(ofProjects: projects.map { folder + "/" + $0 + "/project.pbxproj" }, in: folder)
        } else {
            let up = PathText.parent(folder)
            if up != folder && !up.isEmpty { found = table(around: up) }
        }
        cache.tables[folder] = .some(found)
        return found
    }

    /// The targets of the projects at `paths` (their `project.pbxproj` files), whose folder is
    /// `folder`; nil when none takes the main actor (the common case costs nothing more).
    static func table(ofProjects paths: [String], in folder: String) -> Table? {
        var table = Table()
        var targets = 0
        var mainActorTargets = 0
        for path in paths {
            guard let bytes = FileManager.default.contents(atPath: path), bytes.range(of: Data("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8)) != nil,
                  let project = OpenStepPlist.parse([UInt8](bytes)) else { continue }
            for target in self.targets(of: project) {
                targets += 1
                if target.isMainActor { mainActorTargets += 1 }
                for relative in target.folders {
                    let absolute = ProjectFiles.absolute(folder + "/" + relative)
                    if table.folders[absolute] == nil { table.folders[absolute] = target.isMainActor }
                }
            }
        }
        guard mainActorTargets > 0 else { return nil }
        table.everyTarget = mainActorTargets == targets
        return table
    }

    /// The native targets of a parsed project: the folders they hold (relative to the
    /// project's folder) and whether they take the main actor.
    static func targets(of project: OpenStepPlist.Value) -> [(folders: [String], isMainActor: Bool)] {
        guard let objects = project.dictionary?["objects"]?.dictionary else { return [] }
        func object(_ id: OpenStepPlist.Value?) -> [String: OpenStepPlist.Value]? {
            id?.string.flatMap { objects[$0]?.dictionary }
        }
        /// The configurations of a configuration list: each one's name and its value of the
        /// setting (nil when it does not set it).
        func configurations(ofList list: OpenStepPlist.Value?) -> [(name: String, value: String?)] {
            (object(list)?["buildConfigurations"]?.array ?? []).compactMap { id in
                guard let configuration = object(id) else { return nil }
                return (configuration["name"]?.string ?? "",
                        configuration["buildSettings"]?.dictionary?["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.string)
            }
        }
        let root = object(project.dictionary?["rootObject"])
        // The project's configurations give a target's that do not set it their value.
        var projectValues: [String: String] = [:]
        for configuration in configurations(ofList: root?["buildConfigurationList"]) {
            if let value = configuration.value { projectValues[configuration.name] = value }
        }
        /// Whether every configuration of a target's list builds with the main actor (worked
        /// out once per list: targets may share one).
        var answers: [String: Bool] = [:]
        func isMainActor(list: OpenStepPlist.Value?) -> Bool {
            let key = list?.string
            if let key, let known = answers[key] { return known }
            let values = configurations(ofList: list).map { $0.value ?? projectValues[$0.name] }
            let answer = !values.isEmpty && values.allSatisfy { $0 == "MainActor" }
            if let key { answers[key] = answer }
            return answer
        }
        var result: [(folders: [String], isMainActor: Bool)] = []
        for id in objects.keys.sorted() {
            guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            var folders: [String] = []
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let path = object(group)?["path"]?.string { folders.append(path) }
            }
            if let name = target["name"]?.string { folders.append(name) }
            result.append((folders, isMainActor(list: target["buildConfigurationList"])))
        }
        return result
    }
}
