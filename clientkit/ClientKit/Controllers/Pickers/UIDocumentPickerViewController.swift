import Foundation

/// What a document picker does (UIKit's deprecated `UIDocumentPickerMode`).
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import`, open, exportToService, moveToService
}

/// Told what the user chose in a document picker (UIKit's `UIDocumentPickerDelegate`).
@MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The files chosen (open), or where the exported files now are (export).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The iOS 8–10 form of ``documentPicker(_:didPickDocumentsAt:)``, called with the first URL.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// A picker for files on this machine (UIKit's `UIDocumentPickerViewController`).
///
/// Present it; it shows the files of ``directoryURL`` (else `~/Documents`, else the home
/// folder) that have one of the content types, and the subfolders to move into: tapping
/// a file chooses it (with ``allowsMultipleSelection``, files are ticked and Open chooses
/// them); a picker for `.folder` (or an exporting picker) has a button that chooses the
/// folder shown. The picker dismisses itself, then tells the ``delegate`` — the chosen
/// URLs, or where the exported files were saved; Cancel dismisses and calls
/// `documentPickerWasCancelled(_:)`. With `asCopy`, an opened file is copied into the app's
/// temporary folder first and the copy is returned, as UIKit does.
///
/// Differences from UIKit: Linux has no document providers (iCloud Drive, other apps'
/// storage) and no sandbox: the picker browses the local file system, and URLs need no
/// security-scoped access (`startAccessingSecurityScopedResource()` is Foundation's and
/// answers `false` here, harmlessly). A file's type is told by its extension.
@MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// Told what was chosen. Not retained.
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether several files can be chosen. Default `false`.
    open var allowsMultipleSelection = false
    /// Whether file names show their extensions. Default `false`.
    open var shouldShowFileExtensions = false
    /// The folder the picker starts in. Default `nil` (`~/Documents`, else home).
    open var directoryURL: URL?
    /// What the picker does.
    public let documentPickerMode: UIDocumentPickerMode

    private let contentTypes: [UTType]
    private let exporting: [URL]
    private let asCopy: Bool
    private var navigation: UINavigationController?

    /// A picker that opens files of `contentTypes`; `asCopy` returns copies.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        self.exporting = []
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that opens files of `contentTypes` in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker that saves `urls` into a folder the user chooses (copies with `asCopy`,
    /// else moves them).
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exporting = urls
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that moves `urls` into a folder the user chooses.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// The iOS 8 form: `documentTypes` are type identifiers; `.import` copies.
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        let types = allowedUTIs.compactMap { UTType($0) }
        self.init(forOpeningContentTypes: types.isEmpty ? [.item] : types, asCopy: mode == .import)
    }

    /// The iOS 8 form of exporting one file.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(forExporting: [url], asCopy: mode == .exportToService)
    }

    /// The iOS 11 form of exporting files.
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode == .exportToService)
    }

    /// Archives do not exist in ClientKit: a picker for any file.
    public required init?(coder: NSCoder) {
        contentTypes = [.item]
        exporting = []
        asCopy = false
        documentPickerMode = .open
        super.init(coder: coder)
    }

    private var isExporting: Bool { !exporting.isEmpty }
    private var picksFolders: Bool { contentTypes.contains { $0 == .folder || $0 == .directory } }

    /// Whether a file of this picker's content types is at `url` (told by its extension).
    func _accepts(_ url: URL) -> Bool {
        if isExporting { return false }
        // A file whose extension names no known type is plain data.
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        return contentTypes.contains { type.conforms(to: $0) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = _UIFileBrowserController.Configuration(
            accepts: { [unowned self] in self._accepts($0) },
            allowsMultipleSelection: allowsMultipleSelection,
            folderActionTitle: isExporting ? (asCopy ? "Save" : "Move") : (picksFolders ? "Open" : nil),
            showsFileExtensions: shouldShowFileExtensions,
            onPick: { [unowned self] urls in self._finish(with: urls) },
            onPickFolder: { [unowned self] folder in self._chose(folder: folder) },
            onCancel: { [unowned self] in self._cancel() })
        let root = _UIFileBrowserController(folder: _UIFileBrowserController.startFolder(directoryURL, named: "Documents"),
                                            configuration: configuration)
        let navigation = UINavigationController(rootViewController: root)
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        self.navigation = navigation
    }

    /// The browser list shown (for tests).
    var _topBrowser: _UIFileBrowserController? { navigation?.topViewController as? _UIFileBrowserController }

    private func _chose(folder: URL) {
        guard isExporting else { return _finish(with: [folder]) }
        var saved: [URL] = []
        let manager = FileManager.default
        for source in exporting {
            let destination = folder.appendingPathComponent(source.lastPathComponent)
            try? manager.removeItem(at: destination)
            do {
                if asCopy { try manager.copyItem(at: source, to: destination) } else { try manager.moveItem(at: source, to: destination) }
                saved.append(destination)
            } catch {
                continue
            }
        }
        _finish(with: saved, copying: false)
    }

    private func _finish(with urls: [URL], copying: Bool? = nil) {
        var result = urls
        if copying ?? (asCopy && !isExporting) {
            let inbox = FileManager.default.temporaryDirectory.appendingPathComponent("\(ProcessInfo.processInfo.processName)-Inbox")
            try? FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            result = urls.compactMap { url in
                let copy = inbox.appendingPathComponent(url.lastPathComponent)
                try? FileManager.default.removeItem(at: copy)
                return (try? FileManager.default.copyItem(at: url, to: copy)) != nil ? copy : nil
            }
        }
        _dismissThen { [weak self] in
            guard let self else { return }
            self.delegate?.documentPicker(self, didPickDocumentsAt: result)
        }
    }

    private func _cancel() {
        _dismissThen { [weak self] in
            guard let self else { return }
            self.delegate?.documentPickerWasCancelled(self)
        }
    }

    private func _dismissThen(_ body: @escaping @MainActor () -> Void) {
        if presentingViewController != nil {
            dismiss(animated: true, completion: body)
        } else {
            body()
        }
    }
}
