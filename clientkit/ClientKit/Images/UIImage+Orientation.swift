import StrataJPEG
import StrataPixman

extension UIImage {
    /// Which way an image's pixels are turned relative to how it is shown
    /// (`UIImage.Orientation`, same cases and raw values).
    ///
    /// ClientKit turns the pixels when the image is made, so every image reports `.up`
    /// (see ``imageOrientation``); the type exists for code that passes or compares it.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° anticlockwise to show.
        case left = 2
        /// Turned 90° clockwise to show.
        case right = 3
        /// Mirrored left to right.
        case upMirrored = 4
        /// Mirrored top to bottom.
        case downMirrored = 5
        /// Mirrored, then turned 90° anticlockwise.
        case leftMirrored = 6
        /// Mirrored, then turned 90° clockwise.
        case rightMirrored = 7

        /// The EXIF orientation with the same meaning.
        var _exif: EXIFOrientation {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// Always `.up`. UIKit keeps a JPEG's pixels as the camera stored them and reports
    /// their EXIF orientation here, turning them when it draws; ClientKit turns the
    /// pixels when it decodes (and ``init(cgImage:scale:orientation:)`` when it makes
    /// the image), so ``size``, drawing and `UIImageView` show the same as UIKit while
    /// ``cgImage`` is already upright.
    public var imageOrientation: Orientation { .up }

    /// An image of `cgImage`'s pixels at `scale`, shown turned as `orientation` says.
    /// The pixels are turned now (``cgImage`` is the upright copy, see
    /// ``imageOrientation``); the size is the shown one, as UIKit.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let upright = orientation == .up ? cgImage : CGImage(pixmanImage: orientation._exif.upright(cgImage.pixmanImage))
        self.init(_cgImage: upright, scale: scale)
    }
}
