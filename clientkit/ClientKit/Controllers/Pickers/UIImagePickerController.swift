import Foundation

/// Told what an image picker chose (UIKit's `UIImagePickerControllerDelegate`).
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user chose an image: `info` has `.originalImage`, `.imageURL` and `.mediaType`.
    /// Dismiss the picker here (UIKit's rule; the default does).
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled. Default: the picker is dismissed.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// A picker for pictures (UIKit's `UIImagePickerController`).
///
/// **Sources.** There is no camera here: ``isSourceTypeAvailable(_:)`` says `false` for
/// `.camera` (presenting a camera picker is a programmer error, as in UIKit). The photo
/// library is the user's pictures folder (`~/Pictures`, else the home folder): the picker
/// lists its PNG and JPEG files and subfolders; tapping one calls the delegate's
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image, its file URL
/// and `"public.image"`; the delegate dismisses the picker, as in UIKit. Cancel calls
/// `imagePickerControllerDidCancel(_:)`.
///
/// Differences from UIKit: no editing (``allowsEditing`` is kept; `.editedImage` is never
/// given), no movies, no photo library database (`PHAsset`s).
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from (UIKit's raw values).
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// The camera on a device (kept).
    public enum CameraDevice: Int, Sendable {
        case rear, front
    }

    /// The keys of the chosen media's information (UIKit's `UIImagePickerController.InfoKey`).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    /// Whether pictures can come from `sourceType`: the library and the saved album, not the camera.
    public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: images (`"public.image"`), or none for the camera.
    public class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier] : nil
    }

    /// Whether a camera is there: never.
    public class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Told what was chosen. Not retained. (UIKit types it as also a navigation
    /// controller delegate; ClientKit needs only the picker's methods.)
    open weak var pickerDelegate: UIImagePickerControllerDelegate?

    /// The delegate, as UIKit names it: an image picker delegate that is also a navigation
    /// controller delegate.
    open override var delegate: UINavigationControllerDelegate? {
        get { super.delegate }
        set {
            super.delegate = newValue
            pickerDelegate = newValue as? UIImagePickerControllerDelegate
        }
    }

    /// Where pictures come from. Default `.photoLibrary`.
    open var sourceType: SourceType = .photoLibrary
    /// The media types offered. Default `["public.image"]`.
    open var mediaTypes: [String] = [UTType.image.identifier]
    /// Whether the user may crop the picture (kept; see the type). Default `false`.
    open var allowsEditing = false
    /// The camera used (kept). Default `.rear`.
    open var cameraDevice: CameraDevice = .rear

    private var browser: _UIFileBrowserController?

    /// A picker for the photo library.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist in ClientKit: a picker for the photo library.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        precondition(Self.isSourceTypeAvailable(sourceType), "Source type \(sourceType.rawValue) not available")
        let configuration = _UIFileBrowserController.Configuration(
            accepts: { url in
                guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
                return type.conforms(to: .png) || type.conforms(to: .jpeg)
            },
            showsFileExtensions: true,
            onPick: { [unowned self] urls in self._picked(urls[0]) },
            onCancel: { [unowned self] in self._cancelled() })
        let root = _UIFileBrowserController(folder: _UIFileBrowserController.startFolder(nil, named: "Pictures"),
                                            configuration: configuration)
        root.title = "Photos"
        setViewControllers([root], animated: false)
        browser = root
    }

    private func _picked(_ url: URL) {
        var info: [InfoKey: Any] = [.mediaType: UTType.image.identifier, .imageURL: url]
        if let image = UIImage(contentsOfFile: url.path) { info[.originalImage] = image }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    private func _cancelled() {
        if let pickerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
