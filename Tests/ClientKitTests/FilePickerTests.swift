import Foundation
import XCTest
@testable import ClientKit
import UniformTypeIdentifiers

/// UTType, and the document and image pickers browsing real folders: which files they
/// list, choosing, copies, exporting, cancelling, and the delegate calls after dismissal.
final class FilePickerTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        let manager = FileManager.default
        try? manager.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let png = MainActor.assumeIsolated {
            UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).pngData { _ in }
        }
        manager.createFile(atPath: folder.appendingPathComponent("a.png").path, contents: png)
        manager.createFile(atPath: folder.appendingPathComponent("sub/c.png").path, contents: png)
        manager.createFile(atPath: folder.appendingPathComponent("b.txt").path, contents: Data("text".utf8))
        manager.createFile(atPath: folder.appendingPathComponent("notes.json").path, contents: Data("{}".utf8))
        manager.createFile(atPath: folder.appendingPathComponent(".hidden.png").path, contents: png)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    @MainActor final class DocumentDelegate: UIDocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancelled = 0
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
    }

    @MainActor final class ImageDelegate: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var infos: [[UIImagePickerController.InfoKey: Any]] = []
        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            infos.append(info)
            picker.dismiss(animated: true)
        }
    }

    func testUniformTypeIdentifiers() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(filenameExtension: "txt"), .plainText)
        XCTAssertNil(UTType(filenameExtension: "png", conformingTo: .text))
        XCTAssertEqual(UTType(mimeType: "application/json"), .json)
        XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpg")
        XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
        XCTAssertEqual(UTType("public.plain-text"), .plainText)
        XCTAssertNil(UTType("org.example.unknown"))
        let own = UTType(exportedAs: "org.example.notebook", conformingTo: .json)
        XCTAssertTrue(own.conforms(to: .text))
        XCTAssertEqual(UTType("org.example.notebook"), own)
        XCTAssertTrue(UTType.image.isSupertype(of: .png))
    }

    @MainActor private static func present(_ picker: UIViewController) -> (UIWindow, UIViewController) {
        let root = UIViewController()
        let window = showInWindow(root, log: CallLog())
        root.present(picker, animated: false)
        spinMainRunLoop()
        return (window, root)
    }

    func testOpeningListsMatchingFilesAndFoldersAndReportsTheChoiceAfterDismissing() {
        let folder: URL = self.folder
        MainActor.assumeIsolated {
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.image])
            picker.directoryURL = folder
            let delegate = DocumentDelegate()
            picker.delegate = delegate
            let (window, root) = Self.present(picker)
            let browser = picker._topBrowser!
            XCTAssertEqual(browser.subfolders.map(\.lastPathComponent), ["sub"])
            XCTAssertEqual(browser.files.map(\.lastPathComponent), ["a.png"], "images only, hidden files left out")
            browser.tableView(browser.tableView, didSelectRowAt: browser._indexPath(ofItemNamed: "sub")!)
            spinMainRunLoop()
            let inner = picker._topBrowser!
            XCTAssertEqual(inner.files.map(\.lastPathComponent), ["c.png"], "into the subfolder")
            inner.tableView(inner.tableView, didSelectRowAt: inner._indexPath(ofItemNamed: "c.png")!)
            spinMainRunLoop()
            XCTAssertNil(root.presentedViewController, "the picker dismisses itself")
            XCTAssertEqual(delegate.picked.first?.map(\.path), [folder.appendingPathComponent("sub/c.png").path])
            window.isHidden = true
        }
    }

    func testCopiesMultipleSelectionExportAndCancel() {
        let folder: URL = self.folder
        MainActor.assumeIsolated {
            let copying = UIDocumentPickerViewController(forOpeningContentTypes: [.text], asCopy: true)
            copying.directoryURL = folder
            copying.allowsMultipleSelection = true
            let delegate = DocumentDelegate()
            copying.delegate = delegate
            var (window, _) = Self.present(copying)
            let browser = copying._topBrowser!
            XCTAssertEqual(browser.files.map(\.lastPathComponent), ["b.txt", "notes.json"], "JSON is text")
            for name in ["b.txt", "notes.json"] {
                browser.tableView(browser.tableView, didSelectRowAt: browser._indexPath(ofItemNamed: name)!)
            }
            browser.openChosen()
            spinMainRunLoop()
            let copies = delegate.picked.first ?? []
            XCTAssertEqual(copies.map(\.lastPathComponent), ["b.txt", "notes.json"])
            XCTAssertFalse(copies.contains { $0.path.hasPrefix(folder.path) }, "copies, not the originals")
            XCTAssertEqual(FileManager.default.contents(atPath: copies[0].path), Data("text".utf8))
            window.isHidden = true

            let exported = folder.appendingPathComponent("b.txt")
            let exporter = UIDocumentPickerViewController(forExporting: [exported], asCopy: true)
            exporter.directoryURL = folder.appendingPathComponent("sub")
            let exportDelegate = DocumentDelegate()
            exporter.delegate = exportDelegate
            (window, _) = Self.present(exporter)
            XCTAssertEqual(exporter._topBrowser?.files, [], "an exporting picker lists folders")
            exporter._topBrowser?.chooseFolder()
            spinMainRunLoop()
            let destination = folder.appendingPathComponent("sub/b.txt")
            XCTAssertEqual(exportDelegate.picked.first?.map(\.path), [destination.path])
            XCTAssertTrue(FileManager.default.fileExists(atPath: destination.path))
            XCTAssertTrue(FileManager.default.fileExists(atPath: exported.path), "copied, the original kept")
            window.isHidden = true

            let cancelling = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
            cancelling.directoryURL = folder
            let cancelDelegate = DocumentDelegate()
            cancelling.delegate = cancelDelegate
            let (cancelWindow, root) = Self.present(cancelling)
            cancelling._topBrowser?.cancel()
            spinMainRunLoop()
            XCTAssertNil(root.presentedViewController)
            XCTAssertEqual(cancelDelegate.cancelled, 1)
            XCTAssertTrue(cancelDelegate.picked.isEmpty)
            cancelWindow.isHidden = true
        }
    }

    func testTheImagePickerHasNoCameraAndGivesTheChosenImage() {
        let folder: URL = self.folder
        MainActor.assumeIsolated {
            XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
            XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
            XCTAssertEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image"])
            let picker = UIImagePickerController()
            let delegate = ImageDelegate()
            picker.delegate = delegate
            let (window, root) = Self.present(picker)
            let browser = picker.topViewController as! _UIFileBrowserController
            // Browse the test folder as the user's pictures would be.
            let inFolder = _UIFileBrowserController(folder: folder, configuration: browser.configuration)
            picker.pushViewController(inFolder, animated: false)
            spinMainRunLoop()
            XCTAssertEqual(inFolder.files.map(\.lastPathComponent), ["a.png"])
            inFolder.tableView(inFolder.tableView, didSelectRowAt: inFolder._indexPath(ofItemNamed: "a.png")!)
            spinMainRunLoop()
            let info = delegate.infos.first
            XCTAssertEqual((info?[.originalImage] as? UIImage)?.size, CGSize(width: 3, height: 2))
            XCTAssertEqual((info?[.imageURL] as? URL)?.lastPathComponent, "a.png")
            XCTAssertEqual(info?[.mediaType] as? String, "public.image")
            XCTAssertNil(root.presentedViewController, "the delegate dismissed it")
            window.isHidden = true
        }
    }
}
